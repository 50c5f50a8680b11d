import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FloatStream } from '../fair/floats';
import type { RandomSource } from '../fair/random-source';
import { BASE, FREE, SlotMachine, type SpinDetail } from './engine';
import { betLevels, playSlotRound, verifySlotRound } from './play';
import { tinyCascadeTitle, tinyLinesTitle } from './slots-test-kit';
import { goldenDragon, luckyFruits, siamTreasures, SLOT_TITLES } from './titles';
import type { SlotSymbol, SlotTitle } from './types';

const n = { en: 'x', zh: 'x', th: 'x' };
const sym = (
  id: string,
  kind: SlotSymbol['kind'],
  pays: number[],
  wildMultiplier?: number,
): SlotSymbol =>
  wildMultiplier ? { id, kind, pays, name: n, wildMultiplier } : { id, kind, pays, name: n };

/** A lines title whose single screen is given column by column (each reel strip = its column). */
function linesScreen(columns: string[]): SlotTitle {
  return {
    ...tinyLinesTitle(),
    symbols: [
      sym('W', 'wild', [0, 0, 0, 20, 50, 100]),
      sym('S', 'scatter', []),
      sym('A', 'regular', [0, 0, 0, 5, 10, 40]),
      sym('B', 'regular', [0, 0, 1, 2, 4, 8]),
      sym('X', 'regular', []),
      sym('Y', 'regular', []),
      sym('Z', 'regular', []),
    ],
    reels: { base: columns.map((c) => c.split('')), free: columns.map((c) => c.split('')) },
    scatter: {
      pays: [0, 0, 0, 2, 5, 10],
      freeSpins: [0, 0, 0, 3, 3, 3],
      retrigger: [0, 0, 0, 2, 2, 2],
    },
  };
}

/** Evaluates the screen at stops 0 and returns the spin detail. */
function evaluate(title: SlotTitle, mode: 0 | 1 = BASE): SpinDetail & { total: number } {
  const m = new SlotMachine(title);
  m.setStops(0, 0, 0, 0, 0);
  const d: SpinDetail = {
    mode: 'base',
    stops: [],
    screens: [],
    scatters: 0,
    spinsAwarded: 0,
    credits: 0,
  };
  const total = m.spin(mode, d);
  expect(m.spin(mode)).toBe(total); // the fast path (no detail) pays the same
  return { ...d, total };
}

/** Columns are written top-middle-bottom; the three lines are middle, top, and V (0,1,2,1,0). */
describe('line wins', () => {
  it('pays a left-to-right run on its line and nothing elsewhere', () => {
    const d = evaluate(linesScreen(['XAY', 'YAZ', 'ZAX', 'XYZ', 'YZX']));
    expect(d.total).toBe(5);
    expect(d.screens[0]!.wins).toEqual([
      { kind: 'line', line: 0, symbol: 'A', count: 3, credits: 5 },
    ]);
  });

  it('needs the run to start on reel 1', () => {
    expect(evaluate(linesScreen(['XYZ', 'YAZ', 'ZAX', 'XAZ', 'YAX'])).total).toBe(0);
  });

  it('lets the wild substitute in the middle of a run', () => {
    const d = evaluate(linesScreen(['XAY', 'YWZ', 'ZAX', 'XAZ', 'YZX']));
    expect(d.screens[0]!.wins).toEqual([
      { kind: 'line', line: 0, symbol: 'A', count: 4, credits: 10 },
    ]);
  });

  it('pays leading wilds as themselves when that is worth more, else as the symbol they complete', () => {
    // W W W A X: wilds 3 = 20 beats A×4 = 10.
    expect(evaluate(linesScreen(['XWY', 'YWZ', 'ZWX', 'XAZ', 'YXZ'])).screens[0]!.wins).toEqual([
      { kind: 'line', line: 0, symbol: 'W', count: 3, credits: 20 },
    ]);
    // W W A A A: A×5 = 40 beats wilds 2 = 0.
    expect(evaluate(linesScreen(['XWY', 'YWZ', 'ZAX', 'XAZ', 'YAZ'])).screens[0]!.wins).toEqual([
      { kind: 'line', line: 0, symbol: 'A', count: 5, credits: 40 },
    ]);
    // Five wilds pay the wild's top prize.
    expect(
      evaluate(linesScreen(['XWY', 'YWZ', 'ZWX', 'XWZ', 'YWZ'])).screens[0]!.wins[0]!.credits,
    ).toBe(100);
  });

  it('pays two of a kind where the paytable says so, and follows a V-shaped line', () => {
    // Line 2 is rows 0,1,2,1,0: B at (reel1,top) and (reel2,middle).
    const d = evaluate(linesScreen(['BXY', 'YBZ', 'ZXY', 'XYZ', 'YZX']));
    expect(d.screens[0]!.wins).toEqual([
      { kind: 'line', line: 2, symbol: 'B', count: 2, credits: 1 },
    ]);
  });

  it('a scatter on reel 1 starts no line', () => {
    expect(evaluate(linesScreen(['XSY', 'YAZ', 'ZAX', 'XAZ', 'YAX'])).total).toBe(0);
  });
});

