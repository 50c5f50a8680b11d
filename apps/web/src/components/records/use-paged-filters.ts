import { useState } from 'react';

/** Rows a records page asks for at a time. */
export const RECORDS_PAGE_SIZE = 20;

/**
 * A records page's filters and page number: any change of a filter goes back to page 1, since
 * the old page number means nothing in the new result.
 */
export function usePagedFilters<TFilters extends object>(initial: TFilters | (() => TFilters)) {
  const [filters, setFilters] = useState<TFilters>(initial);
  const [page, setPage] = useState(1);
  const change = (patch: Partial<TFilters>) => {
    setFilters((old) => ({ ...old, ...patch }));
    setPage(1);
  };
  return { filters, change, page, setPage };
}

/** How many pages of RECORDS_PAGE_SIZE rows `total` rows fill. */
export function recordsPageCount(total: number): number {
  return Math.ceil(total / RECORDS_PAGE_SIZE);
}
