/**
 * What the data screens may offer, asked of the very rule the server applies to each staged
 * write (canWrite): a button is shown only where the command behind it would pass. A create
 * from a screen stamps the caller as an owner when only ownership would let it through
 * (withOwner), and the ability to create is asked with that stamp.
 */
import { reachesLevel, writeLevel } from './writeLevels';
import { canWrite, type WriteActor, type WriteTarget } from './writePolicy';
import type { WriteDefinition } from './writePolicyArea';

type Doc = Readonly<Record<string, unknown>>;

/** A main document, or a journal (secondary) when its project is given. */
const target = (def: WriteDefinition, project: Doc | undefined, rest: Omit<WriteTarget, 'area'>) =>
  ({
    area: { kind: 'company', definition: def, role: project ? 'secondary' : 'main' },
    beforeParent: project ?? null,
    afterParent: project ?? null,
    ...rest,
  }) satisfies WriteTarget;

/**
 * The data of a new main document as a screen sends it: with the caller added to the owner
 * array when their level alone would not let them create it (an owner may create only
 * documents they own), so they can also see it afterwards.
 */
export function withOwner<T extends Record<string, unknown>>(
  data: T,
  def: WriteDefinition,
  actor: WriteActor,
): T | (T & Record<string, string[]>) {
  const field = def.ownerField;
  const me = actor.contactId;
  if (!field || !me || reachesLevel(actor, def, writeLevel(def, 'create'))) return data;
  const owners: unknown[] = Array.isArray(data[field]) ? data[field] : [];
  return owners.includes(me) ? data : { ...data, [field]: [...owners, me] };
}

/** May the caller create a main document (none given) or a journal of `project`? */
export function canCreateIn(actor: WriteActor, def: WriteDefinition, project?: Doc): boolean {
  const after = project ? {} : withOwner({}, def, actor);
  return canWrite(actor, target(def, project, { kind: 'create', after }));
}

/** May the caller edit (merge or replace, keeping its owners) this document (a journal of `project`)? */
export function canEditDocument(actor: WriteActor, def: WriteDefinition, doc: Doc, project?: Doc): boolean {
  return canWrite(actor, target(def, project, { kind: 'merge', before: doc, after: doc }));
}

/** May the caller delete this document (a journal of `project`)? */
export function canDeleteDocument(actor: WriteActor, def: WriteDefinition, doc: Doc, project?: Doc): boolean {
  return canWrite(actor, target(def, project, { kind: 'delete', before: doc }));
}

/** May the caller move this main document from `from` to `to` (a delete there, a create here)? */
export function canMoveDocument(
  actor: WriteActor,
  from: WriteDefinition,
  to: WriteDefinition,
  doc: Doc,
): boolean {
  return (
    canDeleteDocument(actor, from, doc) &&
    canWrite(actor, target(to, undefined, { kind: 'create', after: doc }))
  );
}
