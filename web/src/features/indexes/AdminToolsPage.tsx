import '@colmena/shared/i18n/indexesTexts';
import '@colmena/shared/i18n/automationsTexts';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { OutboxList } from './OutboxList';
import './indexes.css';

/** Route `/adminTools` (level 100): the query index page and the mail outbox. */
export function AdminToolsPage() {
  const t = useT();
  return (
    <div className="page indexes">
      <header className="page__header">
        <h1 className="page__title">{t('shell.route.adminTools')}</h1>
        <p className="page__subtitle">{t('adminTools.subtitle')}</p>
      </header>
      <ul className="admin-tools">
        <li>
          <Link className="admin-tools__tool" to="/adminTools/indexes">
            <strong>{t('adminTools.indexes.title')}</strong>
            <span>{t('adminTools.indexes.description')}</span>
          </Link>
        </li>
        <li>
          <Link className="admin-tools__tool" to="/adminTools/automations">
            <strong>{t('automations.adminTools.title')}</strong>
            <span>{t('automations.adminTools.description')}</span>
          </Link>
        </li>
        <li>
          <a className="admin-tools__tool" href="#outbox">
            <strong>{t('adminTools.outbox.title')}</strong>
            <span>{t('adminTools.outbox.description')}</span>
          </a>
        </li>
      </ul>
      <OutboxList />
    </div>
  );
}
