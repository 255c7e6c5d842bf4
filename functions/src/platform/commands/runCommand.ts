import type { Clock } from '../clock';
import type { Ids } from '../ids';
import type { Store } from '../store/Store';
import type { CommandOutcome } from './commandRecord';
import type { Actor, CommandRegistry } from './defineCommand';
import type { CommandEnvelope } from './envelope';
import { executeCommand } from './executeCommand';

export interface CommandRunnerDeps {
  store: Store;
  clock: Clock;
  ids: Ids;
  registry: CommandRegistry;
}

/**
 * THE command runner (ARCHITECTURE §4): one store transaction per command, which either applies
 * it (documents, log entries, seq, record) or records its rejection. The same caller repeating
 * an id with the same command gets the first outcome; anything else under a known id is
 * `command_id_reused`. `digest`: see CommandOrigin. Side effects outside the store belong after
 * this returns.
 */
export function runCommand(
  deps: CommandRunnerDeps,
  tenant: string,
  envelope: CommandEnvelope,
  actor: Actor,
  digest?: string,
): Promise<CommandOutcome> {
  return deps.store.transaction(tenant, (tx) =>
    executeCommand(tx, tenant, deps.registry, envelope, {
      kind: 'live',
      actor,
      // Read inside the transaction, so `at` grows with `seq`.
      now: () => deps.clock.now().toISOString(),
      newId: () => deps.ids.newId(),
      ...(digest === undefined ? {} : { digest }),
    }),
  );
}
