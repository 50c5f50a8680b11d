import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { dayEndIso, dayStartIso, presetRange } from '../lib/date-presets';

const SLOW = { timeout: 5000 };

function record(id: number, amount: number) {
  return {
    id,
    time: '2025-11-20T12:30:00.000Z',
    type: amount > 0 ? 'deposit' : 'withdrawal',
    reason: amount > 0 ? 'deposit' : 'withdrawal',
    amount,
    balanceAfter: 500000 + amount,
    currency: 'THB',
    wallet: 'main',
    reference: `ref-${id}`,
  };
}

function historyApi(total: number) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/wallet/records': (call) => {
      const params = new URLSearchParams(call.search);
      const page = Number(params.get('page'));
      const items =
        total === 0 ? [] : [record(page * 10 + 1, 150000), record(page * 10 + 2, -2550)];
      return { body: { items, total, page, pageSize: Number(params.get('pageSize')) } };
    },
  });
}

const recordCalls = (calls: TApiCall[]) =>
  calls.filter((c) => c.path === '/api/wallet/records').map((c) => new URLSearchParams(c.search));

describe('transactionHistory', { timeout: 20_000 }, () => {
  it('lists entries with signed coloured amounts; filters build the query; paging works', async () => {
    signIn(0);
    const { calls } = historyApi(95);
    renderApp('/member?page=transactionHistory');
    const table = await screen.findByRole('table', undefined, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('+1,500.00');
    expect(within(rows[1]!).getByText('+1,500.00')).toHaveClass('money--in');
    expect(within(rows[2]!).getByText('-25.50')).toHaveClass('money--out');
    expect(rows[2]).toHaveTextContent('4,974.50');
    expect(rows[2]).toHaveTextContent('ref-12');
    expect(rows[2]).toHaveTextContent('ถอนเงิน');

    // Default: the previous 30 days, page 1 of 20.
    const previous30 = presetRange('previous30');
    let query = recordCalls(calls).at(-1)!;
    expect(query.get('from')).toBe(dayStartIso(previous30.from));
    expect(query.get('to')).toBe(dayEndIso(previous30.to));
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe('20');
    expect(query.has('type')).toBe(false);

    const user = userEvent.setup();
    const pager = screen.getByRole('navigation', { name: 'หน้า' });
    // 95 entries at 20 a page: 5 pages.
    expect(within(pager).getByRole('button', { name: 'หน้า 5' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'หน้า 3' }));
    await waitFor(() => expect(recordCalls(calls).at(-1)!.get('page')).toBe('3'));
    expect(within(pager).getByRole('button', { name: 'หน้า 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('ref-31'));

    await user.selectOptions(screen.getByLabelText('ประเภท'), 'deposit');
    await waitFor(() => expect(recordCalls(calls).at(-1)!.get('type')).toBe('deposit'));
    expect(recordCalls(calls).at(-1)!.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: '7 วันถัดไป' }));
    const next7 = presetRange('next7');
    await waitFor(() => {
      query = recordCalls(calls).at(-1)!;
      expect(query.get('from')).toBe(dayStartIso(next7.from));
    });
    expect(query.get('to')).toBe(dayEndIso(next7.to));
    expect(query.get('type')).toBe('deposit');
    expect(screen.getByRole('button', { name: '7 วันถัดไป' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows an empty state with a way back to the default range', async () => {
    signIn(0);
    historyApi(0);
    renderApp('/member?page=transactionHistory');
    expect(await screen.findByText('ไม่มีรายการในช่วงเวลานี้', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'หน้า' })).not.toBeInTheDocument();
  });

  it('names each entry once and shows references a member can read', async () => {
    signIn(0);
    const entries = [
      { ...record(5, 150000), reference: 'D7K3MPQ2X' },
      { ...record(4, -50000), reference: 'withdrawal:1' },
      {
        ...record(3, -20000),
        type: 'transfer',
        reason: 'vendor_transfer_in',
        reference: 'vendor-transfer:3fa9c21b00112233445566778899aabb',
      },
      {
        ...record(2, -10000),
        type: 'transfer',
        reason: 'upline_transfer',
        reference: 'somchai>kai',
      },
      { ...record(1, 200000), type: 'bonus', reason: 'trial_grant', reference: 'trial:9' },
    ];
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/records': { body: { items: entries, total: 5, page: 1, pageSize: 20 } },
    });
    renderApp('/member?page=transactionHistory');
    const table = await screen.findByRole('table', undefined, SLOW);
    const cells = (row: number, column: number) =>
      within(within(table).getAllByRole('row')[row]!).getAllByRole('cell')[column]!;

    // Type: one label per entry (the deposit was "ฝากเงิน ฝากเงิน").
    expect(cells(1, 1)).toHaveTextContent(/^ฝากเงิน$/);
    expect(cells(2, 1)).toHaveTextContent(/^ถอนเงิน$/);
    expect(cells(3, 1)).toHaveTextContent(/^โอนเข้ากระเป๋าเกม$/);
    // Reference: the deposit's order number and readable labels, never `withdrawal:1`.
    expect(cells(1, 4)).toHaveTextContent(/^D7K3MPQ2X$/);
    expect(cells(2, 4)).toHaveTextContent(/^รายการถอนที่ 1$/);
    expect(cells(3, 4)).toHaveTextContent(/^รายการโอนที่ 3FA9C21B$/);
    expect(cells(4, 4)).toHaveTextContent(/^somchai → kai$/);
    expect(cells(5, 4)).toHaveTextContent(/^เงินทดลองเล่น$/);
    expect(table).not.toHaveTextContent(/withdrawal:|vendor-transfer:|trial:/);
  });
});
