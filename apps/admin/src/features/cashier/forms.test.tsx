import { API, DEPOSIT_API, WITHDRAWAL_API, withdrawalPath, type TAdjustment } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountSummary, allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { formatMoney } from '../../lib/money';
import { adjustment } from './test-fixtures';

function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 50 };
}

describe('manual adjustments (maker-checker)', { timeout: 30_000 }, () => {
  it('creates an adjustment above the threshold: pending, and its maker cannot approve it', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    let rows: TAdjustment[] = [];
    // Threshold 10,000.00 (fixture): 20,000.00 needs a second operator.
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance', 1) },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${API.admin.accounts}`]: { body: page([accountSummary()]) },
      [`GET ${WITHDRAWAL_API.admin.adjustments}`]: () => ({ body: page(rows) }),
      [`POST ${WITHDRAWAL_API.admin.adjustments}`]: (call) => {
        posts.push(call);
        const created = adjustment({ requestedBy: 1, requestedByUsername: 'finance' });
        rows = [created];
        return { body: created };
      },
    });
    renderApp('/cashier/adjustments');

    await user.click(await screen.findByRole('button', { name: 'New adjustment' }));
    const drawer = await screen.findByRole('dialog', { name: 'New adjustment' });
    expect(drawer).toHaveTextContent('Adjustments above 10,000.00 THB need a second');
    await user.type(within(drawer).getByLabelText('Member'), 'somchai');
    await user.click(await within(drawer).findByRole('button', { name: /somchai88/ }));
    await user.type(within(drawer).getByLabelText('Amount'), '20000');
    expect(within(drawer).getByText(/Above the threshold/)).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Reason'), 'Goodwill credit');
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      accountId: 5,
      amount: 2_000_000,
      wallet: 'main',
      reason: 'Goodwill credit',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(
      await screen.findByText('Adjustment for somchai88 waits for a second operator.'),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Manual adjustments' });
    const row = (await within(table).findByText('Goodwill credit')).closest('tr')!;
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting another operator')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve adjustment 4' })).toBeNull();
  });

  it('sends a debit as a negative amount; a submit again after a failure sends the same key', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance', 1) },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${API.admin.accounts}`]: { body: page([accountSummary()]) },
      [`GET ${WITHDRAWAL_API.admin.adjustments}`]: { body: page([]) },
      [`POST ${WITHDRAWAL_API.admin.adjustments}`]: (call) => {
        posts.push(call);
        // The first answer is lost (a gateway timeout); the server may have made it already.
        if (posts.length === 1) {
          return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } } };
        }
        return { body: adjustment({ amount: -5_025, status: 'posted' }) };
      },
    });
    renderApp('/cashier/adjustments');
    await user.click(await screen.findByRole('button', { name: 'New adjustment' }));
    const drawer = await screen.findByRole('dialog', { name: 'New adjustment' });
    await user.type(within(drawer).getByLabelText('Member'), 'somchai');
    await user.click(await within(drawer).findByRole('button', { name: /somchai88/ }));
    await user.selectOptions(within(drawer).getByLabelText('Type'), 'debit');
    await user.type(within(drawer).getByLabelText('Amount'), '50.25');
    await user.type(within(drawer).getByLabelText('Reason'), 'Duplicate bonus');
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ accountId: 5, amount: -5_025 });
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(await screen.findByText('Adjustment for somchai88 posted.')).toBeInTheDocument();
  });

  it('lets a different operator with cashier.approve approve it', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance', 2) },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${WITHDRAWAL_API.admin.adjustments}`]: { body: page([adjustment({ requestedBy: 1 })]) },
      [`POST ${withdrawalPath(WITHDRAWAL_API.admin.adjustmentApprove, 4)}`]: (call) => {
        posts.push(call);
        return { body: adjustment({ status: 'posted', decidedBy: 2 }) };
      },
    });
    renderApp('/cashier/adjustments');
    await user.click(await screen.findByRole('button', { name: 'Approve adjustment 4' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this adjustment?' });
    expect(dialog).toHaveTextContent('20,000.00 THB for somchai88, requested by admin');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/api/admin/adjustments/4/approve');
  });
});

