import {
  ADMIN_HOUSE_API,
  ADMIN_HOUSE_CRASH_API,
  type TAdminHouseGame,
  type TAdminHouseRound,
  type TAdminJackpot,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const me = sessionFor('super_admin');

const dice: TAdminHouseGame = {
  gameCode: 'dice',
  kind: 'dice',
  enabled: true,
  minBet: 100,
  maxBet: 1_000_000,
  rtp: 0.99,
  maxWins: [
    { currency: 'THB', maxWin: 100_000_000, saved: false },
    { currency: 'FUN', maxWin: 100_000_000, saved: false },
  ],
  updatedAt: null,
};

const jackpot: TAdminJackpot = {
  settings: {
    enabled: true,
    contributionBps: 50,
    seed: 1_000_000,
    maxStake: 100_000,
    oneIn: 2_000_000,
  },
  pools: [{ currency: 'THB', amount: 1_234_500 }],
  updatedAt: null,
};

const round: TAdminHouseRound = {
  roundId: 'H42',
  gameCode: 'dice',
  currency: 'THB',
  stake: 1_000,
  payout: 1_980,
  status: 'settled',
  outcome: {
    kind: 'dice',
    direction: 'under',
    target: 5_000,
    roll: 1_234,
    win: true,
    multiplier: 1.98,
  },
  fairness: {
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'seed',
    nonce: 7,
    verifyUrl: '/fairness?game=dice',
  },
  balance: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  settledAt: '2026-11-24T01:00:00.000Z',
  accountId: 5,
  username: 'member01',
  gameRoundId: 9,
};

describe('house studio screen', () => {
  it("switches a game off, saves bet limits, the jackpot settings and looks up a member's rounds", async () => {
    const user = userEvent.setup();
    const patches: RecordedCall[] = [];
    const puts: RecordedCall[] = [];
    const searches: RecordedCall[] = [];
    mockFetch({
      [`GET /api/admin/auth/session`]: { body: me },
      [`GET ${ADMIN_HOUSE_API.games}`]: { body: { list: [dice] } },
      [`PATCH ${ADMIN_HOUSE_API.game('dice')}`]: (call) => {
        patches.push(call);
        return { body: { ...dice, ...(call.body as object) } };
      },
      [`GET ${ADMIN_HOUSE_API.jackpot}`]: { body: jackpot },
      [`PUT ${ADMIN_HOUSE_API.jackpot}`]: (call) => {
        puts.push(call);
        return { body: { ...jackpot, settings: call.body } };
      },
      [`GET ${ADMIN_HOUSE_API.jackpotHistory}`]: { body: { list: [], total: 0 } },
      [`GET ${ADMIN_HOUSE_CRASH_API.chains}`]: {
        body: { chains: [], gamesLeft: 0, warnBelow: 50_000, warning: true },
      },
      [`GET ${ADMIN_HOUSE_API.rounds}`]: (call) => {
        searches.push(call);
        return { body: { list: [round], total: 1 } };
      },
    });
    renderApp('/games/house');
    const games = await screen.findByRole('table', { name: 'House games' });
    await user.click(within(games).getByRole('switch', { name: 'dice enabled' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ enabled: false });

    const min = within(games).getByLabelText('Min bet of dice');
    expect(min).toHaveValue('1.00');
    await user.clear(min);
    await user.type(min, '5');
    await user.click(within(games).getByRole('button', { name: 'Save limits of dice' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]!.body).toEqual({ minBet: 500, maxBet: 1_000_000 });

    // The maximum win per round, per currency, saved on its own.
    const maxWin = within(games).getByLabelText('Max win per round of dice in THB');
    expect(maxWin).toHaveValue('1000000.00');
    await user.clear(maxWin);
    await user.type(maxWin, '250000');
    await user.click(within(games).getByRole('button', { name: 'Save max win of dice in THB' }));
    await waitFor(() => expect(patches).toHaveLength(3));
    expect(patches[2]!.body).toEqual({ maxWin: { currency: 'THB', amount: 25_000_000 } });

    expect(await screen.findByText('No wins or reseeds yet.')).toBeInTheDocument();
    // The pool with its currency once.
    expect(screen.getByText(/^Pool now:/).textContent?.trim()).toBe('Pool now: 12,345.00 THB');
    const bps = screen.getByLabelText('Share of each stake (basis points)');
    await user.clear(bps);
    await user.type(bps, '100');
    await user.click(screen.getByRole('button', { name: 'Save jackpot settings' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ ...jackpot.settings, contributionBps: 100 });

    await user.type(
      screen.getByLabelText('Member, round id (H123) or server seed hash'),
      'member01',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('table', { name: 'Round and seed lookup' });
    expect(within(found).getByText('H42')).toBeInTheDocument();
    expect(within(found).getByText('seed active')).toBeInTheDocument();
    expect(searches[0]!.path).toContain('username=member01');
  });
});
