import type { CommandOutcome, PublicCollection, StoredDoc } from '@colmena/shared';
import { canMoveDocument } from '@colmena/shared/policy';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { problemText } from '../../fields/problemText';
import { useCommand } from '../../hooks/useCommand';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { AbsentTargets } from './AbsentTargets';
import { projectPath } from './collections';
import type { MoveChoices } from './moveChoices';
import { moveMisfit } from './moveMisfit';
import { moveCommand } from './moveProject';
import { useRemovalUndo } from './useRemovalUndo';
import { useWriter } from './useWriter';

interface Props {
  open: boolean;
  onClose(): void;
  from: PublicCollection;
  /** Where it may go, and why the other collections are not offered (moveChoices). */
  choices: MoveChoices;
  doc: StoredDoc;
  title: string;
}

/**
 * Spec §4: a project moves to another collection keeping its id; its journals go with it
 * (moveCommand), so the project arrives with its journals count intact. The user lands on it
 * there, with a toast that moves it back for 10 s (issue 12).
 */
export function MoveDialog({ open, onClose, from, choices, doc, title }: Props) {
  const t = useT();
  const id = useId();
  const { run } = useCommand();
  const offerUndo = useRemovalUndo();
  const navigate = useNavigate();
  const writer = useWriter();
  const { targets } = choices;
  const [targetKey, setTargetKey] = useState(targets[0]?.key ?? '');
  const [busy, setBusy] = useState(false);
  const target = targets.find((candidate) => candidate.key === targetKey) ?? null;
  const { language } = useLanguage();
  const misfit = target ? moveMisfit(target, doc) : null;
  const confirm = async () => {
    if (!target || misfit) return;
    setBusy(true);
    const command = moveCommand(from, target, doc.FireId);
    const outcome: CommandOutcome =
      command.type === 'project.deleteData'
        ? await run(command.type, command.payload)
        : await run(command.type, command.payload);
    setBusy(false);
    if (outcome.status !== 'applied') return;
    onClose();
    const sentTo = projectPath(target.key, doc.FireId);
    offerUndo(
      { kind: 'moved', from, to: target, docId: doc.FireId },
      {
        text: t('data.undo.moved', { name: target.name }),
        undoable: writer !== null && canMoveDocument(writer, target, from, doc),
        back: projectPath(from.key, doc.FireId),
        sentTo,
      },
    );
    navigate(sentTo, { replace: true });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('data.move.title', { name: title })}
      actions={
        <>
          <button type="button" className="button button--text" onClick={onClose} disabled={busy}>
            {t('data.edit.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={confirm}
            disabled={busy || !target || misfit !== null}
          >
            {t('data.move.confirm')}
          </button>
        </>
      }
    >
      <div className="form">
        {targets.length === 0 ? (
          <p>{t('data.move.noTarget')}</p>
        ) : (
          <>
            <p>{t('data.move.text')}</p>
            {from.secondaryCollection && (
              <p>
                {t('data.move.withJournals', { journals: from.secondaryName ?? from.secondaryCollection })}
              </p>
            )}
            <div className="field">
              <label htmlFor={id}>{t('data.move.target')}</label>
              <select id={id} value={targetKey} onChange={(event) => setTargetKey(event.target.value)}>
                {targets.map((candidate) => (
                  <option key={candidate.key} value={candidate.key}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
            {misfit && target && (
              <p className="form__error" role="alert">
                {t('data.move.doesNotFit', {
                  field: misfit.field.label[language],
                  name: target.name,
                  problem: problemText(misfit.problem, t, language),
                })}
              </p>
            )}
          </>
        )}
        <AbsentTargets from={from} absent={choices.absent} />
      </div>
    </Dialog>
  );
}
