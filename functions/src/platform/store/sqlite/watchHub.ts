import type { StoreQuery as SharedQuery } from '@colmena/shared/query';
import type { StoredDoc, Unsubscribe, WatchEvent } from '../Store';
import type { CommittedChange, ResumeLog } from './resumeLog';
import { resumeChanges } from './watchResume';
import { type DocOrder, diffResults, nextWindow, orderOf } from './watchWindow';

type Listener = (event: WatchEvent) => void;

/** One watched query's current result, shared by every subscription to the same query. */
interface View {
  key: string;
  query: SharedQuery;
  order: DocOrder;
  /** Runs the query now (the store's SQL), for the first result and windows that must refill. */
  run: () => StoredDoc[];
  docs: StoredDoc[];
  ids: Set<string>;
  listeners: Set<{ listener: Listener }>;
  /** Set while the view has no listener: it is dropped when this fires, unless one comes back. */
  linger: ReturnType<typeof setTimeout> | null;
}

export interface WatchRequest {
  tenant: string;
  query: SharedQuery;
  run: () => StoredDoc[];
  listener: Listener;
  sinceSeq?: number;
}

// The tenant's length first makes the pair one key whatever the names hold; not JSON, as it runs
// every write.
const scopeOf = (tenant: string, collection: string) => `${tenant.length}:${tenant}/${collection}`;

/**
 * In-process fan-out of committed changes to watched queries (ARCHITECTURE §5). The store
 * publishes each commit after it is durable. Views are found by tenant + collection, so a commit
 * costs nothing for queries on other collections, and subscriptions to the same query share one
 * view (many tabs on one list cost one update). A view is updated from the commit alone when
 * possible (watchWindow.ts), else its query runs again. Events are delivered in order on the
 * microtask queue: never inside the commit, and a throwing listener is logged and harms nobody.
 */
export class WatchHub {
  /** scope (tenant + collection) → view key → view. */
  private readonly views = new Map<string, Map<string, View>>();

  /**
   * `lingerMs`: how long a view outlives its last subscription, kept current all the while. A
   * live stream ends every lifetime (and on a dropped connection) and the next one subscribes
   * again a moment later, maybe with hundreds of queries: it finds their views and resumes from
   * them instead of running every query again.
   */
  constructor(
    private readonly log: ResumeLog,
    private readonly currentSeq: () => number,
    private readonly lingerMs = 10_000,
  ) {}

  subscribe(request: WatchRequest): Unsubscribe {
    const { tenant, query, sinceSeq } = request;
    const scope = scopeOf(tenant, query.collection);
    const inScope = this.views.get(scope) ?? new Map<string, View>();
    this.views.set(scope, inScope);
    const key = JSON.stringify(query);
    let view = inScope.get(key);
    if (!view) {
      const docs = request.run();
      const ids = new Set(docs.map((doc) => doc.FireId));
      view = {
        key,
        query,
        order: orderOf(query),
        run: request.run,
        docs,
        ids,
        listeners: new Set(),
        linger: null,
      };
      inScope.set(key, view);
    }
    if (view.linger) clearTimeout(view.linger);
    view.linger = null;
    const sub = { listener: request.listener };
    view.listeners.add(sub);

    const seq = this.currentSeq();
    const touched =
      sinceSeq !== undefined && sinceSeq <= seq ? this.log.since(tenant, query.collection, sinceSeq) : null;
    const changes = touched && resumeChanges(view.docs, touched, query);
    this.deliver(
      view,
      sub,
      changes ? { kind: 'changes', seq, changes } : { kind: 'snapshot', seq, docs: view.docs },
    );

    const owner = view;
    return () => {
      if (!owner.listeners.delete(sub) || owner.listeners.size > 0) return;
      if (this.lingerMs <= 0) this.drop(scope, owner);
      else {
        owner.linger = setTimeout(() => this.drop(scope, owner), this.lingerMs);
        owner.linger.unref?.();
      }
    };
  }

  private drop(scope: string, view: View): void {
    if (view.listeners.size > 0) return;
    if (view.linger) clearTimeout(view.linger);
    view.linger = null;
    const inScope = this.views.get(scope);
    if (inScope?.get(view.key) === view) inScope.delete(view.key);
    if (inScope?.size === 0) this.views.delete(scope);
  }

  /**
   * One committed transaction's changes, oldest first. `bulk`: it holds a large write (groupCommit's
   * largeMemberWrites), whose changes the resume log does not keep (ResumeLog.forgetThrough).
   */
  publish(changes: readonly CommittedChange[], bulk = false): void {
    const byScope = new Map<string, Map<string, StoredDoc | null>>();
    let seq = 0;
    for (const change of changes) {
      if (!bulk) this.log.append(change);
      seq = Math.max(seq, change.seq);
      const scope = scopeOf(change.tenant, change.collection);
      if (!this.views.has(scope)) continue;
      const touched = byScope.get(scope) ?? new Map<string, StoredDoc | null>();
      byScope.set(scope, touched);
      touched.set(change.id, change.after());
    }
    if (bulk) this.log.forgetThrough(seq);
    for (const [scope, touched] of byScope) {
      for (const view of this.views.get(scope)?.values() ?? []) this.update(view, touched, seq);
    }
  }

  /** How many subscriptions and distinct views serving them are open (lingering views not counted; for tests and diagnostics). */
  size(): { subscriptions: number; views: number } {
    let subscriptions = 0;
    let views = 0;
    for (const inScope of this.views.values()) {
      for (const view of inScope.values()) {
        subscriptions += view.listeners.size;
        if (view.listeners.size > 0) views += 1;
      }
    }
    return { subscriptions, views };
  }

  /** Views kept without a subscription, waiting for one to come back (for tests). */
  lingering(): number {
    let count = 0;
    for (const inScope of this.views.values())
      for (const view of inScope.values()) if (view.listeners.size === 0) count += 1;
    return count;
  }

  private update(view: View, touched: ReadonlyMap<string, StoredDoc | null>, seq: number): void {
    let event: WatchEvent;
    try {
      const step = nextWindow(view.docs, view.ids, touched, view.query, view.order);
      if (step.kind === 'unchanged') return;
      const docs = step.kind === 'next' ? step.docs : view.run();
      const changes = diffResults(view.docs, docs, new Set(touched.keys()));
      view.docs = docs;
      view.ids = new Set(docs.map((doc) => doc.FireId));
      if (changes.length === 0) return;
      event = { kind: 'changes', seq, changes };
    } catch (error) {
      event = { kind: 'error', error };
    }
    for (const sub of view.listeners) this.deliver(view, sub, event);
  }

  private deliver(view: View, sub: { listener: Listener }, event: WatchEvent): void {
    queueMicrotask(() => {
      if (!view.listeners.has(sub)) return;
      try {
        sub.listener(event);
      } catch (error) {
        console.error('[colmena] a watch listener threw:', error);
      }
    });
  }
}
