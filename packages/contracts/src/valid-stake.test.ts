import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validStakeOf, ZValidStakePolicy, type TValidStakeInput } from './valid-stake.js';

const policy = fc.record({
  push: fc.constantFrom('count' as const, 'zero' as const),
  halfLines: fc.constantFrom('half' as const, 'full' as const),
  hedges: fc.constantFrom('once' as const, 'none' as const),
  halfRounding: fc.constantFrom('floor' as const, 'halfEven' as const, 'halfUp' as const),
});
const wager: fc.Arbitrary<TValidStakeInput> = fc.record({
  stake: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  currency: fc.constantFrom('THB', 'USD', 'FUN'),
  status: fc.constantFrom('settled' as const, 'voided' as const),
  result: fc.constantFrom(undefined, 'win', 'loss', 'push', 'half_win', 'half_loss', 'void'),
});

describe('validStakeOf', () => {
  it('is between 0 and the stake, and 0 for voided and play money', () => {
    fc.assert(
      fc.property(wager, policy, (w, p) => {
        const v = validStakeOf(w, p);
        expect(Number.isSafeInteger(v) && v >= 0 && v <= w.stake).toBe(true);
        if (w.status === 'voided' || w.currency === 'FUN' || w.result === 'void') expect(v).toBe(0);
      }),
    );
  });

  it('counts casino win/loss in full and halves half lines by the stated rounding', () => {
    const p = ZValidStakePolicy.parse({});
    const base = { currency: 'THB', status: 'settled' as const };
    expect(validStakeOf({ ...base, stake: 101 }, p)).toBe(101);
    expect(validStakeOf({ ...base, stake: 101, result: 'loss' }, p)).toBe(101);
    expect(validStakeOf({ ...base, stake: 101, result: 'push' }, p)).toBe(0);
    expect(validStakeOf({ ...base, stake: 101, result: 'push' }, { ...p, push: 'count' })).toBe(
      101,
    );
    expect(validStakeOf({ ...base, stake: 101, result: 'half_win' }, p)).toBe(50);
    expect(
      validStakeOf({ ...base, stake: 101, result: 'half_loss' }, { ...p, halfRounding: 'halfUp' }),
    ).toBe(51);
    expect(
      validStakeOf({ ...base, stake: 101, result: 'half_win' }, { ...p, halfLines: 'full' }),
    ).toBe(101);
  });
});
