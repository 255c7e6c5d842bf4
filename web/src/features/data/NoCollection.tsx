import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import './data.css';

/** No collection to show: none visible to this user, or the address names an unknown one. */
export function NoCollection({ known }: { known: boolean }) {
  const t = useT();
  return (
    <div className="page">
      <div className="empty-state">
        <h1 className="page__title">{t(known ? 'data.collection.unknown' : 'data.collection.none')}</h1>
        {known && (
          <Link className="button button--outlined" to="/data">
            {t('data.collection.backToData')}
          </Link>
        )}
      </div>
    </div>
  );
}
