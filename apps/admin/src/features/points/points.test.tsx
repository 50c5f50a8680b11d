import {
  API,
  errorMessages,
  POINTS_API,
  type TPointsConfig,
  type TPointsRedemption,
  type TPointsReward,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const base = (role: 'super_admin' | 'finance' = 'super_admin') => ({
  [`GET ${API.admin.session}`]: { body: sessionFor(role) },
  [`GET ${API.admin.settings}`]: { body: allSettings() },
});
const withId = (p: string, id: number) => p.replace(':id', String(id));

const config: TPointsConfig = {
  tiers: [
    { minDeposit: 0, ratioAmount: 10_000, ratioPoints: 1 },
    { minDeposit: 100_000, ratioAmount: 20_000, ratioPoints: 3 },
  ],
  convert: { enabled: true, ratioPoints: 100, ratioAmount: 1_000, minPoints: 100 },
  rules: { th: 'กติกา', en: 'Rules', zh: '规则' },
};

const reward: TPointsReward = {
  id: 7,
  name: { th: 'แก้วน้ำ', en: 'Tumbler', zh: '水杯' },
  description: { th: 'แก้วเก็บความเย็น', en: 'Keeps it cold', zh: '保冷杯' },
  imageUrl: null,
  pricePoints: 50,
  stock: 10,
  perMemberLimit: 1,
  active: true,
  sortOrder: 0,
};

const redemption = (over: Partial<TPointsRedemption> = {}): TPointsRedemption => ({
  id: 31,
  type: 'reward',
  rewardId: 7,
  rewardName: reward.name,
  points: 50,
  amount: 0,
  currency: 'THB',
  ratio: null,
  status: 'in_process',
  reference: 'PR31',
  remark: null,
  createdAt: '2026-12-02T05:00:00.000Z',
  decidedAt: null,
  username: 'somchai',
  ...over,
});

describe('points mall screen', { timeout: 30_000 }, () => {
  it('approves one redemption and rejects another with a reason, the points refunded', async () => {
    const user = userEvent.setup();
    const decided: Record<number, TPointsRedemption> = {};
    const { calls } = mockFetch({
      ...base(),
      [`GET ${POINTS_API.adminRedemptions}`]: {
        body: {
          items: [redemption(), redemption({ id: 32, reference: 'PR32', username: 'lek' })].map(
            (r) => decided[r.id] ?? r,
          ),
          total: 2,
        },
      },
      [`POST ${withId(POINTS_API.adminApprove, 31)}`]: () => {
        decided[31] = redemption({ status: 'approved', decidedAt: '2026-12-02T06:00:00.000Z' });
        return { body: decided[31] };
      },
      [`POST ${withId(POINTS_API.adminReject, 32)}`]: (call) => ({
        body: redemption({
          id: 32,
          reference: 'PR32',
          username: 'lek',
          status: 'rejected',
          remark: (call.body as { remark: string }).remark,
        }),
      }),
    });
    renderApp('/points', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    await within(table).findByText('PR31');
    expect(
      calls.some((c) => c.path.endsWith('/redemptions?status=in_process&page=1&pageSize=50')),
    ).toBe(true);
    await user.click(within(table).getByRole('button', { name: 'Approve PR31' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve PR31?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('PR31 approved')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Reject PR32' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject PR32' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give the reason the member will read')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Out of this colour');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('PR32 rejected: 50 points refunded to lek')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/32/reject'))?.body).toEqual({
      remark: 'Out of this colour',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    await waitFor(() => expect(calls.some((c) => c.path.includes('status=rejected'))).toBe(true));
  });

  it('a second decision is refused with its translated error', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...base(),
      [`GET ${POINTS_API.adminRedemptions}`]: { body: { items: [redemption()], total: 1 } },
      [`POST ${withId(POINTS_API.adminApprove, 31)}`]: apiError('REDEMPTION_ALREADY_DECIDED', 409),
    });
    renderApp('/points', { language: 'th' });
    const table = await screen.findByRole('table', { name: 'รายการแลก' });
    await user.click(await within(table).findByRole('button', { name: 'อนุมัติ PR31' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'อนุมัติ' }));
    expect(
      await screen.findByText(errorMessages.REDEMPTION_ALREADY_DECIDED.th),
    ).toBeInTheDocument();
  });

  it('creates and edits rewards, refuses a bad image address, takes one off sale', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base(),
      [`GET ${POINTS_API.adminRedemptions}`]: { body: { items: [], total: 0 } },
      [`GET ${POINTS_API.adminRewards}`]: { body: { items: [reward] } },
      [`POST ${POINTS_API.adminRewards}`]: (call) => ({
        body: { ...(call.body as object), id: 8 },
      }),
      [`PUT ${withId(POINTS_API.adminReward, 7)}`]: (call) => ({
        body: { ...(call.body as object), id: 7 },
      }),
    });
    renderApp('/points', { language: 'en' });
    await user.click(await screen.findByRole('tab', { name: 'Rewards' }));
    const table = await screen.findByRole('table', { name: 'Rewards' });
    const row = (await within(table).findByText('Tumbler')).closest('tr')!;
    expect(within(row).getByText('On sale')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New reward' }));
    const drawer = await screen.findByRole('dialog', { name: 'New reward' });
    await user.type(within(drawer).getByLabelText('Name (English)'), 'Cap');
    await user.type(within(drawer).getByLabelText('Name (ไทย)'), 'หมวก');
    await user.type(within(drawer).getByLabelText('Name (中文)'), '帽子');
    await user.type(within(drawer).getByLabelText('Price (points)'), '0');
    await user.type(within(drawer).getByLabelText('Image address'), 'http://x.test/a.png');
    await user.click(within(drawer).getByRole('button', { name: 'Save reward' }));
    expect(
      await within(drawer).findByText('A site path (/…) or an https:// address'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Must be 1 or more')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const price = within(drawer).getByLabelText('Price (points)');
    await user.clear(price);
    await user.type(price, '120');
    const image = within(drawer).getByLabelText('Image address');
    await user.clear(image);
    await user.type(image, '/images/cap.png');
    await user.type(within(drawer).getByLabelText('Stock'), '25');
    await user.click(within(drawer).getByRole('button', { name: 'Save reward' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: { th: 'หมวก', en: 'Cap', zh: '帽子' },
      description: { th: '', en: '', zh: '' },
      imageUrl: '/images/cap.png',
      pricePoints: 120,
      stock: 25,
      perMemberLimit: null,
      active: true,
      sortOrder: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New reward' })).toBeNull());

    await user.click(within(row).getByRole('button', { name: 'Take off sale' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        active: false,
        pricePoints: 50,
        stock: 10,
      }),
    );
  });

  it('edits the exchange table with errors beside their fields and saves it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base(),
      [`GET ${POINTS_API.adminRedemptions}`]: { body: { items: [], total: 0 } },
      [`GET ${POINTS_API.adminConfig}`]: { body: config },
      [`PUT ${POINTS_API.adminConfig}`]: (call) => ({ body: call.body }),
    });
    renderApp('/points', { language: 'en' });
    await user.click(await screen.findByRole('tab', { name: 'Exchange table' }));
    await screen.findByRole('heading', { name: 'Exchange table and conversion' });
    // The minimum converts at the table's rate, rounded down: 100 points → 10.00.
    expect(screen.getByText(/100 points convert to/)).toHaveTextContent(
      '100 points convert to 10.00 THB (rounded down)',
    );
    const min2 = screen.getByRole('textbox', { name: 'Minimum deposit of tier 2' });
    await user.clear(min2);
    await user.type(min2, '0');
    const points1 = screen.getByRole('textbox', { name: 'Points of tier 1' });
    await user.clear(points1);
    await user.type(points1, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(points1).toHaveAttribute('aria-invalid', 'true');
    await user.clear(points1);
    await user.type(points1, '2');
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    expect(await screen.findByText('Tiers go up by minimum deposit')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(min2);
    await user.type(min2, '2,000');
    await user.click(screen.getByRole('switch', { name: 'Members may convert points to money' }));
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...config,
        tiers: [
          { minDeposit: 0, ratioAmount: 10_000, ratioPoints: 2 },
          { minDeposit: 200_000, ratioAmount: 20_000, ratioPoints: 3 },
        ],
        convert: { ...config.convert, enabled: false },
      }),
    );
    expect(await screen.findByText('Exchange table saved')).toBeInTheDocument();
  });

  it("looks a member up, shows the points and claws back a deposit's points", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base('finance'),
      [`GET ${POINTS_API.adminRedemptions}`]: { body: { items: [], total: 0 } },
      [`GET ${API.admin.accounts}`]: {
        body: {
          items: [
            {
              id: 42,
              username: 'somchai',
              nickname: '',
              type: 0,
              status: 'active',
              uplineId: null,
              uplineUsername: null,
              depth: 0,
              createdAt: '2026-11-01T00:00:00.000Z',
              lastLoginAt: null,
              lastLoginIp: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 8,
        },
      },
      [`GET ${withId(POINTS_API.adminMember, 42)}`]: {
        body: {
          accountId: 42,
          username: 'somchai',
          balance: 30,
          entries: [
            {
              id: 2,
              at: '2026-12-02T05:00:00.000Z',
              reason: 'points_redeem',
              points: -50,
              balanceAfter: 30,
              reference: 'PR31',
            },
            {
              id: 1,
              at: '2026-12-01T05:00:00.000Z',
              reason: 'points_earn',
              points: 80,
              balanceAfter: 80,
              reference: 'deposit:501',
            },
          ],
        },
      },
      [`POST ${POINTS_API.adminClawback}`]: {
        body: { depositId: 501, earned: 80, clawedBack: 30, shortfall: 50, replayed: false },
      },
    });
    renderApp('/points', { language: 'en' });
    await user.click(await screen.findByRole('tab', { name: 'Member points' }));
    await user.type(screen.getByLabelText('Member'), 'som');
    await user.click(await screen.findByRole('button', { name: /somchai/ }));
    expect(await screen.findByTestId('member-points-balance')).toHaveTextContent('30');
    const table = screen.getByRole('table', { name: 'Points movements of somchai' });
    expect(within(table).getByText('Earned on a deposit')).toBeInTheDocument();
    expect(within(table).getByText('-50')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Claw back the points of deposit 501' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Claw back the points of deposit 501',
    });
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback from the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Claw back' }));
    expect(
      await within(dialog).findByText('30 of 80 points taken back; shortfall 50.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      depositId: 501,
      reason: 'Chargeback from the bank',
    });
  });
});
