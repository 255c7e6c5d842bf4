import { formatNumber } from '@colmena/shared/format';
import { canCreateIn, canUseTrash } from '@colmena/shared/policy';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../hooks/useLanguage';
import { useT } from '../../hooks/useT';
import { ExcelExportButton } from '../../widgets/excelImport/ExcelExportButton';
import { CollectionSelector } from './CollectionSelector';
import { chosenSort, collectionPath, projectPath, sortId, sortOptions, trashPath } from './collections';
import { DocCard } from './DocCard';
import { declaredFields, fieldLabel } from './declaredFields';
import { journalsBadge } from './journalsBadge';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';
import { LoadingCards } from './LoadingCards';
import { NoCollection } from './NoCollection';
import { Pager } from './Pager';
import { pageCount, pageItems } from './perPage';
import { listLimit, mainListQuery } from './queries';
import { searchDocs } from './searchDocs';
import type { ListView } from './table/tablePrefs';
import { useTablePrefs } from './table/useTablePrefs';
import { ViewSwitch } from './table/ViewSwitch';
import { useCurrentCollection } from './useCurrentCollection';
import { useBooleanWords } from './useFieldText';
import { useListDocs } from './useListDocs';
import { usePerPage } from './usePerPage';
import { useWriter } from './useWriter';
import './data.css';
import './trash.css';

/** Marks the first paint of cards, and the whole list in hand, for the benchmark. */
const paintMark = 'data-list-painted';
const completeMark = 'data-list-complete';

// The table view's code (its grid, editors, bulk actions) loads when it is first chosen, and
// from the first render of a list shown as a table, alongside the list's query rather than after it.
// Not React.lazy: a resolved lazy component still suspends once, and a revealed Suspense
// boundary may wait its throttle (up to 300 ms) before showing the rows.
type TableView = typeof import('./table/DataTable')['DataTable'];
let loadedTable: TableView | null = null;
const loadTable = () =>
  import('./table/DataTable').then((module) => {
    loadedTable = module.DataTable;
    return module.DataTable;
  });

/** The table's head load: enough rows to fill its first screen before the whole list arrives. */
const tableHeadRows = 30;

const markOnce = (name: string) => {
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
};

/**
 * `/data` and `/data/{collKey}` (spec §2): the current collection's documents as cards, live,
 * with search, sort and paging kept in the address so Back returns to the same place.
 */
