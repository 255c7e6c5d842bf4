import type { DocChange, StoredDoc } from '../store/Store';

/**
 * A watched result sent as one document (a widget's aggregate instead of its documents): it
 * holds the result the watch reports, reduces it after the snapshot and after each batch of
 * changes, and says `modified` only when the reduced document is not what the client holds.
 */
export class ReducedView {
  private readonly docs = new Map<string, StoredDoc>();
  private sent = '';

  constructor(private readonly reduce: (docs: readonly StoredDoc[]) => StoredDoc) {}

  snapshot(docs: readonly StoredDoc[]): StoredDoc[] {
    this.docs.clear();
    for (const doc of docs) this.docs.set(doc.FireId, doc);
    const reduced = this.reduce([...this.docs.values()]);
    this.sent = JSON.stringify(reduced);
    return [reduced];
  }

  changes(changes: readonly DocChange[]): DocChange[] {
    if (changes.length === 0) return [];
    for (const { type, doc } of changes) {
      if (type === 'removed') this.docs.delete(doc.FireId);
      else this.docs.set(doc.FireId, doc);
    }
    const reduced = this.reduce([...this.docs.values()]);
    const text = JSON.stringify(reduced);
    if (text === this.sent) return [];
    this.sent = text;
    return [{ type: 'modified', doc: reduced }];
  }
}
