import {
  ADMIN_HOUSE_API,
  ADMIN_HOUSE_CRASH_API,
  type TAdminCrashRound,
  type TAdminJackpot,
} from '@lw/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const jackpot: TAdminJackpot = {
  settings: { enabled: false, contributionBps: 50, seed: 100_000, maxStake: 10_000, oneIn: 1_000 },
  pools: [],
  updatedAt: null,
};

const crashed: TAdminCrashRound = {
  roundId: 7,
  chainId: 1,
  gameNumber: 41,
  phase: 'crashed',
  startsAt: '2026-11-24T01:00:00.000Z',
  startedAt: '2026-11-24T01:00:00.000Z',
  crashedAt: '2026-11-24T01:00:05.000Z',
  crashPoint: 235,
  hash: 'ab'.repeat(32),
  bets: [
    {
      betId: 3,
      accountId: 5,
      username: 'member01',
      amount: 10_000,
      currency: 'THB',
      autoCashOut: 200,
      status: 'cashed_out',
      cashedOutAt: 200,
      win: 20_000,
      createdAt: '2026-11-24T00:59:58.000Z',
    },
  ],
};

const betting: TAdminCrashRound = {
  ...crashed,
  roundId: 8,
  gameNumber: 42,
  phase: 'betting',
  startsAt: '2026-11-24T01:00:12.000Z',
  startedAt: null,
  crashedAt: null,
  crashPoint: null,
  hash: null,
  bets: [],
};

describe('house studio screen: crash lookup', () => {
  it("looks up a member's crash rounds and by game number; an open round's hash stays hidden", async () => {
    const user = userEvent.setup();
    const searches: RecordedCall[] = [];
    mockFetch({
      [`GET /api/admin/auth/session`]: { body: sessionFor('content') },
      [`GET ${ADMIN_HOUSE_API.games}`]: { body: { list: [] } },
      [`GET ${ADMIN_HOUSE_API.jackpot}`]: { body: jackpot },
      [`GET ${ADMIN_HOUSE_API.jackpotHistory}`]: { body: { list: [], total: 0 } },
      [`GET ${ADMIN_HOUSE_CRASH_API.chains}`]: {
        body: { chains: [], gamesLeft: 0, warnBelow: 50_000, warning: true },
      },
      [`GET ${ADMIN_HOUSE_CRASH_API.rounds}`]: (call) => {
        searches.push(call);
        return { body: { list: [betting, crashed], total: 2 } };
      },
    });
    renderApp('/games/house');
    const field = await screen.findByLabelText('Member, game number or game hash');
    await user.type(field, 'member01');
    await user.click(screen.getByRole('button', { name: 'Search crash rounds' }));

    const found = await screen.findByRole('table', { name: 'Crash rounds lookup' });
    expect(searches[0]!.path).toContain('username=member01');
    expect(within(found).getByText('Chain 1 · #42')).toBeInTheDocument();
    expect(within(found).getByText('Taking bets')).toBeInTheDocument();
    expect(within(found).getByText('hidden until crashed')).toBeInTheDocument();
    expect(within(found).getByText('No bets in this round.')).toBeInTheDocument();
    expect(within(found).getByText('2.35×')).toBeInTheDocument();
    expect(within(found).getByTitle(crashed.hash!)).toBeInTheDocument();

    const bets = within(found).getByRole('table', { name: 'Bets of game #41' });
    expect(within(bets).getByText('member01')).toBeInTheDocument();
    expect(within(bets).getAllByText('2.00×')).toHaveLength(2);
    expect(within(bets).getByText('Cashed out')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '41');
    await user.click(screen.getByRole('button', { name: 'Search crash rounds' }));
    await screen.findByRole('table', { name: 'Crash rounds lookup' });
    expect(searches.at(-1)!.path).toContain('gameNumber=41');
    expect(searches.at(-1)!.path).not.toContain('username');
  });
});
