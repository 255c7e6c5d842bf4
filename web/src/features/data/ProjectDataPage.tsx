import { canDeleteDocument, canMoveDocument } from '@colmena/shared/policy';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../hooks/useT';
import { BackLink } from './BackLink';
import { collectionPath, projectPath } from './collections';
import { DocStates } from './DocStates';
import { docTitle } from './docTitle';
import { moveTargets } from './moveProject';
import { NoCollection } from './NoCollection';
import { NotAllowed } from './NotAllowed';
import { useCurrentCollection } from './useCurrentCollection';
import { useDataCommand } from './useDataCommand';
import { useJournals, useProject } from './useProject';
import { useWriter } from './useWriter';
import './data.css';

/**
 * The project data page (spec §4): the project and its journals leave together, to the backup
 * (`…Deleted`) collections or into another collection definition.
 */
export function ProjectDataPage() {
  const t = useT();
  const id = useId();
  const { collKey = '', projectid = '' } = useParams();
  const { collections, collection } = useCurrentCollection(collKey);
  const project = useProject(collection, projectid);
  const journals = useJournals(collection, projectid);
  const navigate = useNavigate();
  const send = useDataCommand();
  const writer = useWriter();
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  if (!collection) return <NoCollection known />;
  const back = {
    to: projectPath(collection.key, projectid),
    label: collection.mainNameSingular ?? collection.name,
  };
  if (project.status !== 'ready' || !project.doc) {
    return (
      <DocStates
        status={project.status === 'ready' ? 'missing' : project.status}
        error={project.error}
        back={back}
      />
    );
  }
  const doc = project.doc;
  const title = docTitle(doc);
  back.label = title;
  // Both ways out are a delete here (lvlDelete, or the owner rule): without it, nothing to offer.
  if (!writer || !canDeleteDocument(writer, collection, doc)) return <NotAllowed back={back} />;
  const targets = moveTargets(collection, collections).filter((candidate) =>
    canMoveDocument(writer, collection, candidate, doc),
  );
  const chosen = targets.find((candidate) => candidate.key === target) ?? null;
  const count = journals.status === 'ready' ? journals.docs.length : (project.doc.JournalsCount ?? 0);

  const confirm = async () => {
    setBusy(true);
    const result = await send(
      'project.deleteData',
      chosen
        ? { collKey: collection.key, projectId: projectid, to: chosen.key }
        : { collKey: collection.key, projectId: projectid },
      chosen ? 'data.move.done' : 'data.delete.done',
    );
    setBusy(false);
    if (result === null) return;
    navigate(chosen ? projectPath(chosen.key, projectid) : collectionPath(collection.key), { replace: true });
  };

  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      <header className="page__header">
        <h1 className="page__title">{t('data.projectData.title')}</h1>
        <p className="page__subtitle">
          {t('data.projectData.intro', {
            name: title,
            count: String(count),
            journals: collection.secondaryName ?? '',
          })}
        </p>
      </header>
      <fieldset className="save-mode project-data">
        <legend>{t('data.projectData.where')}</legend>
        <label>
          <input type="radio" name={`${id}-to`} checked={target === ''} onChange={() => setTarget('')} />
          <span>
            <strong>{t('data.projectData.backup')}</strong> {t('data.projectData.backupHint')}
          </span>
        </label>
        {targets.map((candidate) => (
          <label key={candidate.key}>
            <input
              type="radio"
              name={`${id}-to`}
              checked={target === candidate.key}
              onChange={() => setTarget(candidate.key)}
            />
            <span>
              <strong>{t('data.projectData.moveTo', { name: candidate.name })}</strong>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="edit-form__actions">
        <button
          type="button"
          className="button button--text"
          onClick={() => navigate(back.to)}
          disabled={busy}
        >
          {t('data.edit.cancel')}
        </button>
        <button
          type="button"
          className={chosen ? 'button button--primary' : 'button button--danger'}
          onClick={confirm}
          disabled={busy}
        >
          {chosen ? t('data.projectData.confirmMove') : t('data.projectData.confirmBackup')}
        </button>
      </div>
    </div>
  );
}
