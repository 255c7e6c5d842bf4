import { canCreateIn } from '@colmena/shared/policy';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newDocId } from '../../api/newDocId';
import { useT } from '../../hooks/useT';
import { CreateDocumentView } from './CreateDocumentView';
import { journalPath, projectPath } from './collections';
import { DocStates } from './DocStates';
import { declaredFields } from './declaredFields';
import { docTitle } from './docTitle';
import { NoCollection } from './NoCollection';
import { NotAllowed } from './NotAllowed';
import { useCurrentCollection } from './useCurrentCollection';
import { useDataCommand } from './useDataCommand';
import { useJournals, useProject } from './useProject';
import { useWriter } from './useWriter';
import './data.css';

/** Journal create, from its project: a document of the secondary collection with ProjectId set. */
export function CreateJournalPage() {
  const t = useT();
  const { collKey = '', projectid = '' } = useParams();
  const { collection } = useCurrentCollection(collKey);
  const project = useProject(collection, projectid);
  const journals = useJournals(collection, projectid);
  const navigate = useNavigate();
  const send = useDataCommand();
  const writer = useWriter();
  const secondary = collection?.secondaryCollection;
  // Chosen up front: the journal's images, files and signature upload for it before it exists.
  const [createId] = useState(newDocId);
  const pendingUpload = useMemo(
    () =>
      secondary ? { collection: secondary, docId: createId, pending: { projectId: projectid } } : undefined,
    [secondary, createId, projectid],
  );
  if (!collection || !secondary) return <NoCollection known />;
  const back = projectPath(collection.key, projectid);
  const singular = collection.secondaryNameSingular ?? collection.secondaryName ?? t('shell.route.journal');
  const backTo = {
    to: back,
    label: project.doc ? docTitle(project.doc) : (collection.mainNameSingular ?? collection.name),
  };
  // A journal is the caller's through its project: decide once the project is in.
  if (project.status !== 'ready' || !project.doc) {
    return (
      <DocStates
        status={project.status === 'ready' ? 'missing' : project.status}
        error={project.error}
        back={backTo}
      />
    );
  }
  if (!writer || !canCreateIn(writer, collection, project.doc)) return <NotAllowed back={backTo} />;
  return (
    <CreateDocumentView
      title={t('data.create.title', { name: singular })}
      back={backTo}
      siblings={journals.status === 'loading' ? null : journals.docs}
      declared={declaredFields(collection, 'secondary')}
      {...(pendingUpload ? { pendingUpload } : {})}
      onCancel={() => navigate(back)}
      onCreate={async (data, group) => {
        const result = await send(
          'document.create',
          { collection: secondary, docId: createId, data: { ...data, ProjectId: projectid } },
          'data.create.done',
          group,
        );
        if (result === null) return false;
        const docId = (result as { docId?: unknown }).docId;
        navigate(typeof docId === 'string' ? journalPath(collection.key, projectid, docId) : back, {
          replace: true,
        });
        return true;
      }}
    />
  );
}
