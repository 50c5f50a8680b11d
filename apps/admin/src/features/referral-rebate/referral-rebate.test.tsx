import { ADMIN_REBATE_API, ADMIN_REFERRAL_API, API } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const base = (role: 'super_admin' | 'support' = 'super_admin') => ({
  [`GET ${API.admin.session}`]: { body: sessionFor(role) },
  [`GET ${API.admin.settings}`]: { body: allSettings() },
});

const rules = {
  firstDepositReward: 5_000,
  firstDepositMin: 10_000,
  betRateBps: 20,
  betDailyCap: 10_000,
  activeMinValidStake: 10_000,
};

describe('referral and rebate screens', { timeout: 30_000 }, () => {
  it('lists referrals with their self-referral flags and saves the rules', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base(),
      [`GET ${ADMIN_REFERRAL_API.rules}`]: { body: rules },
      [`PUT ${ADMIN_REFERRAL_API.rules}`]: (call) => ({ body: call.body }),
      [`GET ${ADMIN_REFERRAL_API.list}`]: {
        body: {
          items: [
            {
              referrerId: 1,
              referrer: 'boss',
              friendId: 2,
              friend: 'samedevice',
              registeredAt: '2026-12-01T05:00:00.000Z',
              status: 'deposited',
              flags: ['device', 'ip'],
              paid: 0,
              refused: 2,
            },
            {
              referrerId: 1,
              referrer: 'boss',
              friendId: 3,
              friend: 'realfriend',
              registeredAt: '2026-12-01T06:00:00.000Z',
              status: 'active',
              flags: [],
              paid: 5_600,
              refused: 0,
            },
          ],
        },
      },
    });
    renderApp('/engagement/referrals', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Referrals' });
    const flagged = (await within(table).findByText('samedevice')).closest('tr')!;
    expect(within(flagged).getByText('Same device')).toBeInTheDocument();
    expect(within(flagged).getByText('Same IP')).toBeInTheDocument();
    const clean = within(table).getByText('realfriend').closest('tr')!;
    expect(within(clean).getByText('None')).toBeInTheDocument();
    expect(within(clean).getByText('56.00')).toBeInTheDocument();

    const rate = screen.getByLabelText("Share of friends' valid bets (basis points)");
    await user.clear(rate);
    await user.type(rate, '35');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...rules, betRateBps: 35 }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Only flagged' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('?flagged=true'))).toBe(true));
  });

  it('edits the rate table, refuses a duplicate, lists a day and explains a rebate', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base(),
      [`GET ${ADMIN_REBATE_API.rates}`]: {
        body: { rates: [{ level: 0, category: 'RNG', rateBps: 100, dailyCap: null }] },
      },
      [`PUT ${ADMIN_REBATE_API.rates}`]: (call) => ({ body: call.body }),
      [`GET ${ADMIN_REBATE_API.runs}`]: { body: { items: [] } },
      [`GET ${ADMIN_REBATE_API.days}`]: {
        body: {
          items: [
            {
              accountId: 9,
              username: 'player9',
              category: 'RNG',
              currency: 'THB',
              level: 0,
              rateBps: 100,
              validStake: 50_000,
              paid: 500,
              moves: 3,
              status: 'open',
            },
          ],
        },
      },
      [`GET ${ADMIN_REBATE_API.explain}`]: {
        body: {
          accountId: 9,
          businessDay: '2026-12-01',
          category: 'RNG',
          currency: 'THB',
          wagers: [
            {
              product: 'VSIM',
              wagerId: 'w1',
              status: 'settled',
              stake: 50_000,
              validStake: 50_000,
            },
          ],
          validStake: 50_000,
          rateBps: 100,
          dailyCap: null,
          recomputed: 500,
          paid: 500,
          formula: 'floor(50000 × 100 / 10000) = 500 → 500',
          matches: true,
          moves: [
            {
              businessDay: '2026-12-01',
              category: 'RNG',
              kind: 'daily',
              validStake: 130_000,
              amount: 1_300,
              at: '2026-12-01T17:30:00.000Z',
            },
            {
              businessDay: '2026-12-01',
              category: 'RNG',
              kind: 'adjustment',
              validStake: 50_000,
              amount: -800,
              at: '2026-12-02T17:30:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/engagement/rebate', { language: 'en' });
    await screen.findByRole('heading', { name: 'Rate table' });
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    // Two rates for level 0 and slots: refused before it is sent.
    expect(await screen.findByText(/One rate per level and game type/)).toBeInTheDocument();
    const levels = screen.getAllByRole('spinbutton', { name: 'VIP level' });
    await user.clear(levels[1]!);
    await user.type(levels[1]!, '3');
    const rates = screen.getAllByRole('spinbutton', { name: 'Rate (basis points)' });
    await user.clear(rates[1]!);
    await user.type(rates[1]!, '150');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        rates: [
          { level: 0, category: 'RNG', rateBps: 100, dailyCap: null },
          { level: 3, category: 'RNG', rateBps: 150, dailyCap: null },
        ],
      }),
    );
    const day = await screen.findByRole('table', { name: 'Paid rebates of a day' });
    const row = (await within(day).findByText('player9')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Explain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebate recomputed from its wagers' });
    expect(within(dialog).getByText('floor(50000 × 100 / 10000) = 500 → 500')).toBeInTheDocument();
    expect(within(dialog).getByText('Equals what was paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Correction')).toBeInTheDocument();
    expect(within(dialog).getByText('-8.00')).toBeInTheDocument();
  });
});
