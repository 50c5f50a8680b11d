import { ADMIN_RISK_API, API, type TRiskCase } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const riskCase = (over: Partial<TRiskCase> = {}): TRiskCase => ({
  id: 7,
  accountId: 42,
  username: 'somchai',
  status: 'open',
  score: 45,
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
  ...over,
});

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
      }),
    );
    expect(await screen.findByText('The case is closed.')).toBeInTheDocument();
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