describe('scatter', () => {
  it('pays anywhere on the screen as a multiple of the total bet', () => {
    const d = evaluate(linesScreen(['SXY', 'YZX', 'ZXS', 'XYZ', 'YSX']));
    expect(d.total).toBe(2 * 3); // 3 scatters pay 2 × bet, the bet is 3 credits
    expect(d.screens[0]!.wins).toEqual([{ kind: 'scatter', count: 3, credits: 6 }]);
  });

  it('is multiplied in free spins with the free-spin multiplier', () => {
    expect(evaluate(linesScreen(['SXY', 'YZX', 'ZXS', 'XYZ', 'YSX']), FREE).total).toBe(12);
  });
});

/** Naive 243-ways evaluation: every path, one cell per reel, from the left. */
function naiveWays(title: SlotTitle, grid: string[][]): number {
  const bySym = new Map(title.symbols.map((s) => [s.id, s]));
  let total = 0;
  for (const x of title.symbols.filter((s) => s.kind === 'regular')) {
    // For each way length k, count paths that match on reels 1..k and break on reel k+1.
    const matches = (cell: string): number => {
      const s = bySym.get(cell)!;
      return cell === x.id ? 1 : s.kind === 'wild' ? (s.wildMultiplier ?? 1) : 0;
    };
    const walk = (reel: number, product: number): void => {
      if (reel === 5 || grid[reel]!.every((c) => matches(c) === 0)) {
        total += (x.pays[reel] ?? 0) * product;
        return;
      }
      for (const c of grid[reel]!) if (matches(c) > 0) walk(reel + 1, product * matches(c));
    };
    // A path that stops early counts once per combination of cells on the reels after it,
    // which the per-reel product already folds in, so walk counts each way exactly once.
    walk(0, 1);
  }
  return total;
}

describe('243 ways', () => {
  it('equal the naive sum over all ways, wild multipliers included (property)', () => {
    const title = tinyCascadeTitle();
    const ids = ['W', 'A', 'B', 'C', 'S'];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...ids), { minLength: 3, maxLength: 3 }), {
          minLength: 5,
          maxLength: 5,
        }),
        (grid) => {
          const t: SlotTitle = {
            ...title,
            cascade: undefined,
            scatter: { ...title.scatter, pays: [] },
            reels: { base: grid, free: grid },
          };
          const m = new SlotMachine(t);
          m.setStops(0, 0, 0, 0, 0);
          expect(m.spin(BASE)).toBe(naiveWays(t, grid));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('multiply a way by the wild multipliers on it', () => {
    const title = tinyCascadeTitle();
    const grid = [
      ['A', 'B', 'C'],
      ['W', 'A', 'B'],
      ['A', 'A', 'C'],
      ['B', 'C', 'C'],
      ['C', 'B', 'C'],
    ];
    const t: SlotTitle = {
      ...title,
      cascade: undefined,
      scatter: { ...title.scatter, pays: [] },
      reels: { base: grid, free: grid },
    };
    const d = evaluate(t);
    // A: reel1 1 × reel2 (A + W×2 = 3) × reel3 2 = 6 ways of 3 → 6 × 5 credits.
    expect(d.screens[0]!.wins).toContainEqual({
      kind: 'ways',
      symbol: 'A',
      count: 3,
      ways: 6,
      credits: 30,
    });
  });
});

