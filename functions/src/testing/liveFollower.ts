import type { StoredDoc } from '../platform/store/Store';
import type { SseTestClient } from './sseTestClient';

/** What one subscription of a followed stream showed, in order: its snapshots and changes. */
export interface Shown {
  kind: 'snapshot' | 'added' | 'modified' | 'removed';
  doc: StoredDoc;
}

/**
 * A live stream as a client holds it: each subscription's current documents (snapshots, then
 * changes applied), its sub-error if any, and everything the stream ever carried, so a test can
 * wait for a state and then check what came on the wire on the way there.
 */
export class LiveFollower {
  private read = 0;
  private readonly results = new Map<string, Map<string, StoredDoc>>();
  readonly errors = new Map<string, string>();
  readonly shown = new Map<string, Shown[]>();

  constructor(readonly client: SseTestClient) {}

  /** The ids a subscription holds now (sorted); empty before its first frame. */
  ids(sub: string): string[] {
    this.catchUp();
    return [...(this.results.get(sub)?.keys() ?? [])].sort();
  }

  /** Every (kind, id) a subscription was sent, in order, after its first frame. */
  history(sub: string, id: string): string[] {
    this.catchUp();
    return (this.shown.get(sub) ?? []).filter((s) => s.doc.FireId === id).map((s) => s.kind);
  }

  /** Every frame's data as sent: for checking that a text never travelled. */
  raw(): string {
    return this.client.events.map((e) => `${e.event} ${e.data}`).join('\n');
  }

  /** Waits until `check` holds for what arrived, or fails naming `what` and the state. */
  async until(what: string, check: (f: LiveFollower) => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.catchUp();
      if (check(this)) return;
      if (Date.now() > deadline) {
        const state = Object.fromEntries([...this.results].map(([sub, docs]) => [sub, [...docs.keys()]]));
        throw new Error(`${what}: not within ${timeoutMs} ms; holds ${JSON.stringify(state)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private catchUp(): void {
    const events = this.client.events;
    while (this.read < events.length) {
      const event = events[this.read];
      this.read += 1;
      if (!event) continue;
      const data = JSON.parse(event.data) as Record<string, unknown>;
      const sub = String(data.sub);
      if (event.event === 'sub-error') this.errors.set(sub, String(data.error));
      if (event.event === 'snapshot') {
        const docs = data.docs as StoredDoc[];
        this.results.set(sub, new Map(docs.map((d) => [d.FireId, d])));
        this.log(
          sub,
          docs.map((doc) => ({ kind: 'snapshot', doc })),
        );
      }
      if (event.event === 'changes') {
        const result = this.results.get(sub) ?? new Map<string, StoredDoc>();
        this.results.set(sub, result);
        const changes = data.changes as { type: Shown['kind']; doc: StoredDoc }[];
        for (const { type, doc } of changes) {
          if (type === 'removed') result.delete(doc.FireId);
          else result.set(doc.FireId, doc);
        }
        this.log(
          sub,
          changes.map(({ type, doc }) => ({ kind: type, doc })),
        );
      }
    }
  }

  private log(sub: string, entries: Shown[]): void {
    const list = this.shown.get(sub) ?? [];
    list.push(...entries);
    this.shown.set(sub, list);
  }
}
