import type { LiveFrame, LiveSink } from '../platform/live/liveFrame';
import type { StoredDoc } from '../platform/store/Store';

/** A sink that keeps every frame, and replays them as a client would to show its results. */
export class RecordingSink implements LiveSink {
  frames: LiveFrame[] = [];
  closed = false;
  /** What a transport does when the hub closes it: report the disconnect. */
  onClose: (() => void) | null = null;
  send(frame: LiveFrame) {
    this.frames.push(frame);
  }
  close() {
    this.closed = true;
    this.onClose?.();
  }
  /** Each subscription's cursor after the frames received: what a client sends back to resume. */
  cursors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const f of this.frames)
      if (f.event === 'snapshot' || f.event === 'changes') out[f.data.sub] = f.data.cursor;
    return out;
  }
  /** What each subscription's result is after applying every frame, as a client would. */
  results(): Record<string, string[]> {
    const out: Record<string, Map<string, StoredDoc>> = {};
    for (const f of this.frames) {
      if (f.event === 'snapshot') out[f.data.sub] = new Map(f.data.docs.map((d) => [d.FireId, d]));
      if (f.event === 'changes') {
        const m = out[f.data.sub] ?? new Map<string, StoredDoc>();
        for (const c of f.data.changes) {
          if (c.type === 'removed') m.delete(c.doc.FireId);
          else m.set(c.doc.FireId, c.doc);
        }
        out[f.data.sub] = m;
      }
    }
    return Object.fromEntries(Object.entries(out).map(([k, m]) => [k, [...m.keys()].sort()]));
  }
}
