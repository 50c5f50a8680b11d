import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

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
  // The page's "today" is the site's (Bangkok): 21 November 2025, 00:30, still the 20th in UTC.
  // Only Date is faked, so the page's timers and the network stubs run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-20T17:30:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

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

    // Default: the previous 30 Bangkok days (23 Oct to 21 Nov, both included), page 1 of 20.
    let query = recordCalls(calls).at(-1)!;
    expect(query.get('from')).toBe('2025-10-22T17:00:00.000Z');
    expect(query.get('to')).toBe('2025-11-21T17:00:00.000Z');
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
    await waitFor(() => {
      query = recordCalls(calls).at(-1)!;
      expect(query.get('from')).toBe('2025-11-20T17:00:00.000Z');
    });
    expect(query.get('to')).toBe('2025-11-27T17:00:00.000Z');
    expect(query.get('type')).toBe('deposit');
    expect(screen.getByRole('button', { name: '7 วันถัดไป' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('picks days in the Thai calendar and asks for that Bangkok day as UTC instants', async () => {
    signIn(0);
    const { calls } = historyApi(2);
    renderApp('/member?page=transactionHistory');
    await screen.findByRole('table', undefined, SLOW);
    const user = userEvent.setup();

    // The field shows its day in the Buddhist era, and so does the calendar it opens.
    const from = screen.getByRole('button', { name: /ตั้งแต่/ });
    expect(from).toHaveTextContent('23 ต.ค. 2568');
    await user.click(from);
    const calendar = screen.getByRole('dialog', { name: 'ตั้งแต่' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('ตุลาคม 2568');
    await user.click(within(calendar).getByRole('button', { name: 'เดือนถัดไป' }));
    expect(within(calendar).getByRole('heading')).toHaveTextContent('พฤศจิกายน 2568');
    await user.click(within(calendar).getByRole('button', { name: 'วันพุธที่ 5 พฤศจิกายน พ.ศ. 2568' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(from).toHaveTextContent('5 พ.ย. 2568');

    // 5 November in Bangkok is [4 Nov 17:00 UTC, ...); the last day, 21 November, ends at 21 Nov 17:00 UTC.
    await waitFor(() =>
      expect(recordCalls(calls).at(-1)!.get('from')).toBe('2025-11-04T17:00:00.000Z'),
    );
    expect(recordCalls(calls).at(-1)!.get('to')).toBe('2025-11-21T17:00:00.000Z');

    // The keyboard: the calendar opens on the chosen day; arrows move, Enter picks.
    await user.click(screen.getByRole('button', { name: /ถึง/ }));
    const to = screen.getByRole('dialog', { name: 'ถึง' });
    expect(within(to).getByRole('button', { pressed: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() =>
      expect(recordCalls(calls).at(-1)!.get('to')).toBe('2025-11-20T17:00:00.000Z'),
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
