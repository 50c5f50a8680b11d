import { uniformInt, type RandomSource } from '../fair/random-source';
import type { SlotTitle } from './types';

export const REELS = 5;
export const ROWS = 3;
const CELLS = REELS * ROWS;
/** Spin modes: the base game and free spins (own strips, own multipliers). */
export const BASE = 0;
export const FREE = 1;
export type SpinMode = typeof BASE | typeof FREE;

/** One win of a spin or cascade step, for rendering and auditing. */
export type WinDetail =
  | { kind: 'line'; line: number; symbol: string; count: number; credits: number }
  | { kind: 'ways'; symbol: string; count: number; ways: number; credits: number }
  | { kind: 'scatter'; count: number; credits: number };

/** One evaluated screen (the spin itself, or a screen after a cascade). */
export interface ScreenDetail {
  /** Symbol ids, reel-major: grid[reel][row]. */
  grid: string[][];
  wins: WinDetail[];
  /** Multiplier applied to this screen's wins (cascade ladder × free-spin multiplier). */
  multiplier: number;
  /** Credits paid by this screen, multiplier included. */
  credits: number;
}

/** A spin for the player's screen: stops drawn, every screen, scatters, spins awarded. */
export interface SpinDetail {
  mode: 'base' | 'free';
  stops: number[];
  screens: ScreenDetail[];
  scatters: number;
  spinsAwarded: number;
  credits: number;
}

/** A whole round: the paid spin and the free spins it led to. */
export interface RoundDetail {
  titleId: string;
  spins: SpinDetail[];
  /** Total credits won (the bet is `betCredits` credits). */
  credits: number;
  /** True when the max-win cap cut the round's total (never happens for the shipped titles). */
  capped: boolean;
}

interface CompiledReels {
  lengths: Int32Array;
  /** Per reel: 2^32 − (2^32 mod length), the rejection limit of an unbiased draw. */
  limits: Float64Array;
  /** The three visible symbols at each stop, flat: windows[(offsets[r] + stop) * 3 + row]. */
  windows: Uint8Array;
  /** Scatters visible at each stop: scatterAt[offsets[r] + stop]. */
  scatterAt: Uint8Array;
  /**
   * Ways tables: copies of each regular symbol in the window at each stop,
   * counts[(offsets[r] + stop) * nSym + sym], and the wilds' multiplier sum, wilds[offsets[r] + stop].
   * The last 5 rows of each are scratch for screens after a cascade.
   */
  counts: Uint8Array;
  wilds: Uint8Array;
  scratch: number;
  /** strips[reel][i] as symbol indexes, flat: strip r at offset offsets[r]. */
  strips: Uint8Array;
  offsets: Int32Array;
}

/**
 * A slot title compiled into flat typed arrays. One instance owns scratch buffers, so a machine is
 * not re-entrant, but a spin allocates nothing unless details are requested. The same methods
 * serve real play (with details), the simulator and the PAR enumerator: there is one evaluator.
 */
export class SlotMachine {
  readonly title: SlotTitle;
  readonly symbolIds: string[];
  private readonly nSym: number;
  private readonly kind: Uint8Array; // 0 regular, 1 wild, 2 scatter
  private readonly wildMult: Int32Array;
  private readonly pay: Int32Array; // pay[sym * 6 + count]
  private readonly regular: Int32Array; // indexes of regular symbols
  private readonly lineCells: Int32Array; // flat: cell index (reel * 3 + row) per line and reel
  private readonly nLines: number;
  private readonly ways: boolean;
  private readonly sets: CompiledReels[];
  private readonly scatterPay: Int32Array; // credits by count
  private readonly fsAward: Int32Array;
  private readonly fsRetrigger: Int32Array;
  private readonly freeMult: number;
  private readonly maxSpins: number;
  private readonly ladders: Int32Array[] | null;
  private readonly maxSteps: number;
  readonly capCredits: number;