describe('cascades', () => {
  it('remove winning symbols, refill from the strip above, and raise the multiplier', () => {
    const title = tinyCascadeTitle();
    // Reel strips: the window at stop 1 shows strip[1..3]; refills come from strip[0], strip[len-1], …
    const t: SlotTitle = {
      ...title,
      scatter: { ...title.scatter, pays: [] },
      reels: {
        base: [
          ['C', 'A', 'B', 'B'],
          ['C', 'A', 'B', 'B'],
          ['C', 'A', 'B', 'B'],
          ['C', 'C', 'B', 'B'],
          ['B', 'C', 'C', 'C'],
        ],
        free: title.reels.free,
      },
    };
    const m = new SlotMachine(t);
    m.setStops(1, 1, 1, 1, 1);
    const d: SpinDetail = {
      mode: 'base',
      stops: [],
      screens: [],
      scatters: 0,
      spinsAwarded: 0,
      credits: 0,
    };
    const total = m.spin(BASE, d);
    expect(d.screens[0]!.grid).toEqual([
      ['A', 'B', 'B'],
      ['A', 'B', 'B'],
      ['A', 'B', 'B'],
      ['C', 'B', 'B'],
      ['C', 'C', 'C'],
    ]);
    // Screen 1: A×3 (1 way, 5) and B×4 (2×2×2×2 = 16 ways, 2 credits each = 32) at ×1.
    expect(d.screens[0]!.credits).toBe(37);
    // The A and B cells of reels 1–3 and B cells of reel 4 vanish; C falls, new symbols drop from above.
    expect(d.screens[1]!.grid).toEqual([
      ['B', 'B', 'C'],
      ['B', 'B', 'C'],
      ['B', 'B', 'C'],
      // Reel 4 keeps its C at the bottom and gets strip[0] = C, then strip[3] = B above it.
      ['B', 'C', 'C'],
      ['C', 'C', 'C'],
    ]);
    expect(d.screens[1]!.multiplier).toBe(2);
    // Screen 2 at ×2: C×5 = 1·1·1·2·3 = 6 ways × 2 credits, B×4 = 2·2·2·1 = 8 ways × 2 credits.
    expect(d.screens[1]!.credits).toBe(2 * (12 + 16));
    expect(total).toBe(d.screens.reduce((a, s) => a + s.credits, 0));
    // The ladder stops rising at its last step (×3 here); these strips keep winning, so the
    // chain runs into the safety stop of 50 screens.
    expect(d.screens.slice(2).every((x) => x.multiplier === 3)).toBe(true);
    expect(d.screens).toHaveLength(50);
  });
});

/** A source that hands out the given stops (uniformInt(n) of v < n is v). */
const stopsSource = (values: number[]): RandomSource => {
  let i = 0;
  return { nextUint32: () => values[i++] ?? 0 };
};

