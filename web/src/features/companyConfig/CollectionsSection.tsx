import { useCallback, useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { CollectionEditor } from './CollectionEditor';
import { useDirtySection } from './dirtySections';
import { NewCollectionForm } from './NewCollectionForm';
import { RemoveCollectionDialog } from './RemoveCollectionDialog';

type Open = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; key: string };

/** The company's collections: the list, a new one, the editor of one, its removal. */
export function CollectionsSection() {
  const t = useT();
  const { company } = useSession();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Open | null>(null);
  const [removing, setRemoving] = useState(false);
  useDirtySection(t('companyConfig.collections.title'), dirty);

  const editing = open.kind === 'edit' ? company.collections.find((c) => c.key === open.key) : undefined;
  // Another editor (or none) while this one holds unsaved changes: ask first.
  const go = (next: Open) => {
    if (dirty) setPending(next);
    else setOpen(next);
  };
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const switchTo = (next: Open) => {
    setDirty(false);
    setOpen(next);
  };

  return (
    <section id="collections" className="settings-section" aria-labelledby="collections-title">
      <header className="settings-section__header">
        <h2 id="collections-title" className="settings-section__title">
          {t('companyConfig.collections.title')}
        </h2>
        <p className="settings-section__description">{t('companyConfig.collections.description')}</p>
      </header>
      <div className="settings-collections">
        <nav aria-label={t('companyConfig.collections.list')} className="settings-collections__list">
          {company.collections.length === 0 && (
            <p className="empty-state">{t('companyConfig.collections.empty')}</p>
          )}
          <ul>
            {company.collections.map((collection) => (
              <li key={collection.key}>
                <button
                  type="button"
                  className="settings-collections__item"
                  aria-current={open.kind === 'edit' && open.key === collection.key ? 'true' : undefined}
                  onClick={() => go({ kind: 'edit', key: collection.key })}
                >
                  <strong>{collection.name}</strong>
                  <span className="settings-muted">{collection.key}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--outlined settings-add"
            onClick={() => go({ kind: 'new' })}
          >
            {t('companyConfig.collections.new')}
          </button>
        </nav>
        <div className="settings-collections__detail">
          {open.kind === 'new' && (
            <NewCollectionForm
              existingKeys={company.collections.map((c) => c.key)}
              onDirtyChange={onDirtyChange}
              onCancel={() => switchTo({ kind: 'none' })}
              onDefined={(key) => switchTo({ kind: 'edit', key })}
            />
          )}
          {editing && (
            <CollectionEditor
              key={editing.key}
              collection={editing}
              onDirtyChange={onDirtyChange}
              onRemove={() => setRemoving(true)}
            />
          )}
          {open.kind === 'none' && company.collections.length > 0 && (
            <p className="settings-muted">{t('companyConfig.collections.pick')}</p>
          )}
        </div>
      </div>
      {removing && editing && (
        <RemoveCollectionDialog
          collection={editing}
          onClose={() => setRemoving(false)}
          onRemoved={() => {
            setRemoving(false);
            switchTo({ kind: 'none' });
          }}
        />
      )}
      <Dialog
        open={pending !== null}
        title={t('companyConfig.leave.title')}
        onClose={() => setPending(null)}
        actions={
          <>
            <button type="button" className="button button--text" onClick={() => setPending(null)}>
              {t('companyConfig.leave.stay')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                if (pending) switchTo(pending);
                setPending(null);
              }}
            >
              {t('companyConfig.leave.discard')}
            </button>
          </>
        }
      >
        <p>{t('companyConfig.leave.text', { sections: t('companyConfig.collections.title') })}</p>
      </Dialog>
    </section>
  );
}
