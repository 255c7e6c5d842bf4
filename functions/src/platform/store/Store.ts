/**
 * The document store port. Paths are `tenants/{t}` (the company document) and
 * `tenants/{t}/{collection}/{id}`; the SQLite adapter implements it now, Firestore later,
 * so the semantics follow Firestore (typed comparisons, reads before writes in a transaction).
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A document body as written: any JSON object. FireId and collection are never stored. */
export type DocData = { [key: string]: unknown };

/** A document as read: its body plus where it lives. */
export type StoredDoc = DocData & { FireId: string; collection: string };

export const whereOps = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'array-contains',
  'in',
  'array-contains-any',
  'not-in',
] as const;
export type WhereOp = (typeof whereOps)[number];

export type WhereClause = readonly [field: string, op: WhereOp, value: unknown];
export type SortDir = 'asc' | 'desc';

export interface StoreQuery {
  collection: string;
  /** At most three filters, as in the product's query model. */
  where?: readonly WhereClause[];
  orderBy?: readonly [field: string, dir: SortDir];
  /** Default 10000 (spec §9). */
  limit?: number;
}

export const defaultQueryLimit = 10000;
export const maxWhereClauses = 3;

/** The collection name change records use for the company document itself. */
export const companyCollection = 'tenants';

/**
 * The Store's space of no company: the deployment's own records (seed marker, live secret,
 * index declarations, sign-up and per-address counters). A `~` is in no host label and no
 * collection name the product allows, so no request reaches it and no company is listed.
 */
export const systemTenant = '~colmena';

export type ChangeKind = 'set' | 'merge' | 'delete';

export interface Change {
  seq: number;
  tenant: string;
  collection: string;
  id: string;
  kind: ChangeKind;
}

/** A change as `onCommit` hears it. */
export interface CommittedDocumentChange extends Change {
  /** The document as the write left it, parsed anew at each call (a listener may keep it). */
  document(): StoredDoc | null;
  /** The same as the JSON text the store wrote (null: deleted), for a listener that reads less than all of it. */
  text(): string | null;
}

/**
 * Reads must come before writes (as in Firestore); writes are applied atomically at commit
 * and discarded if the callback throws.
 */
export interface StoreTransaction {
  getCompany(): Promise<StoredDoc | null>;
  get(collection: string, id: string): Promise<StoredDoc | null>;
  query(query: StoreQuery): Promise<StoredDoc[]>;
  /** Number of documents the query matches, ignoring its limit. */
  count(query: StoreQuery): Promise<number>;
  setCompany(data: DocData): void;
  mergeCompany(data: DocData): void;
  set(collection: string, id: string, data: DocData): void;
  merge(collection: string, id: string, data: DocData): void;
  /**
   * Adds `element` at the end of the array in the top-level `field` of an existing document (a
   * field that is missing or not an array becomes `[element]`) and sets `patch`'s top-level
   * fields, each replaced whole (undefined ones left as they are): Firestore's update with
   * arrayUnion. The document must exist (else not_found), and `element` must not be in the array
   * already (arrayUnion would not add it twice). A big document's write then costs its change, not
   * its size (issue 14: a chat thread is one document that grows with every message).
   */
  append(collection: string, id: string, field: string, element: unknown, patch?: DocData): void;
  delete(collection: string, id: string): void;
}

/** One document entering, changing in, or leaving a watched query's result. */
export interface DocChange {
  type: 'added' | 'modified' | 'removed';
  doc: StoredDoc;
  /**
   * For `modified`: the version this watch delivered last, when the watch knows it (the live
   * stream then sends a big document's change as a patch of it).
   */
  before?: StoredDoc;
}

/**
 * What a watch delivers: first a snapshot of the whole result, then the changes to it, each
 * stamped with the `seq` of the commit that caused it (embedded: the store's global change
 * seq; Firestore: a per-process counter, so resuming there always starts with a new snapshot).
 */
export type WatchEvent =
  | { kind: 'snapshot'; seq: number; docs: StoredDoc[] }
  | { kind: 'changes'; seq: number; changes: DocChange[] }
  | { kind: 'error'; error: unknown };

export interface WatchOptions {
  /**
   * Resume after this seq: instead of a snapshot, deliver only what changed in the result since
   * then (embedded store, while the change log still holds it); otherwise a new snapshot.
   */
  sinceSeq?: number;
}

export type Unsubscribe = () => void;

export interface Store {
  getCompany(tenant: string): Promise<StoredDoc | null>;
  listCompanies(): Promise<StoredDoc[]>;
  get(tenant: string, collection: string, id: string): Promise<StoredDoc | null>;
  query(tenant: string, query: StoreQuery): Promise<StoredDoc[]>;
  /**
   * `query`'s documents as JSON texts, each parsing to what `query` returns for it (key order
   * aside): a list answer pastes them, where the embedded store has the rows' texts already and
   * parsing each only to render it again was a third of a 50-row read's CPU (issue 8).
   */
  queryJson(tenant: string, query: StoreQuery): Promise<string[]>;
  /** Number of documents the query matches, ignoring its limit. */
  count(tenant: string, query: StoreQuery): Promise<number>;
  transaction<T>(tenant: string, fn: (tx: StoreTransaction) => Promise<T> | T): Promise<T>;
  /** Committed changes of a tenant with seq greater than `seq`, oldest first. */
  changesSince(tenant: string, seq: number): Promise<Change[]>;
  /** Live results of a query: a snapshot, then changes, until unsubscribed. */
  watch(
    tenant: string,
    query: StoreQuery,
    listener: (event: WatchEvent) => void,
    options?: WatchOptions,
  ): Unsubscribe;
  /**
   * Every committed change of this process's store, as it commits. Only a store that sees all
   * writes (the embedded one) offers it; callers must treat its absence as "changes unknown".
   * Each change can give the document as its write left it (`document`, null: deleted) without
   * reading it back: the store still holds the text it wrote.
   */
  onCommit?(listener: (changes: readonly CommittedDocumentChange[]) => void): Unsubscribe;
  close(): Promise<void>;
}
