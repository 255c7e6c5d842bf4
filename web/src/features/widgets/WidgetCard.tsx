import type { Widget } from '@colmena/shared/schemas';
import { useId, useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { iconFor } from '../../ui/iconFor';
import { Icon } from '../../ui/icons';
import { hasInfo, singleUrl } from './infoText';
import { plainText } from './plainText';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetInfo } from './WidgetInfo';

/**
 * A widget as a card: its title, a preview of its info and the info link or popup. The widget
 * body itself comes with the widget catalogue. `width` (1-5) is the columns it spans (CSS).
 */
export function WidgetCard(props: { widget: Widget; compact?: boolean }) {
  return (
    <WidgetErrorBoundary>
      <WidgetCardBody {...props} />
    </WidgetErrorBoundary>
  );
}

function WidgetCardBody({ widget, compact = false }: { widget: Widget; compact?: boolean }) {
  const t = useT();
  const titleId = useId();
  const title = widget.title?.trim() || t('shell.widget.untitled');
  const info = hasInfo(widget.info) ? widget.info : null;
  const preview = useMemo(() => (info && !singleUrl(info) ? plainText(info) : ''), [info]);
  const className = compact ? 'widget-card widget-card--compact' : 'widget-card';
  return (
    <article
      className={className}
      data-width={widget.width}
      aria-labelledby={titleId}
      data-testid="widget-card"
    >
      <header className="widget-card__header">
        <span className="widget-card__icon">
          <Icon name={iconFor(widget.type)} size={20} />
        </span>
        <h3 id={titleId} className="widget-card__title">
          {title}
        </h3>
      </header>
      {preview && !compact && <p className="widget-card__preview">{preview}</p>}
      {info && (
        <div className="widget-card__actions">
          <WidgetInfo info={info} title={title} />
        </div>
      )}
    </article>
  );
}
