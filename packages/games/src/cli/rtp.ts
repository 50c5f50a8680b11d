/**
 * `npm run rtp -- GAME... | --all [--rounds N] [--workers W] [--seed S]` (`--help`: rtp-args.ts)
 *
 * Prints each game's exact PAR sheet (slots: full enumeration of both reel sets on W worker
 * threads plus the exact free-spin chain; originals: closed forms) and, with --rounds, simulates N
 * rounds per game on W threads with seeded xoshiro128** sources and prints the measured RTP, the
 * 99 % interval exact ± 2.576·σ/√N around the exact RTP (σ exact), whether the measurement lies
 * inside, and rounds per second per thread.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { eq, toDecimal, rat, toNumber } from '../math/rational';
import { analyticRtp } from '../slots/analytic';
import { CRASH_EDGE_PERCENT, crashInstantBustChance, crashRtp } from '../originals/crash';
import { DICE_EDGE_PERCENT, diceRtp } from '../originals/dice';
import { MINES_EDGE_PERCENT, minesMultiplier } from '../originals/mines';
import { BASE, FREE } from '../slots/engine';
import {
  mergeDistributions,
  parFromDistributions,
  percent,
  type ParSheet,
  type SpinDistribution,
} from '../slots/par';
import { SLOT_TITLES } from '../slots/titles';
import { referenceBet, type SimulationTotals } from '../sim/simulate';
import { chiSquareTest } from '../rng-battery/battery';
import { parseRtpArgs, RTP_USAGE } from './rtp-args';
import type { Task } from './worker';

const Z99 = 2.5758293035489;

class Pool {
  private readonly workers: Worker[];
  private readonly idle: Worker[];
  private readonly queue: { task: Task; resolve: (v: unknown) => void }[] = [];
  private readonly pending = new Map<number, (v: unknown) => void>();
  private next = 0;

  constructor(n: number) {
    // Each worker registers tsx's loader for itself, then loads the TypeScript worker module.
    const url = new URL('./worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
    this.workers = Array.from({ length: n }, () => new Worker(boot, { eval: true }));
    this.idle = [...this.workers];
    for (const w of this.workers) {
      w.on('message', (msg: { id: number; result: unknown }) => {
        this.pending.get(msg.id)!(msg.result);
        this.pending.delete(msg.id);
        this.idle.push(w);
        this.pump();
      });
      w.on('error', (e) => {
        console.error(e);
        process.exit(1);
      });
    }
  }

  run<T>(task: Task): Promise<T> {
    return new Promise((resolve) => {
      this.queue.push({ task, resolve: resolve as (v: unknown) => void });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const w = this.idle.pop()!;
      const { task, resolve } = this.queue.shift()!;
      const id = this.next++;
      this.pending.set(id, resolve);
      w.postMessage({ id, task });
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

async function slotPar(pool: Pool, titleId: string, slices: number): Promise<ParSheet> {
  const title = SLOT_TITLES[titleId]!;
  const dist = async (mode: typeof BASE | typeof FREE): Promise<SpinDistribution> => {
    const len = (mode === BASE ? title.reels.base : title.reels.free)[0]!.length;
    const parts: Promise<SpinDistribution>[] = [];
    for (let i = 0; i < slices; i++) {
      const from = Math.floor((i * len) / slices);
      const to = Math.floor(((i + 1) * len) / slices);
      if (to > from) parts.push(pool.run({ kind: 'enumerate', titleId, mode, from, to }));
    }
    return mergeDistributions(await Promise.all(parts));
  };
  const [b, f] = await Promise.all([dist(BASE), dist(FREE)]);
  return parFromDistributions(title, b, f);
}

const fmt = (x: number, d = 4): string => x.toFixed(d);
const pct = (x: number): string => `${(x * 100).toFixed(4)} %`;

function printSlotSheet(p: ParSheet): void {
  const t = SLOT_TITLES[p.titleId]!;
  const s = p.summary;
  console.log(
    `\n=== ${t.name.en} (${t.id}) — ${t.mode === 'ways' ? '243 ways' : `${t.lines.length} lines`}, bet = ${t.betCredits} credits`,
  );
  console.log(
    `  combinations enumerated   base ${p.combos.base.toLocaleString('en')}, free ${p.combos.free.toLocaleString('en')}`,
  );
  console.log(
    `  RTP (exact)               ${percent(p.rtp, 8)}   (a fraction of ${p.rtp.d.toString().length}-digit integers)`,
  );
  console.log(`    base game               ${percent(p.rtpBase, 8)}`);
  console.log(`    free spins              ${percent(p.rtpFree, 8)}`);
  console.log(`  hit frequency             ${pct(s.hitFrequency)} (paid spin pays or triggers)`);
  console.log(
    `  free spins                1 in ${fmt(s.freeSpinsOneIn, 2)} spins, ${fmt(s.averageFreeSpins, 4)} spins on average`,
  );
  console.log(
    `  standard deviation        ${fmt(s.standardDeviation, 6)} × bet per round (exact second moment)`,
  );
  console.log(
    `  max win                   paid spin ${p.maxBaseWin}×, one free spin ${p.maxFreeSpinWin}×, round bound ${p.maxRoundWinBound}× = stated max win ${t.maxWinMultiple}×`,
  );
  if (t.cascade) console.log(`  longest cascade           ${p.maxCascadeScreens} screens`);
  if (!t.cascade) {
    const a = analyticRtp(t);
    const same = eq(a, p.rtp);
    console.log(
      `  RTP by analysis           ${percent(a, 8)} — ${same ? 'equal to the enumeration, as fractions' : 'DIFFERS'}`,
    );
    if (!same) process.exitCode = 1;
  }
  const d = t.declared;
  // The stated maximum win is the round bound itself: a cap above it would advertise a win the
  // reels cannot pay, one below it would bind and lower the RTP.
  const maxWinSame = p.maxRoundWinBound === t.maxWinMultiple;
  const same =
    maxWinSame &&
    Math.abs(d.rtp - s.rtp) < 5e-11 &&
    Math.abs(d.hitFrequency - s.hitFrequency) < 5e-11 &&
    Math.abs(d.standardDeviation - s.standardDeviation) < 5e-5;
  console.log(
    `  declared figures          ${same ? 'match' : `DIFFER (declared RTP ${d.rtp}, σ ${d.standardDeviation}, hit ${d.hitFrequency}, max win ${t.maxWinMultiple}×)`}`,
  );
  if (!same) process.exitCode = 1;
}

interface Exact {
  rtp: number;
  sd: number;
  label: string;
  /** Slots: exact distribution of the paid spin's win (credits → combinations of `combos`). */
  baseHistogram?: Map<number, bigint>;
  combos?: bigint;
}

