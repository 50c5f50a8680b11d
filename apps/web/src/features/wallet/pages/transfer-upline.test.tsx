import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, signIn, stubApi, type TApiAnswer, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 5000 };

function info(overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    minAmount: 10000,
    maxAmount: 500000,
    currency: 'THB',
    upline: { account: 'agentkai', nickname: 'Kai' },
    hasPaymentPassword: true,
    ...overrides,
  };
}

const wallet = { balance: 300000 };

function uplineApi(post: TApiAnswer, infoBody = info(), type: 0 | 4 = 0) {
  wallet.balance = 300000;
  return stubApi({
    'GET /api/members/me': { body: memberFixture({ type }) },
    'GET /api/members/me/public-state': () => ({
      body: publicStateFixture({ balance: wallet.balance }),
    }),
    'GET /api/wallet/upline-transfers/info': { body: infoBody },
    'POST /api/wallet/upline-transfers': post,
  });
}

describe('transferUpline', { timeout: 20_000 }, () => {
  it('validates amounts, shows a server error under its field and retries with the same requestId', async () => {
    signIn(0);
    let attempt = 0;
    const { calls } = uplineApi(() => {
      attempt += 1;
      if (attempt === 1) return apiError(400, 'WRONG_PAYMENT_PASSWORD');
      wallet.balance = 149950;
      return {
        body: {
          transferId: 77,
          amount: 150050,
          currency: 'THB',
          balance: 149950,
          createdAt: '2025-11-21T08:00:00.000Z',
        },
      };
    });
    renderApp('/member?page=transferUpline');
    const user = userEvent.setup();
    const upline = await screen.findByLabelText('อัปไลน์', undefined, SLOW);
    expect(upline).toHaveValue('Kai (agentkai)');
    const amount = screen.getByLabelText(/^จำนวนเงิน/);
    const password = screen.getByLabelText(/^รหัสผ่านการชำระเงิน/);
    const send = screen.getByRole('button', { name: 'โอนเงิน' });

    await user.click(send);
    expect(amount).toHaveAccessibleDescription('กรุณากรอกจำนวนเงิน');
    expect(password).toHaveAccessibleDescription('กรุณากรอกรหัสผ่านการชำระเงิน');

    await user.type(amount, '12.345');
    await user.click(send);
    expect(amount).toHaveAccessibleDescription('ทศนิยมได้ไม่เกิน 2 ตำแหน่ง');

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(send);
    expect(amount).toHaveAccessibleDescription('ขั้นต่ำ 100.00');

    await user.clear(amount);
    await user.type(amount, '4000');
    await user.click(send);
    expect(amount).toHaveAccessibleDescription('ยอดเงินไม่พอ: ได้สูงสุด 3,000.00');
    const posts = () => calls.filter((c: TApiCall) => c.method === 'POST');
    expect(posts()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1,500.50');
    await user.type(password, '654321');
    await user.click(send);
    await waitFor(() => expect(password).toHaveAccessibleDescription('รหัสผ่านการชำระเงินไม่ถูกต้อง'));
    const first = posts()[0]!.body as {
      amount: number;
      paymentPassword: string;
      requestId: string;
    };
    expect(first.amount).toBe(150050);
    expect(first.paymentPassword).toBe('654321');
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(send);
    const status = await screen.findByText('โอน 1,500.50 ให้ Kai แล้ว');
    expect(status).toBeInTheDocument();
    const second = posts()[1]!.body as { requestId: string };
    expect(second.requestId).toBe(first.requestId);
    // The header shows the balance the server answered.
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,499.50'));
    expect(amount).toHaveValue('');
  });

  it('without a payment password, links to the security centre', async () => {
    signIn(0);
    uplineApi({ status: 500 }, info({ hasPaymentPassword: false }));
    renderApp('/member?page=transferUpline');
    const link = await screen.findByRole('link', { name: 'ไปที่ศูนย์ความปลอดภัย' }, SLOW);
    expect(link).toHaveAttribute('href', '/member?page=securityCenter');
    expect(screen.queryByLabelText(/^รหัสผ่านการชำระเงิน/)).not.toBeInTheDocument();
  });

  it('trial accounts never see the page', async () => {
    signIn(4);
    const { calls } = uplineApi({ status: 500 }, info(), 4);
    renderApp('/member?page=transferUpline');
    await screen.findByRole('alertdialog', { name: 'ต้องใช้บัญชีจริง' }, SLOW);
    expect(screen.queryByLabelText('อัปไลน์')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/wallet/'))).toBe(false);
  });
});
