import type { Clock } from '../clock';
import type { Ids } from '../ids';
import type { Store } from '../store/Store';
import type { CommandOutcome, CommandRecord } from './commandRecord';
import type { Actor, CommandRegistry } from './defineCommand';
import type { CommandEnvelope } from './envelope';
import { executeCommand } from './executeCommand';

export interface CommandRunnerDeps {
  store: Store;
  clock: Clock;
  ids: Ids;
  registry: CommandRegistry;
}

export interface RunOptions {
  /** commandDigest of what the caller sent, when the envelope is not that (see CommandOrigin). */
  digest?: string;
  /** Hears the stored record when this run applies the command (inside the transaction). */
  onApplied?: (record: CommandRecord) => void;
}

/**
 * THE command runner (ARCHITECTURE §4): one store transaction per command, which either applies
 * it (documents, log entries, seq, record) or records its rejection. The same caller repeating
 * an id with the same command gets the first outcome; anything else under a known id is
 * `command_id_reused`. The store half only: `prepare` and `after`, the work outside the
 * store, are sendCommand's (a replay and the tests run this alone).
 */
export function runCommand(
  deps: CommandRunnerDeps,
  tenant: string,
  envelope: CommandEnvelope,
  actor: Actor,
  { digest, onApplied }: RunOptions = {},
): Promise<CommandOutcome> {
  return deps.store.transaction(tenant, (tx) =>
    executeCommand(tx, tenant, deps.registry, envelope, {
      kind: 'live',
      actor,
      // Read inside the transaction, so `at` grows with `seq`.
      now: () => deps.clock.now().toISOString(),
      newId: () => deps.ids.newId(),
      ...(digest === undefined ? {} : { digest }),
      ...(onApplied === undefined ? {} : { onApplied }),
    }),
  );
}
