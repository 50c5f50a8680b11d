import { API, BONUSES_API, FAIR_TERMS, type TAdminBonus, type TBonusExplain } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const bonus = (over: Partial<TAdminBonus> = {}): TAdminBonus => ({
  id: 5,
  accountId: 42,
  username: 'somchai',
  currency: 'THB',
  source: { kind: 'promotion', id: '77:3' },
  title: { th: 'โบนัสต้อนรับ', en: 'Welcome match', zh: '欢迎奖金' },
  amount: 10_000,
  depositAmount: 0,
  balance: 9_000,
  requirement: 100_000,
  progress: 1_049,
  status: 'active',
  terms: FAIR_TERMS,
  grantedAt: '2026-12-01T05:00:00.000Z',
  activatedAt: '2026-12-01T05:00:00.000Z',
  wagerEndsAt: '2026-12-08T05:00:00.000Z',
  endedAt: null,
  endReason: null,
  convertedAmount: 0,
  forfeitedAmount: 0,
  ...over,
});

const explain = (): TBonusExplain => ({
  bonus: bonus(),
  rows: [
    {
      product: 'VSIM',
      wagerId: 'w1',
      leg: 0,
      version: 1,
      category: 'RNG',
      stake: 1_000,
      validStake: 1_000,
      rate: 100,
      contribution: 1_000,
      status: 'settled',
      changedAt: '2026-12-01T06:00:00.000Z',
    },
    {
      product: 'VSIM',
      wagerId: 'w2',
      leg: 0,
      version: 2,
      category: 'LIVE',
      stake: 999,
      validStake: 999,
      rate: 5,
      contribution: 49,
      status: 'settled',
      changedAt: '2026-12-01T06:01:00.000Z',
    },
  ],
  recomputed: 1_049,
  rowLimit: 200,
});

describe('bonuses list', { timeout: 20_000 }, () => {
  it('lists bonuses, filters by status and username, and explains a bonus from its wagers', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${BONUSES_API.adminList}`]: {
        body: {
          items: [bonus(), bonus({ id: 6, username: 'malee', status: 'expired', balance: 0 })],
          total: 2,
        },
      },
      [`GET ${BONUSES_API.adminExplain.replace(':id', '5')}`]: { body: explain() },
    });
    renderApp('/bonuses', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    const row = (await within(table).findByText('somchai')).closest('tr')!;
    expect(within(row).getByText('Wagering')).toBeInTheDocument();
    // The promotion's title names the bonus; its source code stays on hover.
    expect(within(row).getByText('Welcome match')).toHaveAttribute('title', 'promotion 77:3');
    const second = within(table).getByText('malee').closest('tr')!;
    expect(within(second).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonuses' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await waitFor(() => expect(calls.some((c) => c.path.includes('status=completed'))).toBe(true));
    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'somchai');
    await waitFor(() => expect(calls.some((c) => c.path.includes('username=somchai'))).toBe(true));

    await user.click(within(row).getByRole('button', { name: 'Explain the progress of bonus 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus 5 of somchai' });
    expect(await within(dialog).findByText('w2', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByTestId('bonus-recomputed')).toHaveTextContent('10.49');
    expect(
      within(dialog).queryByText('The stored progress differs from the recomputation.'),
    ).toBeNull();
  });
});
