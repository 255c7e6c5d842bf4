import { formatDate } from '@colmena/shared/format';
import { packContents } from '@colmena/shared/packs';
import { useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { InstallPackDialog } from './InstallPackDialog';
import type { StoreEntry } from './storeEntries';
import { UninstallPackDialog } from './UninstallPackDialog';

/** One pack of the store: its name and description in the reader's language, what it installs, its state. */
export function PackCard({ entry }: { entry: StoreEntry }) {
  const t = useT();
  const { language } = useLanguage();
  const [dialog, setDialog] = useState<'install' | 'uninstall' | null>(null);
  const discard = useCompanyCommand();
  const pack = entry.packs?.[language] ?? null;
  const name = pack?.name ?? entry.name;
  const contents = pack ? packContents(pack) : null;
  const headingId = `pack-${entry.source}-${entry.id}`;

  return (
    <article className="pack-card" aria-labelledby={headingId} data-testid={`pack-${entry.id}`}>
      <header className="pack-card__header">
        <h3 id={headingId} className="pack-card__title">
          {name}
        </h3>
        {pack && <span className="pack-card__version">{t('store.version', { version: pack.version })}</span>}
      </header>
      {pack && <p className="pack-card__description">{pack.description}</p>}
      {entry.problem && (
        <p className="store__error" role="alert">
          {t('creator.import.bad', { problem: entry.problem })}
        </p>
      )}
      {contents && (
        <div className="pack-card__contents">
          <h4 className="pack-card__contents-title">{t('store.contains')}</h4>
          <ul>
            {contents.collections.length > 0 && (
              <li>{t('store.contents.collections', { names: contents.collections.join(', ') })}</li>
            )}
            {contents.widgets.length > 0 && (
              <li>{t('store.contents.widgets', { count: contents.widgets.length })}</li>
            )}
            {contents.shortcuts > 0 && (
              <li>{t('store.contents.shortcuts', { count: contents.shortcuts })}</li>
            )}
            {contents.colors > 0 && <li>{t('store.contents.colors', { count: contents.colors })}</li>}
            {contents.documents > 0 && (
              <li>{t('store.contents.documents', { count: contents.documents })}</li>
            )}
          </ul>
        </div>
      )}
      <footer className="pack-card__footer">
        {entry.installed ? (
          <p className="pack-card__installed" data-testid="pack-installed">
            {t('store.installedOn', {
              version: entry.installed.version,
              date: formatDate(entry.installed.at),
            })}
          </p>
        ) : (
          <span />
        )}
        <div className="pack-card__actions">
          {entry.source === 'private' && entry.packs && !entry.installed && (
            <button
              type="button"
              className="button button--text"
              aria-label={t('store.discardNamed', { name })}
              disabled={discard.state.status === 'saving'}
              onClick={() =>
                void discard.send(
                  'pack.discard',
                  { packId: entry.id },
                  { successText: t('store.discardDone', { name }) },
                )
              }
            >
              {t('store.discard')}
            </button>
          )}
          {entry.installed ? (
            <button
              type="button"
              className="button button--outlined"
              aria-label={t('store.uninstallNamed', { name })}
              onClick={() => setDialog('uninstall')}
            >
              {t('store.uninstall')}
            </button>
          ) : (
            entry.packs && (
              <button
                type="button"
                className="button button--primary"
                aria-label={t('store.installNamed', { name })}
                onClick={() => setDialog('install')}
              >
                {t('store.install')}
              </button>
            )
          )}
        </div>
      </footer>
      {discard.state.status === 'error' && (
        <p className="store__error" role="alert">
          {discard.state.text}
        </p>
      )}
      {dialog === 'install' && entry.packs && (
        <InstallPackDialog packs={entry.packs} onClose={() => setDialog(null)} />
      )}
      {dialog === 'uninstall' && (
        <UninstallPackDialog id={entry.id} name={name} onClose={() => setDialog(null)} />
      )}
    </article>
  );
}
