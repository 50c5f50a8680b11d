import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, stubApi, type TApiAnswer, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 5000 };
const RANGE = { period: 'today', from: '2025-11-21', to: '2025-11-21', timeZone: 'Asia/Bangkok' };
const ZERO = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  validBets: 0,
  wins: 0,
  rebates: 0,
  bonuses: 0,
  profitLoss: 0,
};

function overview(period = 'today') {
  return {
    range: { ...RANGE, period },
    currency: 'THB',
    teamSize: 1234,
    newMembers: 12,
    firstDeposits: { count: 3, amount: 150_000 },
    activeMembers: 87,
    activeMinValidStake: 100,
    deposits: 2_500_000,
    withdrawals: 400_000,
    bets: 9_000_000,
    validBets: 8_800_000,
    wins: 8_100_000,
    rebates: 0,
    bonuses: 0,
    profitLoss: -900_000,
    onlineNow: 9,
    days: [
      {
        day: '2025-11-21',
        bets: 9_000_000,
        validBets: 8_800_000,
        wins: 8_100_000,
        profitLoss: -900_000,
        deposits: 2_500_000,
        withdrawals: 400_000,
      },
    ],
  };
}

function member(id: number, username: string, kind: 'member' | 'agent', directDownlines = 0) {
  return {
    id,
    username,
    nickname: `N ${username}`,
    kind,
    level: 1,
    status: 'active',
    balance: 123_450,
    lastLoginAt: null,
    registeredAt: '2025-11-20T05:00:00.000Z',
    directDownlines,
  };
}

function agentApi(routes: Record<string, TApiAnswer>) {
  signIn(1, 'agentkai');
  return stubApi({
    'GET /api/members/me': { body: memberFixture({ type: 1, account: 'agentkai' }) },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/wallet/downline-pulls': { body: { items: [] } },
    ...routes,
  });
}

const params = (calls: TApiCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => new URLSearchParams(c.search));

