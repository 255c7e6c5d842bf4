import '@colmena/shared/i18n/storeTexts';
import '@colmena/shared/i18n/companyConfigTexts';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { useT } from '../../hooks/useT';
import { MessageCard } from '../../ui/MessageCard';
import { PackCard } from './PackCard';
import { type StoreEntry, storeEntries } from './storeEntries';
import './store.css';

/** The packs shipped with Colmena: their files load with this page, not with the app. */
function useBundledPackFiles(): readonly unknown[] | null {
  const [files, setFiles] = useState<readonly unknown[] | null>(null);
  useEffect(() => {
    let live = true;
    import('@colmena/shared/packs/bundled').then(
      (module) => live && setFiles(module.bundledPackFiles),
      (error: unknown) => {
        console.error('The bundled packs could not be loaded', error);
        if (live) setFiles([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return files;
}

/**
 * Route `/store` (level 100, desktop; spec §1 store): the packs shipped with Colmena and the
 * company's own, each with what it installs and whether it is installed. Install and uninstall
 * are one command each; the list follows installs live (another admin's too).
 */
export function StorePage() {
  const t = useT();
  const small = useSmallScreen();
  const files = useBundledPackFiles();
  const records = useLiveQuery(small ? null : { collection: 'packs' });
  const entries = useMemo(
    () => (files && records.status === 'ready' ? storeEntries(files, records.docs) : null),
    [files, records],
  );

  if (small)
    return <MessageCard title={t('store.title')} text={t('store.desktopOnly')} testId="store-desktop" />;
  return (
    <div className="page store">
      <header className="page__header store__header">
        <div>
          <h1 className="page__title">{t('store.title')}</h1>
          <p className="page__subtitle">{t('store.subtitle')}</p>
        </div>
        <Link className="button button--text" to="/store/creator">
          {t('store.creatorLink')}
        </Link>
      </header>
      {records.status === 'error' && (
        <p className="store__error" role="alert">
          {t(`errors.${records.error ?? 'error_loading_data'}`)}
        </p>
      )}
      {!entries && records.status !== 'error' && (
        <p className="store__muted" aria-busy="true">
          {t('store.loading')}
        </p>
      )}
      {entries && (
        <>
          <StoreList title={t('store.bundled')} entries={entries.bundled} />
          <StoreList
            title={t('store.private')}
            entries={entries.private}
            empty={
              <p className="store__muted">
                {t('store.privateEmpty')} <Link to="/store/creator">{t('store.creatorLink')}</Link>
              </p>
            }
          />
        </>
      )}
    </div>
  );
}

function StoreList({
  title,
  entries,
  empty,
}: {
  title: string;
  entries: StoreEntry[];
  empty?: React.ReactNode;
}) {
  return (
    <section className="store__section" aria-label={title}>
      <h2 className="store__section-title">{title}</h2>
      {entries.length === 0 ? (
        empty
      ) : (
        <ul className="store__grid">
          {entries.map((entry) => (
            <li key={`${entry.source}-${entry.id}`}>
              <PackCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
