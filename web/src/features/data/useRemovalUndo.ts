import type { CommandOutcome } from '@colmena/shared';
import { formatNumber } from '@colmena/shared/format';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type RunCommand, useCommand } from '../../hooks/useCommand';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { runBulk } from './table/bulkRun';
import { sendEach } from './table/sendEach';
import { type Removal, type UndoCommand, undoCommand } from './undoRemoval';

/** Issue 12: the "Eliminado · Deshacer" toast stays 10 s. */
export const undoToastMs = 10000;
/** Spec §9: success snacks stay 3000 ms. */
const successSnackMs = 3000;
/** Spec §9: error snacks stay 10000 ms. */
const errorSnackMs = 10000;

export interface UndoOffer {
  /** The toast's text: "Eliminado", "Movido a Incidencias". */
  text: string;
  /** False shows the toast without its button (the policy would refuse the way back). */
  undoable: boolean;
  /** The document's page before the removal, and where the removal then took the user. */
  back: string;
  sentTo: string;
}

function runUndo(run: RunCommand, command: UndoCommand): Promise<CommandOutcome> {
  switch (command.type) {
    case 'document.restore':
      return run(command.type, command.payload);
    case 'document.move':
      return run(command.type, command.payload);
    case 'project.deleteData':
      return run(command.type, command.payload);
  }
}

/**
 * After a delete or a move: a toast for 10 s whose "Deshacer" sends the command that takes it
 * back (undoCommand) and, if the user is still where the removal took them, returns them to
 * the document's page. A refused undo shows its catalogue error like any command.
 */
export function useRemovalUndo() {
  const { notify } = useSnackbar();
  const { run } = useCommand();
  const navigate = useNavigate();
  const t = useT();
  return useCallback(
    (removal: Removal, offer: UndoOffer) => {
      const undo = async () => {
        const outcome = await runUndo(run, undoCommand(removal));
        if (outcome.status !== 'applied') return;
        notify({ text: t('data.undo.done'), type: 'success', time: successSnackMs });
        if (window.location.pathname === offer.sentTo) navigate(offer.back, { replace: true });
      };
      notify({
        text: offer.text,
        type: 'success',
        time: undoToastMs,
        ...(offer.undoable ? { action: { label: t('data.undo.action'), run: undo } } : {}),
      });
    },
    [notify, run, navigate, t],
  );
}

/**
 * After a bulk delete or move (the table's bulk bar): one toast for all of them, 10 s, whose
 * "Deshacer" takes each back by the same command a single undo sends, a few at a time, and
 * says how many could not be (a document changed by someone else in between stays as it is).
 */
export function useBulkRemovalUndo() {
  const { notify } = useSnackbar();
  const t = useT();
  return useCallback(
    (removals: readonly Removal[], text: string, undoable: boolean) => {
      if (removals.length === 0) return;
      const undo = async () => {
        const byId = new Map(removals.map((removal) => [removal.docId, removal]));
        const summary = await runBulk(
          removals.map((removal) => ({ docId: removal.docId, title: removal.docId })),
          (item) => {
            const command = undoCommand(byId.get(item.docId) as Removal);
            return sendEach(command.type, command.payload);
          },
        );
        if (summary.failed.length === 0) {
          notify({ text: t('data.undo.done'), type: 'success', time: successSnackMs });
          return;
        }
        notify({
          text: t('data.undo.partly', {
            done: formatNumber(summary.total - summary.failed.length),
            total: formatNumber(summary.total),
            failed: formatNumber(summary.failed.length),
          }),
          type: 'error',
          time: errorSnackMs,
        });
      };
      notify({
        text,
        type: 'success',
        time: undoToastMs,
        ...(undoable ? { action: { label: t('data.undo.action'), run: undo } } : {}),
      });
    },
    [notify, t],
  );
}
