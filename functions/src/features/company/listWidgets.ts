import { isWidgetVisible, type Viewer } from '@colmena/shared/policy';
import { type Widget, type WidgetPlace, widgetSchema } from '@colmena/shared/schemas';
import type { Store } from '../../platform/store/Store';

/** `GET /api/widgets?place=`: the widgets of a place the viewer may see, by `order`. */
export async function listWidgets(
  store: Store,
  tenant: string,
  place: WidgetPlace,
  viewer: Viewer,
): Promise<Widget[]> {
  const docs = await store.query(tenant, { collection: 'widgets', where: [['place', '==', place]] });
  const widgets: Widget[] = [];
  for (const doc of docs) {
    const parsed = widgetSchema.safeParse(doc);
    if (!parsed.success) {
      console.warn(`[colmena] ${tenant} widget ${doc.FireId} skipped: invalid`);
      continue;
    }
    if (isWidgetVisible(parsed.data, viewer)) widgets.push(parsed.data);
  }
  const orderOf = (w: Widget) => w.order ?? Number.MAX_SAFE_INTEGER;
  return widgets.sort((a, b) => orderOf(a) - orderOf(b) || a.FireId.localeCompare(b.FireId));
}
