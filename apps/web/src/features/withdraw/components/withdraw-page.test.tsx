import type { TMyWithdrawal, TWithdrawInfo } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import cashier from '../../../locales/th/cashier.json';
import pages from '../../../locales/th/pages.json';
import { signIn, stubApi, type TApiAnswer } from '../../../test/api-stub';
import { memberFixture, publicStateFixture, validationRulesFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 8000 };
const w = cashier.withdraw;
const wl = cashier.withdrawal;
const b = cashier.bank;

function infoFixture(overrides: Partial<TWithdrawInfo> = {}): TWithdrawInfo {
  return {
    currency: 'THB',
    balance: 500_000,
    minAmount: 10_000,
    maxAmount: 300_000,
    dailyCount: 3,
    dailyAmount: 1_000_000,
    usedCountToday: 1,
    usedAmountToday: 20_000,
    turnoverRemaining: 0,
    hasPaymentPassword: true,
    hasRealName: true,
    kycNeededAbove: null,
    bankAccounts: [
      {
        id: 5,
        bankCode: 'SCB',
        accountName: 'Somchai Jaidee',
        accountNumberMasked: '******7890',
        isDefault: true,
        createdAt: '2025-11-01T03:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function withdrawalFixture(overrides: Partial<TMyWithdrawal> = {}): TMyWithdrawal {
  return {
    id: 31,
    amount: 100_000,
    currency: 'THB',
    status: 'paid',
    amountReceived: 90_000,
    amountRemaining: 10_000,
    bankCode: 'SCB',
    accountNumberMasked: '******7890',
    reason: null,
    forcedReceived: false,
    hasProof: false,
    createdAt: '2025-11-20T03:00:00.000Z',
    approvedAt: '2025-11-20T03:10:00.000Z',
    rejectedAt: null,
    paidAt: '2025-11-20T03:20:00.000Z',
    confirmedAt: null,
    confirmDeadline: '2025-11-21T03:20:00.000Z',
    ...overrides,
  };
}

function withdrawApi(
  info: TWithdrawInfo,
  withdrawals: TMyWithdrawal[] = [],
  extra: Record<string, TApiAnswer> = {},
) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/members/me/withdrawals/info': { body: info },
    'GET /api/members/me/withdrawals': {
      body: { items: withdrawals, total: withdrawals.length, page: 1, pageSize: 10 },
    },
    ...extra,
  });
}

const amountInput = () => screen.findByRole('textbox', { name: /จำนวนเงิน/ }, SLOW);

