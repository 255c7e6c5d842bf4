/**
 * `uploads`, the uploaded file records (spec §3). Level 100 lists them. A record is written by
 * `file.record`, which the server sends after the bytes are stored (a browser cannot name it):
 * it creates the record of its own caller's upload. `file.remove` deletes one (its copy goes to
 * `uploadsDeleted`) after checking who may edit the owning document (byUploadCommand), as do
 * a save or an erasure that releases its document's uploads; `document.move` carries a record's
 * `owner` along with the document it moves (a merge of `owner` alone, by such a command). No
 * other command writes here below level 100. Who may fetch a file is decided per record by the files route (the owning document's
 * read rules), not by this list rule.
 */
import { levels } from '../levels';
import type { WriteActor, WriteTarget } from '../writePolicy';
import { adminReads } from './decisions';
import type { FixedCollectionRules } from './types';

const isAdmin = (actor: WriteActor) => actor.lvl >= levels.admin;

const ownNewRecord = (actor: WriteActor, target: WriteTarget) =>
  target.kind === 'create' && target.after?.user === actor.uid;

const removedByItsCommand = (target: WriteTarget) =>
  target.kind === 'delete' && target.byUploadCommand === true;

/**
 * The move of a document takes its uploads along: their owner changes, nothing else (a merge
 * that sends `owner` alone leaves `user`, whose upload it is, as it was).
 */
const ownerMovedByItsCommand = (target: WriteTarget) =>
  target.kind === 'merge' &&
  target.byUploadCommand === true &&
  target.changed?.length === 1 &&
  target.changed[0] === 'owner';

export const uploadsRules = {
  read: adminReads,
  write: {
    canWrite: (actor, target) =>
      isAdmin(actor) ||
      ownNewRecord(actor, target) ||
      removedByItsCommand(target) ||
      ownerMovedByItsCommand(target),
    mayWriteIn: isAdmin,
  },
} satisfies FixedCollectionRules;