describe('free spins', () => {
  // Strips of length 4: stop 0 shows strip[0..2] (a scatter on reels 1, 3, 5), stop 1 hides it.
  const t = linesScreen(['SXYZ', 'XYZX', 'SZXY', 'YZXY', 'SYZX']);

  it('trigger on three scatters, retrigger, and stop at the maximum', () => {
    const m = new SlotMachine({ ...t, freeSpins: { winMultiplier: 1, maxSpins: 7 } });
    const detail = { titleId: t.id, spins: [], credits: 0, capped: false };
    // Every spin lands on stops 0 (3 scatters): 3 awarded, each spin retriggers +2 until 7 in all.
    m.playRound(stopsSource(Array(100).fill(0)), detail);
    const spins = detail.spins as SpinDetail[];
    expect(spins[0]!.spinsAwarded).toBe(3);
    expect(spins.filter((s) => s.mode === 'free')).toHaveLength(7);
    expect(spins.slice(1).map((s) => s.spinsAwarded)).toEqual([2, 2, 0, 0, 0, 0, 0]);
  });

  it('draw stops without bias: a value above the last multiple of the strip length is redrawn', () => {
    const m = new SlotMachine(luckyFruits); // 30-stop reels: 2^32 mod 30 = 16
    const limit = 2 ** 32 - 16;
    m.drawStops(BASE, stopsSource([limit, 7, limit - 1, 31, 2 ** 32 - 1, 0, 59]));
    expect(m.currentStops()).toEqual([7, (limit - 1) % 30, 1, 0, 29]);
  });

  it('award nothing below three scatters', () => {
    const m = new SlotMachine(t);
    const detail = { titleId: t.id, spins: [], credits: 0, capped: false };
    m.playRound(stopsSource([1, 0, 0, 0, 0]), detail); // reel 1 at stop 1: two scatters in view
    expect((detail.spins as SpinDetail[]).length).toBe(1);
  });

  it('Lucky Fruits triples every free-spin win', () => {
    const m = new SlotMachine(luckyFruits);
    for (let s = 0; s < 30; s++) {
      m.setStops(s, s, s, s, s);
      const base = m.spin(BASE);
      const free = new SlotMachine({
        ...luckyFruits,
        reels: { base: luckyFruits.reels.base, free: luckyFruits.reels.base },
      });
      free.setStops(s, s, s, s, s);
      expect(free.spin(FREE)).toBe(3 * base);
    }
  });

  it('caps a round at the max win', () => {
    const capped = { ...t, maxWinMultiple: 1 };
    const r = playSlotRound(capped, 3, stopsSource(Array(100).fill(0)));
    expect(r.capped).toBe(true);
    expect(r.credits).toBe(3);
  });
});

/** The server-style stream: the same scheme computed with node:crypto instead of @noble/hashes. */
class NodeCryptoStream implements RandomSource {
  private block = Buffer.alloc(0);
  private offset = 32;
  private cursor = 0;
  constructor(
    private readonly server: string,
    private readonly client: string,
    private readonly nonce: number,
  ) {}
  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = createHmac('sha256', this.server)
        .update(`${this.client}:${this.nonce}:${this.cursor++}`)
        .digest();
      this.offset = 0;
    }
    const v = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return v;
  }
}

describe('rounds from seeds', () => {
  it('are identical whether the stream is computed the browser way (noble) or the node way (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(SLOT_TITLES)),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.stringMatching(/^[a-z0-9]{1,16}$/),
        fc.nat(1_000_000),
        (title, bytes, client, nonce) => {
          const server = Buffer.from(bytes).toString('hex');
          const browser = playSlotRound(
            title,
            title.betCredits,
            new FloatStream(server, client, nonce),
          );
          const node = playSlotRound(
            title,
            title.betCredits,
            new NodeCryptoStream(server, client, nonce),
          );
          expect(browser).toEqual(node);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('are a pure function of (title, stake, server seed, client seed, nonce) (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(SLOT_TITLES)),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.stringMatching(/^[a-z0-9]{1,16}$/),
        fc.nat(100_000),
        (title, bytes, client, nonce) => {
          const server = Buffer.from(bytes).toString('hex');
          const a = verifySlotRound(title, title.betCredits * 10, server, client, nonce);
          const b = playSlotRound(
            title,
            title.betCredits * 10,
            new FloatStream(server, client, nonce),
          );
          expect(a).toEqual(b);
          expect(a.payout).toBe(10 * a.credits);
          expect(a.spins[0]!.stops).toHaveLength(5);
          expect(a.credits).toBe(a.spins.reduce((x, s) => x + s.credits, 0));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('bet levels come from the minimum bet and must give whole minor units', () => {
    expect(betLevels(luckyFruits, 20)).toEqual([20, 40, 100, 200, 400, 1000, 2000]);
    expect(() => betLevels(goldenDragon, 50)).toThrow();
    expect(betLevels(siamTreasures, 40)[0]).toBe(40);
  });

  it('every title has names and rules in English, Chinese and Thai', () => {
    for (const t of Object.values(SLOT_TITLES)) {
      for (const text of [
        t.name,
        t.theme,
        ...t.symbols.map((s) => s.name),
        ...Object.values(t.rules),
      ]) {
        expect(text.en && text.zh && text.th).toBeTruthy();
      }
      expect(Object.keys(t.rules).length).toBeGreaterThanOrEqual(5);
    }
  });
});
