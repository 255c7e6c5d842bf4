/** Spec §5/§9: "Results per page: 4 to 50". */
export const minPerPage = 4;
export const maxPerPage = 50;
export const defaultPerPage = 12;
export const perPageChoices = [4, 8, 12, 20, 30, 50] as const;

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

/** A whole number between 4 and 50; anything unreadable is the default. */
export function clampPerPage(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return defaultPerPage;
  return Math.min(maxPerPage, Math.max(minPerPage, Math.round(number)));
}

/** Remembered per user, so people sharing a browser keep their own choice. */
export function perPageStorageKey(uid: string): string {
  return `colmena.data.perPage.${uid}`;
}

export function readPerPage(storage: ReadStorage | null, uid: string): number {
  try {
    return clampPerPage(storage?.getItem(perPageStorageKey(uid)) ?? null);
  } catch {
    // Storage can throw (privacy modes); the default still works.
    return defaultPerPage;
  }
}

export function writePerPage(storage: WriteStorage | null, uid: string, value: number): number {
  const clamped = clampPerPage(value);
  try {
    storage?.setItem(perPageStorageKey(uid), String(clamped));
  } catch {
    // Not remembered, still applied.
  }
  return clamped;
}

/** How many pages `total` items make (at least one, so an empty list still shows page 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / clampPerPage(perPage)));
}

/** The items of 1-based `page`, the page clamped to those there are. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const size = clampPerPage(perPage);
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((current - 1) * size, current * size);
}
