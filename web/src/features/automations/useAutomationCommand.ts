import type { CommandOutcome } from '@colmena/shared';
import { useCallback } from 'react';
import type { AutomationCommands } from '../../api/browserCommands';
import { useCommand } from '../../hooks/useCommand';

/** The automation commands (level 100; the server checks every step with its kind's schema). */
export type AutomationCommand = keyof AutomationCommands;

/** `run(type, payload)`: one automation command through useCommand, a rejection shown as a snack. */
export function useAutomationCommand() {
  const { run: send } = useCommand();
  const run = useCallback(
    (type: AutomationCommand, payload: Record<string, unknown>): Promise<CommandOutcome> =>
      send(type, payload),
    [send],
  );
  return { run };
}
