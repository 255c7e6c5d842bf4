import type { ErrorCode } from '@colmena/shared';
import type { CollectionArea, WriteDefinition } from '@colmena/shared/policy';
import type { LogAction } from '@colmena/shared/schemas';
import type { ZodError, ZodType } from 'zod';
import type { DocData, StoredDoc, StoreQuery } from '../store/Store';
import type { CommandServices } from './commandServices';

/** Who runs a command, as stamped on it. */
export interface Actor {
  uid: string;
  /** The caller's agenda contact FireId (owner filters), null without a contact. */
  contactId: string | null;
  lvl: number;
  /** The contact's Rol when it has one: a client (Cliente) ranks below staff for the write levels. */
  rol?: string;
  /**
   * A published form's submission only (`form.submitPublic`): the collection its stored widget
   * creates in; the write policy lets this actor create there and nowhere else (policy canWrite).
   */
  publicFormCollection?: string;
}

/**
 * What the runner gives a handler instead of a clock and an id generator, so that replaying a
 * stored command reproduces the very same documents.
 */
export interface Stamp {
  /** ISO-8601 UTC time of the command. */
  at: string;
  actor: Actor;
  /** Per-tenant order of applied commands. */
  seq: number;
  /** A new document id (recorded with the command and handed out again on replay). */
  newId(): string;
}

/** The company facts commands depend on, read in the same transaction. */
export interface CommandContext {
  definitions: readonly WriteDefinition[];
  agendaViewLvl: number;
  areaOf(collection: string): CollectionArea;
  /** The coarse write check (policy mayWriteIn) for the actor of this command. */
  mayWriteIn(collection: string): boolean;
}

/**
 * A handler's view of the transaction: every read first, then the writes, which the runner
 * only forwards to the store once the command is accepted. The company document and its
 * colours (`colors/theme`) are written here too, so settings and packs are ordinary commands.
 */
export interface CommandTx {
  getCompany(): Promise<StoredDoc | null>;
  get(collection: string, id: string): Promise<StoredDoc | null>;
  query(query: StoreQuery): Promise<StoredDoc[]>;
  count(query: StoreQuery): Promise<number>;
  set(collection: string, id: string, data: DocData): void;
  /**
   * Merges into the company's secret store (`~secrets/company`, a reserved name no read path
   * serves): level 100 only, like the company document. Values are sealed before they get here.
   */
  mergeSecrets(data: DocData): void;
  merge(collection: string, id: string, data: DocData): void;
  /**
   * Adds `element` at the end of the existing document's array `field` and sets `patch`'s fields
   * (StoreTransaction.append): a big document's next element costs what the element does.
   */
  append(collection: string, id: string, field: string, element: unknown, patch?: DocData): void;
  delete(collection: string, id: string): void;
  setCompany(data: DocData): void;
  mergeCompany(data: DocData): void;
  setColors(data: DocData): void;
  mergeColors(data: DocData): void;
}

/** Spec §3 log entry fields a command provides; the runner adds date and user. */
export interface LogFields {
  action: LogAction;
  document: string;
  collection: string;
  /** The collection definition key; filled from the collection when absent. */
  key?: string;
  modification?: unknown;
  /** Top-level fields the change deleted (a merge that clears fields). */
  removed?: readonly string[];
}

/** JSON a command answers with (stored on its record). */
export type CommandResult = { [key: string]: unknown };

/** What `prepare` is given: the caller, the company facts as read before the transaction, the ports. */
export interface PrepareContext {
  tenant: string;
  actor: Actor;
  ctx: CommandContext;
  services: CommandServices;
}

/**
 * Work a command does outside the store before its transaction (an account, say): the payload
 * the transaction runs and records, and how to take that work back should the transaction
 * reject the command or fail.
 */
export interface Prepared<P> {
  payload: P;
  undo?: () => Promise<void>;
}

/** An applied command as stored (`commands/{id}`), handed to `after`. */
export interface AppliedCommand<P> {
  id: string;
  type: string;
  payload: P;
  result: CommandResult;
  actor: Actor;
  at: string;
  seq: number;
}

/**
 * What `after` may tell the caller: an effect outside the store that failed while the command
 * stands (a provider's copy left behind). Answered to this send only, in the applied outcome's
 * result as `warning` (a catalogue code); never recorded, so a retry of the id does not repeat it.
 */
export interface AfterReport {
  warning: ErrorCode;
}

/** What `after` is given besides the record. */
export interface AfterContext {
  tenant: string;
  services: CommandServices;
}

