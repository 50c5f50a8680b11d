import { describe, expect, it } from 'vitest';
import { eq, toNumber } from '../math/rational';
import { analyticRtp } from './analytic';
import { computePar } from './par';
import { tinyCascadeTitle, tinyLinesTitle } from './slots-test-kit';
import { goldenDragon, luckyFruits, siamTreasures } from './titles';

describe('RTP by analysis (second, independent method)', () => {
  it('equals the enumerated PAR sheet exactly on small titles (lines, and ways with multiplier wilds)', () => {
    const ways = { ...tinyCascadeTitle(), cascade: undefined };
    for (const t of [tinyLinesTitle(), ways])
      expect(eq(analyticRtp(t), computePar(t).rtp)).toBe(true);
  });

  it('reproduces the declared exact RTP of Golden Dragon and Lucky Fruits', () => {
    // The declared figures come from full enumeration (npm run rtp); analysis shares no code with it.
    expect(toNumber(analyticRtp(goldenDragon))).toBeCloseTo(goldenDragon.declared.rtp, 10);
    expect(toNumber(analyticRtp(luckyFruits))).toBeCloseTo(luckyFruits.declared.rtp, 10);
  });

  it('refuses cascading titles (their exact value needs the enumeration)', () => {
    expect(() => analyticRtp(siamTreasures)).toThrow();
  });
});
