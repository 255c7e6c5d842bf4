import '@colmena/shared/i18n/widgetsTexts';
import type { ErrorCode, StoredDoc } from '@colmena/shared';
import {
  cellDocuments,
  computePivot,
  formatPivotKeyPart,
  formatPivotValue,
  type PivotKeyPart,
  type PivotResult,
  PivotTooLargeError,
  type PivotValues,
} from '@colmena/shared';
import { readWidgetAggregate } from '@colmena/shared/widgets';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toErrorCode } from '../../api/apiError';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { documentRoute } from '../engine/documentRoute';
import type { WidgetView } from '../kindTypes';
import {
  type PivotColumnGroup,
  pivotBodyRows,
  pivotColumnGroups,
  valueHeading,
  valuesAt,
} from './pivotTable';
import './pivot.css';

const emptyDocs: StoredDoc[] = [];

interface Drill {
  rowKey: PivotKeyPart[];
  colKey: PivotKeyPart[];
  title: string;
}

type Computed = { ok: true; result: PivotResult } | { ok: false; rows: number; columns: number };

/**
 * Pivot kind: the engine's table (shared/src/pivot) of one query entry — row groups with their
 * subtotals, a column per column key and value, totals — in Spanish number format, headers
 * sticky while it scrolls. The server computes it (the entry's aggregate) unless a logic
 * function shapes the documents first; then the page does. Every cell is a button: it lists the
 * documents behind it (read when asked, after an aggregate), each a link to its document.
 */
