import type { PublicCollection } from '@colmena/shared';
import { formatAgo, formatDateTime } from '@colmena/shared/format';
import type { TrashItem } from '@colmena/shared/trash';
import { useState } from 'react';
import { useCommand } from '../../hooks/useCommand';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';

/** Spec §9: success snacks stay 3000 ms. */
const successSnackMs = 3000;

interface Props {
  item: TrashItem;
  collection: PublicCollection;
  /** Who deleted it, as a name the reader may see ("usted", a contact, "otra persona"). */
  deletedBy: string | null;
}

/** One deleted project or journal: what it is, who deleted it and when, and its Restore. */
export function TrashRow({ item, collection, deletedBy }: Props) {
  const t = useT();
  const { run } = useCommand();
  const { notify } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const main = item.role === 'main';
  const kind = main
    ? (collection.mainNameSingular ?? collection.name)
    : (collection.secondaryNameSingular ?? collection.secondaryName ?? '');
  const store = main ? collection.mainCollection : (collection.secondaryCollection ?? '');
  const title = item.name ?? item.id;
  const restore = async () => {
    setBusy(true);
    // The row leaves the list by itself when the live trash sees the copy go.
    const outcome = await run('document.restore', { collection: store, docId: item.id });
    if (outcome.status !== 'applied') {
      setBusy(false);
      return;
    }
    notify({ text: t('data.trash.restored', { name: title }), type: 'success', time: successSnackMs });
  };
  return (
    <li className="trash-item" data-testid="trash-item">
      <div className="trash-item__body">
        <p className="doc-view__eyebrow">{kind}</p>
        <p className="trash-item__title">{title}</p>
        <p className="trash-item__meta">
          {item.deletedBy === null && item.deletedAt === null ? (
            t('data.trash.deletedUnknown')
          ) : (
            <>
              {deletedBy !== null && t('data.trash.deletedBy', { name: deletedBy })}{' '}
              {item.deletedAt !== null && t('data.trash.deletedOn', { date: formatDateTime(item.deletedAt) })}
              {item.deletedAt !== null && (
                <span className="trash-item__ago">{formatAgo(Date.now() - Date.parse(item.deletedAt))}</span>
              )}
            </>
          )}
        </p>
        {item.journals > 0 && (
          <p className="trash-item__meta">
            {t('data.trash.withJournals', {
              count: String(item.journals),
              journals: collection.secondaryName ?? collection.secondaryCollection ?? '',
            })}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--outlined"
        onClick={restore}
        disabled={busy}
        aria-label={`${t('data.trash.restore')}: ${title}`}
      >
        {t('data.trash.restore')}
      </button>
    </li>
  );
}
