/**
 * Who may write what (spec §6 applied to writes). Pure: the command runner gathers the facts
 * (the document before and after, its parent project, the company's agendaViewLvl) and asks.
 *
 * Rules, by the collection's area (see collectionArea):
 * - system (`logs`, `commands`, `meta`): never — only the command runner writes them.
 * - company collections (main or secondary of a definition): a write is allowed when
 *   1. the caller sees every document (`collectionAccess` 'all') and their write rank (their
 *      lvl; −1 for a client, contact Rol Cliente: see writeLevels.ts) reaches the definition's
 *      level for the action: `lvlCreate` for a create, `lvlEdit` for a merge or replace,
 *      `lvlDelete` for a delete — a move is a delete in the source (its `lvlDelete`) and a
 *      create in the target (its `lvlCreate`). Each defaults to 0: every staff member, no
 *      client. Or, below those levels or without seeing every document:
 *   2. the definition has an ownerField and the document's owner array contains the caller's
 *      agenda FireId before the write and after it: an owner creates documents they own,
 *      edits and deletes the ones they own, but never creates an unowned one or gives one away.
 *      A secondary (journal) document usually carries no owner array: it counts as owned when
 *      its parent project is.
 *   So by default a client writes only documents they own (and, through forms, collections
 *   whose levels are −1); a level-0 employee writes what they see.
 * - `{X}Deleted` copies: written as the copy of a delete or move of X's document that is
 *   itself allowed ("only via delete/move"), and removed by a restore of that document into X
 *   that is itself allowed. A restore is the delete in reverse, so its create in X is judged by
 *   X's delete level (`lvlDelete`, or the owner rule) rather than `lvlCreate`: who may delete
 *   may undo it. A purge (emptying the trash) is for the trash's audience (trash.ts:
 *   canUseTrash); any other write there (a direct create or edit) is level 100 only.
 * - fixed collections (`widgets`, `colors`, `packs`, `messages`, `tasksMessages`, `agenda`):
 *   each declares its write rules in the rulebook (rulebook/<name>.ts, listed in
 *   rulebook/registry.ts), beside its read rules.
 * - unknown collections (not fixed, not in any definition): level 100 only.
 * - a published form's submission (actor with `publicFormCollection`, a visitor's post to
 *   `/publicForm/...` run as `form.submitPublic`): a create in that main collection and
 *   nothing else, checked before any rule above — its level never opens anything.
 *
 * A refusal is the error code 'forbidden' (catalogue: "You are not allowed to do this"), the
 * same code reads use, rather than 'invalid_change', which stays for malformed changes.
 */
import { levels } from './levels';
import { fixedWriteRules } from './rulebook/registry';
import { canUseTrash } from './trash';
import { reachesLevel, type WriteAction, writeLevel } from './writeLevels';
import type { CollectionArea } from './writePolicyArea';

export interface WriteActor {
  uid: string;
  lvl: number;
  /** The caller's agenda contact FireId, when they have one. */
  contactId?: string | null;
  /** The caller's agenda contact Rol: 'Cliente' ranks below every staff member (writeRank). */
  rol?: string | undefined;
  /**
   * Set only for a published form's submission (`form.submitPublic`, actor `publicForm:{widgetId}`):
   * the collection that form creates documents in, read by the server from the stored widget.
   * Such an actor creates documents there and writes nothing else, whatever its level says.
   */
  publicFormCollection?: string | undefined;
}

export type WriteKind = 'create' | 'merge' | 'replace' | 'delete';

type Doc = Readonly<Record<string, unknown>>;

export interface WriteTarget {
  area: CollectionArea;
  kind: WriteKind;
  /** The stored document before the write (null or absent on create). */
  before?: Doc | null;
  /** The document after the write (null or absent on delete). */
  after?: Doc | null;
  /** Top-level fields a merge sends. */
  changed?: readonly string[];
  /** Secondary documents: the parent (main) document of `before` and of `after`. */
  beforeParent?: Doc | null;
  afterParent?: Doc | null;
  /** True for the `{X}Deleted` copy written by a delete or move of the same document of X in the same command. */
  viaRemoval?: boolean;
  /**
   * True for the two writes of a restore: the create of X's document and the removal of its
   * `{X}Deleted` copy, by the same command.
   */
  viaRestore?: boolean;
  /** The company's agendaViewLvl (default 10). */
  agendaViewLvl?: number;
  /**
   * True when the write is staged by one of the agenda's own commands (type `contact.*`),
   * which check the account level rules before they run; the only way to write `agenda`.
   */
  byContactCommand?: boolean;
  /**
   * True when the write is staged by the command that removes an upload (`file.remove`), which
   * checks who may edit the file's owning document before it runs; the only way below level
   * 100 to delete an `uploads` record.
   */
  byUploadCommand?: boolean;
  /**
   * True when the write is staged by a command that declares the collection its own
   * (defineCommand `ownsCollections`: the chat commands for `messages`), which checks who may
   * write what itself; the collection's rule decides what such a command may still not do.
   */
  byOwnCommand?: boolean;
}

