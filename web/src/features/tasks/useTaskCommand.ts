import type { CommandOutcome } from '@colmena/shared';
import type { AssignTaskPayload, CompleteTaskPayload, ReceivedTaskPayload } from '@colmena/shared/tasks';
import { useCallback } from 'react';
import { browserFetch } from '../../api/browserFetch';
import { type CommandEnvelope, sendCommand } from '../../api/commandClient';
import { newId } from '../../api/newId';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';

/** The task commands (functions/src/features/tasks). */
export interface TaskCommands {
  'task.assign': AssignTaskPayload;
  'task.complete': CompleteTaskPayload;
  'task.received': ReceivedTaskPayload;
}

/** Spec §9: error snacks stay 10000 ms. */
const errorSnackMs = 10000;

/** Sends one task command (fresh id, retried with the same id); a rejection is an error snack. */
export function sendTaskCommand<T extends keyof TaskCommands>(type: T, payload: TaskCommands[T]) {
  // sendCommand's envelope type lists the document commands; /api/commands is the same for all.
  const envelope = { id: newId(), type, payload } as unknown as CommandEnvelope;
  return sendCommand(browserFetch, envelope);
}

export function useTaskCommand() {
  const t = useT();
  const { notify } = useSnackbar();
  const run = useCallback(
    async <T extends keyof TaskCommands>(type: T, payload: TaskCommands[T]): Promise<CommandOutcome> => {
      const outcome = await sendTaskCommand(type, payload);
      if (outcome.status === 'rejected') {
        notify({ text: t(`errors.${outcome.error}`), type: 'error', time: errorSnackMs });
      }
      return outcome;
    },
    [notify, t],
  );
  return { run };
}
