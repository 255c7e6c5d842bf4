import type { PendingUpload, UploadOwner } from '@colmena/shared/files';
import { type CollectionArea, canWrite, levels } from '@colmena/shared/policy';
import type { Actor, CommandContext } from '../../platform/commands/defineCommand';
import { isValidDocId } from '../../platform/commands/envelope';
import type { DocData } from '../../platform/store/Store';
import { isContactOwner, mayAttachToContact } from '../agenda/contactPhotoOwner';

type Read = (collection: string, id: string) => Promise<DocData | null>;

/**
 * May `actor` attach an upload to `owner`? A document's uploads (a project's photos) are for
 * whoever may edit that document — the write policy asked for a merge of it, owners and the
 * definition's `lvlEdit` included; the company's (logos, icons) for level 100; a contact's
 * photo by its agenda rule (contactPhotoOwner.ts). Only documents of the company's collections
 * and agenda contacts take uploads; the document must exist, unless the upload is `pending`
 * (a create form's, before its document is created): then the caller must be one the write
 * policy lets create that document — the create `document.create` would ask for, a journal
 * judged through the project it names. Asked before the body is read (so a refused caller
 * never fills the disk) and again in `file.record`'s transaction.
 */
export async function mayAttachUpload(
  actor: Actor,
  ctx: CommandContext,
  owner: UploadOwner,
  read: Read,
  pending?: PendingUpload,
): Promise<boolean> {
  if ('company' in owner) return actor.lvl >= levels.admin;
  // A contact's photo: the agenda is no company collection, and has its own rule.
  if (isContactOwner(owner)) return mayAttachToContact(actor, ctx, owner.docId, read);
  const area = ctx.areaOf(owner.collection);
  if (area.kind !== 'company' || !isValidDocId(owner.docId)) return false;
  const doc = await read(owner.collection, owner.docId);
  if (!doc) return pending ? mayCreatePending(actor, ctx, area, pending, read) : false;
  const parentId = area.role === 'secondary' && isValidDocId(doc.ProjectId) ? doc.ProjectId : null;
  const parent = parentId ? await read(area.definition.mainCollection, parentId) : null;
  return canWrite(actor, {
    area,
    kind: 'merge',
    before: doc,
    after: doc,
    changed: [],
    beforeParent: parent,
    afterParent: parent,
    agendaViewLvl: ctx.agendaViewLvl,
  });
}

/**
 * The create a pending upload stands for: a journal of the named project (a journal without
 * one is no create a form makes), or a main document owned by the caller when the collection
 * has an owner field (the only new document the owner rule lets them create). Nothing is
 * created here; the policy is asked as if it were.
 */
async function mayCreatePending(
  actor: Actor,
  ctx: CommandContext,
  area: Extract<CollectionArea, { kind: 'company' }>,
  pending: PendingUpload,
  read: Read,
): Promise<boolean> {
  const { definition } = area;
  if (area.role === 'secondary') {
    if (!pending.projectId || !isValidDocId(pending.projectId)) return false;
    const parent = await read(definition.mainCollection, pending.projectId);
    if (!parent) return false;
    return canWrite(actor, {
      area,
      kind: 'create',
      after: { ProjectId: pending.projectId },
      afterParent: parent,
      agendaViewLvl: ctx.agendaViewLvl,
    });
  }
  const owned =
    definition.ownerField && actor.contactId ? { [definition.ownerField]: [actor.contactId] } : {};
  return canWrite(actor, { area, kind: 'create', after: owned, agendaViewLvl: ctx.agendaViewLvl });
}