  /** Current screen, reel-major (cell = reel * 3 + row). */
  readonly grid = new Uint8Array(CELLS);
  private readonly marked = new Uint8Array(CELLS);
  private readonly top = new Int32Array(REELS);
  private readonly stops = new Int32Array(REELS);
  private readonly rowBase = new Int32Array(REELS); // per reel: row of the ways tables in use
  /** Scatter count of the last spin's first screen. */
  lastScatters = 0;
  /** Screens (1 + cascades) of the last spin. */
  lastScreens = 0;
  /** Credits won by the paid spin of the last round (its free spins excluded). */
  lastBaseWin = 0;

  constructor(title: SlotTitle) {
    this.title = title;
    this.symbolIds = title.symbols.map((s) => s.id);
    const n = (this.nSym = title.symbols.length);
    this.kind = new Uint8Array(n);
    this.wildMult = new Int32Array(n);
    this.pay = new Int32Array(n * 6);
    const regular: number[] = [];
    title.symbols.forEach((s, i) => {
      this.kind[i] = s.kind === 'regular' ? 0 : s.kind === 'wild' ? 1 : 2;
      this.wildMult[i] = s.wildMultiplier ?? 1;
      for (let c = 0; c <= 5; c++)
        this.pay[i * 6 + c] = s.kind === 'scatter' ? 0 : (s.pays[c] ?? 0);
      if (s.kind === 'regular') regular.push(i);
    });
    if (title.mode === 'ways' && title.symbols.some((s) => (s.pays[1] ?? 0) > 0)) {
      throw new Error(`${title.id}: ways pay from two of a kind up`);
    }
    const sc = title.scatter;
    if ([sc.pays, sc.freeSpins, sc.retrigger].some((a) => a.length > 8)) {
      throw new Error(`${title.id}: scatter tables go up to 7 scatters (more use the last entry)`);
    }
    if (title.symbols.filter((s) => s.kind === 'scatter').length > 1) {
      throw new Error(`${title.id}: at most one scatter symbol`);
    }
    this.regular = Int32Array.from(regular);
    this.ways = title.mode === 'ways';
    this.nLines = title.lines.length;
    this.lineCells = Int32Array.from(
      title.lines.flatMap((line) => line.map((row, r) => r * 3 + row)),
    );
    if (!this.ways && this.lineCells.length !== this.nLines * REELS) throw new Error('bad lines');
    const index = new Map(this.symbolIds.map((id, i) => [id, i]));
    const compile = (strips: readonly (readonly string[])[]): CompiledReels => {
      if (strips.length !== REELS) throw new Error(`${title.id}: 5 reels expected`);
      const lengths = Int32Array.from(strips.map((s) => s.length));
      const offsets = new Int32Array(REELS);
      for (let r = 1; r < REELS; r++) offsets[r] = offsets[r - 1]! + lengths[r - 1]!;
      const flat = new Uint8Array(strips.reduce((a, s) => a + s.length, 0));
      strips.forEach((s, r) =>
        s.forEach((id, i) => {
          const k = index.get(id);
          if (k === undefined) throw new Error(`${title.id}: unknown symbol ${id}`);
          flat[offsets[r]! + i] = k;
        }),
      );
      const windows = new Uint8Array(flat.length * 3);
      const scatterAt = new Uint8Array(flat.length);
      for (let r = 0; r < REELS; r++) {
        const len = lengths[r]!;
        for (let st = 0; st < len; st++) {
          for (let row = 0; row < 3; row++) {
            const sym = flat[offsets[r]! + ((st + row) % len)]!;
            windows[(offsets[r]! + st) * 3 + row] = sym;
            if (this.kind[sym] === 2) scatterAt[offsets[r]! + st]! += 1;
          }
        }
      }
      const limits = Float64Array.from(lengths, (n) => 4294967296 - (4294967296 % n));
      const S = this.symbolIds.length;
      const counts = new Uint8Array((flat.length + REELS) * S);
      const wilds = new Uint8Array(flat.length + REELS);
      for (let i = 0; i < flat.length; i++) {
        for (let row = 0; row < 3; row++) {
          const c = windows[i * 3 + row]!;
          if (this.kind[c] === 0) counts[i * S + c]! += 1;
          else if (this.kind[c] === 1) wilds[i]! += this.wildMult[c]!;
        }
      }
      return {
        lengths,
        limits,
        strips: flat,
        offsets,
        windows,
        scatterAt,
        counts,
        wilds,
        scratch: flat.length,
      };
    };
    this.sets = [compile(title.reels.base), compile(title.reels.free)];
    const bc = title.betCredits;
    // Tables by scatter count; counts beyond the last entry use the last entry.
    const byCount = (a: readonly number[], scale = 1): Int32Array =>
      Int32Array.from(
        { length: 16 },
        (_, c) => (a.length ? a[Math.min(c, a.length - 1)]! : 0) * scale,
      );
    this.scatterPay = byCount(title.scatter.pays, bc);
    this.fsAward = byCount(title.scatter.freeSpins);
    this.fsRetrigger = byCount(title.scatter.retrigger);
    this.freeMult = title.freeSpins.winMultiplier;
    this.maxSpins = title.freeSpins.maxSpins;
    this.ladders = title.cascade
      ? [Int32Array.from(title.cascade.baseLadder), Int32Array.from(title.cascade.freeLadder)]
      : null;
    this.maxSteps = title.cascade?.maxSteps ?? 1;
    // The cap in credits must be whole (7,528.125× of 80 credits is 602,250).
    this.capCredits = Math.round(title.maxWinMultiple * bc);
    if (Math.abs(this.capCredits - title.maxWinMultiple * bc) > 1e-6) {
      throw new RangeError(`${title.id}: maxWinMultiple × betCredits must be whole credits`);
    }
  }

