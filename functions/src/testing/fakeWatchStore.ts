import { applyQuery, type StoreQuery as SharedQuery } from '@colmena/shared/query';
import type { DocChange, DocData, Store, StoredDoc, StoreQuery, WatchEvent } from '../platform/store/Store';

interface Watcher {
  tenant: string;
  query: SharedQuery;
  listener: (event: WatchEvent) => void;
  ids: Set<string>;
}

const toShared = (q: StoreQuery): SharedQuery => ({
  collection: q.collection,
  where: (q.where ?? []).map(([f, op, v]) => [f, op, v]),
  ...(q.orderBy ? { orderBy: [q.orderBy[0], q.orderBy[1]] } : {}),
  limit: q.limit ?? 10000,
});

/**
 * A test double for the live hub: only `watch` and `commit` are real. Watches follow the
 * Store contract (snapshot, then changes by seq; `sinceSeq` replays what changed since then),
 * delivered synchronously at commit. `failNext` makes the next watch fail with an error.
 */
export class FakeWatchStore implements Store {
  seq = 0;
  private readonly docs = new Map<string, StoredDoc>();
  private readonly log: { seq: number; tenant: string; doc: StoredDoc; removed: boolean }[] = [];
  private readonly watchers = new Set<Watcher>();
  failNext: unknown = null;

  get watcherCount(): number {
    return this.watchers.size;
  }

  /** Every open watch fails, as a store does when a watched query breaks. */
  failWatches(error: unknown): void {
    for (const w of [...this.watchers]) w.listener({ kind: 'error', error });
  }

  commit(tenant: string, collection: string, id: string, data: DocData | null): number {
    this.seq += 1;
    const key = `${tenant}/${collection}/${id}`;
    const doc: StoredDoc = { ...(data ?? this.docs.get(key) ?? {}), FireId: id, collection };
    if (data) this.docs.set(key, doc);
    else this.docs.delete(key);
    this.log.push({ seq: this.seq, tenant, doc, removed: data === null });
    for (const w of [...this.watchers]) if (w.tenant === tenant) this.notify(w, this.seq - 1);
    return this.seq;
  }

  watch(
    tenant: string,
    query: StoreQuery,
    listener: (event: WatchEvent) => void,
    options: { sinceSeq?: number } = {},
  ) {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      listener({ kind: 'error', error });
      return () => {};
    }
    const w: Watcher = { tenant, query: toShared(query), listener, ids: new Set() };
    if (options.sinceSeq === undefined) {
      const docs = this.result(w);
      w.ids = new Set(docs.map((d) => d.FireId));
      listener({ kind: 'snapshot', seq: this.seq, docs });
    } else {
      // As the embedded store: a resume always answers, with nothing when nothing changed.
      w.ids = this.idsAt(w, options.sinceSeq);
      this.notify(w, options.sinceSeq, true);
    }
    this.watchers.add(w);
    return () => this.watchers.delete(w);
  }

  private result(w: Watcher): StoredDoc[] {
    const all = [...this.docs.values()].filter((d) => d.collection === w.query.collection);
    return applyQuery(all, w.query);
  }

  /** The result's ids as they were at `seq`, rebuilt from the log. */
  private idsAt(w: Watcher, seq: number): Set<string> {
    const state = new Map<string, StoredDoc>();
    for (const e of this.log) {
      if (e.seq > seq || e.tenant !== w.tenant || e.doc.collection !== w.query.collection) continue;
      if (e.removed) state.delete(e.doc.FireId);
      else state.set(e.doc.FireId, e.doc);
    }
    return new Set(applyQuery([...state.values()], w.query).map((d) => d.FireId));
  }

  /** Changes of the result over the commits after `since`. */
  private notify(w: Watcher, since: number, evenEmpty = false): void {
    const docs = this.result(w);
    const now = new Set(docs.map((d) => d.FireId));
    const changes: DocChange[] = [];
    for (const doc of docs) {
      const touched = this.log.some(
        (e) =>
          e.seq > since &&
          e.tenant === w.tenant &&
          e.doc.FireId === doc.FireId &&
          e.doc.collection === doc.collection,
      );
      if (!w.ids.has(doc.FireId)) changes.push({ type: 'added', doc });
      else if (touched) changes.push({ type: 'modified', doc });
    }
    for (const id of w.ids) {
      if (now.has(id)) continue;
      const last = this.log.findLast((e) => e.doc.FireId === id && e.doc.collection === w.query.collection);
      if (last) changes.push({ type: 'removed', doc: last.doc });
    }
    w.ids = now;
    if (changes.length > 0 || evenEmpty) w.listener({ kind: 'changes', seq: this.seq, changes });
  }

  getCompany = async () => null;
  listCompanies = async () => [];
  get = async () => null;
  query = async () => [];
  queryJson = async () => [];
  count = async () => 0;
  changesSince = async () => [];
  transaction = async <T>(): Promise<T> => {
    throw new Error('FakeWatchStore has no transactions');
  };
  close = async () => {};
}