describe('agent centre team pages (Thai)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-21T05:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('overview: the figures, the active-member rule, the chart, another period, CSV', async () => {
    const { calls } = agentApi({
      'GET /api/agent/team/overview': (call) => ({
        body: overview(new URLSearchParams(call.search).get('period') ?? 'today'),
      }),
      'GET /api/agent/team/overview.csv': { body: 'x' },
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/agentHome?page=agentTeamOverview');
    const figures = await screen.findByRole('region', { name: 'ตัวเลขของทีม' }, SLOW);
    expect(within(figures).getByText('จำนวนสมาชิกในทีม').parentElement).toHaveTextContent('1,234');
    expect(within(figures).getByText('สมาชิกที่ใช้งาน').parentElement).toHaveTextContent('87');
    expect(within(figures).getByText('ฝากครั้งแรก').parentElement).toHaveTextContent('3 · 1,500.00');
    expect(within(figures).getByText('กำไรขาดทุนของทีม').parentElement).toHaveTextContent(
      '-9,000.00',
    );
    expect(within(figures).getByText('ออนไลน์ขณะนี้').parentElement).toHaveTextContent('9');
    expect(
      screen.getByText(/สมาชิกที่ใช้งาน: สมาชิกในทีมที่มียอดเดิมพันที่มีผลในช่วงเวลานั้นถึง 1.00/),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'รายวัน' })).toBeInTheDocument();
    expect(params(calls, '/api/agent/team/overview').at(-1)!.get('period')).toBe('today');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'เดือนที่แล้ว' }));
    await waitFor(() =>
      expect(params(calls, '/api/agent/team/overview').at(-1)!.get('period')).toBe('lastMonth'),
    );
    await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csv = params(calls, '/api/agent/team/overview.csv').at(-1)!;
    expect(csv.get('period')).toBe('lastMonth');
  });

  it('team management: one level, drill down by the breadcrumb, search, transfer prefilled', async () => {
    const { calls } = agentApi({
      'GET /api/agent/team/members': (call) => {
        const q = new URLSearchParams(call.search);
        const parentId = q.get('parentId');
        const breadcrumb = [{ id: 1, username: 'agentkai' }];
        if (parentId === '20') breadcrumb.push({ id: 20, username: 'subkai' });
        const items =
          parentId === '20'
            ? [member(30, 'deepmember', 'member')]
            : [member(10, 'somchai', 'member'), member(20, 'subkai', 'agent', 1)];
        return {
          body: { items, total: items.length, page: 1, pageSize: 20, currency: 'THB', breadcrumb },
        };
      },
    });
    renderApp('/agentHome?page=downlineManagmentView');
    const table = within(await screen.findByRole('region', { name: 'สมาชิกในทีม' }, SLOW)).getByRole(
      'table',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1,234.50');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'เปิดทีมของ subkai' }));
    await waitFor(() =>
      expect(params(calls, '/api/agent/team/members').at(-1)!.get('parentId')).toBe('20'),
    );
    const path = await screen.findByRole('navigation', { name: 'เส้นทางทีม' });
    expect(await within(path).findByText('subkai')).toHaveAttribute('aria-current', 'location');
    await user.click(await screen.findByRole('button', { name: 'โอนเงินกับ deepmember' }));
    expect(screen.getByLabelText(/^บัญชีในสายงาน/)).toHaveValue('deepmember');
    await user.click(within(path).getByRole('button', { name: 'agentkai' }));
    await waitFor(() =>
      expect(params(calls, '/api/agent/team/members').at(-1)!.has('parentId')).toBe(false),
    );
    await user.type(screen.getByLabelText('ชื่อผู้ใช้มีคำว่า'), 'som');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() =>
      expect(params(calls, '/api/agent/team/members').at(-1)!.get('search')).toBe('som'),
    );
  });

  it('team betting: rows, totals and the member filter', async () => {
    const { calls } = agentApi({
      'GET /api/agent/team/wagers': {
        body: {
          items: [
            {
              product: 'VSIM',
              wagerId: 'w1',
              leg: 0,
              username: 'somchai',
              category: 'RNG',
              gameCode: 'lucky-7',
              currency: 'THB',
              stake: 10_000,
              validStake: 10_000,
              win: 25_000,
              profitLoss: 15_000,
              status: 'settled',
              settledAt: '2025-11-21T04:00:00.000Z',
              businessDay: '2025-11-21',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
          range: RANGE,
          totals: { stake: 10_000, validStake: 10_000, win: 25_000, profitLoss: 15_000 },
        },
      },
    });
    renderApp('/agentHome?page=personalHistoryCopy');
    const table = within(
      await screen.findByRole('region', { name: 'รายการเดิมพันของทีม' }, SLOW),
    ).getByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('somchai');
    expect(row).toHaveTextContent('lucky-7');
    expect(within(row).getByText('+150.00')).toHaveClass('money--in');
    expect(screen.getByText(/1 รายการเดิมพัน/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getAllByLabelText('ชื่อผู้ใช้')[0]!, 'somchai');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() =>
      expect(params(calls, '/api/agent/team/wagers').at(-1)!.get('member')).toBe('somchai'),
    );
  });

  it('P/L: per downline, per level, totals; an agent row opens its report', async () => {
    const { calls } = agentApi({
      'GET /api/agent/team/pl': (call) => {
        const agentId = new URLSearchParams(call.search).get('agentId');
        const drilled = agentId === '20';
        return {
          body: {
            range: RANGE,
            currency: 'THB',
            agent: drilled ? { id: 20, username: 'subkai' } : { id: 1, username: 'agentkai' },
            breadcrumb: drilled
              ? [
                  { id: 1, username: 'agentkai' },
                  { id: 20, username: 'subkai' },
                ]
              : [{ id: 1, username: 'agentkai' }],
            rows: drilled
              ? []
              : [
                  {
                    id: 20,
                    username: 'subkai',
                    kind: 'agent',
                    teamSize: 5,
                    ...ZERO,
                    bets: 50_000,
                    profitLoss: -50_000,
                  },
                ],
            total: drilled ? 0 : 1,
            page: 1,
            pageSize: 20,
            levels: drilled ? [] : [{ level: 1, ...ZERO, bets: 50_000, profitLoss: -50_000 }],
            totals: drilled ? ZERO : { ...ZERO, bets: 50_000, profitLoss: -50_000 },
          },
        };
      },
    });
    renderApp('/agentHome?page=palStatementsAgentCopy');
    const byDownline = await screen.findByRole('table', { name: /ตามลูกทีมโดยตรง/ }, SLOW);
    expect(within(byDownline).getAllByRole('row')[1]).toHaveTextContent('500.00');
    const byLevel = screen.getByRole('table', { name: 'ตามระดับ' });
    expect(within(byLevel).getByText('ระดับ 1')).toBeInTheDocument();
    expect(within(byLevel).getByText('รวม').closest('tr')).toHaveTextContent('-500.00');
    expect(
      screen.getByText(/กำไรขาดทุนของทีม = ยอดชนะ \+ เงินคืน \+ โบนัส − ยอดเดิมพัน/),
    ).toBeInTheDocument();
    await userEvent.click(within(byDownline).getByRole('button', { name: 'เปิดรายงานของ subkai' }));
    await waitFor(() =>
      expect(params(calls, '/api/agent/team/pl').at(-1)!.get('agentId')).toBe('20'),
    );
    expect(await screen.findByText('ยังไม่มีลูกทีม')).toBeInTheDocument();
  });

  it("account details: the team's entries and the type filter", async () => {
    const { calls } = agentApi({
      'GET /api/agent/team/transactions': {
        body: {
          items: [
            {
              id: 7,
              time: '2025-11-21T03:00:00.000Z',
              username: 'somchai',
              type: 'deposit',
              reason: 'deposit',
              amount: 50_000,
              balanceAfter: 150_000,
              currency: 'THB',
              wallet: 'main',
              reference: 'dep-7',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
          range: RANGE,
        },
      },
    });
    renderApp('/agentHome?page=agentDownlineTransactionDetailsCopy');
    const table = within(
      await screen.findByRole('region', { name: 'รายการบัญชีของทีม' }, SLOW),
    ).getByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('somchai');
    expect(row).toHaveTextContent('+500.00');
    expect(row).toHaveTextContent('dep-7');
    await userEvent.selectOptions(screen.getByLabelText('ประเภท'), 'withdrawal');
    await waitFor(() =>
      expect(params(calls, '/api/agent/team/transactions').at(-1)!.get('type')).toBe('withdrawal'),
    );
  });
});
