import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 5000 };

function pull(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    agent: { account: 'agentkai', nickname: 'Kai' },
    member: { account: 'somchai', nickname: 'Somchai' },
    amount: 30000,
    currency: 'THB',
    status: 'pending',
    createdAt: '2026-03-05T08:00:00.000Z',
    expiresAt: '2026-03-05T09:00:00.000Z',
    decidedAt: null,
    transferId: null,
    ...overrides,
  };
}

describe('pull requests (issue 22 item 4)', { timeout: 20_000 }, () => {
  it('shows the member a pending request and moves it only on confirmation with the payment password', async () => {
    signIn(0);
    let items = [pull()];
    let attempt = 0;
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/pull-requests': () => ({ body: { items } }),
      'POST /api/wallet/pull-requests/41/confirm': () => {
        attempt += 1;
        if (attempt === 1) return apiError(400, 'WRONG_PAYMENT_PASSWORD');
        items = [pull({ status: 'confirmed', transferId: 9 })];
        return { body: items[0] };
      },
    });
    renderApp('/member?page=transactionHistory');
    const notice = await screen.findByRole(
      'region',
      { name: /คำขอเรียกเงินคืน/ },
      { timeout: 10_000 },
    );
    expect(within(notice).getByRole('heading')).toHaveTextContent('คำขอเรียกเงินคืน (1)');
    expect(within(notice).getByText('Kai (agentkai) ขอเรียกเงินคืน 300.00')).toBeInTheDocument();
    const password = within(notice).getByLabelText(/^รหัสผ่านการชำระเงิน/);
    const confirm = within(notice).getByRole('button', { name: 'ยืนยัน 300.00' });

    await userEvent.click(confirm);
    expect(password).toHaveAccessibleDescription('กรุณากรอกรหัสผ่านการชำระเงิน');
    expect(calls.filter((c: TApiCall) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(password, '111111');
    await userEvent.click(confirm);
    await waitFor(() => expect(password).toHaveAccessibleDescription('รหัสผ่านการชำระเงินไม่ถูกต้อง'));
    await userEvent.clear(password);
    await userEvent.type(password, '654321');
    await userEvent.click(confirm);
    // Confirmed: the notice goes away with the refetched list.
    await waitFor(() => expect(screen.queryByRole('region', { name: /คำขอเรียกเงินคืน/ })).toBeNull());
    const posts = calls.filter((c: TApiCall) => c.method === 'POST');
    expect(posts.map((p) => p.body)).toEqual([
      { paymentPassword: '111111' },
      { paymentPassword: '654321' },
    ]);
  });

  it('lets the member decline, and shows nothing without a pending request', async () => {
    signIn(0);
    let items = [pull()];
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/pull-requests': () => ({ body: { items } }),
      'POST /api/wallet/pull-requests/41/decline': () => {
        items = [pull({ status: 'declined' })];
        return { body: items[0] };
      },
    });
    renderApp('/member?page=transactionHistory');
    const notice = await screen.findByRole('region', { name: /คำขอเรียกเงินคืน/ }, SLOW);
    await userEvent.click(within(notice).getByRole('button', { name: 'ปฏิเสธ' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /คำขอเรียกเงินคืน/ })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/decline'))).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);
  });

  it("tells the agent a pull waits for the member's confirmation, with its status", async () => {
    signIn(1, 'agentkai');
    let items: ReturnType<typeof pull>[] = [];
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture({ type: 1, account: 'agentkai' }) },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/wallet/downline-pulls': () => ({ body: { items } }),
      'POST /api/wallet/downline-transfers': () => {
        items = [pull()];
        return { body: { outcome: 'awaitingConsent', pull: items[0] } };
      },
    });
    renderApp('/agentHome');
    await userEvent.click(await screen.findByRole('button', { name: 'จัดการทีม' }, SLOW));
    await userEvent.type(await screen.findByLabelText(/^บัญชีในสายงาน/, {}, SLOW), 'somchai');
    await userEvent.click(screen.getByLabelText('เรียกเงินคืน'));
    await userEvent.type(screen.getByLabelText(/^จำนวนเงิน/), '300');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่านการชำระเงิน/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(
      await screen.findByText('รอ Somchai ยืนยัน 300.00 จะไม่มีการโอนเงินจนกว่าสมาชิกจะยืนยัน'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('รอสมาชิกยืนยัน')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(post).toMatchObject({
      downlineUsername: 'somchai',
      direction: 'up',
      amount: 30000,
      paymentPassword: '654321',
    });
  });
});
