import { ADMIN_HOUSE_API, ADMIN_HOUSE_CRASH_API, type TAdminCrashChain } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const SALT = 'ab'.repeat(32);

const playing: TAdminCrashChain = {
  chainId: 1,
  status: 'playing',
  terminator: 'f0'.repeat(32),
  length: 1_000_000,
  publishedAt: '2026-11-01T00:00:00.000Z',
  saltBlockHeight: 925_000,
  salt: 'cd'.repeat(32),
  saltEnteredBy: 'Site Admin',
  saltEnteredAt: '2026-11-01T02:00:00.000Z',
  saltConfirmedBy: 'Ann content',
  saltConfirmedAt: '2026-11-01T02:05:00.000Z',
  retiredAt: null,
  gamesPlayed: 990_000,
  firstGameAt: '2026-11-01T02:06:00.000Z',
  lastGameAt: '2026-11-24T01:00:00.000Z',
  proposedSalt: null,
  proposedById: null,
  publishedBy: 'Site Admin',
  retiredReason: null,
  gamesLeft: 10_000,
};

/** The next chain, its salt entered by operator 1 and not yet confirmed. */
const next: TAdminCrashChain = {
  ...playing,
  chainId: 2,
  status: 'awaiting_confirmation',
  terminator: 'e1'.repeat(32),
  publishedAt: '2026-11-24T00:00:00.000Z',
  saltBlockHeight: 926_000,
  salt: null,
  saltEnteredBy: null,
  saltEnteredAt: null,
  saltConfirmedBy: null,
  saltConfirmedAt: null,
  gamesPlayed: 0,
  firstGameAt: null,
  lastGameAt: null,
  proposedSalt: SALT,
  proposedById: 1,
  gamesLeft: 1_000_000,
};

function serve(session: ReturnType<typeof sessionFor>, chains: TAdminCrashChain[], warning = true) {
  const posts: RecordedCall[] = [];
  mockFetch({
    [`GET /api/admin/auth/session`]: { body: session },
    [`GET ${ADMIN_HOUSE_API.games}`]: { body: { list: [] } },
    [`GET ${ADMIN_HOUSE_API.jackpot}`]: {
      body: {
        settings: {
          enabled: false,
          contributionBps: 50,
          seed: 100_000,
          maxStake: 10_000,
          oneIn: 1_000,
        },
        pools: [],
        updatedAt: null,
      },
    },
    [`GET ${ADMIN_HOUSE_API.jackpotHistory}`]: { body: { list: [], total: 0 } },
    [`GET ${ADMIN_HOUSE_CRASH_API.chains}`]: {
      body: { chains, gamesLeft: 10_000, warnBelow: 50_000, warning },
    },
    [`POST ${ADMIN_HOUSE_CRASH_API.publish}`]: (call) => {
      posts.push(call);
      return { status: 201, body: { ...next, status: 'awaiting_salt', proposedSalt: null } };
    },
    [`POST ${ADMIN_HOUSE_CRASH_API.confirm(2)}`]: (call) => {
      posts.push(call);
      return { body: { ...next, status: 'ready', salt: SALT } };
    },
  });
  return posts;
}

describe('crash chains in the back office', () => {
  it('warns when games run low and lets the operator who entered the salt only wait or reject', async () => {
    serve(sessionFor('super_admin', 1), [next, playing]);
    renderApp('/games/house');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Crash is running out of games');
    expect(alert).toHaveTextContent('Only 10,000 crash games are left (warning below 50,000)');
    expect(screen.getByText('Games left before crash stops: 10,000')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Crash chains and seeding events' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Waiting for confirmation');
    expect(rows[1]).toHaveTextContent(SALT);
    expect(rows[1]).toHaveTextContent('You entered this salt: a second operator must confirm it.');
    expect(within(rows[1]!).queryByRole('button', { name: 'Confirm salt' })).toBeNull();
    expect(rows[2]).toHaveTextContent('990,000 played, 10,000 left');
    expect(rows[2]).toHaveTextContent('entered by Site Admin, confirmed by Ann content');
    // A chain is queued: no second one can be published meanwhile.
    expect(screen.queryByRole('button', { name: 'Publish a new chain' })).toBeNull();
  });

  it('a second operator confirms the salt it checked', async () => {
    const user = userEvent.setup();
    const posts = serve(sessionFor('content', 2), [next, playing]);
    renderApp('/games/house');
    const confirm = await screen.findByRole('button', { name: 'Confirm salt' });
    expect(
      screen.getByText(/has this hash and was mined after the publication time/),
    ).toBeVisible();
    await user.click(confirm);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ salt: SALT });
  });

  it('publishes the next chain naming its salt block', async () => {
    const user = userEvent.setup();
    const posts = serve(sessionFor('super_admin', 1), [playing], false);
    renderApp('/games/house');
    const height = await screen.findByLabelText(
      'Salt block height (a Bitcoin block not yet mined)',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(height, 'abc');
    expect(screen.getByRole('button', { name: 'Publish a new chain' })).toBeDisabled();
    await user.clear(height);
    await user.type(height, '926000');
    await user.click(screen.getByRole('button', { name: 'Publish a new chain' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ saltBlockHeight: 926_000 });
  });

  it('alerts on the dashboard while crash runs low, with the way to the chains', async () => {
    serve(sessionFor('super_admin', 1), [playing]);
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Crash is running out of games');
    expect(within(alert).getByRole('link', { name: 'Open the crash chains' })).toHaveAttribute(
      'href',
      '/games/house',
    );
  });
});
