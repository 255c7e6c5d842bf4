import type { ErrorCode } from '@colmena/shared';
import type { Widget, WidgetPlace } from '@colmena/shared/schemas';
import { useMemo } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { widgetsFromDocs } from './widgetList';

export type LiveWidgets =
  | { status: 'loading' }
  | { status: 'ready'; widgets: Widget[] }
  | { status: 'failed'; code: ErrorCode };

/**
 * The widgets of a place (null: of every place) the caller may see, live (spec §7): the server
 * filters them by visibility (consumer, drafts, the phone), so a widget saved in the editor
 * appears, and a deleted one goes, on every open page. `enabled: false` waits.
 */
export function useLiveWidgets(place: WidgetPlace | null, enabled = true): LiveWidgets {
  const live = useLiveQuery(
    enabled ? { collection: 'widgets', ...(place ? { where: [['place', '==', place]] } : {}) } : null,
  );
  return useMemo<LiveWidgets>(() => {
    if (live.status === 'error') return { status: 'failed', code: live.error ?? 'error_loading_data' };
    if (live.status === 'loading') return { status: 'loading' };
    return { status: 'ready', widgets: widgetsFromDocs(live.docs) };
  }, [live]);
}
