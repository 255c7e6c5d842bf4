import type { CommandOutcome } from '@colmena/shared';
import type { CreateWidgetPayload, DeleteWidgetPayload, UpdateWidgetPayload } from '@colmena/shared/widgets';
import { useCallback } from 'react';
import { browserFetch } from '../../api/browserFetch';
import { type CommandEnvelope, sendCommand } from '../../api/commandClient';
import { newId } from '../../api/newId';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';

/** The widget editor's commands (level 100; the server checks the widget with its kind's schema). */
export interface WidgetCommands {
  'widget.create': CreateWidgetPayload;
  'widget.update': UpdateWidgetPayload;
  'widget.delete': DeleteWidgetPayload;
}

/** Spec §9: error snacks stay 10000 ms. */
const errorSnackMs = 10000;

/**
 * `run(type, payload)` sends one widget command through sendCommand (a fresh id; retries reuse
 * it, so a save is never applied twice) and shows a rejection as an error snack, like useCommand.
 */
export function useWidgetCommand() {
  const t = useT();
  const { notify } = useSnackbar();
  const run = useCallback(
    async <T extends keyof WidgetCommands>(type: T, payload: WidgetCommands[T]): Promise<CommandOutcome> => {
      // sendCommand's envelope type lists the document commands; /api/commands and its retry
      // rules are the same for every command, the widget ones included.
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
