import type { CommandOutcome } from '@colmena/shared';
import { useCallback } from 'react';
import { browserFetch } from '../../api/browserFetch';
import { type ContactCommand, sendContactCommand } from '../../api/contactCommands';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';

/** Spec §9: error snacks stay 10000 ms. */
export const errorSnackMs = 10000;

/**
 * Sends `contact.create` / `contact.update` (a fresh command id per call) and shows a rejection
 * as an error snack with the catalogue text, like useCommand does for document commands.
 */
export function useContactCommand(): (command: ContactCommand) => Promise<CommandOutcome> {
  const { notify } = useSnackbar();
  const t = useT();
  return useCallback(
    async (command) => {
      const outcome = await sendContactCommand(browserFetch, { id: crypto.randomUUID(), ...command });
      if (outcome.status === 'rejected') {
        notify({ text: t(`errors.${outcome.error}`), type: 'error', time: errorSnackMs });
      }
      return outcome;
    },
    [notify, t],
  );
}
