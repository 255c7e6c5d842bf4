import { canSeeAdminIcons } from '@colmena/shared/policy';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { useT } from '../../hooks/useT';
import './data.css';

/**
 * No collection to show: none visible to this user, or the address names an unknown one. A new
 * company's admin, who sees none because there are none yet, is shown the two ways to make
 * some: a pack from the store, or a collection of their own in the settings.
 */
export function NoCollection({ known }: { known: boolean }) {
  const t = useT();
  const { company, user } = useSession();
  const small = useSmallScreen();
  const canShape = !known && user !== null && canSeeAdminIcons(user.lvl, small);
  const firstSteps = canShape && company.collections.length === 0;
  return (
    <div className="page">
      <div className="empty-state">
        <h1 className="page__title">{t(known ? 'data.collection.unknown' : 'data.collection.none')}</h1>
        {known && (
          <Link className="button button--outlined" to="/data">
            {t('data.collection.backToData')}
          </Link>
        )}
        {firstSteps && (
          <>
            <p>{t('data.collection.firstSteps')}</p>
            <div className="empty-state__actions">
              <Link className="button button--primary" to="/store">
                {t('data.collection.toStore')}
              </Link>
              <Link className="button button--outlined" to="/companyconfig#collections">
                {t('data.collection.toSettings')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