/** The command types that may write `agenda` (the runner sets byContactCommand for them). */
export const contactCommandPrefix = 'contact.';
export const isContactCommandType = (type: string): boolean => type.startsWith(contactCommandPrefix);

const includes = (value: unknown, item: unknown) => Array.isArray(value) && value.includes(item);

/** The write level that governs a write of this kind (a restore's create: the delete level). */
export const writeActionOf = (kind: WriteKind, viaRestore = false): WriteAction =>
  kind === 'create' ? (viaRestore ? 'delete' : 'create') : kind === 'delete' ? 'delete' : 'edit';

/** May `actor` make this one write? */
export function canWrite(actor: WriteActor, target: WriteTarget): boolean {
  const { area } = target;
  if (actor.publicFormCollection !== undefined)
    return (
      target.kind === 'create' &&
      target.viaRestore !== true &&
      isPublicFormTarget(actor.publicFormCollection, area)
    );
  switch (area.kind) {
    case 'system':
      return false;
    case 'unknown':
      return actor.lvl >= levels.admin;
    case 'deletedCopy':
      return (
        (target.viaRemoval === true && target.kind !== 'delete') ||
        (target.viaRestore === true && target.kind === 'delete') ||
        actor.lvl >= levels.admin ||
        (target.kind === 'delete' &&
          area.original.kind === 'company' &&
          canUseTrash(actor, area.original.definition))
      );
    case 'company':
      return canWriteCompany(actor, target, area);
    case 'fixed':
      return fixedWriteRules(area.name).canWrite(actor, target);
  }
}

function canWriteCompany(
  actor: WriteActor,
  target: WriteTarget,
  area: Extract<CollectionArea, { kind: 'company' }>,
): boolean {
  return (
    reachesLevel(
      actor,
      area.definition,
      writeLevel(area.definition, writeActionOf(target.kind, target.viaRestore === true)),
    ) || ownedBeforeAndAfter(actor, target, area)
  );
}

/** The owner rule: the document (or a journal's project) is the caller's before and after the write. */
function ownedBeforeAndAfter(
  actor: WriteActor,
  target: WriteTarget,
  area: Extract<CollectionArea, { kind: 'company' }>,
): boolean {
  const field = area.definition.ownerField;
  const me = actor.contactId;
  if (!field || !me) return false;
  const owned = (doc: Doc, parent: Doc | null | undefined) =>
    includes(doc[field], me) || (area.role === 'secondary' && includes(parent?.[field], me));
  if (target.before && !owned(target.before, target.beforeParent)) return false;
  if (target.after && !owned(target.after, target.afterParent)) return false;
  return Boolean(target.before || target.after);
}

/**
 * A published form's own target: the main collection of a company definition, named by the
 * stored form. Never a journal, a fixed or system collection, nor a `{X}Deleted` copy.
 */
function isPublicFormTarget(collection: string, area: CollectionArea): boolean {
  return area.kind === 'company' && area.definition.mainCollection === collection && area.role === 'main';
}

/**
 * The coarse check made before a command reads any document: could a command naming this
 * collection write there at all? It keeps callers without any access from learning, through
 * "not found" answers, which documents exist; the per-document check (canWrite) follows.
 */
export function mayWriteIn(actor: WriteActor, area: CollectionArea): boolean {
  if (actor.publicFormCollection !== undefined) return isPublicFormTarget(actor.publicFormCollection, area);
  switch (area.kind) {
    case 'system':
      return false;
    case 'unknown':
    case 'deletedCopy':
      return actor.lvl >= levels.admin;
    case 'company': {
      const def = area.definition;
      const lowest = Math.min(writeLevel(def, 'create'), writeLevel(def, 'edit'), writeLevel(def, 'delete'));
      return reachesLevel(actor, def, lowest) || (Boolean(def.ownerField) && Boolean(actor.contactId));
    }
    case 'fixed':
      return fixedWriteRules(area.name).mayWriteIn(actor);
  }
}
