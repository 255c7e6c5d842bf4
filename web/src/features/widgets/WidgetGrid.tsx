import type { Widget } from '@colmena/shared/schemas';
import type { WidgetPlacement } from '../../widgets/kindTypes';
import { WidgetCard } from './WidgetCard';
import './widgets.css';

/** Widgets in the grid of spec §5: 1 to 5 columns by the screen, each spanning its `width`. */
export function WidgetGrid({
  widgets,
  placement,
  label,
}: {
  widgets: readonly Widget[];
  placement: Omit<WidgetPlacement, 'mode'>;
  label?: string;
}) {
  return (
    <section className="widget-grid" aria-label={label} data-testid="widget-grid">
      {widgets.map((widget) => (
        <WidgetCard key={widget.FireId} widget={widget} placement={placement} />
      ))}
    </section>
  );
}