export function DataListPage() {
  const t = useT();
  const { language } = useLanguage();
  const { collKey } = useParams();
  const { collections, collection } = useCurrentCollection(collKey);
  const [params, setParams] = useSearchParams();
  const [perPage, setPerPage] = usePerPage();
  const writer = useWriter();
  const search = params.get('q') ?? '';
  const deferredSearch = useDeferredValue(search);
  const page = Number(params.get('page') ?? '1') || 1;
  const sort = collection ? chosenSort(collection, params.get('sort')) : null;
  const query = collection && sort ? mainListQuery(collection, sort) : null;
  const [prefs, setPrefs] = useTablePrefs(collection?.key ?? '');
  // `?view=` (a shared link) wins over the remembered choice of this user and collection.
  const viewParam = params.get('view');
  const view: ListView = viewParam === 'table' || viewParam === 'cards' ? viewParam : prefs.view;
  // The table shows its first rows before the whole list is asked for (useListDocs' `widen`).
  const [tableRowsFor, setTableRowsFor] = useState<string | null>(null);
  const queryKey = query === null ? null : JSON.stringify(query);
  const holdWhole = view === 'table' && tableRowsFor !== queryKey && search.trim() === '';
  const list = useListDocs(query, view === 'table' ? tableHeadRows : perPage * page, !holdWhole);
  useEffect(() => {
    // No first rows to wait for: an empty head, or a failed one.
    if (view === 'table' && list.status !== 'loading' && list.docs.length === 0) setTableRowsFor(queryKey);
  }, [view, list.status, list.docs.length, queryKey]);
  const [DataTable, setDataTable] = useState<TableView | null>(() => loadedTable);
  useEffect(() => {
    if (view === 'table' && !DataTable) void loadTable().then((table) => setDataTable(() => table));
  }, [view, DataTable]);
  // The list holds at most listLimit: at the limit there may be more than it shows.
  const full = list.complete && list.docs.length >= listLimit;
  const total = formatNumber(list.docs.length);
  const booleans = useBooleanWords();
  const found = useMemo(
    () => searchDocs(list.docs, deferredSearch, booleans),
    [list.docs, deferredSearch, booleans],
  );
  const pages = pageCount(found.length, perPage);
  const current = Math.min(page, pages);
  const shown = pageItems(found, current, perPage);
  // Until the whole list is in, a search would only look at the first page: wait for it.
  const searching = search.trim() !== '' && !list.complete && list.status !== 'error';

  useEffect(() => {
    if (shown.length > 0 && view === 'cards') markOnce(paintMark);
  }, [shown.length, view]);
  useEffect(() => {
    if (list.complete) markOnce(completeMark);
  }, [list.complete]);

  if (!collection || !sort) return <NoCollection known={collections.length > 0} />;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const plural = collection.mainName ?? collection.name;
  const singular = collection.mainNameSingular ?? plural;

  return (
    <div className="page data-page">
      <header className="page__header data-page__header">
        <div className="data-page__heading">
          <h1 className="page__title">{plural}</h1>
          {list.status === 'ready' && list.complete && (
            <p className="data-page__count" data-testid="list-count">
              {search.trim()
                ? t('data.list.found', { count: formatNumber(found.length), total })
                : t(full ? 'data.list.countAtLeast' : 'data.list.count', { count: total })}
            </p>
          )}
        </div>
        <div className="data-page__actions">
          <ExcelExportButton
            request={() => ({ read: { ...query }, title: plural, language })}
            disabled={list.status !== 'ready' || list.docs.length === 0}
          />
          {writer && canUseTrash(writer, collection) && (
            <Link className="button button--text" to={trashPath(collection.key)}>
              {t('data.action.trash')}
            </Link>
          )}
          {writer && canCreateIn(writer, collection) && (
            <Link className="button button--primary" to={`${collectionPath(collection.key)}/new`}>
              <span aria-hidden="true">+</span>
              {t('data.create.button', { name: singular })}
            </Link>
          )}
        </div>
      </header>
      <CollectionSelector collections={collections} currentKey={collection.key} />
      <ViewSwitch
        view={view}
        onView={(next) => {
          setPrefs((current) => ({ ...current, view: next }));
          update({ view: null });
        }}
      />
      <ListToolbar
        search={search}
        onSearch={(value) => update({ q: value, page: null })}
        sorts={sortOptions(collection)}
        labelOf={(field) => fieldLabel(field, declaredFields(collection, 'main'), language)}
        sort={sort}
        onSort={(id) =>
          update({ sort: id === sortId(sortOptions(collection)[0] ?? sort) ? null : id, page: null })
        }
        {...(view === 'cards'
          ? {
              perPage,
              onPerPage: (value: number) => {
                setPerPage(value);
                update({ page: null });
              },
            }
          : {})}
      />
      {(list.status === 'loading' || searching) && <LoadingCards count={Math.min(perPage, 8)} />}
      {list.status === 'error' && <LoadError error={list.error} query={query} />}
      {list.status === 'ready' && !searching && shown.length === 0 && (
        <p className="empty-state">
          {search.trim()
            ? t('data.list.noMatch', { query: search.trim() })
            : t('data.list.empty', { name: plural })}
        </p>
      )}
      {view === 'table' && !searching && list.status === 'ready' && found.length > 0 && !DataTable && (
        <LoadingCards count={8} />
      )}
      {view === 'table' && DataTable && !searching && list.status === 'ready' && found.length > 0 && (
        <DataTable
          collection={collection}
          collections={collections}
          docs={found}
          sort={sort}
          sortOptions={sortOptions(collection)}
          onSort={(id) =>
            update({ sort: id === sortId(sortOptions(collection)[0] ?? sort) ? null : id, page: null })
          }
          prefs={prefs}
          onPrefs={setPrefs}
          complete={list.complete}
          onFirstRows={() => setTableRowsFor(queryKey)}
        />
      )}
      {view === 'cards' && !searching && shown.length > 0 && (
        <ul className="doc-grid" aria-label={plural}>
          {shown.map((doc) => (
            <DocCard
              key={doc.FireId}
              doc={doc}
              to={projectPath(collection.key, doc.FireId)}
              config={collection.cardConfig}
              fields={declaredFields(collection, 'main')}
              badge={journalsBadge(collection, doc.JournalsCount)}
            />
          ))}
        </ul>
      )}
      {full && <p className="data-page__limit">{t('data.list.limit', { count: formatNumber(listLimit) })}</p>}
      {list.complete && view === 'cards' && (
        <Pager
          page={current}
          pages={pages}
          onPage={(next) => update({ page: next === 1 ? null : String(next) })}
        />
      )}
    </div>
  );
}
