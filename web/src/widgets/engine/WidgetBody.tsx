import type { StoredDoc } from '@colmena/shared';
import type { SandboxError, SandboxOutcome } from '@colmena/shared/sandbox';
import type { Widget } from '@colmena/shared/schemas';
import { parseWidgetSettings, type WidgetKind, type WidgetSettings } from '@colmena/shared/widgets';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { Translate } from '../../app/i18n/LanguageContext';
import { WidgetFailure } from '../../features/widgets/WidgetErrorBoundary';
import { useT } from '../../hooks/useT';
import type { WidgetPlacement } from '../kindTypes';
import { type RegisteredKind, registeredKind } from '../registry';
import { badShapeMessage } from './logicStep';
import { useShapedResults } from './shapeResults';
import { useWidgetResults } from './useWidgetResults';
import { widgetQueries } from './widgetQueries';

interface Props {
  widget: Widget;
  placement: WidgetPlacement;
  /**
   * The widget editor's preview: the queries of the widget as the form holds it (unsaved; the
   * server's level-100 preview query) instead of the stored widget's.
   */
  preview?: boolean;
  /** The editor shows the logic function's outcome beside its code. */
  onLogicOutcome?(outcome: SandboxOutcome | null): void;
}

/**
 * A widget's content by its kind: the kind's renderer (its code loaded on first use) with the
 * kind's settings and the live results of its queries. A widget without a kind has none (a
 * card of title and info); a kind the app does not know, or settings its kind refuses, say so.
 */
export function WidgetBody({ widget, placement, preview = false, onLogicOutcome }: Props) {
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
  return (
    <KindBody
      kind={kind}
      settings={settings.settings}
      widget={widget}
      placement={placement}
      preview={preview}
      onLogicOutcome={onLogicOutcome}
    />
  );
}

function KindBody<K extends WidgetKind>({
  kind,
  settings,
  widget,
  placement,
  preview,
  onLogicOutcome,
}: Props & { kind: RegisteredKind<K>; settings: WidgetSettings<K> }) {
  const t = useT();
  // The kind's code loads while its queries run, not after them. Once loaded it renders
  // directly: React.lazy would suspend on its first render in the page even then, and React
  // keeps a revealed fallback at least 300 ms. The lazy renderer stays for a failed load (the
  // error boundary shows it).
  const [settled, setSettled] = useState(false);
  const Loaded = kind.loaded();
  useEffect(() => {
    if (Loaded) return;
    let current = true;
    void kind.settled().then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [kind, Loaded]);
  const requests = widgetQueries(widget, placement, kind.definition.usesQueries, preview);
  const raw = useWidgetResults(requests, widget.querysArray ?? [], widget);
  const requestsKey = JSON.stringify(requests);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the requests' content
  const entryDocuments = useCallback(
    (entry: number): Promise<StoredDoc[]> => {
      const request = requests[entry];
      if (!request) return Promise.resolve([]);
      const { aggregate: _pivot, ...documents } = request;
      return api.query(documents);
    },
    [requestsKey],
  );
  const { results, outcome } = useShapedResults(widget, raw, placement);
  useEffect(() => onLogicOutcome?.(outcome), [onLogicOutcome, outcome]);
  const failed = results.find((result) => result.status === 'error');
  // Spec §8: a failing query or logic function shows like a failing render, "Algo Salio Mal." and the error.
  if (failed?.logicError) return <WidgetFailure error={new Error(logicErrorText(failed.logicError, t))} />;
  if (failed?.error) return <WidgetFailure error={new Error(t(`errors.${failed.error}`))} />;
  if (results.some((result) => result.status === 'loading')) return <WidgetLoading />;
  if (Loaded)
    return (
      <Loaded
        widget={widget}
        settings={settings}
        results={results}
        placement={placement}
        preview={preview}
        entryDocuments={entryDocuments}
      />
    );
  if (!settled) return <WidgetLoading />;
  const { Renderer } = kind;
  return (
    <Suspense fallback={<WidgetLoading />}>
      <Renderer
        widget={widget}
        settings={settings}
        results={results}
        placement={placement}
        preview={preview}
        entryDocuments={entryDocuments}
      />
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

/** A logic function's failure in the page's words: its kind, then the sandbox's detail and line. */
export function logicErrorText(error: SandboxError, t: Translate): string {
  const detail = error.message === badShapeMessage ? t('widgets.logic.badShape') : error.message;
  const where = error.line === undefined ? '' : ` (${t('widgets.logic.line', { line: String(error.line) })})`;
  return t('widgets.logic.failed', {
    kind: t(`widgets.logic.kind.${error.kind}`),
    message: `${detail}${where}`,
  });
}
