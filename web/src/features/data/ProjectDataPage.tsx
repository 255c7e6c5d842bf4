import type { CommandOutcome } from '@colmena/shared';
import { canDeleteDocument, canMoveDocument } from '@colmena/shared/policy';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCommand } from '../../hooks/useCommand';
import { useT } from '../../hooks/useT';
import { AbsentTargets } from './AbsentTargets';
import { BackLink } from './BackLink';
import { collectionPath, projectPath } from './collections';
import { DocStates } from './DocStates';
import { docTitle } from './docTitle';
import { moveChoices } from './moveChoices';
import { NoCollection } from './NoCollection';
import { NotAllowed } from './NotAllowed';
import { useCurrentCollection } from './useCurrentCollection';
import { useJournals, useProject } from './useProject';
import { useRemovalUndo } from './useRemovalUndo';
import { useWriter } from './useWriter';
import './data.css';
import './trash.css';

/** Nothing chosen yet, the trash, or the key of a collection to move into. */
type Choice = null | { kind: 'delete' } | { kind: 'move'; key: string };

/**
 * "Eliminar o mover datos del proyecto" (spec §4, issue 12): the project and its journals leave
 * together, to the collection's trash or into another collection, as the user chooses — nothing
 * is chosen for them, each way says what will happen, and the collections it cannot move into
 * say why. Afterwards a toast offers to undo it for 10 s.
 */
export function ProjectDataPage() {
  const t = useT();
  const id = useId();
  const { collKey = '', projectid = '' } = useParams();
  const { collections, collection } = useCurrentCollection(collKey);
  const project = useProject(collection, projectid);
  const journals = useJournals(collection, projectid);
  const navigate = useNavigate();
  const { run } = useCommand();
  const offerUndo = useRemovalUndo();
  const writer = useWriter();
  const [choice, setChoice] = useState<Choice>(null);
  const [busy, setBusy] = useState(false);
  if (!collection) return <NoCollection known />;
  const self = projectPath(collection.key, projectid);
  const back = { to: self, label: collection.mainNameSingular ?? collection.name };
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
  const choices = moveChoices(collection, collections, (to) => canMoveDocument(writer, collection, to, doc));
  const target =
    choice?.kind === 'move'
      ? (choices.targets.find((candidate) => candidate.key === choice.key) ?? null)
      : null;
  const stored = typeof doc.JournalsCount === 'number' ? doc.JournalsCount : 0;
  const count = journals.status === 'ready' ? journals.docs.length : stored;
  // Without journals to take along, the texts speak of the project alone.
  const withJournals = Boolean(collection.secondaryCollection) && count > 0;
  const names = {
    name: title,
    count: String(count),
    journals: collection.secondaryName ?? collection.secondaryCollection ?? '',
    collection: collection.name,
  };

  const confirm = async () => {
    if (choice === null) return;
    setBusy(true);
    const outcome: CommandOutcome = await run(
      'project.deleteData',
      target
        ? { collKey: collection.key, projectId: projectid, to: target.key }
        : { collKey: collection.key, projectId: projectid },
    );
    setBusy(false);
    if (outcome.status !== 'applied') return;
    const sentTo = target ? projectPath(target.key, projectid) : collectionPath(collection.key);
    if (target) {
      offerUndo(
        { kind: 'moved', from: collection, to: target, docId: projectid },
        {
          text: t('data.undo.moved', { name: target.name }),
          undoable: canMoveDocument(writer, target, collection, doc),
          back: self,
          sentTo,
        },
      );
    } else {
      offerUndo(
        { kind: 'deleted', collection: collection.mainCollection, docId: projectid },
        { text: t('data.undo.deleted'), undoable: true, back: self, sentTo },
      );
    }
    navigate(sentTo, { replace: true });
  };

  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      <header className="page__header">
        <h1 className="page__title">{t('data.projectData.title')}</h1>
        <p className="page__subtitle">
          {t(withJournals ? 'data.projectData.intro' : 'data.projectData.introAlone', names)}
        </p>
      </header>
      <fieldset className="removal-choices">
        <legend>{t('data.projectData.where')}</legend>
        <label className="removal-choice">
          <input
            type="radio"
            name={`${id}-to`}
            checked={choice?.kind === 'delete'}
            onChange={() => setChoice({ kind: 'delete' })}
          />
          <span className="removal-choice__text">
            <strong>{t('data.projectData.backup')}</strong>
            <span className="removal-choice__hint">
              {t(withJournals ? 'data.projectData.backupHint' : 'data.projectData.backupHintAlone', names)}
            </span>
          </span>
        </label>
        {choices.targets.map((candidate) => (
          <label key={candidate.key} className="removal-choice">
            <input
              type="radio"
              name={`${id}-to`}
              checked={choice?.kind === 'move' && choice.key === candidate.key}
              onChange={() => setChoice({ kind: 'move', key: candidate.key })}
            />
            <span className="removal-choice__text">
              <strong>{t('data.projectData.moveTo', { name: candidate.name })}</strong>
              <span className="removal-choice__hint">
                {t(withJournals ? 'data.projectData.moveHint' : 'data.projectData.moveHintAlone', {
                  ...names,
                  target: candidate.name,
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <AbsentTargets from={collection} absent={choices.absent} />
      <div className="removal-page__actions">
        {choice === null && <p className="removal-page__hint">{t('data.projectData.choose')}</p>}
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
          className={choice?.kind === 'delete' ? 'button button--danger' : 'button button--primary'}
          onClick={confirm}
          disabled={busy || choice === null}
        >
          {t(
            choice === null
              ? 'data.projectData.confirmNone'
              : target
                ? 'data.projectData.confirmMove'
                : 'data.projectData.confirmBackup',
          )}
        </button>
      </div>
    </div>
  );
}
