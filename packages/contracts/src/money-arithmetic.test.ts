import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  applyMultiplier,
  basisPointsOf,
  divideRounded,
  MoneyArithmeticError,
  mulDiv,
  percentOf,
  ROUNDING_MODES,
  type TMoneyArithmeticErrorCode,
  type TRoundingMode,
} from './money-arithmetic.js';

const MAX = Number.MAX_SAFE_INTEGER;
const ROUNDED = ROUNDING_MODES.filter((mode) => mode !== 'exact');
const mode = fc.constantFrom(...ROUNDED);
/** Amounts of every size, small ones often (where the rounding shows). */
const amount = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
);
const big = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const divisor = fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: -200, max: -1 }));

/** The reference: floor by a second method (subtract the true modulo), the rest from it. */
function reference(n: bigint, d: bigint, rounding: TRoundingMode): bigint {
  if (d < 0n) return reference(-n, -d, rounding);
  const mod = ((n % d) + d) % d;
  const floor = (n - mod) / d;
  if (mod === 0n) return floor;
  const ceil = floor + 1n;
  const toZero = n >= 0n ? floor : ceil;
  const fromZero = n >= 0n ? ceil : floor;
  const lower = 2n * mod; // against d: below half, half, above
  const nearest = lower < d ? floor : lower > d ? ceil : null;
  switch (rounding) {
    case 'floor':
      return floor;
    case 'ceil':
      return ceil;
    case 'towardZero':
      return toZero;
    case 'awayFromZero':
      return fromZero;
    case 'halfUp':
      return nearest ?? fromZero;
    case 'halfDown':
      return nearest ?? toZero;
    case 'halfEven':
      return nearest ?? (floor % 2n === 0n ? floor : ceil);
    case 'exact':
      throw new Error('inexact');
  }
}

function refusal(run: () => unknown): TMoneyArithmeticErrorCode | null {
  try {
    run();
    return null;
  } catch (e) {
    if (e instanceof MoneyArithmeticError) return e.code;
    throw e;
  }
}

