import { AppError } from '../http/AppError';
import { type AppendChange, assertAppend, withAppended } from '../store/appendElement';
import { deepMerge } from '../store/deepMerge';
import type { DocData, StoredDoc, StoreQuery, StoreTransaction } from '../store/Store';
import type { CommandTx } from './defineCommand';
import { isValidDocId } from './envelope';

/** A staged write of the company document itself (`tenants/{t}`). */
export interface CompanyWrite {
  kind: 'set' | 'merge';
  data: DocData;
}

/** Where a company's colours live (features/company reads them there). */
export const colorsCollection = 'colors';
export const colorsDoc = 'theme';

/**
 * The company's secret store: a reserved `~` name (no definition, command or query can name
 * one), so no read path serves it; features/company/companySecrets.ts reads it on the server.
 */
export const secretsCollection = '~secrets';
export const secretsDoc = 'company';

export interface StagedWrite {
  kind: 'set' | 'merge' | 'append' | 'delete';
  collection: string;
  id: string;
  /** set and merge: the body or the merged fields; append: the fields it sets (its patch). */
  data?: DocData;
  /** append: the array field and its new element. */
  append?: Omit<AppendChange, 'patch'>;
}

/** One staged write with the document as it is just before and just after it. */
export interface Transition {
  write: StagedWrite;
  before: DocData | null;
  after: DocData | null;
}

const collectionName = /^[A-Za-z0-9_-]{1,1500}$/;
const keyOf = (collection: string, id: string) => `${collection}/${id}`;

/**
 * The handler's transaction: reads go to the store (remembered, so the runner's checks do not
 * read twice), writes are only staged. The runner inspects them (permissions, journal counts)
 * and forwards them with `flush` when the command is accepted, or drops them on a rejection —
 * the store transaction itself has seen no write until then, so the runner may still read.
 */
export class Staging implements CommandTx {
  readonly writes: StagedWrite[] = [];
  readonly companyWrites: CompanyWrite[] = [];
  /** Merges into the secret store (`~secrets/company`): level 100 only, as the company's. */
  readonly secretWrites: DocData[] = [];
  private readonly committedDocs = new Map<string, StoredDoc | null>();
  private committedCompany: Promise<StoredDoc | null> | undefined;
  /** Ids this command's stamp made: no committed document has one, so none is read. */
  private readonly minted = new Set<string>();

  constructor(private readonly tx: StoreTransaction) {}

  /** The company document as committed (read once: the runner has read it already). */
  getCompany(): Promise<StoredDoc | null> {
    this.assertNoWrites();
    return this.company();
  }

  get(collection: string, id: string): Promise<StoredDoc | null> {
    this.assertNoWrites();
    assertPath(collection, id);
    return this.committed(collection, id);
  }

  query(query: StoreQuery): Promise<StoredDoc[]> {
    this.assertNoWrites();
    return this.tx.query(query);
  }

  count(query: StoreQuery): Promise<number> {
    this.assertNoWrites();
    return this.tx.count(query);
  }

  set(collection: string, id: string, data: DocData): void {
    this.stage({ kind: 'set', collection, id, data });
  }

  merge(collection: string, id: string, data: DocData): void {
    this.stage({ kind: 'merge', collection, id, data });
  }

  append(collection: string, id: string, field: string, element: unknown, patch: DocData = {}): void {
    assertAppend(field, patch);
    this.stage({ kind: 'append', collection, id, data: patch, append: { field, element } });
  }

  delete(collection: string, id: string): void {
    this.stage({ kind: 'delete', collection, id });
  }

  setCompany(data: DocData): void {
    this.companyWrites.push({ kind: 'set', data });
  }

  mergeCompany(data: DocData): void {
    this.companyWrites.push({ kind: 'merge', data });
  }

  mergeSecrets(data: DocData): void {
    this.secretWrites.push(data);
  }

  setColors(data: DocData): void {
    this.set(colorsCollection, colorsDoc, data);
  }

  mergeColors(data: DocData): void {
    this.merge(colorsCollection, colorsDoc, data);
  }

  /** The company document as committed before this command (read once per command). */
  company(): Promise<StoredDoc | null> {
    this.committedCompany ??= this.tx.getCompany();
    return this.committedCompany;
  }

