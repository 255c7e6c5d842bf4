/** Public documents per page (spec: results per page from 4 to 50). */
export const publicPerPage = 12;

/** The page a `?page=` value names: a whole number from 1, anything else is page 1. */
export function pageFromParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= 10_000 ? page : 1;
}

/** How many pages `total` documents fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
