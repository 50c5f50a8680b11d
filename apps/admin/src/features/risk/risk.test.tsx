import { ADMIN_RISK_API, API, type TRiskCase } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountDetail, allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const riskCase = (over: Partial<TRiskCase> = {}): TRiskCase => ({
  id: 7,
  accountId: 42,
  username: 'somchai',
  status: 'open',
  score: 45,
  memberScore: 20,
  markers: ['deposit_frequency', 'deposit_spike'],
  assignedTo: null,
  openedAt: '2026-12-01T05:00:00.000Z',
  updatedAt: '2026-12-01T05:00:00.000Z',
  ageSeconds: 30 * 3600,
  findings: [
    {
      marker: 'deposit_frequency',
      points: 20,
      value: 5,
      threshold: 5,
      currency: 'THB',
      at: '2026-12-01T05:00:00.000Z',
    },
    {
      marker: 'deposit_spike',
      points: 25,
      value: 200_000,
      threshold: 100_000,
      currency: 'THB',
      at: '2026-12-01T05:00:00.000Z',
    },
  ],
  notes: [
    {
      id: 1,
      kind: 'finding',
      text: 'deposit_spike: 200000 >= 100000',
      operator: null,
      at: '2026-12-01T05:00:00.000Z',
    },
  ],
  outcome: null,
  figures: {
    currency: 'THB',
    depositsLast24h: { count: 5, amount: 200_000 },
    depositsPrior30d: 30_000,
    today: { deposits: 2, depositAmount: 80_000, net: -50_000 },
    lateNightDays: 1,
    longestSessionHours: 2.5,
    reversedWithdrawals30d: 3,
    paymentMethods30d: 2,
    sharedIpAccounts: 0,
    sharedBankAccounts: 1,
    sharedDeviceAccounts: 0,
  },
  ...over,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('risk queue', { timeout: 20_000 }, () => {
  it('lists cases by age with their markers, opens one, assigns it and closes it', async () => {
    const user = userEvent.setup();
    let current = riskCase();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_RISK_API.cases}`]: () => ({
        body: { items: current.status === 'closed' ? [] : [current], total: 1 },
      }),
      [`GET ${ADMIN_RISK_API.case(7)}`]: () => ({ body: current }),
      [`POST ${ADMIN_RISK_API.actions(7)}`]: (call) => {
        const action = (call.body as { action: string }).action;
        current =
          action === 'assign'
            ? { ...current, status: 'assigned', assignedTo: 'admin' }
            : { ...current, status: 'closed', outcome: 'contacted' };
        return { body: current };
      },
    });
    renderApp('/risk', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Risk queue' });
    const row = (await within(table).findByText('somchai')).closest('tr')!;
    expect(within(row).getByText('Many deposits')).toBeInTheDocument();
    expect(within(row).getByText('Deposit spike')).toBeInTheDocument();
    expect(within(row).getByText('1 day')).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('status=active') && c.path.includes('sort=age'))).toBe(
      true,
    );

    await user.click(within(row).getByRole('button', { name: 'Open the case of somchai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Risk case #7' });
    expect(
      within(dialog).getByText('5 deposits in 24 hours (≥ 5)', { exact: false }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'POST' && (c.body as { action?: string } | undefined)?.action === 'assign',
        ),
      ).toBe(true),
    );
    expect(await within(dialog).findByText(/assigned to admin/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'contacted');
    await user.type(within(dialog).getByLabelText('Note'), 'Agreed a weekly limit');
    await user.click(within(dialog).getByRole('button', { name: 'Close case' }));
    await waitFor(() =>
      expect(
        calls.find(
          (c) =>
            c.method === 'POST' && (c.body as { action?: string } | undefined)?.action === 'close',
        )?.body,
      ).toEqual({
        action: 'close',
        outcome: 'contacted',
        text: 'Agreed a weekly limit',
        requestId: expect.stringMatching(UUID),
      }),
    );
    expect(await screen.findByText('The case is closed.')).toBeInTheDocument();
  });

  it('shows the case age and the latest figures, and sets a limit and a time-out from the case', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_RISK_API.cases}`]: { body: { items: [riskCase()], total: 1 } },
      [`GET ${ADMIN_RISK_API.case(7)}`]: { body: riskCase() },
      [`POST ${ADMIN_RISK_API.actions(7)}`]: { body: riskCase() },
    });
    renderApp('/risk', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Risk queue' });
    await user.click(
      await within(table).findByRole('button', { name: 'Open the case of somchai' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Risk case #7' });
    expect(within(dialog).getByText(/open for 1 day/)).toBeInTheDocument();
    const reversed = within(dialog).getByText('Reversed withdrawals (30 days)').closest('div')!;
    expect(within(reversed).getByText('3')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Limit'), 'loss');
    await user.selectOptions(within(dialog).getByLabelText('Per'), 'week');
    await user.type(within(dialog).getByLabelText('Amount'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Set limit' }));
    const posted = () =>
      calls.filter((c) => c.method === 'POST').map((c) => c.body as { action: string });
    await waitFor(() =>
      expect(posted()).toContainEqual({
        action: 'limit',
        kind: 'loss',
        period: 'week',
        amount: 50_000,
        requestId: expect.stringMatching(UUID),
      }),
    );
    await user.selectOptions(within(dialog).getByLabelText('Time-out'), '7d');
    await user.type(within(dialog).getByLabelText('Reason'), 'Agreed on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Apply time-out' }));
    await waitFor(() =>
      expect(posted()).toContainEqual({
        action: 'time_out',
        period: '7d',
        reason: 'Agreed on the phone',
        requestId: expect.stringMatching(UUID),
      }),
    );
    // Each step the operator takes has its own key (a replay of one is taken once, server-side).
    const keys = calls
      .filter((c) => c.method === 'POST')
      .map((c) => (c.body as { requestId: string }).requestId);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('saves the risk rules: a marker threshold and its points', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('riskRules')}`]: (call) => ({ body: call.body }),
    });
    renderApp('/risk/settings', { language: 'en' });
    const card = (await screen.findByText('Shared IP (30 days)')).closest('section')!;
    const accounts = within(card).getByLabelText('Other accounts, at least');
    await user.clear(accounts);
    await user.type(accounts, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        caseThreshold: 30,
        sharedIp: { accounts: 5, points: 15 },
      }),
    );
  });

  it('opens a case by hand from the member page', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.account(5)}`]: { body: accountDetail() },
      [`POST ${ADMIN_RISK_API.cases}`]: { status: 201, body: riskCase({ id: 9 }) },
    });
    renderApp('/accounts/5', { language: 'en' });
    const text = await screen.findByLabelText(
      'Why this member needs a look',
      {},
      { timeout: 8000 },
    );
    await user.type(text, 'Complained about losing control');
    await user.click(screen.getByRole('button', { name: 'Open a risk case' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        accountId: 5,
        text: 'Complained about losing control',
      }),
    );
    expect(await screen.findByText('Risk case #9 is in the queue.')).toBeInTheDocument();
  });

  it('tells the operator when another closed the case first', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_RISK_API.cases}`]: { body: { items: [riskCase()], total: 1 } },
      [`GET ${ADMIN_RISK_API.case(7)}`]: { body: riskCase() },
      [`POST ${ADMIN_RISK_API.actions(7)}`]: apiError('RISK_CASE_CLOSED', 409),
    });
    renderApp('/risk', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Risk queue' });
    await user.click(
      await within(table).findByRole('button', { name: 'Open the case of somchai' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close case' }));
    expect(await screen.findByText(/already been closed/)).toBeInTheDocument();
  });

  it('is not offered to an operator without risk.manage', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/risk', { language: 'en' });
    expect(
      await screen.findByText('Your role does not give access to this screen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Risk queue' })).toBeNull();
  });
});
