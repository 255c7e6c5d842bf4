import type { CommandOutcome } from '@colmena/shared';
import { useCallback } from 'react';
import type { BrowserCommands, WidgetCommands } from '../../api/browserCommands';
import { useCommand } from '../../hooks/useCommand';

export type { WidgetCommands } from '../../api/browserCommands';

/**
 * `run(type, payload)`: one widget command through useCommand (a fresh id; retries reuse it, so
 * a save is never applied twice; a rejection is an error snack).
 */
export function useWidgetCommand() {
  const { run: send } = useCommand();
  const run = useCallback(
    <T extends keyof WidgetCommands>(type: T, payload: BrowserCommands[T]): Promise<CommandOutcome> =>
      send(type, payload),
    [send],
  );
  return { run };
}
