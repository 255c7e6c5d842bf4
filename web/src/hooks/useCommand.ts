import type { CommandOutcome, CommandPayload, CommandType } from '@colmena/shared';
import { useCallback } from 'react';
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
}

export type RunCommand = <T extends CommandType>(
  type: T,
  payload: CommandPayload<T>,
  options?: RunOptions,
) => Promise<CommandOutcome>;

/**
 * `run(type, payload)` sends one command (a fresh id per call; retries reuse it, see
 * sendCommand) and resolves to its outcome. A rejection is also shown as an error snack with
 * the catalogue text, so callers only decide what to do next.
 */
export function useCommand(): { run: RunCommand } {
  const { notify } = useSnackbar();
  const t = useT();

  const run = useCallback<RunCommand>(
    async (type, payload, options = {}) => {
      const outcome = await sendCommand(browserFetch, { id: newId(), type, payload });
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
