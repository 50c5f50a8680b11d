import { describe, expect, it } from 'vitest';
import { FloatStream } from '../fair/floats';
import { hmacSha256 } from '../fair/hash';
import { toNumber } from '../math/rational';
import { crashChanceAtLeast, crashPoint } from '../originals/crash';
import { rollDice } from '../originals/dice';
import { placeMines } from '../originals/mines';
import { generateHashChain } from '../fair/crash-chain';
import { BASE, SlotMachine } from '../slots/engine';
import { computePar } from '../slots/par';
import { tinyCascadeTitle } from '../slots/slots-test-kit';
import { SLOT_TITLES } from '../slots/titles';
import {
  ALPHA,
  chiSquareTest,
  monobitTest,
  runsTest,
  serialCorrelationTest,
  type TestResult,
} from './battery';
import { chiSquareTail, erfc } from './stats';

/*
 * The RNG battery (GLI-11 style, alpha = 0.01) on the provably fair HMAC-SHA256 stream and on
 * every game's outcomes drawn from it. Seeds are fixed so the suite never flakes: each seed pair
 * below was fixed when the test was written and is the first one tried.
 */
const SERVER = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';
const CLIENT = 'battery';

const expectPass = (r: TestResult): void => {
  expect(r.pValue, `${r.name}: statistic ${r.statistic}, p ${r.pValue}`).toBeGreaterThanOrEqual(
    ALPHA,
  );
};

describe('statistics helpers', () => {
  it('erfc and the chi-square tail match known values', () => {
    expect(erfc(0)).toBeCloseTo(1, 6);
    expect(erfc(1)).toBeCloseTo(0.157299207, 6);
    expect(chiSquareTail(6.635, 1)).toBeCloseTo(0.01, 4);
    expect(chiSquareTail(23.209, 10)).toBeCloseTo(0.01, 4);
    expect(chiSquareTail(135.807, 99)).toBeCloseTo(0.0085, 3);
  });

  it('the battery rejects obviously bad data (the tests have teeth)', () => {
    expect(monobitTest(new Uint8Array(1000).fill(0xff)).pass).toBe(false);
    expect(runsTest(new Uint8Array(1000).fill(0xaa)).pass).toBe(false);
    const ramp = Array.from({ length: 5000 }, (_, i) => (i % 100) / 100);
    expect(serialCorrelationTest(ramp).pass).toBe(false);
    expect(chiSquareTest('skewed', [600, 400], [0.5, 0.5]).pass).toBe(false);
  });
});

describe('HMAC-SHA256 stream (provably fair source)', () => {
  const bytes = new Uint8Array(32 * 4000);
  for (let nonce = 0; nonce < 4000; nonce++)
    bytes.set(hmacSha256(SERVER, `${CLIENT}:${nonce}:0`), nonce * 32);

  it('passes the frequency (monobit) test', () => expectPass(monobitTest(bytes)));
  it('passes the runs test', () => expectPass(runsTest(bytes)));

  it('floats show no serial correlation (lags 1 and 8) and are uniform over 100 bins', () => {
    const s = new FloatStream(SERVER, CLIENT, 1);
    const xs = Array.from({ length: 50_000 }, () => s.nextFloat());
    expectPass(serialCorrelationTest(xs, 1));
    expectPass(serialCorrelationTest(xs, 8));
    const bins = new Array<number>(100).fill(0);
    for (const x of xs) bins[Math.floor(x * 100)]!++;
    expectPass(chiSquareTest('float bins', bins, new Array(100).fill(0.01)));
  });
});

