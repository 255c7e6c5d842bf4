import type { WidgetPlace } from '@colmena/shared/schemas';
import { useT } from '../../hooks/useT';
import { useLiveWidgets } from './useLiveWidgets';
import { WidgetGrid } from './WidgetGrid';
import { widgetsForCollection } from './widgetList';

interface Props {
  place: Extract<WidgetPlace, 'project' | 'journal'>;
  collKey: string;
  documentId: string;
}

/** Spec §2: the project or journal widgets of this collection (or of every one), on its view, live. */
export function PlaceWidgets({ place, collKey, documentId }: Props) {
  const t = useT();
  const state = useLiveWidgets(place);
  if (state.status === 'failed') {
    return (
      <p className="notice notice--error" role="alert">
        {t(`errors.${state.code}`)}
      </p>
    );
  }
  if (state.status !== 'ready') return null;
  const widgets = widgetsForCollection(state.widgets, collKey);
  if (widgets.length === 0) return null;
  return (
    <div className="place-widgets">
      <WidgetGrid
        widgets={widgets}
        placement={{ collKey, documentId, pageNumber: 1, visitor: false }}
        label={t('widgets.place.label')}
      />
    </div>
  );
}
