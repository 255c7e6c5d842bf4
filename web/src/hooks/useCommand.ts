import type { CommandOutcome } from '@colmena/shared';
import { useCallback } from 'react';
import type { BrowserCommands, BrowserCommandType } from '../api/browserCommands';
import { browserFetch } from '../api/browserFetch';
import { sendCommand } from '../api/commandClient';
import { newId } from '../api/newId';
import { useSnackbar } from './useSnackbar';
import { useT } from './useT';

/** Spec §9: error snacks stay 10000 ms. */
const errorSnackMs = 10000;

export interface RunOptions {
  /** The snack group of a rejection (the form that sent it), so its success can clear it. */
  group?: string;
  /** The command's id, when the caller keeps it (a retry of the same command); else a fresh one. */
  id?: string;
}

export type RunCommand = <T extends BrowserCommandType>(
  type: T,
  payload: BrowserCommands[T],
  options?: RunOptions,
) => Promise<CommandOutcome>;

/**
 * `run(type, payload)` sends one command of any feature (document, chat, task, widget...; a
 * fresh id per call unless given; retries reuse it, see sendCommand) and resolves to its
 * outcome. A rejection is also shown as an error snack with the catalogue text, so callers only
 * decide what to do next — and keep what the user typed until the outcome is `applied`.
 */
export function useCommand(): { run: RunCommand } {
  const { notify } = useSnackbar();
  const t = useT();

  const run = useCallback<RunCommand>(
    async (type, payload, options = {}) => {
      const outcome = await sendCommand(browserFetch, { id: options.id ?? newId(), type, payload });
      if (outcome.status === 'rejected') {
        notify({
          text: t(`errors.${outcome.error}`),
          type: 'error',
          time: errorSnackMs,
          ...(options.group === undefined ? {} : { group: options.group }),
        });
      }
      return outcome;
    },
    [notify, t],
  );

  return { run };
}