  /** Strip lengths of a reel set (the PAR enumerator iterates over all stop combinations). */
  reelLengths(mode: SpinMode): number[] {
    return Array.from(this.sets[mode]!.lengths);
  }

  /** Free spins awarded by `scatters` scatters in the base game (0 if none). */
  awardFor(scatters: number): number {
    return this.fsAward[Math.min(scatters, 15)]!;
  }

  /** Extra free spins awarded by `scatters` scatters during free spins. */
  retriggerFor(scatters: number): number {
    return this.fsRetrigger[Math.min(scatters, 15)]!;
  }

  get maxFreeSpins(): number {
    return this.maxSpins;
  }

  /** Draws the five stops of a spin: one unbiased integer per reel, reel 1 first. */
  drawStops(mode: SpinMode, src: RandomSource): void {
    const set = this.sets[mode]!;
    const lengths = set.lengths;
    const limits = set.limits;
    for (let r = 0; r < REELS; r++) {
      // uniformInt inlined for speed (same rule: accept u below the largest multiple of n).
      const u = src.nextUint32();
      this.stops[r] = u < limits[r]! ? u % lengths[r]! : uniformInt(src, lengths[r]!);
    }
  }

  /** The stops of the current spin (reel 1 first). */
  currentStops(): number[] {
    return Array.from(this.stops);
  }

  /** Sets the stops directly (enumeration, replays). */
  setStops(s0: number, s1: number, s2: number, s3: number, s4: number): void {
    const s = this.stops;
    s[0] = s0;
    s[1] = s1;
    s[2] = s2;
    s[3] = s3;
    s[4] = s4;
  }