export function PivotWidget({ widget, settings, results, placement, entryDocuments }: WidgetView<'pivot'>) {
  const t = useT();
  const received = results[settings.entry]?.docs ?? emptyDocs;
  const aggregate = readWidgetAggregate(received);
  const docs = aggregate ? null : received;
  const computed = useMemo<Computed>(() => {
    if (aggregate?.pivot) return { ok: true, result: aggregate.pivot };
    if (aggregate)
      return {
        ok: false,
        rows: aggregate.tooLarge?.rowGroups ?? 0,
        columns: aggregate.tooLarge?.columns ?? 0,
      };
    try {
      return { ok: true, result: computePivot(received, settings.pivot) };
    } catch (error) {
      if (error instanceof PivotTooLargeError)
        return { ok: false, rows: error.rowGroups, columns: error.columns };
      throw error;
    }
  }, [received, aggregate, settings.pivot]);
  const [drill, setDrill] = useState<Drill | null>(null);

  if (!computed.ok) {
    return (
      <p className="notice notice--warning" role="status">
        {t('widgets.pivot.tooLarge', { rows: String(computed.rows), columns: String(computed.columns) })}
      </p>
    );
  }
  const { result } = computed;
  // The table follows the pivot it was computed with (the server's, for an aggregate).
  const config = result.config;
  if (result.documentCount === 0) return <p className="widget-pivot__empty">{t('widgets.pivot.empty')}</p>;

  const groups = pivotColumnGroups(result, t('widgets.pivot.total'));
  // Each value column with an id of its own (two columns may ask for the same thing).
  const valueColumns = config.values.map((spec, index) => ({
    spec,
    id: String(index),
    heading: valueHeading(spec, t),
  }));
  const bodyRows = pivotBodyRows(result);
  const rowFieldsLabel = config.rows
    .map((f) => (typeof f === 'string' ? f : `${f.field} (${f.bucket})`))
    .join(' › ');
  const open = (rowKey: PivotKeyPart[], group: PivotColumnGroup, rowLabel: string) =>
    setDrill({
      rowKey,
      colKey: group.key,
      title: t('widgets.pivot.drillTitle', { row: rowLabel, column: group.label }),
    });

  const cells = (
    values: PivotValues | null,
    rowKey: PivotKeyPart[],
    rowLabel: string,
    group: PivotColumnGroup,
    count: number,
  ) =>
    valueColumns.map(({ spec, id }) => {
      const value = values?.[Number(id)] ?? null;
      const text = formatPivotValue(value, spec.agg);
      // The total column stands out only beside column keys (alone, it is the table's only column).
      const className =
        group.total && result.colKeys.length > 0
          ? 'widget-pivot__cell widget-pivot__cell--total'
          : 'widget-pivot__cell';
      if (values === null) return <td key={`${group.label}-${id}`} className={className} />;
      return (
        <td key={`${group.label}-${id}`} className={className}>
          <button
            type="button"
            className="widget-pivot__drill"
            onClick={() => open(rowKey, group, rowLabel)}
            aria-label={t('widgets.pivot.cellLabel', { value: text || '—', count: String(count) })}
          >
            {text}
          </button>
        </td>
      );
    });

  return (
    <div className="widget-pivot" data-testid="widget-pivot" data-mode={placement.mode}>
      <div className="widget-pivot__scroll">
        <table className="widget-pivot__table">
          <caption className="visually-hidden">
            {t('widgets.pivot.caption', { title: widget.title ?? '' })}
          </caption>
          <thead>
            {result.colKeys.length > 0 && (
              <tr>
                <th scope="col" className="widget-pivot__corner" rowSpan={2}>
                  {rowFieldsLabel}
                </th>
                {groups.map((group) => (
                  <th
                    key={group.label}
                    scope="colgroup"
                    colSpan={valueColumns.length}
                    className={
                      group.total
                        ? 'widget-pivot__colkey widget-pivot__colkey--total'
                        : 'widget-pivot__colkey'
                    }
                  >
                    {group.label}
                  </th>
                ))}
              </tr>
            )}
            <tr>
              {result.colKeys.length === 0 && (
                <th scope="col" className="widget-pivot__corner">
                  {rowFieldsLabel}
                </th>
              )}
              {groups.flatMap((group) =>
                valueColumns.map(({ id, heading }) => (
                  <th key={`${group.label}-${id}`} scope="col" className="widget-pivot__value-heading">
                    {heading}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {bodyRows.map((row) => (
              <tr
                key={JSON.stringify(row.key)}
                className={row.subtotal ? 'widget-pivot__row--subtotal' : undefined}
              >
                <th scope="row" className="widget-pivot__rowkey" data-depth={Math.min(row.depth, 4)}>
                  {row.label}
                </th>
                {groups.flatMap((group, i) =>
                  cells(valuesAt(row, group, i), row.key, row.label, group, row.documentCount),
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="widget-pivot__rowkey">
                {t('widgets.pivot.grandTotal')}
              </th>
              {groups.flatMap((group, i) =>
                cells(
                  group.total ? result.grandTotal : (result.colTotals[i] ?? null),
                  [],
                  t('widgets.pivot.grandTotal'),
                  group,
                  result.documentCount,
                ),
              )}
            </tr>
          </tfoot>
        </table>
      </div>
      {drill && (
        <DrillDown
          drill={drill}
          docs={docs}
          load={() => entryDocuments?.(settings.entry) ?? Promise.resolve([])}
          config={config}
          visitor={placement.visitor}
          onClose={() => setDrill(null)}
        />
      )}
    </div>
  );
}

interface DrillProps {
  drill: Drill;
  /** The entry's documents, or null when only its pivot came: then `load` reads them. */
  docs: readonly StoredDoc[] | null;
  load(): Promise<StoredDoc[]>;
  config: PivotResult['config'];
  visitor: boolean;
  onClose(): void;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; docs: readonly StoredDoc[] }
  | { status: 'error'; code: ErrorCode };

/** The documents behind one cell (the engine filters them on demand), each opening its document. */
function DrillDown({ drill, docs, load, config, visitor, onClose }: DrillProps) {
  const t = useT();
  const { company } = useSession();
  const loaded = useEntryDocuments(docs, load);
  const found = useMemo(
    () => (loaded.status === 'ready' ? cellDocuments(loaded.docs, config, drill.rowKey, drill.colKey) : []),
    [loaded, config, drill],
  );
  return (
    <Dialog
      open
      title={drill.title}
      onClose={onClose}
      wide
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('shell.dialog.close')}
        </button>
      }
    >
      {loaded.status === 'loading' && (
        <p className="widget-loading" aria-busy="true">
          {t('widgets.loading')}
        </p>
      )}
      {loaded.status === 'error' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${loaded.code}`)}
        </p>
      )}
      {loaded.status === 'ready' && (
        <p className="widget-pivot__drill-count">
          {t('widgets.pivot.drillCount', { count: String(found.length) })}
        </p>
      )}
      {loaded.status !== 'ready' ? null : found.length === 0 ? (
        <p>{t('widgets.pivot.drillEmpty')}</p>
      ) : (
        <ul className="widget-pivot__drill-list" data-testid="pivot-drill-list">
          {found.map((doc) => {
            const name =
              typeof doc.Name === 'string' && doc.Name.trim() !== ''
                ? doc.Name
                : formatPivotKeyPart(doc.FireId);
            const to = documentRoute(doc, company.collections, visitor);
            return <li key={doc.FireId}>{to ? <Link to={to}>{name}</Link> : name}</li>;
          })}
        </ul>
      )}
    </Dialog>
  );
}

/** The documents a drill-down filters: those at hand, or read once when the cell opens. */
function useEntryDocuments(docs: readonly StoredDoc[] | null, load: () => Promise<StoredDoc[]>): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(docs ? { status: 'ready', docs } : { status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per open dialog
  useEffect(() => {
    if (docs) return;
    let current = true;
    load().then(
      (read) => current && setLoaded({ status: 'ready', docs: read }),
      (error: unknown) => {
        console.error('The documents of the pivot did not load', error);
        if (current) setLoaded({ status: 'error', code: toErrorCode(error) });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return docs ? { status: 'ready', docs } : loaded;
}
