import type { CommandOutcome } from '@colmena/shared';
import { useCallback } from 'react';
import { browserFetch } from '../../api/browserFetch';
import { type CommandEnvelope, sendCommand } from '../../api/commandClient';
import { newId } from '../../api/newId';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';

/** The automation commands (level 100; the server checks every step with its kind's schema). */
export type AutomationCommand =
  | 'automation.create'
  | 'automation.update'
  | 'automation.delete'
  | 'automation.rerun';

/** Spec §9: error snacks stay 10000 ms. */
const errorSnackMs = 10000;

/** `run(type, payload)`: one automation command through sendCommand, a rejection shown as a snack. */
export function useAutomationCommand() {
  const t = useT();
  const { notify } = useSnackbar();
  const run = useCallback(
    async (type: AutomationCommand, payload: Record<string, unknown>): Promise<CommandOutcome> => {
      // sendCommand's envelope type lists the document commands; /api/commands is the same for all.
      const envelope = { id: newId(), type, payload } as unknown as CommandEnvelope;
      const outcome = await sendCommand(browserFetch, envelope);
      if (outcome.status === 'rejected') {
        notify({ text: t(`errors.${outcome.error}`), type: 'error', time: errorSnackMs });
      }
      return outcome;
    },
    [notify, t],
  );
  return { run };
}
