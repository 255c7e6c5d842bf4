import type { DocChange, StoredDoc } from '../store/Store';

/**
 * A watched result seen through a filter the store cannot apply (widget visibility, hidden
 * clients): it remembers which documents the client was shown, so a change that makes a
 * document pass becomes `added` and one that makes it fail becomes `removed`. A `removed`
 * names the document only: the version that fails the filter is one the client may not see
 * (a widget raised to level 100 with a new title must not reach the client in its removal).
 */
export class FilteredView {
  private readonly shown = new Set<string>();

  constructor(private readonly keep: (doc: StoredDoc) => boolean) {}

  snapshot(docs: StoredDoc[]): StoredDoc[] {
    this.shown.clear();
    const kept = docs.filter(this.keep);
    for (const doc of kept) this.shown.add(doc.FireId);
    return kept;
  }

  changes(changes: DocChange[]): DocChange[] {
    const out: DocChange[] = [];
    for (const change of changes) {
      const id = change.doc.FireId;
      const wasShown = this.shown.has(id);
      if (change.type !== 'removed' && this.keep(change.doc)) {
        this.shown.add(id);
        out.push({ type: wasShown ? 'modified' : 'added', doc: change.doc });
      } else if (wasShown) {
        this.shown.delete(id);
        out.push({ type: 'removed', doc: { FireId: id, collection: change.doc.collection } });
      }
    }
    return out;
  }
}
