import type { TDeposit, TMyWithdrawal } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import cashier from '../../../locales/th/cashier.json';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { FakeSocket } from '../../wallet/test-support';
import { setSocketFactory } from '../../wallet/live/live-socket';

/*
 * Deposit and withdrawal cards follow their status live (issue 22 item 22): the server's
 * `withdrawal.status` / `deposit.status` event changes the card at once, before the list is
 * fetched again, and the refetch brings the rest (the operator's reason).
 */

/** The member centre's lazy screens take a while in jsdom on a busy machine. */
const SLOW = { timeout: 20_000 };

beforeEach(() => {
  FakeSocket.all = [];
  setSocketFactory((url) => new FakeSocket(url));
});
afterEach(() => setSocketFactory());

function withdrawal(overrides: Partial<TMyWithdrawal> = {}): TMyWithdrawal {
  return {
    id: 31,
    amount: 100_000,
    currency: 'THB',
    status: 'requested',
    amountReceived: null,
    amountRemaining: null,
    bankCode: 'SCB',
    accountNumberMasked: '******7890',
    reason: null,
    forcedReceived: false,
    hasProof: false,
    createdAt: '2025-11-20T03:00:00.000Z',
    approvedAt: null,
    rejectedAt: null,
    paidAt: null,
    confirmedAt: null,
    confirmDeadline: null,
    ...overrides,
  };
}

/** A list answer the test releases by hand, so the card is seen before the refetch lands. */
function heldAnswer() {
  let release: (body: unknown) => void = () => undefined;
  const answer = new Promise<{ body: unknown }>((resolve) => {
    release = (body) => resolve({ body });
  });
  return { answer, release };
}

async function openSocket() {
  await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
  const socket = FakeSocket.latest()!;
  socket.open();
  socket.push({ type: 'ready' });
  return socket;
}

describe('cashier cards follow their status live', { timeout: 60_000 }, () => {
  it('a withdrawal card shows the decision the moment it is made, then its reason', async () => {
    signIn(0);
    const page = (items: TMyWithdrawal[]) => ({
      items,
      total: items.length,
      page: 1,
      pageSize: 10,
    });
    let next: Promise<{ body: unknown }> | null = null;
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/members/me/withdrawals/info': {
        body: {
          currency: 'THB',
          balance: 500_000,
          minAmount: 10_000,
          maxAmount: 300_000,
          dailyCount: 3,
          dailyAmount: 1_000_000,
          usedCountToday: 1,
          usedAmountToday: 100_000,
          turnoverRemaining: 0,
          hasPaymentPassword: true,
          hasRealName: true,
          kycNeededAbove: null,
          bankAccounts: [],
        },
      },
      'GET /api/members/me/withdrawals': () => next ?? { body: page([withdrawal()]) },
    });
    renderApp('/member?page=withdraw');
    const card = await screen.findByTestId('withdrawal-31', {}, SLOW);
    expect(card).toHaveTextContent(cashier.withdrawal.status.requested);
    const socket = await openSocket();

    // Another record's event, and a deposit's, leave this card alone.
    const held = heldAnswer();
    next = held.answer;
    socket.push({ type: 'withdrawal.status', withdrawalId: 99, status: 'paid' });
    socket.push({ type: 'deposit.status', depositId: 31, status: 'approved' });
    socket.push({ type: 'withdrawal.status', withdrawalId: 31, status: 'rejected' });
    await waitFor(() =>
      expect(within(card).getByText(cashier.withdrawal.status.rejected)).toBeInTheDocument(),
    );
    expect(card).not.toHaveTextContent('Bank refused');
    const refetches = calls.filter((c) => c.path === '/api/members/me/withdrawals').length;
    expect(refetches).toBeGreaterThan(1);
    // The limits (today's usage) are fetched again too: a refund frees the day's amount.
    expect(
      calls.filter((c) => c.path === '/api/members/me/withdrawals/info').length,
    ).toBeGreaterThan(1);

    held.release(
      page([
        withdrawal({
          status: 'rejected',
          reason: 'Bank refused',
          rejectedAt: '2025-11-20T04:00:00.000Z',
        }),
      ]),
    );
    expect(await within(card).findByText(/Bank refused/)).toBeInTheDocument();
    expect(card).toHaveTextContent(cashier.withdrawal.status.rejected);
  });

  it('a deposit card shows its approval without a reload', async () => {
    signIn(0);
    let status: TDeposit['status'] = 'pending';
    const deposit = (): TDeposit => ({
      id: 77,
      paymentMethodId: 1,
      kind: 'bank_transfer',
      methodName: { th: 'โอนผ่าน KBank', en: 'KBank transfer', zh: '开泰转账' },
      amount: 50_000,
      currency: 'THB',
      status,
      referenceCode: 'DP7K2Q9',
      payerName: null,
      createdAt: '2025-11-20T03:00:00.000Z',
      expiresAt: '2025-11-20T03:30:00.000Z',
      decidedAt: status === 'pending' ? null : '2025-11-20T03:10:00.000Z',
      reason: null,
    });
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/cashier/payment-methods': { body: { items: [] } },
      'GET /api/cashier/deposits': () => ({
        body: { items: [deposit()], total: 1, page: 1, pageSize: 10 },
      }),
    });
    renderApp('/member?page=depositv2');
    const list = await screen.findByRole('list', { name: cashier.deposit.history.title }, SLOW);
    expect(list).toHaveTextContent(cashier.deposit.status.pending);
    const socket = await openSocket();
    status = 'approved';
    socket.push({ type: 'deposit.status', depositId: 77, status: 'approved' });
    await waitFor(() => expect(list).toHaveTextContent(cashier.deposit.status.approved));
    expect(list).not.toHaveTextContent(cashier.deposit.status.pending);
    // The refetch brings the decision time.
    expect(
      await within(list).findByText(new RegExp(cashier.deposit.history.decidedAt)),
    ).toBeInTheDocument();
  });
});
