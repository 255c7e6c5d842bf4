import { useT } from '../../hooks/useT';
import { BackLink } from './BackLink';

/** A write screen reached by its address though the server would refuse its command. */
export function NotAllowed({ back }: { back: { to: string; label: string } }) {
  const t = useT();
  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      <p className="empty-state" data-testid="not-allowed">
        {t('errors.forbidden')}
      </p>
    </div>
  );
}
