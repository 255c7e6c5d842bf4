import type { StoredDoc } from '@colmena/shared';
import { allCollectionsKey, type Widget, widgetSchema } from '@colmena/shared/schemas';

/**
 * The widgets of a live result as the pages show them: those the widget model accepts (one
 * that does not is left out and logged, never breaks the page), by `order`, then id.
 */
export function widgetsFromDocs(docs: readonly StoredDoc[]): Widget[] {
  const widgets: Widget[] = [];
  for (const doc of docs) {
    const parsed = widgetSchema.safeParse(doc);
    if (parsed.success) widgets.push(parsed.data);
    else console.warn(`[colmena] widget ${doc.FireId} skipped: it does not match the widget model`);
  }
  const orderOf = (w: Widget) => w.order ?? Number.MAX_SAFE_INTEGER;
  return widgets.sort((a, b) => orderOf(a) - orderOf(b) || a.FireId.localeCompare(b.FireId));
}

/** Project and journal widgets shown with a collection: those naming it, or every collection. */
export function widgetsForCollection(widgets: readonly Widget[], collKey: string): Widget[] {
  return widgets.filter(
    (w) =>
      w.keyOfCollection === undefined ||
      w.keyOfCollection === allCollectionsKey ||
      w.keyOfCollection === collKey,
  );
}

/** The link of a widget's own page (spec §2): its collection (or every one) and the document, or none. */
export function widgetPageLink(widget: Widget, collKey: string | null, documentId: string | null): string {
  const base = widget.place === 'public' ? '/publicWidget' : '/widget';
  const key = collKey ?? widget.keyOfCollection ?? allCollectionsKey;
  return `${base}/${encodeURIComponent(key)}/${encodeURIComponent(widget.FireId)}/${encodeURIComponent(documentId ?? 'none')}`;
}
