import type { SlotTitle, WinDetail } from '@lw/games';

/** Cells a win covers, as [reel, row] pairs. */
export function winCells(title: SlotTitle, grid: string[][], win: WinDetail): [number, number][] {
  const kindOf = (id: string) => title.symbols.find((s) => s.id === id)?.kind;
  const cells: [number, number][] = [];
  if (win.kind === 'line') {
    const line = title.lines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.push([reel, line[reel] ?? 0]);
    return cells;
  }
  grid.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      const kind = kindOf(symbol);
      const hit =
        win.kind === 'scatter'
          ? kind === 'scatter'
          : reel < win.count && (symbol === win.symbol || kind === 'wild');
      if (hit) cells.push([reel, row]);
    }),
  );
  return cells;
}

/** Rows to highlight on each reel for a screen's wins. */
export function winRowsByReel(title: SlotTitle, grid: string[][], wins: WinDetail[]): number[][] {
  const rows: number[][] = grid.map(() => []);
  for (const win of wins) {
    for (const [reel, row] of winCells(title, grid, win)) {
      if (!rows[reel]!.includes(row)) rows[reel]!.push(row);
    }
  }
  return rows;
}

/** Rows that changed between two screens of a cascade (the cells that dropped in). */
export function changedRows(before: string[][], after: string[][]): number[][] {
  return after.map((column, reel) =>
    column.flatMap((symbol, row) => (before[reel]?.[row] === symbol ? [] : [row])),
  );
}

/** A line's path across the window in a 500 × 300 box (cell centres). */
export function linePoints(title: SlotTitle, line: number): string {
  return (title.lines[line] ?? [])
    .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
    .join(' ');
}
