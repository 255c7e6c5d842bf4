import { canCreateIn, withOwner } from '@colmena/shared/policy';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newDocId } from '../../api/newDocId';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useT } from '../../hooks/useT';
import { CreateDocumentView } from './CreateDocumentView';
import { collectionPath, projectPath } from './collections';
import { declaredFields, keptFields } from './declaredFields';
import { NoCollection } from './NoCollection';
import { NotAllowed } from './NotAllowed';
import { siblingsQuery } from './queries';
import { useCurrentCollection } from './useCurrentCollection';
import { useDataCommand } from './useDataCommand';
import { useWriter } from './useWriter';
import './data.css';

/** Project create page (spec §2 "project create"): a new document of the collection's main collection. */
export function CreateProjectPage() {
  const t = useT();
  const { collKey = '' } = useParams();
  const { collection } = useCurrentCollection(collKey);
  const writer = useWriter();
  const navigate = useNavigate();
  const send = useDataCommand();
  const list = useLiveQuery(collection ? siblingsQuery(collection) : null);
  // Chosen up front: the document's images, files and signature upload for it before it exists.
  const [createId] = useState(newDocId);
  const main = collection?.mainCollection;
  const pendingUpload = useMemo(
    () => (main ? { collection: main, docId: createId, pending: {} } : undefined),
    [main, createId],
  );
  if (!collection) return <NoCollection known />;
  const listPath = collectionPath(collection.key);
  const singular = collection.mainNameSingular ?? collection.name;
  if (!writer || !canCreateIn(writer, collection)) {
    return <NotAllowed back={{ to: listPath, label: collection.mainName ?? collection.name }} />;
  }
  return (
    <CreateDocumentView
      title={t('data.create.title', { name: singular })}
      back={{ to: listPath, label: collection.mainName ?? collection.name }}
      siblings={list.status === 'loading' ? null : list.docs}
      declared={declaredFields(collection, 'main')}
      kept={keptFields(collection, 'main')}
      {...(pendingUpload ? { pendingUpload } : {})}
      onCancel={() => navigate(listPath)}
      onCreate={async (data, group) => {
        const result = await send(
          'document.create',
          {
            collection: collection.mainCollection,
            docId: createId,
            data: withOwner(data, collection, writer),
          },
          'data.create.done',
          group,
        );
        const docId = (result as { docId?: unknown } | null)?.docId;
        if (result === null) return false;
        navigate(typeof docId === 'string' ? projectPath(collection.key, docId) : listPath, {
          replace: true,
        });
        return true;
      }}
    />
  );
}
