import type { CollectionArea, WriteDefinition } from '@colmena/shared/policy';
import type { CommandPayload, CommandType, LogAction } from '@colmena/shared/schemas';
import type { ZodType } from 'zod';
import type { DocData, StoredDoc, StoreQuery } from '../store/Store';

/** Who runs a command, as stamped on it. */
export interface Actor {
  uid: string;
  /** The caller's agenda contact FireId (owner filters), null without a contact. */
  contactId: string | null;
  lvl: number;
  /** The contact's Rol when it has one: a client (Cliente) ranks below staff for the write levels. */
  rol?: string;
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
 * only forwards to the store once the command is accepted.
 */
export interface CommandTx {
  get(collection: string, id: string): Promise<StoredDoc | null>;
  query(query: StoreQuery): Promise<StoredDoc[]>;
  count(query: StoreQuery): Promise<number>;
  set(collection: string, id: string, data: DocData): void;
  merge(collection: string, id: string, data: DocData): void;
  delete(collection: string, id: string): void;
}

/** Spec §3 log entry fields a command provides; the runner adds date and user. */
export interface LogFields {
  action: LogAction;
  document: string;
  collection: string;
  /** The collection definition key; filled from the collection when absent. */
  key?: string;
  modification?: unknown;
}

/** JSON a command answers with (stored on its record). */
export type CommandResult = { [key: string]: unknown };

export interface CommandDefinition<
  T extends CommandType = CommandType,
  R extends CommandResult = CommandResult,
> {
  type: T;
  schema: ZodType<CommandPayload<T>>;
  /** Checked before any document is read; the runner then checks every staged write. */
  allowed(actor: Actor, input: CommandPayload<T>, ctx: CommandContext): boolean;
  /** Reads, then stages writes; throws AppError(code) to reject. Never commits, mails or calls out. */
  apply(tx: CommandTx, input: CommandPayload<T>, stamp: Stamp, ctx: CommandContext): Promise<R>;
  log(input: CommandPayload<T>, result: R): LogFields | LogFields[];
}

/** Declares a command (commands are data: ARCHITECTURE §4, CONVENTIONS "Commands are data"). */
export function defineCommand<T extends CommandType, R extends CommandResult>(
  definition: CommandDefinition<T, R>,
): CommandDefinition<T, R> {
  return definition;
}

/** Any one command's definition (the union over command types). */
export type AnyCommandDefinition = { [T in CommandType]: CommandDefinition<T, CommandResult> }[CommandType];

/** The commands a runner knows, by type (each checks its own payload, so one signature fits all). */
export type CommandRegistry = ReadonlyMap<string, CommandDefinition>;

export function commandRegistry(definitions: readonly AnyCommandDefinition[]): CommandRegistry {
  return new Map(
    definitions.map((definition) => [definition.type, definition as unknown as CommandDefinition]),
  );
}
