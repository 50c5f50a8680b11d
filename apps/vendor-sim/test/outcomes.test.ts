import { describe, expect, it } from 'vitest';
import { GAME_TYPES, type TGameType } from '../src/catalogue/index.js';
import { createRng } from '../src/catalogue/prng.js';
import { newOffer } from '../src/play/offers.js';
import { picksFor, playForced, playOutcome } from '../src/play/outcomes.js';

/** Average return of many rounds of one game type and pick, by simulation. */
function simulatedReturn(
  type: TGameType,
  pick: string | undefined,
  rounds: number,
  classify = '',
): number {
  const rng = createRng(`rtp:${type}:${pick}`);
  let paid = 0;
  for (let i = 0; i < rounds; i++) {
    const offer =
      type === 'SPORTS' || type === 'ESPORTS' ? newOffer(type, classify, rng.next) : undefined;
    const chosen = pick ?? picksFor(type, offer)[0] ?? '';
    paid += playOutcome(type, rng, 1000, chosen, offer, classify).win;
  }
  return paid / (rounds * 1000);
}

describe('game outcomes', () => {
  it('return about 96 % for every game type (main picks), never more than the stake back on average', () => {
    const cases: [TGameType, string | undefined, string?][] = [
      ['LIVE', 'RED', 'ROULETTE'],
      ['LIVE', 'SMALL', 'SICBO'],
      ['LIVE', 'TIGER', 'DRAGON_TIGER'],
      ['RNG', undefined],
      ['FISH', undefined],
      ['LIVE', 'PLAYER'],
      ['LIVE', 'BANKER'],
      ['PVP', 'DRAGON'],
      ['SPORTS', 'HOME'],
      ['ESPORTS', 'AWAY'],
      ['LOTT', '7'],
      ['ELOTT', '0'],
      ['COCKFIGHT', 'MERON'],
    ];
    for (const [type, pick, classify] of cases) {
      const rtp = simulatedReturn(type, pick, 100_000, classify);
      expect(rtp, `${type} ${pick}`).toBeGreaterThan(0.9);
      expect(rtp, `${type} ${pick}`).toBeLessThan(1.01);
    }
  });

  it('offers the right picks per type and whole-unit wins', () => {
    expect(picksFor('LIVE')).toEqual(['PLAYER', 'BANKER', 'TIE']);
    expect(picksFor('LIVE', undefined, 'ROULETTE')).toEqual(['RED', 'BLACK']);
    expect(picksFor('LIVE', undefined, 'SICBO')).toEqual(['BIG', 'SMALL']);
    expect(picksFor('COCKFIGHT')).toEqual(['MERON', 'WALA']);
    expect(picksFor('RNG')).toEqual([]);
    expect(newOffer('SPORTS', 'FOOTBALL', Math.random).odds.map((o) => o.pick)).toEqual([
      'HOME',
      'DRAW',
      'AWAY',
    ]);
    expect(newOffer('SPORTS', 'TENNIS', Math.random).odds.map((o) => o.pick)).toEqual([
      'HOME',
      'AWAY',
    ]);
    expect(newOffer('ESPORTS', 'LOL', Math.random).odds.map((o) => o.pick)).toEqual([
      'HOME',
      'AWAY',
    ]);
    const rng = createRng(1);
    for (const type of GAME_TYPES) {
      const offer = newOffer(type, 'FOOTBALL', rng.next);
      for (let i = 0; i < 200; i++) {
        const outcome = playOutcome(type, rng, 333, picksFor(type, offer)[0] ?? '', offer);
        expect(Number.isSafeInteger(outcome.win) && outcome.win >= 0).toBe(true);
        expect(outcome.lines.length).toBeGreaterThan(0);
      }
    }
  });

  it('forces an outcome for tests', () => {
    const rng = createRng(2);
    const play = () => playOutcome('RNG', rng, 100, '', undefined);
    expect(playForced(play, 'win').win).toBeGreaterThan(0);
    expect(playForced(play, 'lose').win).toBe(0);
    expect(playForced(play, { winAmount: 777 }).win).toBe(777);
  });
});