describe('withdraw', { timeout: 30_000 }, () => {
  it('shows the turnover still to bet and does not let the member withdraw', async () => {
    signIn(0);
    withdrawApi(infoFixture({ turnoverRemaining: 123_456 }));
    renderApp('/member?page=withdraw');
    const alert = await screen.findByText(w.turnover.title, {}, SLOW);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/1,234\.56/);
    expect(screen.getByTestId('turnover-left')).toHaveTextContent('1,234.56');
    expect(screen.getByRole('button', { name: w.form.submit })).toBeDisabled();
  });

  it('checks the limits and today usage, then sends the withdrawal with a requestId', async () => {
    signIn(0);
    const { calls } = withdrawApi(infoFixture({ balance: 250_000 }), [], {
      'POST /api/members/me/withdrawals': {
        body: withdrawalFixture({ status: 'requested', amountReceived: null }),
      },
    });
    const user = userEvent.setup();
    renderApp('/member?page=withdraw');
    expect(await screen.findByText('1 จาก 3', {}, SLOW)).toBeInTheDocument();
    const input = await amountInput();
    const submit = screen.getByRole('button', { name: w.form.submit });

    await user.type(input, '50');
    await user.click(submit);
    expect(await screen.findByText('จำนวนเงินขั้นต่ำคือ 100.00')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '3000.01');
    await user.click(submit);
    expect(await screen.findByText('จำนวนเงินสูงสุดคือ 3,000.00')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '2600');
    await user.click(submit);
    expect(await screen.findByText(cashier.common.amountProblem.balance)).toBeInTheDocument();
    expect(await screen.findByText(w.form.passwordRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(input);
    await user.type(input, '1500.50');
    await user.type(screen.getByLabelText(new RegExp(w.form.paymentPassword)), '123456');
    await user.click(submit);
    expect(await screen.findByText(w.form.done, {}, SLOW)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      amount: 150_050,
      bankAccountId: 5,
      paymentPassword: '123456',
    });
    expect((post?.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says above which amount KYC is needed and links a KYC_REQUIRED refusal to the KYC page', async () => {
    signIn(0);
    withdrawApi(infoFixture({ kycNeededAbove: 100_000 }), [], {
      'POST /api/members/me/withdrawals': {
        status: 403,
        body: { error: { code: 'KYC_REQUIRED', message: 'x', details: { requiredLevel: 1 } } },
      },
    });
    const user = userEvent.setup();
    renderApp('/member?page=withdraw');
    const callout = (await screen.findByText(w.form.kycAbove, { exact: false }, SLOW)).closest(
      'p',
    )!;
    expect(callout).toHaveTextContent('1,000.00');
    await user.type(await amountInput(), '1500');
    await user.type(screen.getByLabelText(new RegExp(w.form.paymentPassword)), '123456');
    await user.click(screen.getByRole('button', { name: w.form.submit }));
    expect(
      await screen.findByText('กรุณายืนยันตัวตน (KYC) ก่อนถอนเงินจำนวนนี้', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.form.verifyIdentity })).toHaveAttribute(
      'href',
      '/member?page=kyc',
    );
  });

  it('sets the payment password in a dialog right on the withdraw page, then shows the form', async () => {
    signIn(0);
    let hasPaymentPassword = false;
    const { calls } = withdrawApi(infoFixture({ hasPaymentPassword: false }), [], {
      'GET /api/members/me/withdrawals/info': () => ({ body: infoFixture({ hasPaymentPassword }) }),
      'GET /api/auth/validation-rules': { body: validationRulesFixture() },
      'POST /api/members/me/payment-password': () => {
        hasPaymentPassword = true;
        return { status: 204 };
      },
    });
    const { router } = renderApp('/member?page=withdraw');
    const user = userEvent.setup();
    // One click opens the set-payment-password dialog itself (no detour by the security centre).
    await user.click(await screen.findByRole('button', { name: w.form.setPaymentPassword }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: pages.security.payment.setTitle });
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${pages.security.payment.loginPassword}`)),
      'Secret123',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${pages.security.payment.new}`)),
      '246810',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${pages.security.payment.confirm}`)),
      '246810',
    );
    await user.click(
      within(dialog).getByRole('button', { name: pages.security.payment.submitSet }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/members/me/payment-password')?.body).toEqual({
      currentPassword: 'Secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    // Still on the withdraw page, now with the withdrawal form and a confirmation.
    expect(router.state.location.search).toBe('?page=withdraw');
    expect(await screen.findByText(w.form.paymentPasswordSet)).toBeInTheDocument();
    expect(
      await screen.findByLabelText(new RegExp(`^${w.form.paymentPassword}`)),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.form.setPaymentPassword })).toBeNull();
  });

  it('adds a bank account in the real name of the member', async () => {
    signIn(0);
    const { calls } = withdrawApi(infoFixture({ bankAccounts: [] }), [], {
      'GET /api/cashier/banks': {
        body: [
          { code: 'KBANK', name: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank', zh: '开泰银行' } },
          { code: 'SCB', name: { th: 'ธนาคารไทยพาณิชย์', en: 'SCB', zh: '汇商银行' } },
        ],
      },
      'POST /api/members/me/bank-accounts': {
        body: {
          id: 9,
          bankCode: 'KBANK',
          accountName: 'Somchai Jaidee',
          accountNumberMasked: '******4321',
          isDefault: true,
          createdAt: '2025-11-21T03:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/member?page=withdraw');
    await user.click(await screen.findByRole('button', { name: b.add }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: b.form.title });
    const name = within(dialog).getByRole('textbox', { name: b.form.name });
    await waitFor(() => expect(name).toHaveValue('Somchai Jaidee'));
    expect(name).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent(b.form.nameHint);

    await user.click(within(dialog).getByRole('button', { name: b.form.submit }));
    expect(await within(dialog).findByText(b.form.bankRequired)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox'), 'KBANK');
    await user.type(within(dialog).getByRole('textbox', { name: /เลขที่บัญชี/ }), '1234');
    await user.click(within(dialog).getByRole('button', { name: b.form.submit }));
    expect(await within(dialog).findByText(b.form.numberInvalid)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /เลขที่บัญชี/ }), '567890');
    await user.click(within(dialog).getByRole('button', { name: b.form.submit }));

    expect(await screen.findByText(b.added, {}, SLOW)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      accountName: 'Somchai Jaidee',
    });
  });

  it('shows the receipt and confirms a paid withdrawal as received', async () => {
    signIn(0);
    const { calls } = withdrawApi(infoFixture(), [withdrawalFixture()], {
      'POST /api/members/me/withdrawals/31/received': {
        body: withdrawalFixture({ status: 'received', confirmedAt: '2025-11-20T04:00:00.000Z' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/member?page=withdraw');
    const row = await screen.findByTestId('withdrawal-31', {}, SLOW);
    expect(row).toHaveTextContent(wl.status.paid);
    expect(row).toHaveTextContent(/จำนวนที่ได้รับ\s*900\.00/);
    expect(row).toHaveTextContent(/จำนวนคงเหลือ\s*100\.00/);
    expect(row).toHaveTextContent(/ระบบจะถือว่าได้รับเงินแล้วโดยอัตโนมัติเมื่อ 21 /);

    await user.click(within(row).getByRole('button', { name: wl.confirmReceived }));
    const dialog = await screen.findByRole('alertdialog', { name: wl.confirmTitle });
    expect(dialog).toHaveTextContent('900.00');
    await user.click(within(dialog).getByRole('button', { name: wl.confirmReceived }));
    expect(await screen.findByText(wl.receivedDone, {}, SLOW)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/members/me/withdrawals/31/received')).toBe(true);
  });

  it('reports not received: refuses a file over 5 MB, accepts a png with a preview', async () => {
    signIn(0);
    const { calls } = withdrawApi(infoFixture(), [withdrawalFixture()], {
      'POST /api/members/me/withdrawals/31/not-received': {
        body: withdrawalFixture({ status: 'not_received', hasProof: true }),
      },
    });
    const user = userEvent.setup();
    renderApp('/member?page=withdraw');
    const row = await screen.findByTestId('withdrawal-31', {}, SLOW);
    await user.click(within(row).getByRole('button', { name: wl.notReceived }));
    const dialog = await screen.findByRole('dialog', { name: wl.notReceivedTitle });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await within(dialog).findByText(wl.proof.size)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: wl.notReceivedSubmit }));
    expect(calls.some((c) => c.path.endsWith('/not-received'))).toBe(false);

    const gif = new File(['GIF89a'], 'proof.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(input, gif);
    expect(await within(dialog).findByText(wl.proof.type)).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'proof.png', {
      type: 'image/png',
    });
    await user.upload(input, png);
    const preview = await within(dialog).findByRole('img', { name: wl.proof.preview });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).queryByText(wl.proof.size)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: wl.notReceivedSubmit }));

    expect(await screen.findByText(wl.notReceivedDone, {}, SLOW)).toBeInTheDocument();
    const post = calls.find((c) => c.path.endsWith('/not-received'));
    expect((post?.body as { proofImage: string }).proofImage).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });
});
