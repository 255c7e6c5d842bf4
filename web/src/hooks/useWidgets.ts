import type { ErrorCode } from '@colmena/shared';
import type { Widget } from '@colmena/shared/schemas';
import { useEffect, useState } from 'react';
import { toErrorCode } from '../api/apiError';
import { api, type WidgetPlace } from '../api/client';

export type WidgetsState =
  | { status: 'loading' }
  | { status: 'ready'; widgets: Widget[] }
  | { status: 'failed'; code: ErrorCode };

/** The widgets of a place visible to the caller; reloads when `reloadKey` (e.g. the user) changes. */
export function useWidgets(place: WidgetPlace, reloadKey: string | null): WidgetsState {
  const [state, setState] = useState<WidgetsState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey only triggers a reload (another user sees other widgets)
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.getWidgets(place, controller.signal).then(
      (widgets) => setState({ status: 'ready', widgets }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Widgets of place ${place} could not be loaded`, error);
        setState({ status: 'failed', code: toErrorCode(error) });
      },
    );
    return () => controller.abort();
  }, [place, reloadKey]);

  return state;
}
