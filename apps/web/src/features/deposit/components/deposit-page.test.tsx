import type { TDepositInstructions, TPaymentMethod } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import cashier from '../../../locales/th/cashier.json';
import { apiError, signIn, stubApi, type TApiAnswer } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { payPage } from '../lib/pay-redirect';

const SLOW = { timeout: 8000 };
const d = cashier.deposit;

const bankMethod: TPaymentMethod = {
  id: 1,
  code: 'bank-kbank',
  kind: 'bank_transfer',
  name: { th: 'โอนผ่าน KBank', en: 'KBank transfer', zh: '开泰转账' },
  currency: 'THB',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  bankCode: 'KBANK',
};
const gatewayMethod: TPaymentMethod = {
  id: 2,
  code: 'sandbox-qr',
  kind: 'gateway',
  name: { th: 'ชำระออนไลน์', en: 'Online pay', zh: '在线支付' },
  currency: 'THB',
  minAmount: 50_000,
  maxAmount: 1_000_000,
  bankCode: null,
};

function instructions(amount: number): TDepositInstructions {
  return {
    deposit: {
      id: 77,
      paymentMethodId: 1,
      kind: 'bank_transfer',
      methodName: bankMethod.name,
      amount,
      currency: 'THB',
      status: 'pending',
      referenceCode: 'DP7K2Q9',
      payerName: null,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      decidedAt: null,
      reason: null,
    },
    bankTransfer: {
      bankCode: 'KBANK',
      accountName: 'LuckyWay Co., Ltd.',
      accountNumber: '123-4-56789-0',
      promptPayId: '0812345678',
      promptPayQr: { payload: '000201…', imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    },
    gateway: null,
  };
}

function depositApi(extra: Record<string, TApiAnswer> = {}) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/cashier/payment-methods': { body: { items: [bankMethod, gatewayMethod] } },
    'GET /api/cashier/deposits': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    ...extra,
  });
}

const amountInput = () => screen.findByRole('textbox', { name: /จำนวนเงิน/ }, SLOW);

describe('depositv2', { timeout: 30_000 }, () => {
  it('deposits by bank transfer and shows the account, the reference and the QR', async () => {
    signIn(0);
    const { calls } = depositApi({
      'POST /api/cashier/deposits': (call) => ({
        body: instructions((call.body as { amount: number }).amount),
      }),
    });
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    await user.type(await amountInput(), '1,234.5');
    await user.type(screen.getByRole('textbox', { name: d.payerName }), 'Somchai Jaidee');
    await user.click(screen.getByRole('button', { name: d.submit }));

    expect(await screen.findByText('123-4-56789-0', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('LuckyWay Co., Ltd.')).toBeInTheDocument();
    expect(screen.getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-reference')).toHaveTextContent('DP7K2Q9');
    const qr = screen.getByRole('img', { name: /พร้อมเพย์/ });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(qr).toHaveAccessibleName(/1,234\.50/);
    expect(screen.getByRole('timer')).toHaveTextContent(/2[89]:\d\d|30:00/);
    expect(
      screen.getByRole('button', { name: `คัดลอก${d.transfer.reference}` }),
    ).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/cashier/deposits');
    expect(post?.body).toMatchObject({
      paymentMethodId: 1,
      amount: 123_450,
      payerName: 'Somchai Jaidee',
    });
    expect((post?.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses amounts outside the method limits or with more than 2 decimals', async () => {
    signIn(0);
    const { calls } = depositApi();
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const input = await amountInput();
    const submit = screen.getByRole('button', { name: d.submit });

    await user.type(input, '99.99');
    await user.click(submit);
    expect(await screen.findByText('จำนวนเงินขั้นต่ำคือ 100.00')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '50000.01');
    await user.click(submit);
    expect(await screen.findByText('จำนวนเงินสูงสุดคือ 50,000.00')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '100.555');
    await user.click(submit);
    expect(await screen.findByText(cashier.common.amountProblem.format)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A quick-amount chip fills in a valid amount.
    await user.click(screen.getByRole('button', { name: '500.00' }));
    expect(input).toHaveValue('500');
  });

  it('reuses the requestId when the same deposit is retried after a server failure', async () => {
    signIn(0);
    let attempt = 0;
    const { calls } = depositApi({
      'POST /api/cashier/deposits': () =>
        ++attempt === 1 ? apiError(503, 'SERVICE_UNAVAILABLE') : { body: instructions(20_000) },
    });
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    await user.type(await amountInput(), '200');
    await user.click(screen.getByRole('button', { name: d.submit }));
    await screen.findByText(/ไม่พร้อมให้บริการ|ขออภัย|ลองใหม่/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: d.submit }));
    await screen.findByText('123-4-56789-0', {}, SLOW);
    const ids = calls
      .filter((c) => c.method === 'POST')
      .map((c) => (c.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('sends a gateway deposit to the pay page', async () => {
    const goToPayPage = vi.spyOn(payPage, 'go').mockImplementation(() => undefined);
    signIn(0);
    const { calls } = depositApi({
      'POST /api/cashier/deposits': {
        body: {
          ...instructions(60_000),
          bankTransfer: null,
          gateway: { payUrl: 'http://127.0.0.1:4010/pay/ord-1' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    await user.click(await screen.findByRole('radio', { name: /ชำระออนไลน์/ }, SLOW));
    await user.type(await amountInput(), '600');
    await user.click(screen.getByRole('button', { name: d.submitGateway }));
    await waitFor(() =>
      expect(goToPayPage).toHaveBeenCalledWith('http://127.0.0.1:4010/pay/ord-1'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      paymentMethodId: 2,
      amount: 60_000,
      returnPath: '/member?page=depositv2',
    });
    expect(post?.body).not.toHaveProperty('payerName');
  });

  it('lists my deposits with their status', async () => {
    signIn(0);
    const pending = instructions(10_000).deposit;
    depositApi({
      'GET /api/cashier/deposits': {
        body: {
          items: [
            pending,
            { ...pending, id: 78, status: 'approved', decidedAt: pending.createdAt },
            { ...pending, id: 79, status: 'rejected', reason: 'no money arrived' },
          ],
          total: 3,
          page: 1,
          pageSize: 10,
        },
      },
    });
    renderApp('/member?page=depositv2');
    const list = await screen.findByRole('list', { name: d.history.title }, SLOW);
    expect(list).toHaveTextContent(d.status.pending);
    expect(list).toHaveTextContent(d.status.approved);
    expect(list).toHaveTextContent(d.status.rejected);
    expect(list).toHaveTextContent('no money arrived');
  });

  it('keeps trial accounts away from the cashier', async () => {
    signIn(4);
    const { calls } = depositApi();
    renderApp('/member?page=depositv2');
    expect(await screen.findByRole('alertdialog', {}, SLOW)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/cashier'))).toBe(false);
  });
});
