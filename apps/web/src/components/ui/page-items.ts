/** A page button, or a gap ("…") between page groups. */
export type TPageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * Page numbers to show (spec §9: 2 margin pages, range 5): the first and last 2 pages, and 5
 * pages around the current one, with gaps where pages are skipped. Pages count from 1.
 */
export function pageItems(current: number, total: number, margin = 2, range = 5): TPageItem[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p += 1) shown.add(p);

  const items: TPageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
