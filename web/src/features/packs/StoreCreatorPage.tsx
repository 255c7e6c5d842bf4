import '@colmena/shared/i18n/storeTexts';
import { Link } from 'react-router';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { useT } from '../../hooks/useT';
import { MessageCard } from '../../ui/MessageCard';
import { ExportPackSection } from './ExportPackSection';
import { ImportPackSection } from './ImportPackSection';
import './store.css';

/**
 * Route `/store/creator` (level 100, desktop): exports chosen collections, widgets and colours of
 * this company as a pack file, and imports a pack file into the company's private store.
 */
export function StoreCreatorPage() {
  const t = useT();
  const small = useSmallScreen();
  if (small)
    return <MessageCard title={t('creator.title')} text={t('store.desktopOnly')} testId="store-desktop" />;
  return (
    <div className="page store">
      <header className="page__header store__header">
        <div>
          <h1 className="page__title">{t('creator.title')}</h1>
          <p className="page__subtitle">{t('creator.subtitle')}</p>
        </div>
        <Link className="button button--text" to="/store">
          {t('store.title')}
        </Link>
      </header>
      <ExportPackSection />
      <ImportPackSection />
    </div>
  );
}
