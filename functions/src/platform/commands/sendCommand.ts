import { AppError } from '../http/AppError';
import { commandContext } from './commandContext';
import {
  type CommandOutcome,
  type CommandRecord,
  commandDigest,
  commandsCollection,
  rejectedOutcome,
  repeatedOutcome,
} from './commandRecord';
import type { CommandServices } from './commandServices';
import type { Actor, AfterReport, Command, CommandRegistry } from './defineCommand';
import type { CommandEnvelope } from './envelope';
import { runCommand } from './runCommand';

/** Sends one command as `actor` of `tenant` and answers its outcome. */
export type SendCommand = (
  tenant: string,
  envelope: CommandEnvelope,
  actor: Actor,
) => Promise<CommandOutcome>;

/**
 * The one way a command is run, whoever sends it (a browser, sign-up, the server): a command
 * with `prepare` does its work outside the store first and takes it back (`undo`) when the
 * transaction rejects the command or fails; then THE runner's transaction (runCommand); then,
 * if this run applied it, its `after` effects from the stored record, whose failure is logged
 * and leaves the commit alone.
 *
 * A prepared command's id already recorded answers its first outcome to a retry and
 * `command_id_reused` to anything else, before any outside work; the same command from the
 * same caller arriving twice at once shares one run, so a retry can never create an account
 * twice, while another caller (or payload) under that id never shares it: its own transaction
 * meets the record, is refused, and its outside work is undone.
 */
export function commandSender(services: CommandServices, registry: CommandRegistry): SendCommand {
  const runner = { store: services.store, clock: services.clock, ids: services.ids, registry };
  const running = new Map<string, Promise<CommandOutcome>>();

  const prepareAndRun = async (
    command: Command,
    prepare: NonNullable<Command['prepare']>,
    tenant: string,
    envelope: CommandEnvelope,
    actor: Actor,
    digest: string,
    onApplied: (record: CommandRecord) => void,
  ): Promise<CommandOutcome> => {
    const { id, type } = envelope;
    const known = await services.store.get(tenant, commandsCollection, id);
    if (known) return repeatedOutcome(known, { uid: actor.uid, type, digest });
    const company = await services.store.getCompany(tenant);
    const ctx = commandContext(tenant, company ?? (command.createsTenant ? {} : null), actor);
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(envelope.payload, { tenant, actor, ctx, services });
    } catch (error) {
      // Nothing was done and the payload may hold a secret: answered, recorded nowhere.
      if (error instanceof AppError) return rejectedOutcome(id, error.code, error.params);
      throw error;
    }
    const undo = prepared.undo ?? (async () => undefined);
    let outcome: CommandOutcome;
    try {
      outcome = await runCommand(runner, tenant, { id, type, payload: prepared.payload }, actor, {
        digest,
        onApplied,
      });
    } catch (error) {
      await undo();
      throw error;
    }
    if (outcome.status === 'rejected') await undo();
    return outcome;
  };

  const runAfter = async (
    command: Command,
    record: CommandRecord,
    tenant: string,
  ): Promise<AfterReport | undefined> => {
    try {
      const report = await command.after?.(
        {
          id: record.id,
          type: record.type,
          payload: record.payload,
          result: record.result ?? {},
          actor: record.actor,
          at: record.at,
          seq: record.seq ?? 0,
        },
        { tenant, services },
      );
      return report ?? undefined;
    } catch (error) {
      console.error(
        `[colmena] command ${record.id} (${record.type}, ${tenant}) applied; an after-effect failed:`,
        error,
      );
      return undefined;
    }
  };

  return (tenant, envelope, actor) => {
    const command = registry.get(envelope.type);
    const prepare = command?.prepare;
    const digest = commandDigest(envelope.type, envelope.payload, command);
    const run = async () => {
      let applied: CommandRecord | undefined;
      const onApplied = (record: CommandRecord) => {
        applied = record;
      };
      const outcome =
        command && prepare
          ? await prepareAndRun(command, prepare, tenant, envelope, actor, digest, onApplied)
          : await runCommand(runner, tenant, envelope, actor, { digest, onApplied });
      const report = command && applied ? await runAfter(command, applied, tenant) : undefined;
      // The command stands; what its after-effect could not do is said to this caller.
      if (report && outcome.status === 'applied')
        return { ...outcome, result: { ...(outcome.result ?? {}), warning: report.warning } };
      return outcome;
    };
    if (!prepare) return run();

    const key = JSON.stringify([tenant, actor.uid, envelope.id, digest]);
    let outcome = running.get(key);
    if (!outcome) {
      outcome = run();
      running.set(key, outcome);
      void outcome.finally(() => running.delete(key)).catch(() => undefined);
    }
    return outcome;
  };
}
