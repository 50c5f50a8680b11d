import { termsProblems, type TAgentContractSettings, type TContractTerms } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { periodOf } from './contract-periods.js';
import { chooseTier, ownAmount, uplineProblems, ZERO_FIGURES } from './contract-rules.js';

const limits: TAgentContractSettings = {
  maxRateBps: { dailySalary: 300, dividend: 5_000, hourlySalary: 300, realtimeSalary: 210 },
  maxTiers: 3,
  activeMemberMinValidStake: 10_000,
  templates: [],
};
const daily = (...tiers: [number, number, number][]): TContractTerms => ({
  kind: 'dailySalary',
  period: 'daily',
  tiers: tiers.map(([minValidStake, minActiveMembers, rateBps]) => ({
    minValidStake,
    minActiveMembers,
    rateBps,
  })),
});

describe('contract rules', () => {
  it('chooses the highest tier whose valid-bet and active-member thresholds are both reached', () => {
    const t = daily([100_000, 1, 50], [500_000, 3, 100], [1_000_000, 5, 150]);
    if (t.kind !== 'dailySalary') throw new Error();
    expect(chooseTier(t.tiers, 99_999, 9)).toBeNull();
    expect(chooseTier(t.tiers, 100_000, 1)).toBe(0);
    expect(chooseTier(t.tiers, 2_000_000, 4)).toBe(1);
    expect(chooseTier(t.tiers, 2_000_000, 5)).toBe(2);
    expect(ownAmount(t, { ...ZERO_FIGURES, validStake: 2_000_001, activeMembers: 5 })).toEqual({
      tier: 2,
      amount: 30_000, // floor(2,000,001 × 1.5 %)
    });
    expect(ownAmount(t, { ...ZERO_FIGURES, validStake: 50_000, activeMembers: 9 })).toEqual({
      tier: null,
      amount: 0,
    });
  });

  it('wants tier rates strictly increasing, thresholds not decreasing, within the limits', () => {
    expect(termsProblems(daily([100, 1, 50], [200, 2, 100]), limits)).toEqual([]);
    expect(termsProblems(daily([100, 1, 100], [200, 2, 100]), limits)).toEqual([
      'tier 2: rates must strictly increase',
    ]);
    expect(termsProblems(daily([200, 1, 50], [100, 2, 100]), limits)).toEqual([
      'tier 2: thresholds must not decrease',
    ]);
    expect(termsProblems(daily([100, 1, 50], [200, 2, 301]), limits)).toEqual([
      'tier 2: rate above the maximum 300 bps',
    ]);
    expect(termsProblems(daily([1, 0, 1], [2, 0, 2], [3, 0, 3], [4, 0, 4]), limits)).toEqual([
      'at most 3 tiers',
    ]);
  });

  it("the lower-rate rule: a downline never gets more than its upline's rate at its thresholds", () => {
    const up = daily([100_000, 1, 50], [500_000, 3, 100]);
    expect(uplineProblems(daily([100_000, 1, 50], [600_000, 4, 100]), up)).toEqual([]);
    expect(uplineProblems(daily([100_000, 1, 60]), up)).toEqual([
      "tier 1: rate above the upline's 50 bps",
    ]);
    expect(uplineProblems(daily([50_000, 1, 10]), up)).toEqual([
      "tier 1: below the upline's lowest tier",
    ]);
    expect(
      uplineProblems({ ...daily([100_000, 1, 50]), period: 'weekly' } as TContractTerms, up),
    ).toEqual(["the period must be the upline's (daily)"]);
    const rt = (w: number, l: number, min: number): TContractTerms => ({
      kind: 'realtimeSalary',
      period: 'fiveMinutes',
      winRateBps: w,
      lossRateBps: l,
      minRoundStake: min,
    });
    expect(uplineProblems(rt(10, 20, 1_000), rt(10, 20, 1_000))).toEqual([]);
    expect(uplineProblems(rt(11, 20, 1_000), rt(10, 20, 1_000))).toEqual([
      "rates above the upline's",
    ]);
    expect(uplineProblems(rt(10, 20, 999), rt(10, 20, 1_000))).toEqual([
      "single-round bet below the upline's",
    ]);
  });

  it('a dividend pays only on a loss, after the carried profit of the month', () => {
    const t: TContractTerms = {
      kind: 'dividend',
      period: 'halfMonth',
      carryOver: true,
      tiers: [{ minLoss: 100_000, minActiveMembers: 2, rateBps: 2_000 }],
    };
    const f = { ...ZERO_FIGURES, loss: 300_000, activeMembers: 2 };
    expect(ownAmount(t, f)).toEqual({ tier: 0, amount: 60_000 });
    expect(ownAmount(t, f, -150_000)).toEqual({ tier: 0, amount: 30_000 });
    expect(ownAmount(t, f, -250_000)).toEqual({ tier: null, amount: 0 });
    expect(ownAmount(t, { ...f, loss: -5 })).toEqual({ tier: null, amount: 0 });
  });

  it('hourly and real-time salary: win rate on winning bets, loss rate on losing bets, each floored', () => {
    const t: TContractTerms = {
      kind: 'hourlySalary',
      period: 'hourly',
      winRateBps: 100,
      lossRateBps: 300,
    };
    expect(
      ownAmount(t, { ...ZERO_FIGURES, winningValidStake: 12_345, losingValidStake: 6_789 }).amount,
    ).toBe(123 + 203);
  });

  it('periods in the operator zone: half-months, Monday weeks, hours and 5-minute windows', () => {
    const tz = 'Asia/Bangkok';
    const at = new Date('2026-03-15T17:30:00Z'); // 16 March 00:30 in Bangkok
    expect(periodOf('halfMonth', at, tz)).toMatchObject({
      key: 'halfMonth:2026-03-16',
      firstDay: '2026-03-16',
      lastDay: '2026-03-31',
    });
    expect(periodOf('weekly', at, tz).key).toBe('weekly:2026-03-16');
    expect(periodOf('daily', new Date('2026-03-15T16:59:59Z'), tz).key).toBe('daily:2026-03-15');
    expect(periodOf('hourly', at, tz)).toMatchObject({
      key: 'hourly:2026-03-16T00:00',
      start: new Date('2026-03-15T17:00:00Z'),
    });
    expect(periodOf('fiveMinutes', new Date('2026-03-15T17:34:59Z'), tz).start).toEqual(
      new Date('2026-03-15T17:30:00Z'),
    );
  });
});
