import type { StoreQuery } from '../../query/storeQuery';
import type { SignedInCaller } from '../caller';
import { levels } from '../levels';
import type { WriteActor } from '../writePolicy';
import type { ReadAsk, ReadDecision, ReadRule, WriteRules } from './types';

type Doc = Readonly<Record<string, unknown>>;

export const allow = (query: StoreQuery, filter?: (doc: Doc) => boolean): ReadDecision =>
  filter ? { ok: true, query, filter } : { ok: true, query };

export const refuse = (error: 'unauthenticated' | 'forbidden'): ReadDecision => ({ ok: false, error });

/** A rule for signed-in callers only: a visitor is told to sign in. */
export const signedInOnly =
  (rule: (caller: SignedInCaller, ask: ReadAsk) => ReadDecision | Promise<ReadDecision>): ReadRule =>
  (ask) =>
    ask.caller.signedIn ? rule(ask.caller, ask) : refuse('unauthenticated');

/** Any signed-in caller reads the whole collection. */
export const signedInReads: ReadRule = signedInOnly((_caller, { query }) => allow(query));

/** Level 100 only: the audit trail, the command log, the packs, deleted copies. */
export const adminReads: ReadRule = signedInOnly((caller, { query }) =>
  caller.lvl >= levels.admin ? allow(query) : refuse('forbidden'),
);

const isAdmin = (actor: WriteActor) => actor.lvl >= levels.admin;

/** Level 100 only, by the generic document commands too. */
export const adminWrites: WriteRules = { canWrite: isAdmin, mayWriteIn: isAdmin };
