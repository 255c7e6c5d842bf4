import type { WidgetsMenuItem } from '@colmena/shared';
import { allCollectionsKey } from '@colmena/shared/schemas';
import { iconFor } from '../../ui/iconFor';
import type { IconName } from '../../ui/icons';

export interface Shortcut {
  key: string;
  to: string;
  icon: IconName;
  /** The tenant's own title for it; the icon bar falls back to a numbered label. */
  title: string | null;
}

/**
 * Spec §2: a widgetsMenu shortcut opens its widget with the first collection the user sees,
 * or with every collection when there is none.
 */
export function shortcutLink(widget: string, collections: readonly { key: string }[]): string {
  const collKey = collections[0]?.key ?? allCollectionsKey;
  return `/widget/${encodeURIComponent(collKey)}/${encodeURIComponent(widget)}/none`;
}

export function buildShortcuts(
  menu: readonly WidgetsMenuItem[],
  collections: readonly { key: string }[],
): Shortcut[] {
  return menu.map((item, index) => ({
    key: `${index}-${item.widget}`,
    to: shortcutLink(item.widget, collections),
    icon: iconFor(item.icon),
    title: item.title?.trim() || null,
  }));
}