describe('divideRounded and mulDiv: the rounding modes', () => {
  it('round 151.5, −151.5, 150.5 and 151.25 as each mode says', () => {
    const cases: [number, number, number][] = [
      [303, 2, 0],
      [-303, 2, 0],
      [301, 2, 0],
      [605, 4, 0],
    ];
    const table = cases.map(([n, d]) => ROUNDED.map((m) => mulDiv(n, 1, d, m)).join(' '));
    // floor ceil towardZero awayFromZero halfUp halfDown halfEven
    expect(table).toEqual([
      '151 152 151 152 152 151 152',
      '-152 -151 -151 -152 -152 -151 -152',
      '150 151 150 151 151 150 150',
      '151 152 151 152 151 151 151',
    ]);
    expect(mulDiv(300, 1, 2, 'exact')).toBe(150);
    expect(refusal(() => mulDiv(301, 1, 2, 'exact'))).toBe('inexact');
  });

  it('floor ≤ exact ≤ ceil, ceil − floor ≤ 1 (0 only when exact)', () => {
    fc.assert(
      fc.property(big, fc.bigInt({ min: 1n, max: 10n ** 12n }), (n, d) => {
        const floor = divideRounded(n, d, 'floor');
        const ceil = divideRounded(n, d, 'ceil');
        expect(floor * d <= n && n <= ceil * d).toBe(true);
        expect(ceil - floor).toBe(n % d === 0n ? 0n : 1n);
      }),
      { numRuns: 2000 },
    );
  });

  it('the half modes pick the nearest integer and only ties differ', () => {
    fc.assert(
      fc.property(big, fc.bigInt({ min: 1n, max: 10n ** 12n }), (n, d) => {
        const floor = divideRounded(n, d, 'floor');
        const ceil = divideRounded(n, d, 'ceil');
        for (const half of ['halfUp', 'halfDown', 'halfEven'] as const) {
          const q = divideRounded(n, d, half);
          const gap = q * d - n;
          expect((gap < 0n ? -gap : gap) * 2n <= d).toBe(true);
          expect(q === floor || q === ceil).toBe(true);
        }
        const tie = (n - floor * d) * 2n === d;
        if (!tie) {
          expect(divideRounded(n, d, 'halfUp')).toBe(divideRounded(n, d, 'halfEven'));
          expect(divideRounded(n, d, 'halfDown')).toBe(divideRounded(n, d, 'halfEven'));
        } else {
          expect(divideRounded(n, d, 'halfEven') % 2n).toBe(0n);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('towardZero and awayFromZero are floor and ceil by the sign', () => {
    fc.assert(
      fc.property(big, fc.bigInt({ min: 1n, max: 10n ** 12n }), (n, d) => {
        const [floor, ceil] = [divideRounded(n, d, 'floor'), divideRounded(n, d, 'ceil')];
        expect(divideRounded(n, d, 'towardZero')).toBe(n < 0n ? ceil : floor);
        expect(divideRounded(n, d, 'awayFromZero')).toBe(n < 0n ? floor : ceil);
      }),
    );
  });

  it('agrees with the bigint reference for random amounts, factors and divisors', () => {
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: -10_000, max: 10_000 }),
        divisor,
        mode,
        (a, n, d, m) => {
          const expected = reference(BigInt(a) * BigInt(n), BigInt(d), m);
          expect(mulDiv(a, n, d, m)).toBe(Number(expected));
          expect(mulDiv(BigInt(a), n, d, m)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(big, big, fc.bigInt({ min: 1n, max: 10n ** 20n }), mode, (a, n, d, m) => {
        expect(mulDiv(a, n, d, m)).toBe(reference(a * n, d, m));
        expect(mulDiv(a, n, -d, m)).toBe(reference(-a * n, d, m));
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotonic in the amount for a non-negative ratio, in every mode', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.nat(10_000),
        fc.integer({ min: 1, max: 10_000 }),
        mode,
        (a, b, n, d, m) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(mulDiv(lo, n, d, m)).toBeLessThanOrEqual(mulDiv(hi, n, d, m));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is exact where floating point is not', () => {
    // 2^53 − 1 × 3 / 3 passes through 2.7e16, beyond a double's integers.
    expect(mulDiv(MAX, 3, 3, 'exact')).toBe(MAX);
    expect(mulDiv(MAX, 9_999, 10_000, 'floor')).toBe(9_006_298_534_815_516);
    expect(mulDiv(2n ** 80n, 1, 3, 'halfEven')).toBe(402_975_273_204_876_391_568_725n);
  });

  it('refuses what is not money arithmetic, with a typed error', () => {
    expect(refusal(() => mulDiv(100, 1, 0, 'floor'))).toBe('divisionByZero');
    expect(refusal(() => mulDiv(0, 1, 0n, 'floor'))).toBe('divisionByZero');
    for (const bad of [1.5, Number.NaN, Infinity, -Infinity, MAX + 1, -(MAX + 1)]) {
      expect(
        refusal(() => mulDiv(bad, 1, 1, 'floor')),
        String(bad),
      ).toBe('notInteger');
      expect(
        refusal(() => mulDiv(1, bad, 1, 'floor')),
        String(bad),
      ).toBe('notInteger');
      expect(
        refusal(() => mulDiv(1, 1, bad, 'floor')),
        String(bad),
      ).toBe('notInteger');
    }
    expect(refusal(() => mulDiv(MAX, 2, 1, 'floor'))).toBe('overflow');
    expect(refusal(() => mulDiv(-MAX, 2, 1, 'floor'))).toBe('overflow');
    expect(mulDiv(BigInt(MAX), 2, 1, 'floor')).toBe(BigInt(MAX) * 2n); // a bigint goes on
    // No silent default: a missing or unknown mode is refused even when the quotient is whole.
    const noMode = undefined as unknown as TRoundingMode;
    expect(refusal(() => mulDiv(100, 1, 2, noMode))).toBe('invalidRounding');
    expect(refusal(() => mulDiv(101, 1, 2, 'round' as TRoundingMode))).toBe('invalidRounding');
    const e = (() => {
      try {
        mulDiv(1, 1, 0, 'floor');
      } catch (error) {
        return error;
      }
    })();
    expect(e).toBeInstanceOf(RangeError);
    expect((e as Error).name).toBe('MoneyArithmeticError');
  });
});

describe('percentOf and basisPointsOf', () => {
  it('take a percentage with decimals exactly: 0.35 % of 10,000.00 is 35.00', () => {
    expect(percentOf(1_000_000, '0.35', 'floor')).toBe(3_500);
    expect(percentOf(1_000, '0.35', 'floor')).toBe(3); // 3.5
    expect(percentOf(1_000, '0.35', 'halfEven')).toBe(4);
    expect(percentOf(1_000, '0.35', 'halfDown')).toBe(3);
    expect(percentOf(1_000, { units: 35, scale: 2 }, 'ceil')).toBe(4);
    // As floats, 10,000 × 0.57 / 100 is 56.99999999999999: floored, a unit is lost.
    expect(Math.floor((10_000 * 0.57) / 100)).toBe(56);
    expect(percentOf(10_000, '0.57', 'floor')).toBe(57);
    expect(percentOf(1_001, 10, 'floor')).toBe(100);
    expect(percentOf(-1_001, '10', 'floor')).toBe(-101);
    expect(percentOf(50_000, '2.1', 'floor')).toBe(1_050);
    expect(percentOf(12_345, '-1.5', 'towardZero')).toBe(-185);
    expect(basisPointsOf(12_345, 50, 'floor')).toBe(61);
    expect(basisPointsOf(12_345, '0.5', 'ceil')).toBe(1);
    expect(basisPointsOf(10n ** 20n, 1, 'exact')).toBe(10n ** 16n);
  });

  it('100 % (10,000 bps) of any amount is the amount, 0 % is zero, in every mode', () => {
    fc.assert(
      fc.property(
        fc.oneof(amount, fc.integer({ min: -MAX, max: MAX })),
        fc.constantFrom(...ROUNDING_MODES),
        (a, m) => {
          expect(percentOf(a, '100', m)).toBe(a);
          expect(percentOf(a, '100.000', m)).toBe(a);
          expect(percentOf(a, 100, m)).toBe(a);
          expect(basisPointsOf(a, 10_000, m)).toBe(a);
          expect(percentOf(a, '0', m)).toBe(0);
        },
      ),
    );
  });

  it('text, scaled integers and basis points agree with mulDiv', () => {
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.nat(4),
        mode,
        (a, units, scale, m) => {
          const text = (units < 0 ? '-' : '') + formatScaled(Math.abs(units), scale);
          const expected = mulDiv(a, units, 100 * 10 ** scale, m);
          expect(percentOf(a, text, m)).toBe(expected);
          expect(percentOf(a, { units, scale }, m)).toBe(expected);
          expect(basisPointsOf(a, { units, scale: scale + 2 }, m)).toBe(
            mulDiv(a, units, 10 ** (scale + 6), m),
          );
          expect(basisPointsOf(a, { units: units * 100, scale }, m)).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('are monotonic in the amount and in the rate', () => {
    fc.assert(
      fc.property(amount, amount, fc.nat(100_000), fc.nat(100_000), mode, (a, b, r, s, m) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const rate = formatScaled(r, 3);
        expect(percentOf(lo, rate, m)).toBeLessThanOrEqual(percentOf(hi, rate, m));
        const [low, high] = r <= s ? [r, s] : [s, r];
        const x = Math.abs(a);
        expect(basisPointsOf(x, low, m)).toBeLessThanOrEqual(basisPointsOf(x, high, m));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuse rates that are not plain decimals, and floats with decimals', () => {
    for (const bad of ['', '.5', '5.', '1e3', '0,35', ' 1', '+1', '1.2.3', '0x10', '--1', '٣']) {
      expect(
        refusal(() => percentOf(100, bad, 'floor')),
        bad,
      ).toBe('invalidDecimal');
    }
    expect(refusal(() => percentOf(100, 0.35, 'floor'))).toBe('notInteger');
    expect(refusal(() => percentOf(100, { units: 1, scale: -1 }, 'floor'))).toBe('invalidDecimal');
    expect(refusal(() => percentOf(100, { units: 1, scale: 1.5 }, 'floor'))).toBe('invalidDecimal');
    expect(refusal(() => basisPointsOf(100, { units: 0.5, scale: 0 }, 'floor'))).toBe('notInteger');
  });
});

describe('applyMultiplier', () => {
  it('applies decimal odds and multipliers to a stake, rounded as asked', () => {
    expect(applyMultiplier(1_000, '1.982', 'floor')).toBe(1_982);
    expect(applyMultiplier(101, '1.982', 'floor')).toBe(200); // 200.182
    expect(applyMultiplier(101, '1.982', 'ceil')).toBe(201);
    expect(applyMultiplier(555, '31.5', 'halfEven')).toBe(17_482); // 17,482.5
    expect(applyMultiplier(555, '31.5', 'halfUp')).toBe(17_483);
    expect(applyMultiplier(320, '7528.125', 'exact')).toBe(2_409_000);
    expect(refusal(() => applyMultiplier(300, '7528.125', 'exact'))).toBe('inexact');
    expect(applyMultiplier(250, { units: 125, scale: 2 }, 'floor')).toBe(312);
    expect(applyMultiplier(7, 3, 'exact')).toBe(21);
  });

  it('agrees with the exact product for random stakes and odds, monotonic in both', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.nat(10_000),
        mode,
        (stake, oddsX1000, more, m) => {
          const odds = formatScaled(oddsX1000, 3);
          const got = applyMultiplier(stake, odds, m);
          expect(BigInt(got)).toBe(reference(BigInt(stake) * BigInt(oddsX1000), 1000n, m));
          expect(applyMultiplier(stake + more, odds, m)).toBeGreaterThanOrEqual(got);
          expect(
            applyMultiplier(stake, formatScaled(oddsX1000 + more, 3), m),
          ).toBeGreaterThanOrEqual(got);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('allocate: largest remainder', () => {
  it('splits exactly, the odd units to the largest fractions, ties to the earlier weight', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(100, [1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    // 10 × 3/7 = 4.29, 10 × 4/7 = 5.71: the 0.71 gets the unit.
    expect(allocate(10, [3, 4])).toEqual([4, 6]);
    expect(allocate(10, [4, 3])).toEqual([6, 4]);
    expect(allocate(5, [0, 1, 0, 1])).toEqual([0, 3, 0, 2]);
    expect(allocate(0, [2, 5])).toEqual([0, 0]);
    expect(allocate(7, [5])).toEqual([7]);
    // 35 / 30 / 25 / 10 % of 999.99: 349.9965, 299.997, 249.9975, 99.999.
    expect(allocate(99_999, [35, 30, 25, 10])).toEqual([34_999, 30_000, 25_000, 10_000]);
    expect(allocate(10n ** 30n + 1n, [1n, 2n])).toEqual([
      333_333_333_333_333_333_333_333_333_334n,
      666_666_666_666_666_666_666_666_666_667n,
    ]);
  });

  it('sums exactly, keeps every part within one unit of its share, and is deterministic', () => {
    const weights = fc.array(fc.oneof(fc.nat(5), fc.nat(1_000_000)), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        amount,
        weights.filter((w) => w.some((x) => x > 0)),
        (total, w) => {
          const parts = allocate(total, w);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = BigInt(w.reduce((a, b) => a + b, 0));
          parts.forEach((part, i) => {
            // |part − total × w / Σw| < 1  ⇔  |part × Σw − total × w| < Σw.
            const gap = BigInt(part) * sum - BigInt(total) * BigInt(w[i]!);
            expect((gap < 0n ? -gap : gap) < sum).toBe(true);
            if (w[i] === 0) expect(part).toBe(0);
            if (part !== 0) expect(Math.sign(part)).toBe(Math.sign(total));
          });
          expect(allocate(-total, w)).toEqual(parts.map((p) => (p === 0 ? 0 : -p)));
          expect(allocate(BigInt(total), w)).toEqual(parts.map(BigInt));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives equal weights equal parts up to one unit, the extra units to the first ones', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 50 }), (total, n) => {
        const parts = allocate(total, Array(n).fill(1));
        const base = Math.floor(total / n);
        const extra = total % n;
        expect(parts).toEqual(Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0)));
      }),
    );
  });

  it('refuses what cannot be split', () => {
    expect(refusal(() => allocate(100, []))).toBe('invalidWeights');
    expect(refusal(() => allocate(100, [1, -1]))).toBe('invalidWeights');
    expect(refusal(() => allocate(100, [0, 0]))).toBe('divisionByZero');
    expect(refusal(() => allocate(100, [0.5, 1]))).toBe('notInteger');
    expect(refusal(() => allocate(1.5, [1]))).toBe('notInteger');
    expect(refusal(() => allocate(MAX + 1, [1]))).toBe('notInteger');
  });
});

/** A non-negative scaled integer as decimal text: (12345, 3) -> "12.345". */
function formatScaled(units: number, scale: number): string {
  const text = String(units).padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}
