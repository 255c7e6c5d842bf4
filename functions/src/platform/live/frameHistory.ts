interface Entry {
  id: string;
  subKey: number;
  seq: number;
}

/**
 * The frames a stream sent, newest last, so a reconnect can tell, from the last event id the
 * client received, how far each subscription got: the seq of its last frame at or before that
 * id. Frames after it never arrived and are forgotten. Old frames are dropped beyond `limit`,
 * keeping for each subscription the seq of its last dropped frame.
 */
export class FrameHistory {
  private entries: Entry[] = [];
  private readonly dropped = new Map<number, number>();

  constructor(private readonly limit: number) {}

  record(id: string, subKey: number, seq: number): void {
    this.entries.push({ id, subKey, seq });
    if (this.entries.length > this.limit * 2) {
      const old = this.entries.splice(0, this.entries.length - this.limit);
      for (const entry of old) this.dropped.set(entry.subKey, entry.seq);
    }
  }

  /**
   * Per subscription key, the seq the client holds its result at. Empty when the client sent
   * no id or one this stream does not know (everything starts again with snapshots).
   */
  resume(lastEventId: string | null): Map<number, number> {
    const at = lastEventId === null ? -1 : this.entries.findLastIndex((entry) => entry.id === lastEventId);
    if (at < 0) {
      this.entries = [];
      this.dropped.clear();
      return new Map();
    }
    this.entries.length = at + 1;
    const points = new Map(this.dropped);
    for (const entry of this.entries) points.set(entry.subKey, entry.seq);
    return points;
  }
}
