import { useId } from 'react';
import { useT } from '../../hooks/useT';
import { type SortOption, sortId } from './collections';
import { perPageChoices } from './perPage';

interface Props {
  search: string;
  onSearch(value: string): void;
  sorts: readonly SortOption[];
  sort: SortOption;
  onSort(id: string): void;
  /** Left out, no per-page choice (the table view has no pages). */
  perPage?: number;
  onPerPage?(value: number): void;
  /** A field as people call it (its declared label, "Creado" for CreatedAt…). */
  labelOf?(field: string): string;
}

/** Search over the visible fields, sort and results per page (spec §5: 4 to 50). */
export function ListToolbar({
  search,
  onSearch,
  sorts,
  sort,
  onSort,
  perPage,
  onPerPage,
  labelOf = (field) => field,
}: Props) {
  const t = useT();
  const id = useId();
  const choices =
    perPage === undefined || perPageChoices.includes(perPage as (typeof perPageChoices)[number])
      ? perPageChoices
      : [...perPageChoices, perPage].sort((a, b) => a - b);
  return (
    <div className="list-toolbar">
      <search className="list-toolbar__search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {t('data.list.search')}
        </label>
        <svg
          className="list-toolbar__search-icon"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <input
          id={`${id}-search`}
          type="search"
          className="list-toolbar__input"
          placeholder={t('data.list.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </search>
      <div className="list-toolbar__select list-toolbar__select--sort">
        <label htmlFor={`${id}-sort`}>{t('data.list.sort')}</label>
        <select id={`${id}-sort`} value={sortId(sort)} onChange={(event) => onSort(event.target.value)}>
          {sorts.map((option) => (
            <option key={sortId(option)} value={sortId(option)}>
              {t(option.dir === 'asc' ? 'data.sort.asc' : 'data.sort.desc', { field: labelOf(option.field) })}
            </option>
          ))}
        </select>
      </div>
      {perPage !== undefined && onPerPage && (
        <div className="list-toolbar__select">
          <label htmlFor={`${id}-per-page`}>{t('data.list.perPage')}</label>
          <select
            id={`${id}-per-page`}
            value={String(perPage)}
            onChange={(event) => onPerPage(Number(event.target.value))}
          >
            {choices.map((choice) => (
              <option key={choice} value={String(choice)}>
                {choice}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
