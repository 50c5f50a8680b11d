import type { TCrashRound, TCrashState } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { formatMultiplier, parseMultiplier, roundView } from './crash-display';
import { applyCrashEvent } from './use-crash-live';

const round = (over: Partial<TCrashRound> = {}): TCrashRound => ({
  roundId: 7,
  chainId: 1,
  gameNumber: 3,
  phase: 'running',
  startsAt: '2026-01-01T00:00:00.000Z',
  startedAt: '2026-01-01T00:00:00.000Z',
  crashedAt: null,
  crashPoint: null,
  hash: null,
  ...over,
});

describe('crash display', () => {
  it('reads typed multipliers in hundredths and refuses anything else', () => {
    expect(parseMultiplier('2')).toBe(200);
    expect(parseMultiplier('1.5')).toBe(150);
    expect(parseMultiplier('1,01')).toBe(101);
    expect(parseMultiplier('1.234')).toBeNull();
    expect(parseMultiplier('x2')).toBeNull();
    expect(formatMultiplier(235)).toBe('2.35×');
  });

  it('computes the multiplier from the start time on the server clock', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    expect(roundView(round(), start).multiplier).toBe(100);
    // e^(0.00006 × 11,552 ms) = 2.0000… -> 2.00×
    expect(roundView(round(), start + 11_553).multiplier).toBe(200);
    expect(roundView(round({ phase: 'betting', startedAt: null }), start - 3_000)).toMatchObject({
      phase: 'betting',
      countdownMs: 3_000,
    });
    expect(roundView(round({ phase: 'crashed', crashPoint: 412 }), start + 1).multiplier).toBe(412);
  });

  it('applies live events to the cached state: a new round clears the bets', () => {
    const bet = {
      betId: 1,
      player: 'me***01',
      amount: 100,
      currency: 'THB',
      autoCashOut: null,
      status: 'active' as const,
      cashedOutAt: null,
      win: null,
    };
    const state: TCrashState = {
      serverTime: '2026-01-01T00:00:00.000Z',
      currency: 'THB',
      maxWin: 100_000_000,
      round: round(),
      bets: [bet],
      closed: null,
    };
    const cashed = { ...bet, status: 'cashed_out' as const, cashedOutAt: 150, win: 150 };
    expect(applyCrashEvent(state, { type: 'crash.bet', roundId: 7, bet: cashed })!.bets).toEqual([
      cashed,
    ]);
    expect(applyCrashEvent(state, { type: 'crash.bet', roundId: 8, bet: cashed })).toBe(state);
    const next = applyCrashEvent(state, { type: 'crash.round', round: round({ roundId: 8 }) });
    expect(next!.bets).toEqual([]);
  });
});