  /**
   * Evaluates a spin at the current stops in credits: line or ways wins and the scatter pay,
   * cascades with their ladder, times the free-spin multiplier in free mode. Sets lastScatters.
   */
  spin(mode: SpinMode, detail?: SpinDetail): number {
    const set = this.sets[mode]!;
    const g = this.grid;
    const win = set.windows;
    let scatters = 0;
    for (let r = 0; r < REELS; r++) {
      const s = this.stops[r]!;
      this.top[r] = s;
      const at = set.offsets[r]! + s;
      scatters += set.scatterAt[at]!;
      g[r * 3] = win[at * 3]!;
      g[r * 3 + 1] = win[at * 3 + 1]!;
      g[r * 3 + 2] = win[at * 3 + 2]!;
    }
    this.lastScatters = scatters;
    const fm = mode === FREE ? this.freeMult : 1;
    // Scatter pays once per spin, on the first screen.
    const scatterCredits = this.scatterPay[Math.min(scatters, 15)]! * fm;
    let total = scatterCredits;
    const screens = detail ? detail.screens : null;
    if (!this.ladders) {
      const credits = this.ways ? this.evalWays(set, true, false, null) : this.evalLines(null);
      total += credits * fm;
      this.lastScreens = 1;
      if (screens) {
        const wins: WinDetail[] = [];
        if (this.ways) this.evalWays(set, true, false, wins);
        else this.evalLines(wins);
        for (const w of wins) w.credits *= fm;
        if (scatterCredits > 0)
          wins.push({ kind: 'scatter', count: scatters, credits: scatterCredits });
        screens.push({
          grid: this.gridIds(),
          wins,
          multiplier: fm,
          credits: credits * fm + scatterCredits,
        });
      }
      return total;
    }
    // Cascades: evaluate, remove winning cells, drop, refill from the strip above, repeat.
    const ladder = this.ladders[mode]!;
    let step = 0;
    for (;;) {
      const wins: WinDetail[] | null = screens ? [] : null;
      const gridBefore = screens ? this.gridIds() : null;
      const credits = this.ways ? this.evalWays(set, step === 0, true, wins) : this.evalLines(wins);
      const mult = ladder[Math.min(step, ladder.length - 1)]! * fm;
      total += credits * mult;
      if (screens && wins && gridBefore) {
        for (const w of wins) w.credits *= mult;
        const screenCredits = credits * mult + (step === 0 ? scatterCredits : 0);
        if (step === 0 && scatterCredits > 0) {
          wins.push({ kind: 'scatter', count: scatters, credits: scatterCredits });
        }
        screens.push({ grid: gridBefore, wins, multiplier: mult, credits: screenCredits });
      }
      step++;
      if (credits === 0 || step >= this.maxSteps) break;
      this.tumble(set);
    }
    this.lastScreens = step;
    return total;
  }

  private gridIds(): string[][] {
    const out: string[][] = [];
    for (let r = 0; r < REELS; r++) {
      out.push([0, 1, 2].map((row) => this.symbolIds[this.grid[r * 3 + row]!]!));
    }
    return out;
  }

  /** Line wins in credits (before multipliers); marks winning cells when cascading. */
  private evalLines(wins: WinDetail[] | null): number {
    const g = this.grid;
    const kind = this.kind;
    const pay = this.pay;
    const wm = this.wildMult;
    const cells = this.lineCells;
    const n = this.nLines;
    let total = 0;
    for (let l = 0; l < n; l++) {
      const o = l * 5;
      const first = g[cells[o]!]!;
      const k0 = kind[first]!;
      if (k0 === 2) continue; // a scatter on reel 1 starts no line
      if (k0 === 0) {
        // Fast path: a regular symbol on reel 1; count it and wilds from the left.
        let run = 1;
        let m = 1;
        while (run < 5) {
          const c = g[cells[o + run]!]!;
          if (c === first) run++;
          else if (kind[c] === 1) {
            m *= wm[c]!;
            run++;
          } else break;
        }
        const p = pay[first * 6 + run]!;
        if (p > 0) total += this.lineWin(l, first, run, p * m, wins);
        continue;
      }
      // Leading wilds: pay the better of the wilds' own line and the symbol they complete.
      let wildRun = 0;
      let mult = 1;
      while (wildRun < 5) {
        const c = g[cells[o + wildRun]!]!;
        if (kind[c] !== 1) break;
        mult *= wm[c]!;
        wildRun++;
      }
      const wildPay = pay[first * 6 + wildRun]! * mult;
      let symPay = 0;
      let sym = -1;
      let run = wildRun;
      if (wildRun < 5) {
        sym = g[cells[o + wildRun]!]!;
        if (kind[sym] === 0) {
          let m = mult;
          run = wildRun + 1;
          while (run < 5) {
            const c = g[cells[o + run]!]!;
            if (c === sym) run++;
            else if (kind[c] === 1) {
              m *= wm[c]!;
              run++;
            } else break;
          }
          symPay = pay[sym * 6 + run]! * m;
        }
      }
      if (symPay >= wildPay && symPay > 0) total += this.lineWin(l, sym, run, symPay, wins);
      else if (wildPay > symPay) total += this.lineWin(l, first, wildRun, wildPay, wins);
    }
    return total;
  }

