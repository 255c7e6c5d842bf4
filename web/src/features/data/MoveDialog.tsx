import type { PublicCollection } from '@colmena/shared';
import { useId, useState } from 'react';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { moveCommand } from './moveProject';
import { useDataCommand } from './useDataCommand';

interface Props {
  open: boolean;
  onClose(): void;
  from: PublicCollection;
  targets: readonly PublicCollection[];
  docId: string;
  title: string;
  onMoved(target: PublicCollection): void;
}

/**
 * Spec §4: a project moves to another collection keeping its id; its journals go with it
 * (moveCommand), so the project arrives with its journals count intact.
 */
export function MoveDialog({ open, onClose, from, targets, docId, title, onMoved }: Props) {
  const t = useT();
  const id = useId();
  const send = useDataCommand();
  const [targetKey, setTargetKey] = useState(targets[0]?.key ?? '');
  const [busy, setBusy] = useState(false);
  const target = targets.find((candidate) => candidate.key === targetKey) ?? null;
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    const command = moveCommand(from, target, docId);
    const result =
      command.type === 'project.deleteData'
        ? await send(command.type, command.payload, 'data.move.done')
        : await send(command.type, command.payload, 'data.move.done');
    setBusy(false);
    if (result === null) return;
    onClose();
    onMoved(target);
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
            disabled={busy || !target}
          >
            {t('data.move.confirm')}
          </button>
        </>
      }
    >
      {targets.length === 0 ? (
        <p>{t('data.move.noTarget')}</p>
      ) : (
        <div className="form">
          <p>{t('data.move.text')}</p>
          {from.secondaryCollection && (
            <p>{t('data.move.withJournals', { journals: from.secondaryName ?? from.secondaryCollection })}</p>
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
        </div>
      )}
    </Dialog>
  );
}
