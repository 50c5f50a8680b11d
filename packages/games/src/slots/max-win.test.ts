import { describe, expect, it } from 'vitest';
import { SlotMachine } from './engine';
import { SLOT_TITLES } from './titles';
import { formatMultiple } from './titles/max-win-rule';

/**
 * The stated maximum win of each title is the PAR sheet's round bound (`npm run rtp` fails
 * unless `maxWinMultiple` equals it; the figures below are that run's). Here: the rules state
 * exactly that figure in every language, and the engine's cap is that figure in whole credits.
 */
const PAR_ROUND_BOUND: Record<string, number> = {
  'siam-treasures': 5959.9,
  'golden-dragon': 7528.125,
  'lucky-fruits': 12227.5,
};

describe('stated maximum win', () => {
  for (const title of Object.values(SLOT_TITLES)) {
    it(`${title.id}: the rules and the engine state the PAR sheet's round bound`, () => {
      expect(title.maxWinMultiple).toBe(PAR_ROUND_BOUND[title.id]);
      const figure = formatMultiple(title.maxWinMultiple);
      for (const text of Object.values(title.rules.maxWin!)) expect(text).toContain(figure);
      expect(new SlotMachine(title).capCredits).toBe(title.maxWinMultiple * title.betCredits);
    });
  }

  it('the old advertised caps are gone from every rule text', () => {
    const all = JSON.stringify(Object.values(SLOT_TITLES).map((t) => t.rules));
    for (const old of ['7,600', '6,000', '12,500']) expect(all).not.toContain(old);
  });
});