function printOriginal(game: string): Exact {
  const ref = referenceBet(game);
  console.log(`\n=== ${game}`);
  if (game === 'dice') {
    console.log(
      `  house edge ${DICE_EDGE_PERCENT} %: roll 0.00–99.99 (10,000 values), multiplier = 99 / chance %`,
    );
    for (const target of [100, 2500, 5000, 9706, 9800]) {
      // Wins round up to a minor unit: at least 99 % at every stake, the most above it at 1.00.
      const at = (stake: number) => {
        const r = diceRtp({ direction: 'under', target }, stake);
        return `${toDecimal(rat(r.n * 100n, r.d), 6)} %`;
      };
      console.log(
        `  under ${fmt(target / 100, 2).padStart(5)}: chance ${fmt(target / 100, 2)} %, RTP at stake 1.00 = ${at(100)}, at 10,000.00 = ${at(1_000_000)}`,
      );
    }
  } else if (game === 'mines') {
    console.log(
      `  house edge ${MINES_EDGE_PERCENT} %: multiplier after k safe picks = 0.99 × C(25,k) / C(25−m,k); every cash-out point returns exactly 99 %`,
    );
    for (const m of [1, 3, 5, 10, 24]) {
      const row = [1, 2, 3, 5, 10]
        .filter((k) => k <= 25 - m)
        .map((k) => `k=${k}: ${toNumber(minesMultiplier(m, k)).toFixed(4)}×`);
      console.log(`  ${String(m).padStart(2)} mines  ${row.join('  ')}`);
    }
  } else {
    const ib = crashInstantBustChance();
    console.log(
      `  house edge ${CRASH_EDGE_PERCENT} %: P(crash ≥ x) = floor(0.99·2^52/x)/2^52; instant bust (< 1.00×) ${toDecimal(rat(ib.n * 100n, ib.d), 10)} %`,
    );
    for (const t of [101, 200, 1000, 100_000]) {
      console.log(
        `  cash out at ${fmt(t / 100, 2).padStart(7)}×: RTP ${toDecimal(rat(crashRtp(t).n * 100n, crashRtp(t).d), 12)} %`,
      );
    }
  }
  console.log(
    `  reference bet: ${ref.description}; exact RTP ${percent(ref.rtp, 8)}, σ ${fmt(Math.sqrt(toNumber(ref.variance)))}`,
  );
  return { rtp: toNumber(ref.rtp), sd: Math.sqrt(toNumber(ref.variance)), label: ref.description };
}