describe('payment methods', { timeout: 30_000 }, () => {
  it('validates the form before sending, then posts minor units', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    const bank = {
      id: 3,
      bankCode: 'KBANK',
      accountName: 'LuckyWay Co',
      accountNumber: '123-4-56789-0',
      promptPayId: null,
      enabled: true,
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${DEPOSIT_API.admin.paymentMethods}`]: { body: { items: [] } },
      [`GET ${DEPOSIT_API.admin.bankAccounts}`]: { body: { items: [bank] } },
      [`POST ${DEPOSIT_API.admin.paymentMethods}`]: (call) => {
        posts.push(call);
        return {
          status: 201,
          body: {
            ...(call.body as object),
            id: 9,
            createdAt: bank.createdAt,
            updatedAt: bank.createdAt,
          },
        };
      },
    });
    renderApp('/cashier/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Add method' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add method' });
    await user.type(within(drawer).getByLabelText('Code'), 'Bad Code');
    const max = within(drawer).getByLabelText('Maximum deposit');
    await user.clear(max);
    await user.type(max, '50');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(
      await within(drawer).findByText('Choose the bank account members pay into.'),
    ).toBeInTheDocument();
    expect(within(drawer).getAllByRole('alert').length).toBeGreaterThanOrEqual(4);
    expect(posts).toHaveLength(0);

    const code = within(drawer).getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'bank-kbank');
    await user.type(within(drawer).getByLabelText('Name (Thai)'), 'โอนกสิกร');
    await user.type(within(drawer).getByLabelText('Name (English)'), 'KBank transfer');
    await user.type(within(drawer).getByLabelText('Name (Chinese)'), '开泰转账');
    await user.selectOptions(within(drawer).getByLabelText('Pays into'), '3');
    await user.clear(max);
    await user.type(max, '50000');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      code: 'bank-kbank',
      kind: 'bank_transfer',
      name: { th: 'โอนกสิกร', en: 'KBank transfer', zh: '开泰转账' },
      enabled: true,
      currency: 'THB',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      displayOrder: 0,
      operatorBankAccountId: 3,
      gatewayId: null,
    });
  });
});

describe('cashier settings', { timeout: 30_000 }, () => {
  it('shows minor units as major units and saves typed amounts as minor units', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('cashier')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/cashier/settings');
    const min = await screen.findByLabelText('Minimum per withdrawal');
    expect(min).toHaveValue('100.00');
    expect(screen.getByLabelText('Second approval above')).toHaveValue('10000.00');

    await user.clear(min);
    await user.type(min, '150.5');
    const threshold = screen.getByLabelText('Second approval above');
    await user.clear(threshold);
    await user.type(threshold, '0.29');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0]!.body as ReturnType<typeof allSettings>['cashier'];
    expect(body.withdrawal.minAmount).toBe(15_050);
    expect(body.makerCheckerThreshold).toBe(29);
    expect(body.withdrawal.maxAmount).toBe(5_000_000);
  });

  it('refuses a minimum above the maximum', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('cashier')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/cashier/settings');
    const min = await screen.findByLabelText('Minimum per withdrawal');
    await user.clear(min);
    await user.type(min, '60000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Min must not be more than max')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });
});

describe('site time zone setting', { timeout: 30_000 }, () => {
  it('suggests every zone with its offset and Thai name, refuses an unknown one, saves a known one', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${API.permission}`]: { body: { timeZone: 'Asia/Bangkok' } },
      [`PUT ${API.admin.settingsSection('cashier')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/cashier/settings', { language: 'th' });
    const zone = await screen.findByLabelText('เขตเวลาของเว็บไซต์');
    expect(zone).toHaveValue('Asia/Bangkok');
    const list = document.getElementById(zone.getAttribute('list')!)!;
    const bangkok = list.querySelector('option[value="Asia/Bangkok"]');
    expect(bangkok).toHaveAttribute('label', 'GMT+7 · เวลาอินโดจีน');
    expect(list.querySelectorAll('option').length).toBeGreaterThan(300);

    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('เลือกเขตเวลาจากรายการ (เช่น Asia/Bangkok)')).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toHaveLength(0);

    await user.clear(zone);
    await user.type(zone, 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.body as { timeZone: string }).timeZone).toBe('Europe/Berlin');
    // Every screen's times follow: the published zone is asked for again.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === API.permission).length).toBeGreaterThan(1),
    );
  });
});

describe('money formatting', () => {
  it('formats minor units with two decimals and grouping, without floats', () => {
    expect(formatMoney(123_456_789, 'en')).toBe('1,234,567.89');
    expect(formatMoney(5, 'en')).toBe('0.05');
    expect(formatMoney(-150, 'en')).toBe('-1.50');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('90,071,992,547,409.91');
  });
});