  /**
   * The company document as this command leaves it (its staged sets and merges applied): the
   * runner checks the command's other writes against the definitions it creates.
   */
  async finalCompany(): Promise<DocData | null> {
    let company: DocData | null = await this.company();
    for (const write of this.companyWrites)
      company = write.kind === 'set' ? write.data : deepMerge(company ?? {}, write.data);
    return company;
  }

  /**
   * Tells that `id` was just made by the command's stamp (20 random or time-ordered characters):
   * a document under it is one this command creates, so the checks of its writes need not look
   * for it in the store (an import's batch wrote a thousand such reads a command).
   */
  mint(id: string): void {
    this.minted.add(id);
  }

  /** The document as committed before this command (read once). */
  async committed(collection: string, id: string): Promise<StoredDoc | null> {
    const key = keyOf(collection, id);
    if (this.committedDocs.has(key)) return this.committedDocs.get(key) ?? null;
    if (this.minted.has(id)) return null;
    const doc = await this.tx.get(collection, id);
    this.committedDocs.set(key, doc);
    return doc;
  }

  /** A count over committed documents, for the runner (allowed after staging: see the class note). */
  committedCount(query: StoreQuery): Promise<number> {
    return this.tx.count(query);
  }

  /** Every staged write with the document before and after it, in order. */
  async transitions(): Promise<Transition[]> {
    const current = new Map<string, DocData | null>();
    const out: Transition[] = [];
    for (const write of this.writes) {
      const key = keyOf(write.collection, write.id);
      const before = current.has(key)
        ? (current.get(key) ?? null)
        : await this.committed(write.collection, write.id);
      const after = afterWrite(before, write);
      current.set(key, after);
      out.push({ write, before, after });
    }
    return out;
  }

  /** The document as it will be once the staged writes are applied. */
  async final(collection: string, id: string): Promise<DocData | null> {
    let doc: DocData | null = await this.committed(collection, id);
    for (const write of this.writes) {
      if (write.collection === collection && write.id === id) doc = afterWrite(doc, write);
    }
    return doc;
  }

  /**
   * Adds a merge the runner derives (journal counts) after the handler's writes; when the
   * document's last staged write sets it, the fields join that set instead (one write less).
   */
  deriveMerge(collection: string, id: string, data: DocData): void {
    const last = this.writes.findLast((w) => w.collection === collection && w.id === id);
    if (last?.kind === 'set') last.data = { ...last.data, ...data };
    else this.writes.push({ kind: 'merge', collection, id, data });
  }

  flush(): void {
    for (const w of this.companyWrites) {
      if (w.kind === 'merge') this.tx.mergeCompany(w.data);
      else this.tx.setCompany(w.data);
    }
    for (const data of this.secretWrites) this.tx.merge(secretsCollection, secretsDoc, data);
    for (const w of this.writes) {
      if (w.kind === 'delete') this.tx.delete(w.collection, w.id);
      else if (w.kind === 'merge') this.tx.merge(w.collection, w.id, w.data ?? {});
      else if (w.kind === 'append' && w.append)
        this.tx.append(w.collection, w.id, w.append.field, w.append.element, w.data ?? {});
      else this.tx.set(w.collection, w.id, w.data ?? {});
    }
  }

  private stage(write: StagedWrite): void {
    if (!collectionName.test(write.collection) || !isValidDocId(write.id))
      throw new AppError('invalid_change');
    this.writes.push(write);
  }

  private assertNoWrites(): void {
    if (this.writes.length > 0 || this.companyWrites.length > 0 || this.secretWrites.length > 0)
      throw new Error('a command must do all its reads before its writes');
  }
}

/** A path the store would refuse is the caller's invalid change, not a crash. */
function assertPath(collection: string, id: string): void {
  if (!collectionName.test(collection) || !isValidDocId(id)) throw new AppError('invalid_change');
}

function afterWrite(before: DocData | null, write: StagedWrite): DocData | null {
  if (write.kind === 'delete') return null;
  if (write.kind === 'merge') return deepMerge(before ?? {}, write.data ?? {});
  if (write.kind === 'append' && write.append) {
    // The store refuses an append to a missing document (not_found): so does the runner's check.
    if (!before) throw new AppError('not_found');
    return withAppended(before, { ...write.append, patch: write.data ?? {} });
  }
  return write.data ?? {};
}
