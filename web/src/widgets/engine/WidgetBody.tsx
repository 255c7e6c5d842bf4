import type { Widget } from '@colmena/shared/schemas';
import { parseWidgetSettings, type WidgetKind, type WidgetSettings } from '@colmena/shared/widgets';
import { Suspense } from 'react';
import { WidgetFailure } from '../../features/widgets/WidgetErrorBoundary';
import { useT } from '../../hooks/useT';
import type { WidgetPlacement } from '../kindTypes';
import { type RegisteredKind, registeredKind } from '../registry';
import { shapeResults } from './shapeResults';
import { useWidgetResults } from './useWidgetResults';
import { widgetQueries } from './widgetQueries';

interface Props {
  widget: Widget;
  placement: WidgetPlacement;
}

/**
 * A widget's content by its kind: the kind's renderer (its code loaded on first use) with the
 * kind's settings and the live results of its queries. A widget without a kind has none (a
 * card of title and info); a kind the app does not know, or settings its kind refuses, say so.
 */
export function WidgetBody({ widget, placement }: Props) {
  const t = useT();
  if (widget.type === undefined) return null;
  const kind = registeredKind(widget.type);
  if (!kind) {
    return (
      <p className="notice notice--warning" data-testid="widget-unknown-kind">
        {t('widgets.unknownKind', { kind: widget.type })}
      </p>
    );
  }
  const settings = parseWidgetSettings(kind.definition.kind, widget.settings);
  if (!settings.ok) {
    return (
      <p className="notice notice--error" role="alert" data-testid="widget-bad-settings">
        {t('widgets.badSettings', { problem: settings.problem })}
      </p>
    );
  }
  return <KindBody kind={kind} settings={settings.settings} widget={widget} placement={placement} />;
}

function KindBody<K extends WidgetKind>({
  kind,
  settings,
  widget,
  placement,
}: Props & { kind: RegisteredKind<K>; settings: WidgetSettings<K> }) {
  const t = useT();
  const requests = widgetQueries(widget, placement, kind.definition.usesQueries);
  const raw = useWidgetResults(requests, widget.querysArray ?? []);
  const results = shapeResults(widget, raw, placement);
  const failed = results.find((result) => result.status === 'error');
  // Spec §8: a failing query shows like a failing render, "Algo Salio Mal." and the error.
  if (failed?.error) return <WidgetFailure error={new Error(t(`errors.${failed.error}`))} />;
  if (results.some((result) => result.status === 'loading')) return <WidgetLoading />;
  const { Renderer } = kind;
  return (
    <Suspense fallback={<WidgetLoading />}>
      <Renderer widget={widget} settings={settings} results={results} placement={placement} />
    </Suspense>
  );
}

function WidgetLoading() {
  const t = useT();
  return (
    <div className="widget-loading" aria-busy="true">
      <span className="visually-hidden">{t('widgets.loading')}</span>
    </div>
  );
}
