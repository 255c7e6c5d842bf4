import type { ChangeKind, StoredDoc } from '../Store';

/** One committed write as the watch hub sees it: the document before and after. */
export interface CommittedChange {
  seq: number;
  tenant: string;
  collection: string;
  id: string;
  /** Before the write (parsed on demand: only a resume needs it). */
  before(): StoredDoc | null;
  /** Whether before() parses once and hands every caller that document (else the resume log makes it so). */
  readonly parsesOnce?: boolean;
  /**
   * After the write, parsed on demand (once; every caller gets the same object): only a watch
   * of the collection needs it, and most writes (log entries, records, an import's rows) have none.
   */
  after(): StoredDoc | null;
  /** After the write, parsed anew at each call and not kept (what a commit listener is handed). */
  fresh(): StoredDoc | null;
  /** After the write, as the JSON text stored (null: deleted). */
  text(): string | null;
  /** Whether the write deleted the document (`after()` is null). */
  deleted: boolean;
  /** What the write was, as the change log keeps it (an append is a merge). */
  kind: ChangeKind;
  /** Characters of the document's JSON before and after (what keeping the change costs); 0 if unknown. */
  chars?: number;
}

/** A document's state at a past seq and now, folded from the changes since. */
export interface Touched {
  before: StoredDoc | null;
  after: StoredDoc | null;
}

/**
 * The most recent committed changes, in memory, so a watch can resume from a seq with what
 * changed since (what each touched document was then and is now). Older seqs, and any seq
 * from before this process started, are not retained: those resume with a snapshot.
 *
 * Bounded by count and by the characters of the documents' JSON it holds: an import writes
 * 100,000 documents, their log entries and 600 KB command records: 20,000 such changes
 * kept tens of MB live in the server's heap, which V8 lets grow in proportion (the import's
 * peak RSS followed). A reconnecting stream needs the last seconds' changes, not the last megabytes.
 */
export class ResumeLog {
  private entries: CommittedChange[] = [];
  private head = 0;
  private chars = 0;

  /** `floor`: every change with a greater seq is (or will be) retained. */
  constructor(
    private floor: number,
    private readonly capacity = 20000,
    private readonly maxChars = 8 * 1024 * 1024,
  ) {}

  /** Changes held in memory, those already forgotten but not yet dropped included (tests). */
  get held(): number {
    return this.entries.length;
  }

  /**
   * Forgets every change up to `seq` and keeps none of a commit that ends there: a bulk write
   * (an import batch, a pack's sample documents). Its thousands of documents, held here for
   * seconds, outlived the young generation and were copied into the old one (an Excel import's
   * server promoted ~2.5 KB a row, and each full collection then cost it more); a stream that
   * resumes from before it gets a snapshot instead, as from before this process started.
   */
  forgetThrough(seq: number): void {
    this.entries = [];
    this.head = 0;
    this.chars = 0;
    this.floor = Math.max(this.floor, seq);
  }

  append(change: CommittedChange): void {
    // Parsed at most once: every resuming watch of the collection asks for it (a live stream
    // reopening with 100 subscriptions on one busy collection would parse it 100 times).
    if (!change.parsesOnce) {
      const parse = change.before.bind(change);
      let parsed: { doc: StoredDoc | null } | undefined;
      // The change itself, its `before` made to parse once (a copy of each change cost an import
      // a few % of its allocations): whoever else holds it gets the same answers.
      change.before = () => {
        parsed ??= { doc: parse() };
        return parsed.doc;
      };
    }
    this.entries.push(change);
    this.chars += change.chars ?? 0;
    // The newest change stays whatever its size: a resume from just before it still works.
    while (
      this.entries.length - this.head > this.capacity ||
      (this.chars > this.maxChars && this.entries.length - this.head > 1)
    ) {
      const oldest = this.entries[this.head] as CommittedChange;
      this.floor = oldest.seq;
      this.chars -= oldest.chars ?? 0;
      this.head++;
    }
    // Forgotten changes are dropped from the array every 1,024 (not only once as many as it
    // keeps), so what they hold is freed.
    if (this.head >= 1024) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }

  /** Documents of a collection touched after `seq`, or null when that is no longer known. */
  since(tenant: string, collection: string, seq: number): Map<string, Touched> | null {
    if (seq < this.floor) return null;
    const touched = new Map<string, Touched>();
    for (let i = this.firstAfter(seq); i < this.entries.length; i++) {
      const change = this.entries[i] as CommittedChange;
      if (change.tenant !== tenant || change.collection !== collection) continue;
      const seen = touched.get(change.id);
      if (seen) seen.after = change.after();
      else touched.set(change.id, { before: change.before(), after: change.after() });
    }
    return touched;
  }

  private firstAfter(seq: number): number {
    let lo = this.head;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.entries[mid] as CommittedChange).seq <= seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
