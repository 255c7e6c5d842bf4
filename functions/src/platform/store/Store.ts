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

export type ChangeKind = 'set' | 'merge' | 'delete';

export interface Change {
  seq: number;
  tenant: string;
  collection: string;
  id: string;
  kind: ChangeKind;
}

/**
 * Reads must come before writes (as in Firestore); writes are applied atomically at commit
 * and discarded if the callback throws.
 */
export interface StoreTransaction {
  getCompany(): Promise<StoredDoc | null>;
  get(collection: string, id: string): Promise<StoredDoc | null>;
  query(query: StoreQuery): Promise<StoredDoc[]>;
  setCompany(data: DocData): void;
  mergeCompany(data: DocData): void;
  set(collection: string, id: string, data: DocData): void;
  merge(collection: string, id: string, data: DocData): void;
  delete(collection: string, id: string): void;
}

export interface Store {
  getCompany(tenant: string): Promise<StoredDoc | null>;
  listCompanies(): Promise<StoredDoc[]>;
  get(tenant: string, collection: string, id: string): Promise<StoredDoc | null>;
  query(tenant: string, query: StoreQuery): Promise<StoredDoc[]>;
  transaction<T>(tenant: string, fn: (tx: StoreTransaction) => Promise<T> | T): Promise<T>;
  /** Committed changes of a tenant with seq greater than `seq`, oldest first. */
  changesSince(tenant: string, seq: number): Promise<Change[]>;
  close(): Promise<void>;
}
