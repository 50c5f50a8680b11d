import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 5000 };

function round(id: number, profit: number) {
  return {
    id,
    vendor: 'PG',
    vendorRoundId: `R-${id}`,
    gameCode: 'fortune-tiger',
    nodeId: 7,
    gameName: `Fortune Tiger ${id}`,
    category: 'RNG',
    currency: 'THB',
    bet: 1000,
    validBet: 1000,
    win: 1000 + profit,
    profit,
    status: 'settled' as const,
    source: 'seamless' as const,
    openedAt: '2026-11-20T12:30:00.000Z',
    settledAt: '2026-11-20T12:30:05.000Z',
  };
}

const TOTALS = { rounds: 45, bet: 4500000, validBet: 4400000, win: 4623450, profit: 123450 };

function recordsApi(total = 45) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/wallet/balance': {
      body: { wallet: 'main', currency: 'THB', balance: 123456, bonus: 0, total: 123456 },
    },
    'GET /api/games/menus': {
      body: {
        gameMenus: [
          {
            gameCategory: 'RNG',
            vendors: [
              { vassalage: 'PG', displayName: 'PG Soft', maintenance: false },
              { vassalage: 'JILI', displayName: 'Jili', maintenance: false },
            ],
          },
        ],
      },
    },
    'GET /api/games/records': () => ({
      body: {
        list: total === 0 ? [] : [round(1, 2550), round(2, -1000)],
        total,
        totals: total === 0 ? { rounds: 0, bet: 0, validBet: 0, win: 0, profit: 0 } : TOTALS,
        from: '2026-11-18',
        to: '2026-11-24',
      },
    }),
    'GET /api/games/records/1': {
      body: {
        ...round(1, 2550),
        accountId: 1001,
        transactions: [
          {
            transactionId: 'tx-bet-1',
            kind: 'bet',
            amount: 1000,
            rolledBackBy: null,
            at: '2026-11-20T12:30:00.000Z',
          },
          {
            transactionId: 'tx-win-1',
            kind: 'win',
            amount: 3550,
            rolledBackBy: null,
            at: '2026-11-20T12:30:05.000Z',
          },
        ],
      },
    },
    'GET /api/games/profit': {
      body: {
        days: [
          { day: '2026-11-24', vendor: 'PG', ...TOTALS, rounds: 20, profit: 100000 },
          { day: '2026-11-23', vendor: 'PG', ...TOTALS, rounds: 20, profit: 50000 },
          { day: '2026-11-23', vendor: 'JILI', ...TOTALS, rounds: 5, profit: -26550 },
        ],
        totals: TOTALS,
        from: '2026-11-18',
        to: '2026-11-24',
      },
    },
  });
}

const queries = (calls: TApiCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => new URLSearchParams(c.search));