  /** Records a line win (marks its cells for a cascade, adds the detail) and returns it. */
  private lineWin(
    l: number,
    sym: number,
    count: number,
    credits: number,
    wins: WinDetail[] | null,
  ): number {
    if (this.ladders) {
      for (let r = 0; r < count; r++) this.marked[this.lineCells[l * 5 + r]!] = 1;
    }
    if (wins) wins.push({ kind: 'line', line: l, symbol: this.symbolIds[sym]!, count, credits });
    return credits;
  }

  /**
   * 243-ways wins in credits: for each regular symbol, the number of reels in a row from the left
   * holding it or a wild, and the product over those reels of (its count + the wilds' multipliers)
   * — the sum over every way of the product of the multipliers of the wilds on it.
   */
  private evalWays(
    set: CompiledReels,
    first: boolean,
    mark: boolean,
    wins: WinDetail[] | null,
  ): number {
    const g = this.grid;
    const kind = this.kind;
    const S = this.nSym;
    const cnt = set.counts;
    const wild = set.wilds;
    const row0 = this.rowBase;
    const pay = this.pay;
    // Where each reel's counts live: the precomputed window of its stop on the first screen, the
    // scratch rows (filled from the grid) after a cascade.
    if (first) {
      for (let r = 0; r < REELS; r++) row0[r] = set.offsets[r]! + this.stops[r]!;
    } else {
      const wm = this.wildMult;
      for (let r = 0; r < REELS; r++) {
        const at = set.scratch + r;
        row0[r] = at;
        let ws = 0;
        for (let row = 0; row < 3; row++) {
          const c = g[r * 3 + row]!;
          const k = kind[c];
          if (k === 0) cnt[at * S + c]! += 1;
          else if (k === 1) ws += wm[c]!;
        }
        wild[at] = ws;
      }
    }
    const r0 = row0[0]!;
    const r1 = row0[1]!;
    const r2 = row0[2]!;
    const r3 = row0[3]!;
    const r4 = row0[4]!;
    let total = 0;
    // Only symbols on reel 1 can pay (or every symbol when reel 1 shows a wild).
    const reg = this.regular;
    const all = wild[r0]! > 0;
    const count = all ? reg.length : 3;
    for (let i = 0; i < count; i++) {
      let x: number;
      if (all) x = reg[i]!;
      else {
        x = g[i]!;
        // Each distinct regular symbol of reel 1 once.
        if (kind[x] !== 0 || (i > 0 && g[0] === x) || (i > 1 && g[1] === x)) continue;
      }
      const v0 = cnt[r0 * S + x]! + wild[r0]!;
      if (v0 === 0) continue;
      const v1 = cnt[r1 * S + x]! + wild[r1]!;
      if (v1 === 0) continue;
      const v2 = cnt[r2 * S + x]! + wild[r2]!;
      let k = 2;
      let ways = v0 * v1;
      if (v2 > 0) {
        k = 3;
        ways *= v2;
        const v3 = cnt[r3 * S + x]! + wild[r3]!;
        if (v3 > 0) {
          k = 4;
          ways *= v3;
          const v4 = cnt[r4 * S + x]! + wild[r4]!;
          if (v4 > 0) {
            k = 5;
            ways *= v4;
          }
        }
      }
      const p = pay[x * 6 + k]!;
      if (p > 0) {
        total += p * ways;
        if (mark) {
          const marked = this.marked;
          for (let r = 0; r < k; r++) {
            for (let row = 0; row < 3; row++) {
              const c = g[r * 3 + row]!;
              if (c === x || kind[c] === 1) marked[r * 3 + row] = 1;
            }
          }
        }
        if (wins)
          wins.push({
            kind: 'ways',
            symbol: this.symbolIds[x]!,
            count: k,
            ways,
            credits: p * ways,
          });
      }
    }
    if (!first) {
      // Reset only the scratch counters this screen touched.
      for (let r = 0; r < REELS; r++) {
        const at = (set.scratch + r) * S;
        for (let row = 0; row < 3; row++) cnt[at + g[r * 3 + row]!] = 0;
      }
    }
    return total;
  }

