import type { CommandType, MessageKey } from '@colmena/shared';
import { useCallback } from 'react';
import type { BrowserCommands } from '../../api/browserCommands';
import { useCommand } from '../../hooks/useCommand';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';

/** Spec §9: success snacks stay 3000 ms. */
const successSnackMs = 3000;

/**
 * Sends a data command and says how it went: a success snack on applied (the rejection snack
 * with the catalogue text comes from useCommand). Resolves the result, or null when rejected.
 * With a `group` (the form that sends it), the error snacks of that group go once it succeeds:
 * old failures do not stay stacked under the news that it worked.
 */
export function useDataCommand() {
  const { run } = useCommand();
  const { notify, dismissGroup } = useSnackbar();
  const t = useT();
  return useCallback(
    async <T extends CommandType>(
      type: T,
      payload: BrowserCommands[T],
      success: MessageKey,
      group?: string,
    ): Promise<unknown> => {
      const outcome = await run(type, payload, group === undefined ? {} : { group });
      if (outcome.status !== 'applied') return null;
      if (group !== undefined) dismissGroup(group, 'error');
      notify({ text: t(success), type: 'success', time: successSnackMs });
      return outcome.result ?? {};
    },
    [run, notify, dismissGroup, t],
  );
}