function phone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('betting records', { timeout: 20_000 }, () => {
  it('filters build the query: preset, days, vendor, category, status, page', async () => {
    signIn(0);
    const { calls } = recordsApi();
    renderApp('/member?page=personalHistoryCopy');
    const table = await screen.findByRole('table', undefined, SLOW);
    const user = userEvent.setup();

    // Default: the previous 7 days, page 1.
    let query = queries(calls, '/api/games/records').at(-1)!;
    expect(query.get('preset')).toBe('last7');
    expect(query.has('from')).toBe(false);
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe('20');
    // The days the server applied are shown in the day fields.
    expect(screen.getByRole('button', { name: /ตั้งแต่/ })).toHaveTextContent('18 พ.ย. 2569');
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'วันนี้' }));
    await waitFor(() =>
      expect(queries(calls, '/api/games/records').at(-1)!.get('preset')).toBe('today'),
    );
    expect(screen.getByRole('button', { name: 'วันนี้' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByLabelText('ค่ายเกม'), 'JILI');
    await user.selectOptions(screen.getByLabelText('ประเภทเกม'), 'RNG');
    await user.selectOptions(screen.getByLabelText('สถานะ'), 'settled');
    await waitFor(() => {
      query = queries(calls, '/api/games/records').at(-1)!;
      expect(query.get('status')).toBe('settled');
    });
    expect(query.get('vendor')).toBe('JILI');
    expect(query.get('category')).toBe('RNG');

    const pager = screen.getByRole('navigation', { name: 'หน้า' });
    await user.click(within(pager).getByRole('button', { name: 'หน้า 3' }));
    await waitFor(() => expect(queries(calls, '/api/games/records').at(-1)!.get('page')).toBe('3'));

    // Picking a day (in the Buddhist era) drops the preset and sends the days; page back to 1.
    await user.click(screen.getByRole('button', { name: /ตั้งแต่/ }));
    const calendar = screen.getByRole('dialog', { name: 'ตั้งแต่' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('พฤศจิกายน 2569');
    await user.click(
      within(calendar).getByRole('button', { name: 'วันอาทิตย์ที่ 1 พฤศจิกายน พ.ศ. 2569' }),
    );
    await waitFor(() => {
      query = queries(calls, '/api/games/records').at(-1)!;
      expect(query.get('from')).toBe('2026-11-01');
    });
    expect(query.get('to')).toBe('2026-11-24');
    expect(query.has('preset')).toBe(false);
    expect(query.get('page')).toBe('1');
    expect(query.get('vendor')).toBe('JILI');
  });

  it('shows each round and the totals with 2 decimals, coloured profits', async () => {
    signIn(0);
    recordsApi();
    renderApp('/member?page=personalHistoryCopy');
    const table = await screen.findByRole('table', undefined, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('PG Soft');
    expect(rows[1]).toHaveTextContent('Fortune Tiger 1');
    expect(within(rows[1]!).getByText('+25.50')).toHaveClass('money--in');
    expect(within(rows[2]!).getByText('-10.00')).toHaveClass('money--out');
    const totals = rows[3]!;
    expect(totals).toHaveTextContent('45');
    expect(totals).toHaveTextContent('45,000.00');
    expect(totals).toHaveTextContent('44,000.00');
    expect(totals).toHaveTextContent('46,234.50');
    expect(within(totals).getByText('+1,234.50')).toHaveClass('money--in');
  });

  it('opens a round in a dialog with every field, and returns focus on close', async () => {
    signIn(0);
    recordsApi();
    renderApp('/member?page=personalHistoryCopy');
    const open = await screen.findByRole('button', { name: 'รายละเอียดของ Fortune Tiger 1' }, SLOW);
    const user = userEvent.setup();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดรอบ' });
    expect(await within(dialog).findByText('R-1')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('fortune-tiger');
    expect(dialog).toHaveTextContent('PG Soft');
    expect(dialog).toHaveTextContent('สล็อต');
    expect(dialog).toHaveTextContent('tx-bet-1');
    expect(dialog).toHaveTextContent('tx-win-1');
    expect(dialog).toHaveTextContent('35.50');
    expect(within(dialog).getByText('+25.50')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('draws cards on phones, with the totals above', async () => {
    phone(true);
    signIn(0);
    recordsApi();
    renderApp('/member?page=personalHistoryCopy');
    const list = await screen.findByRole('list', { name: 'ประวัติการเดิมพัน' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const totals = screen.getByLabelText('ยอดรวมของช่วงเวลา');
    expect(totals).toHaveTextContent('45,000.00');
    expect(within(totals).getByText('+1,234.50')).toHaveClass('money--in');
  });

  it('shows an empty state', async () => {
    signIn(0);
    recordsApi(0);
    renderApp('/member?page=personalHistoryCopy');
    expect(await screen.findByText('ไม่มีการเดิมพันในช่วงนี้', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows the error of a failed call', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/games/records': apiError(503, 'SERVICE_UNAVAILABLE'),
    });
    renderApp('/member?page=personalHistoryCopy');
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveClass('records__error');
  });
});

describe('profit and loss', { timeout: 20_000 }, () => {
  it('shows the overall result and totals per vendor and day; the period filter asks again', async () => {
    signIn(0);
    const { calls } = recordsApi();
    renderApp('/member?page=personalProfit');
    const overall = await screen.findByRole('region', { name: 'ผลรวมทั้งหมด' }, SLOW);
    expect(within(overall).getByText('+1,234.50')).toHaveClass('money--in');
    const byVendor = screen.getByRole('region', { name: 'ตามค่ายเกม' });
    const rows = within(byVendor).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('PG Soft');
    expect(rows[1]).toHaveTextContent('40');
    expect(rows[1]).toHaveTextContent('+1,500.00');
    expect(within(rows[2]!).getByText('-265.50')).toHaveClass('money--out');
    // The period and the day rows in the Buddhist era.
    expect(overall).toHaveTextContent('18 พ.ย. 2569');
    const byDay = screen.getByRole('region', { name: 'รายวัน' });
    expect(within(byDay).getAllByRole('row')[1]).toHaveTextContent('24 พ.ย. 2569 · PG Soft');
    expect(queries(calls, '/api/games/profit').at(-1)!.get('preset')).toBe('last7');
    await userEvent.setup().click(screen.getByRole('button', { name: '30 วันก่อนหน้า' }));
    await waitFor(() =>
      expect(queries(calls, '/api/games/profit').at(-1)!.get('preset')).toBe('last30'),
    );
  });
});
