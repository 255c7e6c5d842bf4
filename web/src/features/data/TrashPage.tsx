import { formatNumber } from '@colmena/shared/format';
import { canUseTrash } from '@colmena/shared/policy';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { useContactNames } from '../logs/useContactNames';
import { BackLink } from './BackLink';
import { collectionPath } from './collections';
import { EmptyTrashDialog } from './EmptyTrashDialog';
import { LoadError } from './LoadError';
import { LoadingCards } from './LoadingCards';
import { NoCollection } from './NoCollection';
import { NotAllowed } from './NotAllowed';
import { TrashRow } from './TrashRow';
import { useCurrentCollection } from './useCurrentCollection';
import { useTrash } from './useTrash';
import { useWriter } from './useWriter';
import './data.css';
import './trash.css';

/**
 * `/trash/{collKey}` (issue 12, "Papelera"): what was deleted from a collection, who deleted it
 * and when, live; each item restores under its id, and the whole trash empties after a
 * confirmation. For those whose level reaches the collection's delete level (canUseTrash).
 */
export function TrashPage() {
  const t = useT();
  const { collKey = '' } = useParams();
  const { collection } = useCurrentCollection(collKey);
  const writer = useWriter();
  const { user } = useSession();
  const allowed = collection !== null && writer !== null && canUseTrash(writer, collection);
  const trash = useTrash(collection, allowed);
  const deleters = trash.items.map((item) => item.deletedBy ?? '');
  const names = useContactNames(deleters);
  const [emptying, setEmptying] = useState(false);
  if (!collection) return <NoCollection known />;
  const plural = collection.mainName ?? collection.name;
  const back = { to: collectionPath(collection.key), label: plural };
  if (!allowed) return <NotAllowed back={back} />;
  const nameOf = (uid: string | null) =>
    uid === null
      ? null
      : uid === user?.uid
        ? t('data.trash.you')
        : (names.get(uid) ?? t('data.trash.someone'));

  return (
    <div className="page data-page trash-page">
      <BackLink to={back.to} label={back.label} />
      <header className="page__header data-page__header">
        <div className="data-page__heading">
          <h1 className="page__title">{t('data.trash.title', { name: plural })}</h1>
          <p className="page__subtitle">{t('data.trash.intro', { name: plural })}</p>
        </div>
        {trash.status === 'ready' && trash.items.length > 0 && (
          <button type="button" className="button button--danger-text" onClick={() => setEmptying(true)}>
            {t('data.trash.emptyAction')}
          </button>
        )}
      </header>
      {trash.status === 'loading' && <LoadingCards count={3} />}
      {trash.status === 'error' && <LoadError error={trash.error} query={null} />}
      {trash.status === 'ready' && trash.items.length === 0 && (
        <p className="empty-state" data-testid="trash-empty">
          {t('data.trash.empty')}
        </p>
      )}
      {trash.status === 'ready' && trash.items.length > 0 && (
        <ul className="trash-list" aria-label={t('data.trash.title', { name: plural })}>
          {trash.items.map((item) => (
            <TrashRow
              key={`${item.role}/${item.id}`}
              item={item}
              collection={collection}
              deletedBy={nameOf(item.deletedBy)}
            />
          ))}
        </ul>
      )}
      {emptying && (
        <EmptyTrashDialog
          collection={collection}
          count={formatNumber(trash.items.length)}
          onClose={() => setEmptying(false)}
        />
      )}
    </div>
  );
}
