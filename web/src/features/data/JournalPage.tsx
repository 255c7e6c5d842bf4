import { canDeleteDocument, canEditDocument } from '@colmena/shared/policy';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useT } from '../../hooks/useT';
import { PlaceWidgets } from '../widgets/PlaceWidgets';
import { BackLink } from './BackLink';
import { journalPath, projectPath } from './collections';
import { DeleteDialog } from './DeleteDialog';
import { DocStates } from './DocStates';
import { DocView } from './DocView';
import { declaredFields } from './declaredFields';
import { docTitle } from './docTitle';
import { EditDocument } from './EditDocument';
import { NoCollection } from './NoCollection';
import { NotAllowed } from './NotAllowed';
import { useCurrentCollection } from './useCurrentCollection';
import { useDeclareField } from './useDeclareField';
import { useJournal, useProject } from './useProject';
import { useWriter } from './useWriter';
import './data.css';

/** `/data/{collKey}/{projectid}/{journalid}` (spec §2): one journal of a project, live. */
export function JournalPage() {
  const t = useT();
  const { collKey = '', projectid = '', journalid = '' } = useParams();
  const { collection } = useCurrentCollection(collKey);
  const journal = useJournal(collection, projectid, journalid);
  // The way back names the project itself once it is known ("← Reforma de cocina…").
  const parent = useProject(collection, projectid);
  const writer = useWriter();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const declare = useDeclareField(collection, 'secondary');
  if (!collection?.secondaryCollection) return <NoCollection known />;
  const project = projectPath(collection.key, projectid);
  const back = {
    to: project,
    label: parent.doc ? docTitle(parent.doc) : (collection.mainNameSingular ?? collection.name),
  };
  if (journal.status !== 'ready' || !journal.doc) {
    return (
      <DocStates
        status={journal.status === 'ready' ? 'missing' : journal.status}
        error={journal.error}
        back={back}
      />
    );
  }
  const doc = journal.doc;
  const title = docTitle(doc);
  const self = journalPath(collection.key, projectid, doc.FireId);
  // A journal is owned through its project: ask the policy with it (none while it loads).
  const owner = parent.doc ?? {};
  const canEdit = writer !== null && canEditDocument(writer, collection, doc, owner);
  const canDelete = writer !== null && canDeleteDocument(writer, collection, doc, owner);
  if (params.has('edit')) {
    if (!canEdit) {
      // Until its project is in, a journal's ownership is unknown: wait rather than refuse.
      return parent.status === 'loading' ? (
        <DocStates status="loading" error={null} back={back} />
      ) : (
        <NotAllowed back={{ to: self, label: title }} />
      );
    }
    return (
      <EditDocument
        key={doc.FireId}
        title={t('data.edit.title', { name: title })}
        back={{ to: self, label: title }}
        collection={collection.secondaryCollection}
        doc={doc}
        declared={declaredFields(collection, 'secondary')}
        onDone={() => setParams({}, { replace: true })}
      />
    );
  }
  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      <DocView
        doc={doc}
        title={title}
        kind={collection.secondaryNameSingular ?? collection.secondaryName ?? ''}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={() => setDeleting(true)}
        fields={declaredFields(collection, 'secondary')}
        onDeclare={declare}
      />
      <PlaceWidgets place="journal" collKey={collection.key} documentId={doc.FireId} />
      <DeleteDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        collection={collection.secondaryCollection}
        docId={doc.FireId}
        title={title}
        self={self}
        leaveTo={project}
      />
    </div>
  );
}