  /** Removes marked cells; survivors fall down; new symbols come from the strip above the top. */
  private tumble(set: CompiledReels): void {
    const g = this.grid;
    const m = this.marked;
    for (let r = 0; r < REELS; r++) {
      const b = r * 3;
      const removed = m[b]! + m[b + 1]! + m[b + 2]!;
      if (removed === 0) continue;
      // Compact survivors to the bottom, keeping their order.
      let write = b + 2;
      for (let row = b + 2; row >= b; row--) {
        if (m[row] === 0) g[write--] = g[row]!;
      }
      const len = set.lengths[r]!;
      const off = set.offsets[r]!;
      let t = this.top[r]!;
      // Fill from the bottom of the gap upwards with strip[top-1], strip[top-2], …
      for (; write >= b; write--) {
        t = t === 0 ? len - 1 : t - 1;
        g[write] = set.strips[off + t]!;
      }
      this.top[r] = t;
      m[b] = 0;
      m[b + 1] = 0;
      m[b + 2] = 0;
    }
  }

  /**
   * Plays a whole round from a random source: the paid spin, then free spins (with retriggers up
   * to the title's maximum). Returns credits won; fills `detail` when given.
   */
  playRound(src: RandomSource, detail?: RoundDetail): number {
    this.drawStops(BASE, src);
    let sd = detail ? this.newSpinDetail('base') : undefined;
    let total = this.spin(BASE, sd);
    this.lastBaseWin = total;
    let remaining = this.fsAward[Math.min(this.lastScatters, 15)]!;
    let awarded = remaining;
    if (sd && detail) {
      sd.scatters = this.lastScatters;
      sd.spinsAwarded = remaining;
      sd.credits = total;
      detail.spins.push(sd);
    }
    while (remaining > 0) {
      remaining--;
      this.drawStops(FREE, src);
      sd = detail ? this.newSpinDetail('free') : undefined;
      const win = this.spin(FREE, sd);
      total += win;
      const add = Math.min(
        this.fsRetrigger[Math.min(this.lastScatters, 15)]!,
        this.maxSpins - awarded,
      );
      awarded += add;
      remaining += add;
      if (sd && detail) {
        sd.scatters = this.lastScatters;
        sd.spinsAwarded = add;
        sd.credits = win;
        detail.spins.push(sd);
      }
    }
    const capped = total > this.capCredits;
    if (capped) total = this.capCredits;
    if (detail) {
      detail.credits = total;
      detail.capped = capped;
    }
    return total;
  }

  private newSpinDetail(mode: 'base' | 'free'): SpinDetail {
    return {
      mode,
      stops: Array.from(this.stops),
      screens: [],
      scatters: 0,
      spinsAwarded: 0,
      credits: 0,
    };
  }
}