describe("each game's outcome distribution vs its exact distribution (chi-square)", () => {
  it('dice rolls: uniform over 0.00–99.99 (100 bins)', () => {
    const bins = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 30_000; nonce++)
      bins[Math.floor(rollDice(new FloatStream(SERVER, CLIENT, nonce)) / 100)]!++;
    expectPass(chiSquareTest('dice', bins, new Array(100).fill(0.01)));
  });

  it('mines: every tile equally likely to hold the first mine, and the mine count per tile', () => {
    const first = new Array<number>(25).fill(0);
    const any = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const m = placeMines(new FloatStream(SERVER, CLIENT, nonce), 5);
      first[m[0]!]!++;
      for (const t of m) any[t]!++;
    }
    expectPass(chiSquareTest('mines first', first, new Array(25).fill(1 / 25)));
    expectPass(chiSquareTest('mines any', any, new Array(25).fill(1 / 25)));
  });

  it('crash: crash points of a real hash chain fall in buckets with their exact chances', () => {
    const chain = generateHashChain(SERVER, 20_000);
    const edges = [101, 120, 150, 200, 300, 500, 1000, 2000];
    const obs = new Array<number>(edges.length + 1).fill(0);
    for (const h of chain.gameHashes) {
      const p = crashPoint(h, 'battery-salt');
      let b = 0;
      while (b < edges.length && p >= edges[b]!) b++;
      obs[b]!++;
    }
    const tail = (t: number): number => toNumber(crashChanceAtLeast(t));
    const probs = edges.map((e, i) => (i === 0 ? 1 : tail(edges[i - 1]!)) - tail(e));
    probs.push(tail(edges.at(-1)!));
    expectPass(chiSquareTest('crash', obs, probs));
  });

  for (const title of Object.values(SLOT_TITLES)) {
    it(`${title.id}: stops uniform on every reel, scatter counts as computed exactly`, () => {
      const m = new SlotMachine(title);
      const lengths = m.reelLengths(BASE);
      const stopCounts = lengths.map((L) => new Array<number>(L).fill(0));
      const scatters = new Array<number>(6).fill(0);
      for (let nonce = 0; nonce < 15_000; nonce++) {
        const s = new FloatStream(SERVER, title.id, nonce);
        m.drawStops(BASE, s);
        const stops = m.currentStops();
        stops.forEach((st, r) => stopCounts[r]![st]!++);
        m.setStops(stops[0]!, stops[1]!, stops[2]!, stops[3]!, stops[4]!);
        m.spin(BASE);
        scatters[Math.min(m.lastScatters, 5)]!++;
      }
      stopCounts.forEach((c, r) =>
        expectPass(
          chiSquareTest(
            `reel ${r + 1}`,
            c,
            c.map(() => 1 / lengths[r]!),
          ),
        ),
      );
      // Exact scatter-count distribution: convolution of each reel's chance of showing a scatter.
      let dist = [1];
      title.reels.base.forEach((strip) => {
        const L = strip.length;
        const p = [0, 0, 0, 0];
        for (let st = 0; st < L; st++) {
          let k = 0;
          for (let row = 0; row < 3; row++) if (strip[(st + row) % L] === 'SC') k++;
          p[k]! += 1 / L;
        }
        const next = new Array<number>(dist.length + 3).fill(0);
        dist.forEach((a, i) => p.forEach((b, j) => (next[i + j]! += a * b)));
        dist = next;
      });
      const probs = [0, 1, 2, 3, 4].map((k) => dist[k] ?? 0);
      probs.push(dist.slice(5).reduce((a, b) => a + b, 0));
      expectPass(chiSquareTest('scatters', scatters, probs));
    });
  }

  it('a cascade title: the whole win distribution of a paid spin vs exact enumeration', () => {
    const title = tinyCascadeTitle();
    const par = computePar(title);
    const wins = [...par.baseHistogram.keys()].sort((a, b) => a - b);
    const total = Number(par.combos.base);
    const probs = wins.map((w) => Number(par.baseHistogram.get(w)!) / total);
    const obs = new Array<number>(wins.length).fill(0);
    const m = new SlotMachine(title);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      m.drawStops(BASE, new FloatStream(SERVER, 'tiny', nonce));
      obs[wins.indexOf(m.spin(BASE))]!++;
    }
    expect(wins.length).toBeGreaterThan(5);
    expectPass(chiSquareTest('tiny cascade wins', obs, probs));
  });
});
