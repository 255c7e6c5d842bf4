/** One collection's share of a page: skip `offset` of its documents, then take `take`. */
export interface PageSlice {
  index: number;
  offset: number;
  take: number;
}

/**
 * Which documents of consecutive collections (their sizes in `counts`) fill page `page` of
 * `perPage`, as if the collections were one list: whole collections before the page are
 * skipped by their count, so no store reads more than the page needs.
 */
export function pagePlan(counts: readonly number[], page: number, perPage: number): PageSlice[] {
  let skip = (page - 1) * perPage;
  let left = perPage;
  const slices: PageSlice[] = [];
  counts.forEach((count, index) => {
    if (left === 0) return;
    if (skip >= count) {
      skip -= count;
      return;
    }
    const take = Math.min(left, count - skip);
    slices.push({ index, offset: skip, take });
    left -= take;
    skip = 0;
  });
  return slices;
}
