import { DEFAULT_JACKPOT, diceWinPayout, jackpotDisclosure, luckyFruits, rat } from '@lw/games';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { houseGameFixture, renderHouse } from '../house-test-kit';
import { DiceGame } from './dice-game';
import { SlotInfo } from './slot-info';

const jackpot = {
  contributionBps: DEFAULT_JACKPOT.contributionBps,
  seed: DEFAULT_JACKPOT.seed,
  maxStake: DEFAULT_JACKPOT.maxStake,
  oneIn: DEFAULT_JACKPOT.oneIn,
};

describe('what the house games tell the player (issue 22 items 13–16)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('slot info: the real maximum win, and the jackpot odds, contribution and total RTP at the stake', () => {
    const stake = 100; // Lucky Fruits' minimum: 1.00
    renderHouse(
      <SlotInfo
        title={luckyFruits}
        open
        onClose={() => undefined}
        stake={stake}
        currency="THB"
        jackpot={jackpot}
      />,
    );
    expect(screen.getByTestId('slot-max-win').textContent).toContain('12,227.5 × bet');
    expect(screen.getByTestId('slot-max-win').textContent).toContain('12,227.50');
    expect(screen.getByText(/12,227\.5 times the total bet/)).toBeInTheDocument();
    const d = jackpotDisclosure(DEFAULT_JACKPOT, stake, rat(9645388204n, 10_000_000_000n));
    expect(d.oneIn).toBe(2_000_000_000);
    const figures = within(screen.getByTestId('slot-jackpot'));
    expect(figures.getByText('1 in 2,000,000,000')).toBeInTheDocument();
    expect(figures.getByText('0.00%')).toBeInTheDocument(); // 0.5 % of 1.00 floors to 0 satang
    expect(figures.getByText('0.0005%')).toBeInTheDocument(); // the house-funded seed only
    expect(figures.getByText('96.4544%')).toBeInTheDocument();
  });

  it('slot info in Thai and Chinese: the same figures, translated', async () => {
    for (const [lang, oneIn] of [
      ['th', '1 ใน 10,000,000'],
      ['zh', '10,000,000 分之 1'],
    ] as const) {
      await i18n.changeLanguage(lang);
      const { unmount } = renderHouse(
        <SlotInfo
          title={luckyFruits}
          open
          onClose={() => undefined}
          stake={20_000}
          currency="THB"
          jackpot={jackpot}
        />,
      );
      expect(within(screen.getByTestId('slot-jackpot')).getByText(oneIn)).toBeInTheDocument();
      expect(screen.getByTestId('slot-max-win').textContent).toContain('12,227.5');
      unmount();
    }
  });

  it('dice: shows the payout the server pays (rounded up) and the maximum win; refuses a bet above it', () => {
    const game = houseGameFixture({
      gameCode: 'dice',
      kind: 'dice',
      maxWin: 10_000,
      jackpot: null,
    });
    renderHouse(
      <DiceGame game={game} token="tok" onRound={() => undefined} onSeeds={() => undefined} />,
    );
    // 1.00 under 50.00: 1.98; the maximum 100.00 stated with what the game does at it.
    expect(diceWinPayout({ direction: 'under', target: 5000 }, 100)).toBe(198);
    expect(screen.getByText('1.98')).toBeInTheDocument();
    expect(screen.getByTestId('house-max-win').textContent).toBe(
      'Maximum win per round: 100.00. A bet that could win more is not accepted.',
    );
    expect(screen.getByText(/at least 99 % at every stake/)).toBeInTheDocument();
  });
});
