import type { UploadOwner } from '@colmena/shared/files';
import { canWrite, levels } from '@colmena/shared/policy';
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
 * and agenda contacts take uploads; the document must exist. Asked before the body is
 * read (so a refused caller never fills the disk) and again in `file.record`'s transaction.
 */
export async function mayAttachUpload(
  actor: Actor,
  ctx: CommandContext,
  owner: UploadOwner,
  read: Read,
): Promise<boolean> {
  if ('company' in owner) return actor.lvl >= levels.admin;
  // A contact's photo: the agenda is no company collection, and has its own rule.
  if (isContactOwner(owner)) return mayAttachToContact(actor, ctx, owner.docId, read);
  const area = ctx.areaOf(owner.collection);
  if (area.kind !== 'company' || !isValidDocId(owner.docId)) return false;
  const doc = await read(owner.collection, owner.docId);
  if (!doc) return false;
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
