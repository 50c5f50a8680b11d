import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialJackpot,
  JACKPOT_MAX,
  JACKPOT_MIN,
  jackpotDelay,
  jackpotStep,
  nextJackpot,
  wrapJackpot,
} from './jackpot';

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-3;

describe('jackpot', () => {
  it('each step grows by 100 to 500', () => {
    fc.assert(
      fc.property(unit, (r) => {
        const step = jackpotStep(r);
        expect(step).toBeGreaterThanOrEqual(100);
        expect(step).toBeLessThanOrEqual(500);
      }),
    );
  });

  it('stays within 200,000,000 and 300,000,000 with 2 decimals, however long it runs', () => {
    fc.assert(
      fc.property(
        fc.double({ min: JACKPOT_MIN, max: JACKPOT_MAX, noNaN: true }),
        fc.array(unit, { minLength: 1, maxLength: 200 }),
        (start, randoms) => {
          let value = wrapJackpot(start);
          for (const r of randoms) {
            value = nextJackpot(value, r);
            expect(value).toBeGreaterThanOrEqual(JACKPOT_MIN);
            expect(value).toBeLessThanOrEqual(JACKPOT_MAX);
            expect(hasTwoDecimals(value)).toBe(true);
          }
        },
      ),
    );
  });

  it('grows by exactly the step while inside the range', () => {
    expect(nextJackpot(250_000_000, 0)).toBe(250_000_100);
    expect(nextJackpot(250_000_000, 0.5)).toBe(250_000_300);
  });

  it('wraps back into the range at the top', () => {
    expect(nextJackpot(JACKPOT_MAX - 50, 0)).toBe(JACKPOT_MIN + 50);
  });

  it('waits 3 to 5 seconds between ticks', () => {
    fc.assert(
      fc.property(unit, (r) => {
        const delay = jackpotDelay(r);
        expect(delay).toBeGreaterThanOrEqual(3000);
        expect(delay).toBeLessThanOrEqual(5000);
      }),
    );
  });

  it('starts inside the range at any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const value = initialJackpot(now);
        expect(value).toBeGreaterThanOrEqual(JACKPOT_MIN);
        expect(value).toBeLessThanOrEqual(JACKPOT_MAX);
      }),
    );
  });
});
