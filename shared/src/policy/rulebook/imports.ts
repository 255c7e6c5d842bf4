/**
 * `imports`, the spreadsheet imports as they go (issue 16): who started one reads it live (the
 * progress bar and the report), level 100 reads them all. Only the import's own commands write
 * it, each for its own caller (the record names `user`); no generic command may.
 */
import { levels } from '../levels';
import type { WriteActor, WriteTarget } from '../writePolicy';
import { allow, signedInOnly } from './decisions';
import type { FixedCollectionRules } from './types';

const ownRecord = (actor: WriteActor, target: WriteTarget) =>
  target.kind !== 'delete' &&
  target.after?.user === actor.uid &&
  (target.before === undefined || target.before === null || target.before.user === actor.uid);

export const importsRules = {
  read: signedInOnly((caller, { query }) =>
    caller.lvl >= levels.admin ? allow(query) : allow(query, (doc) => doc.user === caller.uid),
  ),
  write: {
    canWrite: (actor, target) => ownRecord(actor, target),
    mayWriteIn: () => false,
  },
} satisfies FixedCollectionRules;
