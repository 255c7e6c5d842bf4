import { afterEach, beforeEach } from 'vitest';
import type { IndexRegistry } from '../indexRegistry';
import type { DocData, Store, StoredDoc, StoreQuery, WatchEvent, WatchOptions } from '../Store';

/** What a store factory hands the suite; `close` also releases whatever the factory started. */
export interface StoreUnderTest {
  store: Store;
  indexes: IndexRegistry;
  close(): Promise<void>;
}

export type OpenStore = () => Promise<StoreUnderTest>;

export interface StoreCapabilities {
  /**
   * `changesSince` returns the committed changes with a global monotonic seq, and `watch` can
   * resume from such a seq with a `changes` event (the embedded store). Without it the suite
   * skips those assertions (Firestore: a resumed watch always starts with a new snapshot).
   */
  changeLog: boolean;
  /**
   * false for the in-process stand-in (@firestore-emulator/server): its update writes a missing
   * document instead of failing, and its arrayUnion fails on a missing field. Firestore, Google's
   * emulator and the embedded store do neither; the append cases that show it run only elsewhere.
   */
  faithfulUpdates?: boolean;
}

export interface Conformance {
  readonly store: Store;
  readonly indexes: IndexRegistry;
  /** A tenant no other test uses, fresh for each test. */
  readonly tenant: string;
  readonly capabilities: StoreCapabilities;
}

let counter = 0;
const run = Date.now().toString(36);
/** A name no earlier test or run used (stores may outlive one test, emulators one run). */
export const unique = (prefix: string) => `${prefix}${run}${(counter++).toString(36)}`;

/** Opens a store before each test of the enclosing describe and closes it after. */
export function useStore(open: OpenStore, capabilities: StoreCapabilities): Conformance {
  let current: StoreUnderTest | undefined;
  let tenant = '';
  beforeEach(async () => {
    current = await open();
    tenant = unique('t');
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const opened = () => {
    if (!current) throw new Error('the store is opened in beforeEach');
    return current;
  };
  return {
    get store() {
      return opened().store;
    },
    get indexes() {
      return opened().indexes;
    },
    get tenant() {
      return tenant;
    },
    capabilities,
  };
}

export async function seedDocs(
  c: Conformance,
  collection: string,
  docs: Record<string, DocData>,
  tenant = c.tenant,
): Promise<void> {
  await c.store.transaction(tenant, (tx) => {
    for (const [id, data] of Object.entries(docs)) tx.set(collection, id, data);
  });
}

export const idsOf = (docs: readonly StoredDoc[]) => docs.map((d) => d.FireId);

export async function queryIds(c: Conformance, query: StoreQuery, tenant = c.tenant): Promise<string[]> {
  return idsOf(await c.store.query(tenant, query));
}

/** A watch whose events a test can await one by one, with a deadline instead of a hang. */
export interface Watched {
  readonly events: WatchEvent[];
  next(timeoutMs?: number): Promise<WatchEvent>;
  stop(): void;
}

export function watchInto(
  c: Conformance,
  query: StoreQuery,
  options?: WatchOptions,
  tenant = c.tenant,
): Watched {
  const events: WatchEvent[] = [];
  let read = 0;
  let wake: (() => void) | undefined;
  const stop = c.store.watch(
    tenant,
    query,
    (event) => {
      events.push(event);
      wake?.();
    },
    options,
  );
  return {
    events,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (read >= events.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no watch event within ${timeoutMs} ms (got ${events.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      const event = events[read++];
      if (!event) throw new Error('unreachable: no event at the cursor');
      return event;
    },
    stop,
  };
}

/** The change types and ids of a `changes` event, sorted, for order-free comparison. */
export function changeSummary(event: WatchEvent): string[] {
  if (event.kind !== 'changes') throw new Error(`expected changes, got ${event.kind}`);
  return event.changes.map((ch) => `${ch.type}:${ch.doc.FireId}`).sort();
}
