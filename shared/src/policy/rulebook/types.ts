import type { StoreQuery } from '../../query/storeQuery';
import type { Caller } from '../caller';
import type { WriteActor, WriteTarget } from '../writePolicy';

type Doc = Readonly<Record<string, unknown>>;

/** The company settings the fixed collections' read rules depend on. */
export interface ReadCompany {
  agendaViewLvl: number;
  hideContactsFromEmployees: boolean;
  /** Spec §6: chat (the `messages` threads) from this level; absent: everyone signed in. */
  chatViewLvl?: number | undefined;
}

/**
 * Facts a read rule may need that only the server can fetch; asked lazily, so a read that
 * does not need them costs nothing.
 */
export interface ReadFacts {
  /** LoginIDs of the staff accounts (level ≥ coordinator): the hidden-contacts rule. */
  staffLoginIds(): Promise<ReadonlySet<string>>;
}

export interface ReadAsk {
  caller: Caller;
  company: ReadCompany;
  /** The query as the caller sent it (collection already resolved). */
  query: StoreQuery;
  facts: ReadFacts;
}

/**
 * What the caller may run: the query with the rule's filters in it and, for what a query
 * cannot say (widget visibility, hidden contacts), a filter on every result; or a refusal,
 * `unauthenticated` for a visitor, `forbidden` for a signed-in caller.
 */
export type ReadDecision =
  | { ok: true; query: StoreQuery; filter?: (doc: Doc) => boolean }
  | { ok: false; error: 'unauthenticated' | 'forbidden' };

export type ReadRule = (ask: ReadAsk) => ReadDecision | Promise<ReadDecision>;

/** Who may write a fixed collection, one staged write at a time, and whether at all. */
export interface WriteRules {
  /** May `actor` make this one write (the runner asks for every staged write)? */
  canWrite(actor: WriteActor, target: WriteTarget): boolean;
  /** The coarse check before a command reads anything: could a generic command write here? */
  mayWriteIn(actor: WriteActor): boolean;
}

/** One fixed collection's rules (ARCHITECTURE §3): the read path and the write policy ask these. */
export interface FixedCollectionRules {
  /**
   * How reads are limited. Absent: the rulebook does not claim the name for reads and the
   * company's definitions decide, as for any other name (`meta`).
   */
  read?: ReadRule;
  /** 'runner': only the command runner writes it (the audit trail and its counters), no command. */
  write: 'runner' | WriteRules;
}
