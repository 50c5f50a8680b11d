import {
  API,
  DEPOSIT_API,
  WITHDRAWAL_API,
  withdrawalPath,
  type TOperatorRole,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { adminDeposit, adminWithdrawal, depositPage, withdrawalPage } from './test-fixtures';

function serveDeposits(posts: RecordedCall[], role: TOperatorRole = 'finance') {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor(role) },
    [`GET ${API.admin.settings}`]: { body: allSettings() },
    [`GET ${DEPOSIT_API.admin.deposits}`]: { body: depositPage([adminDeposit()]) },
    [`GET ${DEPOSIT_API.admin.paymentMethods}`]: { body: { items: [] } },
    [`POST ${DEPOSIT_API.admin.approveDeposit(7)}`]: (call) => {
      posts.push(call);
      return { body: adminDeposit({ status: 'approved', decidedBy: 'finance' }) };
    },
    [`POST ${DEPOSIT_API.admin.rejectDeposit(7)}`]: (call) => {
      posts.push(call);
      return { body: adminDeposit({ status: 'rejected', reason: 'No money arrived' }) };
    },
  });
}

describe('deposit queue', { timeout: 20_000 }, () => {
  it('shows amounts with two decimals, totals per status, and approves after confirming', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    serveDeposits(posts);
    renderApp('/cashier/deposits');

    const table = await screen.findByRole('table', { name: 'Deposits' });
    const row = (await within(table).findByText('somchai88')).closest('tr')!;
    expect(within(row).getByText('1,500.50')).toBeInTheDocument();
    expect(within(row).getByText('DP7ABC')).toBeInTheDocument();
    expect(within(row).getByText('KBank transfer')).toBeInTheDocument();
    expect(screen.getByTestId('total-pending')).toHaveTextContent('3 · 4,500.00');

    await user.click(within(row).getByRole('button', { name: 'Approve deposit DP7ABC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this deposit?' });
    expect(dialog).toHaveTextContent('1,500.50 THB will be credited to somchai88');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/api/admin/cashier/deposits/7/approve');
    expect(posts[0]!.method).toBe('POST');
    expect(await screen.findByText('Deposit DP7ABC approved.')).toBeInTheDocument();
  });

  it('refuses to reject without a reason, then sends the reason', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    serveDeposits(posts);
    renderApp('/cashier/deposits');

    await user.click(await screen.findByRole('button', { name: 'Reject deposit DP7ABC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  No money arrived ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/api/admin/cashier/deposits/7/reject');
    expect(posts[0]!.body).toEqual({ reason: 'No money arrived' });
  });

  it('shows the queue without actions to a read-only operator', async () => {
    serveDeposits([], 'support');
    renderApp('/cashier/deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('somchai88');
    expect(screen.queryByRole('button', { name: /Approve deposit/ })).not.toBeInTheDocument();
  });
});

describe('withdrawal queue', { timeout: 20_000 }, () => {
  it('marks paid with the amount received in minor units and shows what goes back', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    const pay = withdrawalPath(WITHDRAWAL_API.admin.withdrawalPay, 12);
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${WITHDRAWAL_API.admin.withdrawals}`]: { body: withdrawalPage([adminWithdrawal()]) },
      [`POST ${pay}`]: (call) => {
        posts.push(call);
        return {
          body: adminWithdrawal({ status: 'paid', amountReceived: 95_050, amountRemaining: 4_950 }),
        };
      },
    });
    renderApp('/cashier/withdrawals');

    // The operator who decided, by name as in the deposit queue (not "#1").
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    const row = (await within(table).findByText('somchai88')).closest('tr')!;
    expect(within(row).getByText('finance')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('#1');

    await user.click(
      await screen.findByRole('button', { name: 'Mark withdrawal 12 by somchai88 paid' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    const input = within(dialog).getByLabelText('Amount sent to the bank');
    // Defaults to the full amount: nothing goes back.
    expect(input).toHaveValue('1000.00');
    expect(within(dialog).getByTestId('pay-remaining')).toHaveTextContent('0.00 THB');

    await user.clear(input);
    await user.type(input, '950.50');
    expect(within(dialog).getByTestId('pay-remaining')).toHaveTextContent('49.50 THB');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/api/admin/withdrawals/12/pay');
    expect(posts[0]!.body).toEqual({ amountReceived: 95_050 });
  });

  it('does not accept more than the amount requested', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${WITHDRAWAL_API.admin.withdrawals}`]: { body: withdrawalPage([adminWithdrawal()]) },
      [`POST ${withdrawalPath(WITHDRAWAL_API.admin.withdrawalPay, 12)}`]: (call) => {
        posts.push(call);
        return { body: adminWithdrawal({ status: 'paid' }) };
      },
    });
    renderApp('/cashier/withdrawals');
    await user.click(
      await screen.findByRole('button', { name: 'Mark withdrawal 12 by somchai88 paid' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    const input = within(dialog).getByLabelText('Amount sent to the bank');
    await user.clear(input);
    await user.type(input, '1000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(
      await within(dialog).findByText('Enter an amount from 0.01 to 1,000.00.'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('offers cancel payout, not reject, on an approved one; a lost race says where it is now', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    const cancel = withdrawalPath(WITHDRAWAL_API.admin.withdrawalCancelPayout, 12);
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${WITHDRAWAL_API.admin.withdrawals}`]: { body: withdrawalPage([adminWithdrawal()]) },
      [`POST ${cancel}`]: (call) => {
        posts.push(call);
        // Another operator marked it paid a moment before.
        return apiError('WITHDRAWAL_ALREADY_DECIDED', 409, {
          status: 'paid',
          step: 'cancelPayout',
          expected: 'approved',
        });
      },
    });
    renderApp('/cashier/withdrawals');
    const button = await screen.findByRole('button', {
      name: 'Cancel the payout of withdrawal 12 by somchai88',
    });
    expect(
      screen.queryByRole('button', { name: 'Reject withdrawal 12 by somchai88' }),
    ).not.toBeInTheDocument();
    const listed = () =>
      calls.filter(
        (c) => c.method === 'GET' && c.path.split('?')[0] === WITHDRAWAL_API.admin.withdrawals,
      ).length;
    const before = listed();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payout?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Bank refused the transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payout' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ reason: 'Bank refused the transfer' });
    expect(
      await screen.findByText(/already moved on to another status.*It is now: Paid\./),
    ).toBeInTheDocument();
    // The stale row is fetched again.
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
  });

  it('offers force received and the proof for a not-received withdrawal', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    const force = withdrawalPath(WITHDRAWAL_API.admin.withdrawalForceReceived, 12);
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${WITHDRAWAL_API.admin.withdrawals}`]: {
        body: withdrawalPage([adminWithdrawal({ status: 'not_received', hasProof: true })]),
      },
      [`POST ${force}`]: (call) => {
        posts.push(call);
        return { body: adminWithdrawal({ status: 'received', forcedReceived: true }) };
      },
    });
    renderApp('/cashier/withdrawals');
    expect(
      await screen.findByRole('button', { name: 'View proof of withdrawal 12 by somchai88' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Force withdrawal 12 by somchai88 received' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Force received?' });
    await user.click(within(dialog).getByRole('button', { name: 'Force received' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/api/admin/withdrawals/12/force-received');
  });
});
