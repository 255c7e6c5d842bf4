import { useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useT } from '../../hooks/useT';
import { CollectionSelector } from './CollectionSelector';
import { chosenSort, collectionPath, projectPath, sortId, sortOptions } from './collections';
import { DocCard } from './DocCard';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';
import { LoadingCards } from './LoadingCards';
import { NoCollection } from './NoCollection';
import { Pager } from './Pager';
import { pageCount, pageItems } from './perPage';
import { listLimit, mainListQuery } from './queries';
import { searchDocs } from './searchDocs';
import { useCurrentCollection } from './useCurrentCollection';
import { usePerPage } from './usePerPage';
import './data.css';

/** Marks the first paint of cards, for the first-meaningful-paint benchmark. */
const paintMark = 'data-list-painted';

/**
 * `/data` and `/data/{collKey}` (spec §2): the current collection's documents as cards, live,
 * with search, sort and paging kept in the address so Back returns to the same place.
 */
export function DataListPage() {
  const t = useT();
  const { collKey } = useParams();
  const { collections, collection } = useCurrentCollection(collKey);
  const [params, setParams] = useSearchParams();
  const [perPage, setPerPage] = usePerPage();
  const search = params.get('q') ?? '';
  const deferredSearch = useDeferredValue(search);
  const page = Number(params.get('page') ?? '1') || 1;
  const sort = collection ? chosenSort(collection, params.get('sort')) : null;
  const list = useLiveQuery(collection && sort ? mainListQuery(collection, sort) : null);
  const found = useMemo(() => searchDocs(list.docs, deferredSearch), [list.docs, deferredSearch]);
  const pages = pageCount(found.length, perPage);
  const current = Math.min(page, pages);
  const shown = pageItems(found, current, perPage);

  useEffect(() => {
    if (shown.length > 0 && performance.getEntriesByName(paintMark).length === 0) performance.mark(paintMark);
  }, [shown.length]);

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
          {list.status === 'ready' && (
            <p className="data-page__count">
              {search.trim()
                ? t('data.list.found', { count: found.length, total: list.docs.length })
                : t('data.list.count', { count: list.docs.length })}
            </p>
          )}
        </div>
        <Link className="button button--primary" to={`${collectionPath(collection.key)}/new`}>
          <span aria-hidden="true">+</span>
          {t('data.create.button', { name: singular })}
        </Link>
      </header>
      <CollectionSelector collections={collections} currentKey={collection.key} />
      <ListToolbar
        search={search}
        onSearch={(value) => update({ q: value, page: null })}
        sorts={sortOptions(collection)}
        sort={sort}
        onSort={(id) =>
          update({ sort: id === sortId(sortOptions(collection)[0] ?? sort) ? null : id, page: null })
        }
        perPage={perPage}
        onPerPage={(value) => {
          setPerPage(value);
          update({ page: null });
        }}
      />
      {list.status === 'loading' && <LoadingCards count={Math.min(perPage, 8)} />}
      {list.status === 'error' && <LoadError error={list.error} />}
      {list.status === 'ready' && shown.length === 0 && (
        <p className="empty-state">
          {search.trim()
            ? t('data.list.noMatch', { query: search.trim() })
            : t('data.list.empty', { name: plural })}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="doc-grid" aria-label={plural}>
          {shown.map((doc) => (
            <DocCard
              key={doc.FireId}
              doc={doc}
              to={projectPath(collection.key, doc.FireId)}
              badge={
                collection.secondaryCollection && typeof doc.JournalsCount === 'number'
                  ? `${doc.JournalsCount} ${collection.secondaryName ?? ''}`.trim()
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {list.docs.length >= listLimit && (
        <p className="data-page__limit">{t('data.list.limit', { count: listLimit })}</p>
      )}
      <Pager
        page={current}
        pages={pages}
        onPage={(next) => update({ page: next === 1 ? null : String(next) })}
      />
    </div>
  );
}
