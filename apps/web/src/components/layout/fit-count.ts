/**
 * How many items of `widths` (in order) fit in `available` pixels with `gap` between them. When
 * they do not all fit, room is kept for a "more" button of `moreWidth` after the last one shown,
 * so every item stays reachable: the ones that do not fit go behind that button.
 */
export function fitCount(
  available: number,
  widths: readonly number[],
  moreWidth: number,
  gap: number,
): number {
  const all = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (all <= available) return widths.length;
  const room = available - moreWidth - gap;
  let used = 0;
  let count = 0;
  for (const width of widths) {
    const next = used + width + (count > 0 ? gap : 0);
    if (next > room) break;
    used = next;
    count += 1;
  }
  return count;
}