/** A command's parts; its payload type comes from `schema` alone (NoInfer elsewhere). */
export interface CommandDefinition<P, R extends CommandResult> {
  type: string;
  /** The payload as recorded: what apply runs and a replay runs again. */
  schema: ZodType<P>;
  /** Checked before any document is read; the runner then checks every staged write. */
  allowed(actor: Actor, input: NoInfer<P>, ctx: CommandContext): boolean;
  /**
   * Reads, then stages writes; throws AppError(code) to reject. Never commits, mails or calls out.
   * A rejection thrown once writes are staged is answered `forbidden` when the caller may not
   * make them (the runner asks the write policy first), so stage a write before checking the
   * values it carries: a caller without the right never learns the collection's rules.
   */
  apply(tx: CommandTx, input: NoInfer<P>, stamp: Stamp, ctx: CommandContext): Promise<R>;
  log(input: NoInfer<P>, result: R): LogFields | LogFields[];
  /**
   * Runs before the transaction on what the caller sent (which may hold a secret, so it is
   * never recorded): checks, work outside the store, and the payload to record. An AppError
   * thrown here is answered as a rejection and recorded nowhere; nothing may be left done.
   */
  prepare?(sent: unknown, context: PrepareContext): Promise<Prepared<NoInfer<P>>>;
  /**
   * Effects after the commit, from the stored record (mail, account clean-up, automations):
   * a failure is logged and never undoes the command. Replays do not run them.
   */
  after?(
    command: AppliedCommand<NoInfer<P>>,
    context: AfterContext,
  ): Promise<AfterReport | undefined> | Promise<void>;
  /** Only the server sends it (a browser naming it gets the unknown-type rejection). */
  serverOnly?: boolean;
  /**
   * It applies the account rules itself (who may bind, disable, delete or re-address whom), so
   * the write policy lets it write `agenda` (policy canWrite `byContactCommand`).
   */
  bindsAccounts?: boolean;
  /**
   * It checks who may remove an upload itself (the owning document's edit rule), so the write
   * policy lets it delete `uploads` records (policy canWrite `byUploadCommand`).
   */
  removesUploads?: boolean;
  /**
   * Fixed collections this command owns (the chat commands: `messages`): it checks who may
   * write them itself, so the write policy asks the collection's rule with `byOwnCommand`.
   */
  ownsCollections?: readonly string[];
  /**
   * It creates its tenant: it runs while the company document does not exist yet, and a
   * rejection has no tenant to be recorded in, so it is thrown and nothing is written.
   */
  createsTenant?: boolean;
  /** Top-level fields of what the caller sends that hold secrets: never part of its digest. */
  secretFields?: readonly string[];
}

/** A command ready to run: its payload parsed, with the definition's steps bound to it. */
export interface ParsedCommand {
  payload: unknown;
  allowed(actor: Actor, ctx: CommandContext): boolean;
  /** apply, then its log entries (pure on the payload and result). */
  apply(
    tx: CommandTx,
    stamp: Stamp,
    ctx: CommandContext,
  ): Promise<{ result: CommandResult; logs: LogFields[] }>;
}

/**
 * A command as the runner sees it: the payload type is hidden behind `parse`, so commands of
 * every payload share one registry without casts.
 */
export interface Command {
  type: string;
  serverOnly: boolean;
  bindsAccounts: boolean;
  removesUploads: boolean;
  ownsCollections: readonly string[];
  createsTenant: boolean;
  secretFields: readonly string[];
  parse(payload: unknown): { success: true; command: ParsedCommand } | { success: false; error: ZodError };
  prepare?(sent: unknown, context: PrepareContext): Promise<Prepared<unknown>>;
  /** Throws when the stored payload no longer parses (the sender logs it; the commit stands). */
  after?(
    command: AppliedCommand<unknown>,
    context: AfterContext,
  ): Promise<AfterReport | undefined> | Promise<void>;
}

/** Declares a command (commands are data: ARCHITECTURE §4, CONVENTIONS "Commands are data"). */
export function defineCommand<P, R extends CommandResult>(definition: CommandDefinition<P, R>): Command {
  const { schema, prepare, after } = definition;
  const command: Command = {
    type: definition.type,
    serverOnly: definition.serverOnly ?? false,
    bindsAccounts: definition.bindsAccounts ?? false,
    removesUploads: definition.removesUploads ?? false,
    ownsCollections: definition.ownsCollections ?? [],
    createsTenant: definition.createsTenant ?? false,
    secretFields: definition.secretFields ?? [],
    parse(payload) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return { success: false, error: parsed.error };
      const input = parsed.data;
      return {
        success: true,
        command: {
          payload: input,
          allowed: (actor, ctx) => definition.allowed(actor, input, ctx),
          async apply(tx, stamp, ctx) {
            const result = await definition.apply(tx, input, stamp, ctx);
            const logs = definition.log(input, result);
            return { result, logs: Array.isArray(logs) ? logs : [logs] };
          },
        },
      };
    },
  };
  if (prepare) command.prepare = (sent, context) => prepare(sent, context);
  if (after) {
    command.after = async (stored, context) => {
      const parsed = schema.safeParse(stored.payload);
      if (!parsed.success) throw new Error(`command ${stored.id}: its stored payload no longer parses`);
      const report = await after({ ...stored, payload: parsed.data }, context);
      return typeof report === 'object' ? report : undefined;
    };
  }
  return command;
}

/** The commands a runner knows, by type. */
export type CommandRegistry = ReadonlyMap<string, Command>;

export function commandRegistry(commands: readonly Command[]): CommandRegistry {
  const registry = new Map<string, Command>();
  for (const command of commands) {
    if (registry.has(command.type)) throw new Error(`command ${command.type} is registered twice`);
    registry.set(command.type, command);
  }
  return registry;
}

/** The commands a browser may send: the registry without the server's own. */
export function browserCommands(registry: CommandRegistry): CommandRegistry {
  return new Map([...registry].filter(([, command]) => !command.serverOnly));
}
