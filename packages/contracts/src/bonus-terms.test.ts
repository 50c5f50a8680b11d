import { describe, expect, it } from 'vitest';
import {
  conversionOf,
  contributionRate,
  DEFAULT_CONTRIBUTIONS,
  FAIR_TERMS,
  fairTermsBreaches,
  wageringRequirement,
  ZBonusTerms,
} from './bonus-terms.js';

describe('bonus terms', () => {
  it('fills the default contribution table and refuses what the engine cannot run', () => {
    const { contributions, ...rest } = FAIR_TERMS;
    void contributions;
    expect(ZBonusTerms.parse(rest).contributions).toEqual(DEFAULT_CONTRIBUTIONS);
    expect(ZBonusTerms.safeParse({ ...FAIR_TERMS, wageringMultiple: 2.25 }).success).toBe(false);
    expect(ZBonusTerms.safeParse({ ...FAIR_TERMS, wageringMultiple: 101 }).success).toBe(false);
    expect(ZBonusTerms.safeParse({ ...FAIR_TERMS, wageringMultiple: 2.5 }).success).toBe(true);
    expect(ZBonusTerms.safeParse({ ...FAIR_TERMS, products: [] }).success).toBe(false);
    expect(ZBonusTerms.safeParse({ ...FAIR_TERMS, products: ['RNG', 'RNG'] }).success).toBe(false);
    expect(
      ZBonusTerms.safeParse({
        ...FAIR_TERMS,
        contributions: { ...DEFAULT_CONTRIBUTIONS, LIVE: 101 },
      }).success,
    ).toBe(false);
    expect(ZBonusTerms.safeParse({ ...FAIR_TERMS, maxBetWhileWagering: 1.5 }).success).toBe(false);
  });

  it('states the requirement as floor(multiple × base)', () => {
    expect(wageringRequirement({ ...FAIR_TERMS, wageringMultiple: 1.5 }, 333)).toBe(499);
    expect(
      wageringRequirement(
        { ...FAIR_TERMS, wageringMultiple: 1.5, wageringBase: 'bonus_plus_deposit' },
        333,
        1_000,
      ),
    ).toBe(1_999);
    // 1.1 is exact in tenths, not 1.1000000000000001.
    expect(wageringRequirement({ ...FAIR_TERMS, wageringMultiple: 1.1 }, 1_000)).toBe(1_100);
  });

  it('counts a category only when it is one of the products', () => {
    expect(contributionRate(FAIR_TERMS, 'RNG')).toBe(100);
    expect(contributionRate(FAIR_TERMS, 'LIVE')).toBe(0);
    expect(contributionRate({ ...FAIR_TERMS, products: ['RNG', 'LIVE'] }, 'LIVE')).toBe(5);
    expect(contributionRate(FAIR_TERMS, '')).toBe(0);
  });

  it('caps the conversion by amount or by a multiple of the bonus (floor)', () => {
    expect(conversionOf(FAIR_TERMS, 1_000, 5_000)).toBe(5_000);
    expect(
      conversionOf({ ...FAIR_TERMS, maxConversion: { kind: 'amount', amount: 700 } }, 1_000, 5_000),
    ).toBe(700);
    expect(
      conversionOf(
        { ...FAIR_TERMS, maxConversion: { kind: 'multiple', multiple: 0.5 } },
        333,
        5_000,
      ),
    ).toBe(166);
    expect(
      conversionOf({ ...FAIR_TERMS, maxConversion: { kind: 'amount', amount: 700 } }, 1_000, 300),
    ).toBe(300);
  });

  it('checks terms against the fair-terms preset (at most 10x on the bonus, one product)', () => {
    expect(fairTermsBreaches(FAIR_TERMS)).toEqual([]);
    expect(
      fairTermsBreaches({
        ...FAIR_TERMS,
        wageringMultiple: 35,
        products: ['RNG', 'LIVE'],
        wageringBase: 'bonus_plus_deposit',
      }),
    ).toEqual(['multipleAboveTen', 'moreThanOneProduct', 'depositInBase']);
    expect(fairTermsBreaches({ ...FAIR_TERMS, wageringMultiple: 10 })).toEqual([]);
  });
});