async function simulateGame(
  pool: Pool,
  game: string,
  rounds: number,
  workers: number,
  seed: number,
  exact: Exact,
): Promise<{ ok: boolean; slotRate?: number }> {
  const parts: Promise<SimulationTotals>[] = [];
  for (let i = 0; i < workers; i++) {
    const n = Math.floor(rounds / workers) + (i < rounds % workers ? 1 : 0);
    parts.push(
      pool.run({
        kind: 'simulate',
        game,
        rounds: n,
        seed: seed + i * 7919 + hash(game),
        collectBaseWins: exact.baseHistogram !== undefined,
      }),
    );
  }
  const res = await Promise.all(parts);
  const n = res.reduce((a, r) => a + r.rounds, 0);
  const sum = res.reduce((a, r) => a + r.sum, 0);
  const sq = res.reduce((a, r) => a + r.sumSquares, 0);
  const mean = sum / n;
  const sdMeasured = Math.sqrt(sq / n - mean * mean);
  const half = (Z99 * exact.sd) / Math.sqrt(n);
  const inside = Math.abs(mean - exact.rtp) <= half;
  if (exact.baseHistogram && exact.combos) {
    // Chi-square of the simulated paid-spin wins against the exact enumerated distribution.
    const seen = new Map<number, number>();
    for (const r of res) for (const [w, c] of r.baseWins ?? []) seen.set(w, (seen.get(w) ?? 0) + c);
    const wins = [...exact.baseHistogram.keys()].sort((a, b) => a - b);
    const unexpected = [...seen.keys()].filter((w) => !exact.baseHistogram!.has(w));
    const total = Number(exact.combos);
    const chi = chiSquareTest(
      'paid-spin wins',
      wins.map((w) => seen.get(w) ?? 0),
      wins.map((w) => Number(exact.baseHistogram!.get(w)!) / total),
    );
    const ok = chi.pass && unexpected.length === 0;
    console.log(
      `    paid-spin win distribution vs exact (${wins.length} values, ${chi.df} df after pooling): chi² ${chi.statistic.toFixed(1)}, p = ${chi.pValue.toFixed(4)} ${ok ? 'pass' : 'FAIL'} at alpha 0.01${unexpected.length ? `; impossible wins seen: ${unexpected.join(', ')}` : ''}`,
    );
    if (!ok) process.exitCode = 1;
  }
  const rate = res.reduce((a, r) => a + r.rounds / (r.cpuMs / 1000), 0) / res.length;
  const wall = res.reduce((a, r) => a + r.rounds / (r.ms / 1000), 0) / res.length;
  console.log(
    `  simulated ${n.toLocaleString('en')} rounds on ${workers} threads (xoshiro128**, seed ${seed})`,
  );
  console.log(
    `    measured RTP ${pct(mean)}  σ ${fmt(sdMeasured)}  | exact ${pct(exact.rtp)}, 99 % interval [${pct(exact.rtp - half)}, ${pct(exact.rtp + half)}]  ${inside ? 'INSIDE' : 'OUTSIDE'}`,
  );
  console.log(
    `    speed ${Math.round(rate).toLocaleString('en')} rounds per CPU-second per thread (${Math.round(wall).toLocaleString('en')} per wall-clock second on this shared machine)`,
  );
  return { ok: inside, ...(SLOT_TITLES[game] ? { slotRate: rate } : {}) };
}

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h >>> 0;
}

async function main(): Promise<void> {
  const args = parseRtpArgs(process.argv.slice(2));
  if (args.kind === 'help') {
    console.log(RTP_USAGE);
    return;
  }
  if (args.kind === 'error') {
    console.error(`rtp: ${args.message}\n\n${RTP_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { games, rounds, workers, seed } = args;
  const pool = new Pool(workers);
  const t0 = performance.now();
  let allInside = true;
  const slotRates: number[] = [];
  console.log(
    `LuckyWay house games — exact PAR sheets${rounds ? ` and ${rounds.toLocaleString('en')}-round simulations` : ''} (${workers} worker threads, load average ${os.loadavg()[0]!.toFixed(2)})`,
  );
  for (const game of games) {
    let exact: Exact;
    if (SLOT_TITLES[game]) {
      const p = await slotPar(pool, game, workers * 4);
      printSlotSheet(p);
      exact = {
        rtp: p.summary.rtp,
        sd: p.summary.standardDeviation,
        label: 'slot round',
        baseHistogram: p.baseHistogram,
        combos: p.combos.base,
      };
    } else exact = printOriginal(game);
    if (rounds > 0) {
      const r = await simulateGame(pool, game, rounds, workers, seed, exact);
      allInside &&= r.ok;
      if (r.slotRate) slotRates.push(r.slotRate);
    }
  }
  await pool.close();
  if (rounds > 0) {
    console.log(`\nAll measured RTPs inside their 99 % intervals: ${allInside ? 'yes' : 'NO'}`);
    if (slotRates.length) {
      console.log(
        `Slot simulation speed: ${Math.round(Math.min(...slotRates)).toLocaleString('en')} … ${Math.round(Math.max(...slotRates)).toLocaleString('en')} rounds per CPU-second per core (thread CPU time from /proc/thread-self)`,
      );
    }
  }
  console.log(`Done in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
  if (!allInside) process.exitCode = 1;
}

void main();
