import { allCollectionsKey } from '@colmena/shared/schemas';
import { useParams } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { iconFor } from '../../ui/iconFor';
import { Icon } from '../../ui/icons';
import { Tag } from '../../ui/Tag';
import { WidgetBody } from '../../widgets/engine/WidgetBody';
import { hasInfo } from './infoText';
import { useLiveWidgets } from './useLiveWidgets';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetInfo } from './WidgetInfo';
import './widgets.css';

/**
 * `/widget/{collKey}/{widgetid}/{documentid}[/{pageNumber}]` and, for visitors, the same under
 * `/publicWidget` (spec §2): one widget on its own page, every query entry run. The widget
 * comes from the live list the caller may see (a public page: place public only), so one
 * that is not theirs is simply not found.
 */
export function WidgetPage({ publicOnly }: { publicOnly: boolean }) {
  const t = useT();
  const { user } = useSession();
  const { collKey = allCollectionsKey, widgetid = '', documentid = 'none', pageNumber } = useParams();
  const state = useLiveWidgets(publicOnly ? 'public' : null);
  if (state.status === 'loading')
    return (
      <div className="page">
        <div className="skeleton-grid" aria-busy="true" />
      </div>
    );
  if (state.status === 'failed') {
    return (
      <div className="page">
        <p className="notice notice--error" role="alert">
          {t(`errors.${state.code}`)}
        </p>
      </div>
    );
  }
  const widget = state.widgets.find((w) => w.FireId === widgetid);
  if (!widget) {
    return (
      <div className="page">
        <p className="empty-state" data-testid="widget-not-found">
          {t('widgets.notFound')}
        </p>
      </div>
    );
  }
  const title = widget.title?.trim() || t('shell.widget.untitled');
  const page = Number.parseInt(pageNumber ?? '1', 10);
  return (
    <div className="page widget-page" data-testid="widget-page" data-widget-id={widget.FireId}>
      <header className="page__header">
        <h1 className="page__title">
          <Icon name={iconFor(widget.type)} size={24} /> {title}
        </h1>
        {widget.ready === false && <Tag tone="warning">{t('widgets.draft')}</Tag>}
        {hasInfo(widget.info) && widget.info && <WidgetInfo info={widget.info} title={title} />}
      </header>
      <div className="widget-page__body">
        <WidgetErrorBoundary>
          <WidgetBody
            widget={widget}
            placement={{
              collKey,
              documentId: documentid === 'none' ? null : documentid,
              pageNumber: Number.isInteger(page) && page > 0 ? page : 1,
              mode: 'page',
              visitor: user === null,
            }}
          />
        </WidgetErrorBoundary>
      </div>
    </div>
  );
}
