import type { StoredDoc } from '@colmena/shared';
import { canDeleteDocument, canEditDocument, canMoveDocument } from '@colmena/shared/policy';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '../../hooks/useT';
import { PlaceWidgets } from '../widgets/PlaceWidgets';
import { BackLink } from './BackLink';
import { collectionPath, projectPath } from './collections';
import { DeleteDialog } from './DeleteDialog';
import { DocStates } from './DocStates';
import { DocView } from './DocView';
import { declaredFields, keptFields } from './declaredFields';
import { docTitle } from './docTitle';
import { EditDocument } from './EditDocument';
import { JournalsSection } from './JournalsSection';
import { MoveDialog } from './MoveDialog';
import { moveChoices } from './moveChoices';
import { NoCollection } from './NoCollection';
import { NotAllowed } from './NotAllowed';
import { useCurrentCollection } from './useCurrentCollection';
import { useDeclareField } from './useDeclareField';
import { useJournals, useProject } from './useProject';
import { useWriter } from './useWriter';
import './data.css';

/** `/data/{collKey}/{projectid}` (spec §2): the project's fields, images and journals, live. */
export function ProjectPage() {
  const { collKey = '', projectid = '' } = useParams();
  const { collection } = useCurrentCollection(collKey);
  const project = useProject(collection, projectid);
  if (!collection) return <NoCollection known />;
  const back = { to: collectionPath(collection.key), label: collection.mainName ?? collection.name };
  if (project.status !== 'ready' || !project.doc) {
    return (
      <DocStates
        status={project.status === 'ready' ? 'missing' : project.status}
        error={project.error}
        back={back}
      />
    );
  }
  return <ProjectView key={project.doc.FireId} project={project.doc} back={back} />;
}

function ProjectView({ project, back }: { project: StoredDoc; back: { to: string; label: string } }) {
  const t = useT();
  const { collKey = '' } = useParams();
  const { collections, collection } = useCurrentCollection(collKey);
  const [params, setParams] = useSearchParams();
  const journals = useJournals(collection, project.FireId);
  const writer = useWriter();
  const [dialog, setDialog] = useState<'delete' | 'move' | null>(null);
  const declare = useDeclareField(collection, 'main');
  if (!collection) return null;
  const title = docTitle(project);
  const singular = collection.mainNameSingular ?? collection.name;
  const self = projectPath(collection.key, project.FireId);
  // Offer only what the server would accept (the same write policy, asked per action).
  const canEdit = writer !== null && canEditDocument(writer, collection, project);
  const canDelete = writer !== null && canDeleteDocument(writer, collection, project);
  const choices = moveChoices(
    collection,
    collections,
    (target) => writer !== null && canMoveDocument(writer, collection, target, project),
  );
  const targets = choices.targets;

  if (params.has('edit')) {
    if (!canEdit) return <NotAllowed back={{ to: self, label: title }} />;
    return (
      <EditDocument
        title={t('data.edit.title', { name: title })}
        back={{ to: self, label: title }}
        collection={collection.mainCollection}
        doc={project}
        declared={declaredFields(collection, 'main')}
        kept={keptFields(collection, 'main')}
        onDone={() => setParams({}, { replace: true })}
      />
    );
  }

  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      <DocView
        doc={project}
        title={title}
        kind={singular}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={() => setDialog('delete')}
        fields={declaredFields(collection, 'main')}
        kept={keptFields(collection, 'main')}
        onDeclare={declare}
        extraActions={
          (targets.length > 0 || canDelete) && (
            <>
              {targets.length > 0 && (
                <button type="button" className="button button--outlined" onClick={() => setDialog('move')}>
                  {t('data.action.move')}
                </button>
              )}
              {canDelete && (
                <Link
                  className="button button--outlined"
                  to={`/projectdata/${encodeURIComponent(collection.key)}/${encodeURIComponent(project.FireId)}`}
                >
                  {t('data.action.projectData')}
                </Link>
              )}
            </>
          )
        }
      />
      {collection.secondaryCollection && (
        <JournalsSection collection={collection} project={project} journals={journals} />
      )}
      <PlaceWidgets place="project" collKey={collection.key} documentId={project.FireId} />
      <DeleteDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        collection={collection.mainCollection}
        docId={project.FireId}
        title={title}
        self={self}
        leaveTo={collectionPath(collection.key)}
      />
      {dialog === 'move' && (
        <MoveDialog
          open
          onClose={() => setDialog(null)}
          from={collection}
          choices={choices}
          doc={project}
          title={title}
        />
      )}
    </div>
  );
}
