import '@colmena/shared/i18n/widgetEditorTexts';
import { allCollectionsKey, type WidgetPlace, widgetPlaces } from '@colmena/shared/schemas';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { useT } from '../../hooks/useT';
import { useLiveWidgets } from '../widgets/useLiveWidgets';
import { WidgetEditor } from './WidgetEditor';
import { formFromWidget, newWidgetForm } from './widgetForm';

/**
 * `/widgetfactory/{widgetId}/{collKey}/{place}/{documentId}` (level 100, the route guard): the
 * widget editor for a computer screen. `new` starts a draft of the route's place and collection;
 * any other id edits that widget, read from the live widget list (a level 100 sees drafts too).
 */
export function WidgetFactoryPage() {
  const t = useT();
  const { company } = useSession();
  const small = useSmallScreen();
  const location = useLocation();
  const {
    widgetId = 'new',
    collKey = allCollectionsKey,
    place = 'company',
    documentId = 'none',
  } = useParams();
  const isNew = widgetId === 'new';
  const live = useLiveWidgets(null, !isNew && !small);
  const onDocument = documentId === 'none' ? null : documentId;
  const newPlace: WidgetPlace = (widgetPlaces as readonly string[]).includes(place)
    ? (place as WidgetPlace)
    : 'company';
  const knownCollection = company.collections.some((c) => c.key === collKey);
  const initialNew = useMemo(
    () => newWidgetForm({ place: newPlace, keyOfCollection: knownCollection ? collKey : allCollectionsKey }),
    [newPlace, knownCollection, collKey],
  );

  if (small) {
    return (
      <div className="page">
        <p className="empty-state">{t('widgets.editor.desktopOnly')}</p>
      </div>
    );
  }
  if (isNew) {
    return (
      <WidgetEditor
        key="new"
        widgetId={null}
        initial={initialNew}
        collKey={collKey}
        documentId={onDocument}
      />
    );
  }
  if (live.status === 'failed') {
    return (
      <div className="page">
        <p className="notice notice--error" role="alert">
          {t(`errors.${live.code}`)}
        </p>
      </div>
    );
  }
  const widget = live.status === 'ready' ? live.widgets.find((w) => w.FireId === widgetId) : undefined;
  // Just created: the live list may not have it yet; wait rather than say it does not exist.
  const justCreated = (location.state as { created?: unknown } | null)?.created === widgetId;
  if (live.status === 'loading' || (!widget && justCreated)) {
    return (
      <div className="page">
        <p aria-busy="true">{t('widgets.editor.loading')}</p>
      </div>
    );
  }
  if (!widget) {
    return (
      <div className="page">
        <p className="empty-state" data-testid="widget-not-found">
          {t('widgets.editor.notFound')}
        </p>
      </div>
    );
  }
  return (
    <WidgetEditor
      key={widget.FireId}
      widgetId={widget.FireId}
      initial={formFromWidget(widget)}
      collKey={collKey}
      documentId={onDocument}
    />
  );
}
