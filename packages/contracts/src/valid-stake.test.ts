import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hedgedStakeOf,
  validStakeOf,
  ZValidStakePolicy,
  type TValidStakeInput,
} from './valid-stake.js';

const policy = fc.record({
  push: fc.constantFrom('count' as const, 'zero' as const),
  halfLines: fc.constantFrom('half' as const, 'full' as const),
  hedges: fc.constantFrom('once' as const, 'net' as const, 'none' as const),
  halfRounding: fc.constantFrom('floor' as const, 'halfEven' as const, 'halfUp' as const),
});
const wager: fc.Arbitrary<TValidStakeInput> = fc.record({
  stake: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  currency: fc.constantFrom('THB', 'USD', 'FUN'),
  status: fc.constantFrom('settled' as const, 'voided' as const),
  result: fc.constantFrom(undefined, 'win', 'loss', 'push', 'half_win', 'half_loss', 'void'),
  sides: fc.option(
    fc.array(
      fc.record({
        side: fc.constantFrom('player', 'banker', 'tie'),
        stake: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      { maxLength: 4 },
    ),
    { nil: undefined },
  ),
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

  it('a both-sides hedge counts the net exposure, the larger side or nothing, by the setting', () => {
    const p = ZValidStakePolicy.parse({});
    const base = { currency: 'THB', status: 'settled' as const };
    const sides = [
      { side: 'player', stake: 300 },
      { side: 'banker', stake: 100 },
    ];
    // 400 on the round: 300 Player, 100 Banker, and 50 more with no side.
    const w = { ...base, stake: 450, sides };
    expect(validStakeOf(w, { ...p, hedges: 'net' })).toBe(50 + 200);
    expect(validStakeOf(w, { ...p, hedges: 'once' })).toBe(50 + 300);
    expect(validStakeOf(w, { ...p, hedges: 'none' })).toBe(50);
    // Equal sides: no exposure at all.
    const even = [
      { side: 'player', stake: 100 },
      { side: 'banker', stake: 100 },
    ];
    expect(validStakeOf({ ...base, stake: 200, sides: even }, { ...p, hedges: 'net' })).toBe(0);
    // One side only is no hedge; a half line halves what the hedge rule left.
    expect(
      validStakeOf({ ...base, stake: 300, sides: [sides[0]!] }, { ...p, hedges: 'none' }),
    ).toBe(300);
    expect(validStakeOf({ ...w, result: 'half_win' }, { ...p, hedges: 'net' })).toBe(125);
    expect(hedgedStakeOf(450, sides, 'net')).toBe(250);
  });

  it('hedged: never more than without sides, and net <= once', () => {
    fc.assert(
      fc.property(wager, policy, (w, pol) => {
        const plain = validStakeOf({ ...w, sides: undefined }, pol);
        const net = validStakeOf(w, { ...pol, hedges: 'net' });
        const once = validStakeOf(w, { ...pol, hedges: 'once' });
        const none = validStakeOf(w, { ...pol, hedges: 'none' });
        expect(none <= net && net <= once && once <= plain).toBe(true);
      }),
    );
  });
});
