import { AGENT_CONTRACTS_API, API, type TAgentBill } from '@lw/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { allowedActions } from './lib/bill-actions';
import { bill, contract, explanation } from './test-fixtures';

const withId = (path: string, id: number) => path.replace(':id', String(id));

const base = (role: 'super_admin' | 'support' = 'super_admin') => ({
  [`GET ${API.admin.session}`]: { body: sessionFor(role) },
  [`GET ${API.admin.settings}`]: { body: allSettings() },
});

describe('agent settlement bills', { timeout: 30_000 }, () => {
  it('lists bills with every figure, the payer and the actions the status allows', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base(),
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: {
        body: {
          items: [
            bill({ adjustmentAmount: -5_000, adjustmentCarryIn: -1_000 }),
            bill({
              id: 32,
              agent: { id: 7, username: 'subagent1' },
              payer: { id: 2, username: 'agentbkk' },
              tier: null,
              ownAmount: 0,
              downlineAmount: 0,
              payable: 0,
              status: 'notReached',
            }),
            bill({
              id: 33,
              status: 'issued',
              paidAmount: 60_000,
              paidAt: '2026-12-01T19:05:00.000Z',
            }),
          ],
        },
      },
    });
    renderApp('/agent-contracts/bills', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Settlement bills' });
    const first = (await within(table).findAllByText('agentbkk'))[0]!.closest('tr')!;
    expect(within(first).getByText('Platform')).toBeInTheDocument();
    expect(within(first).getByText('2026-12-01')).toBeInTheDocument();
    expect(within(first).getByText('60,000.00')).toBeInTheDocument(); // team valid bets
    expect(within(first).getByText('2,500.00')).toBeInTheDocument(); // team loss
    expect(within(first).getByText('12')).toBeInTheDocument(); // active members
    expect(within(first).getByText('900.00')).toBeInTheDocument(); // own
    expect(within(first).getByText('300.00')).toBeInTheDocument(); // downlines'
    expect(within(first).getByText('-60.00')).toBeInTheDocument(); // adjustments + carried
    expect(within(first).getByText('600.00')).toBeInTheDocument(); // payable
    expect(within(first).getByText('Insufficient balance')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Hold bill #31 of agentbkk' })).toBeVisible();
    expect(
      within(first).getByRole('button', { name: 'Reject bill #31 of agentbkk' }),
    ).toBeVisible();
    expect(
      within(first).getByRole('button', { name: 'Re-issue bill #31 of agentbkk' }),
    ).toBeVisible();

    const below = within(table).getByText('subagent1').closest('tr')!;
    expect(within(below).getByText('agentbkk')).toBeInTheDocument();
    expect(within(below).getByText('Not reached')).toBeInTheDocument();
    expect(within(below).queryByRole('button', { name: /Hold|Reject|Re-issue/ })).toBeNull();
    expect(
      within(below).getByRole('button', { name: 'Explain bill #32 of subagent1' }),
    ).toBeVisible();

    const paid = within(table).getByText('Issued').closest('tr')!;
    expect(within(paid).queryByRole('button', { name: /Hold|Reject|Re-issue/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'held');
    await user.selectOptions(screen.getByLabelText('Kind'), 'dividend');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        `${AGENT_CONTRACTS_API.adminBills}?status=held&kind=dividend`,
      ),
    );
  });

  it("follows the server's rules for which action each status allows", () => {
    const of = (status: TAgentBill['status'], paidAmount = 0) =>
      allowedActions({ status, paidAmount });
    expect(of('pending')).toEqual(['hold', 'reject']);
    expect(of('insufficientBalance')).toEqual(['hold', 'reject', 'reissue']);
    expect(of('partiallyIssued', 100)).toEqual(['hold', 'reissue']);
    expect(of('held')).toEqual(['reject', 'reissue']);
    expect(of('held', 100)).toEqual(['reissue']);
    expect(of('rejected')).toEqual(['reissue']);
    expect(of('issued', 100)).toEqual([]);
    expect(of('notReached')).toEqual([]);
  });

  it('holds a bill with a note after confirmation, and shows a refusal', async () => {
    const user = userEvent.setup();
    let current = bill();
    const { calls } = mockFetch({
      ...base(),
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: () => ({ body: { items: [current] } }),
      [`POST ${withId(AGENT_CONTRACTS_API.adminBillAction, 31)}`]: (call) => {
        if ((call.body as { action: string }).action === 'reject') {
          return apiError('BILL_ACTION_NOT_ALLOWED', 409, { status: 'held' });
        }
        current = bill({ status: 'held' });
        return { body: current };
      },
    });
    renderApp('/agent-contracts/bills', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Hold bill #31 of agentbkk' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hold bill #31?' });
    expect(
      within(confirm).getByText(
        'Nothing more is paid to agentbkk for 2026-12-01 until the bill is re-issued.',
      ),
    ).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Note (optional)'), 'Checking the team');
    await user.click(within(confirm).getByRole('button', { name: 'Hold' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        action: 'hold',
        note: 'Checking the team',
      }),
    );
    expect(await screen.findByText('Bill #31 is now Held.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Settlement bills' });
    expect(await within(table).findByText('Held')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Audit trail of bill #31' })).toHaveAttribute(
      'href',
      expect.stringContaining('/audit?targetType=agent-bill&targetId=31'),
    );
    expect(within(table).queryByRole('button', { name: 'Hold bill #31 of agentbkk' })).toBeNull();

    // Another operator acted first: the server refuses and the dialog says why.
    await user.click(within(table).getByRole('button', { name: 'Reject bill #31 of agentbkk' }));
    const reject = await screen.findByRole('alertdialog', { name: 'Reject bill #31?' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('This bill cannot take that action in its current status.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ action: 'reject' });
  });

  it('explains a bill: the formula in words, stored against recomputed figures, each member', async () => {
    const user = userEvent.setup();
    const b = bill();
    mockFetch({
      ...base(),
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: { body: { items: [b] } },
      [`GET ${withId(AGENT_CONTRACTS_API.adminBillExplain, 31)}`]: { body: explanation(b) },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [contract()] } },
    });
    renderApp('/agent-contracts/bills', { language: 'en' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Explain bill #31 of agentbkk' },
        // The route is lazy: its first render waits for its chunk (8 s as the other routes' tests).
        { timeout: 8000 },
      ),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Bill #31 explained' });
    expect(
      await within(drawer).findByText(
        'The recomputation equals the stored bill exactly, to the smallest unit.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(drawer).findByText(
        'Team valid bets 60,000.00 × 1.50% (tier 2), rounded down = 900.00',
      ),
    ).toBeInTheDocument();
    const compare = within(drawer).getByRole('table', { name: 'Stored and recomputed figures' });
    const own = within(compare).getByRole('rowheader', { name: 'Own' }).closest('tr')!;
    expect(within(own).getAllByText('900.00')).toHaveLength(2);
    expect(within(own).getByText('Yes')).toBeInTheDocument();
    const members = within(drawer).getByRole('table', { name: 'Team members with wagers (2)' });
    const somchai = within(members).getByRole('rowheader', { name: 'somchai88' }).closest('tr')!;
    expect(within(somchai).getByText('40')).toBeInTheDocument();
    expect(within(somchai).getByText('50,000.00')).toBeInTheDocument();
  });

  it('says when the recomputation differs from the stored bill', async () => {
    const user = userEvent.setup();
    const b = bill({ kind: 'hourlySalary', contractId: 12, tier: null });
    const data = explanation(b, {
      matches: false,
      recomputed: { ...explanation(b).recomputed, ownAmount: 80_000 },
    });
    mockFetch({
      ...base(),
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: { body: { items: [b] } },
      [`GET ${withId(AGENT_CONTRACTS_API.adminBillExplain, 31)}`]: { body: data },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: {
        body: {
          items: [
            contract({
              id: 12,
              kind: 'hourlySalary',
              terms: { kind: 'hourlySalary', period: 'hourly', winRateBps: 150, lossRateBps: 150 },
            }),
          ],
        },
      },
    });
    renderApp('/agent-contracts/bills', { language: 'en' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Explain bill #31 of agentbkk' },
        // The route is lazy: its first render waits for its chunk (8 s as the other routes' tests).
        { timeout: 8000 },
      ),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Bill #31 explained' });
    expect(
      await within(drawer).findByText(/The recomputation differs from the stored bill/),
    ).toBeInTheDocument();
    expect(
      await within(drawer).findByText(
        'Winning bets 20,000.00 × 1.50% + losing bets 40,000.00 × 1.50%, each rounded down = 900.00',
      ),
    ).toBeInTheDocument();
    const compare = within(drawer).getByRole('table', { name: 'Stored and recomputed figures' });
    const own = within(compare).getByRole('rowheader', { name: 'Own' }).closest('tr')!;
    expect(within(own).getByText('800.00')).toBeInTheDocument();
    expect(within(own).getByText('No')).toBeInTheDocument();
  });

  it("settles a period at a moment typed in the operator's time zone", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base(),
      [`GET ${API.permission}`]: { body: { timeZone: 'Asia/Bangkok' } },
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: { body: { items: [] } },
      [`POST ${AGENT_CONTRACTS_API.adminSettle}`]: {
        body: { periodKey: '2026-W48', bills: 4, paid: 3 },
      },
    });
    renderApp('/agent-contracts/bills', { language: 'en' });
    const card = (await screen.findByText('Settle a period')).closest('section')!;
    await user.click(within(card).getByRole('button', { name: 'Settle' }));
    expect(await within(card).findByText('Choose a date and time')).toBeInTheDocument();
    await user.selectOptions(within(card).getByLabelText('Kind to settle'), 'dividend');
    expect(
      within(within(card).getByLabelText('Period to settle'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['weekly', 'halfMonth', 'monthly']);
    await user.selectOptions(within(card).getByLabelText('Period to settle'), 'weekly');
    fireEvent.change(within(card).getByLabelText(/A moment inside the period/), {
      target: { value: '2026-11-25T02:30' },
    });
    await user.click(within(card).getByRole('button', { name: 'Settle' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        kind: 'dividend',
        period: 'weekly',
        // 02:30 in Bangkok (UTC+7) is 19:30 UTC the day before.
        at: '2026-11-24T19:30:00.000Z',
      }),
    );
    expect(await screen.findByText('2026-W48: 4 bills made, 3 paid.')).toBeInTheDocument();
  });

  it('shows a support operator the bills without actions or the settle form', async () => {
    mockFetch({
      ...base('support'),
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: { body: { items: [bill()] } },
    });
    renderApp('/agent-contracts/bills', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Settlement bills' });
    expect(await within(table).findByText('agentbkk')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Explain bill #31 of agentbkk' }),
    ).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Hold|Reject|Re-issue/ })).toBeNull();
    expect(screen.queryByText('Settle a period')).toBeNull();
  });
});
