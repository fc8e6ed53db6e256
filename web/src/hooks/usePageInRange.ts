import { useEffect } from 'react';

/**
 * A paged list shown past its last page (its last rows deleted, another language or store picked, a link to a page
 * the list no longer has) moves to its last page, instead of an empty table that says there is nothing. `setPage`
 * corrects the page in place (`set(next, { replace: true })` of useUrlFilters): Back never returns to the empty page.
 */
export function usePageInRange(
  data: { list: unknown[]; total: number; pageSize: number } | undefined,
  page: number,
  setPage: (page: number) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer or page can put the page out of range.
  useEffect(() => {
    if (!data || page <= 1 || data.list.length > 0) return;
    setPage(Math.max(1, Math.ceil(data.total / data.pageSize)));
  }, [data, page]);
}
