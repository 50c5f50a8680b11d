import { AGENT_CONTRACTS_API, API } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { contract } from './test-fixtures';

const withId = (path: string, id: number) => path.replace(':id', String(id));

describe('agent contracts', { timeout: 30_000 }, () => {
  it('lists contracts with their terms in % and amounts in baht, and filters by kind, status and agent', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: {
        body: {
          items: [
            contract(),
            contract({
              id: 12,
              kind: 'hourlySalary',
              status: 'terminated',
              holder: { id: 7, username: 'subagent1' },
              offeredBy: { id: 2, username: 'agentbkk' },
              terms: { kind: 'hourlySalary', period: 'hourly', winRateBps: 25, lossRateBps: 40 },
              endedAt: '2026-12-02T03:00:00.000Z',
              endReason: 'cascade',
            }),
          ],
        },
      },
    });
    renderApp('/agent-contracts', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Agent contracts' });
    // agentbkk holds the first contract and offered the second.
    const top = (await within(table).findAllByText('agentbkk'))[0]!.closest('tr')!;
    expect(within(top).getByText('Operator')).toBeInTheDocument();
    expect(within(top).getByText('Daily salary')).toBeInTheDocument();
    expect(within(top).getByText('Active')).toBeInTheDocument();
    expect(
      within(top).getByText('Tier 2: team valid bets ≥ 50,000.00, 10 active members → 1.50%'),
    ).toBeInTheDocument();
    const sub = within(table).getByText('subagent1').closest('tr')!;
    expect(within(sub).getByText('agentbkk')).toBeInTheDocument();
    expect(within(sub).getByText('Winning bets 0.25%, losing bets 0.40%')).toBeInTheDocument();
    expect(within(sub).getByText("Ended with the upline's contract")).toBeInTheDocument();
    // A terminated contract cannot be terminated again.
    expect(within(sub).queryByRole('button', { name: /Terminate/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Kind'), 'dividend');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await user.type(screen.getByLabelText('Agent username'), 'agentbkk');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        `${AGENT_CONTRACTS_API.adminContracts}?kind=dividend&status=active&agent=agentbkk`,
      ),
    );
  });

  it('gives a top agent a dividend contract: tiers added and removed, rates in % sent as basis points', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [] } },
      [`POST ${AGENT_CONTRACTS_API.adminGive}`]: (call) => ({
        body: contract({
          id: 20,
          kind: 'dividend',
          holder: { id: 9, username: 'topagent' },
          terms: (call.body as { terms: ReturnType<typeof contract>['terms'] }).terms,
        }),
      }),
    });
    renderApp('/agent-contracts', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Give a contract' }));
    const drawer = await screen.findByRole('dialog', { name: 'Give a top agent a contract' });
    await user.type(within(drawer).getByLabelText('Agent username'), 'topagent');
    await user.selectOptions(within(drawer).getByLabelText('Kind'), 'dividend');
    const period = within(drawer).getByLabelText('Period');
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weekly', 'Half-month', 'Monthly']);
    await user.selectOptions(period, 'halfMonth');

    const tier1 = within(drawer).getByRole('group', { name: 'Tier 1' });
    await user.type(within(tier1).getByLabelText('Team loss at least'), '1000');
    await user.clear(within(tier1).getByLabelText('Active members at least'));
    await user.type(within(tier1).getByLabelText('Active members at least'), '3');
    await user.type(within(tier1).getByLabelText('Rate'), '20');
    await user.click(within(drawer).getByRole('button', { name: 'Add a tier' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add a tier' }));
    // The third row goes again.
    await user.click(within(drawer).getByRole('button', { name: 'Remove tier 3' }));
    expect(within(drawer).queryByRole('group', { name: 'Tier 3' })).toBeNull();
    const tier2 = within(drawer).getByRole('group', { name: 'Tier 2' });
    await user.type(within(tier2).getByLabelText('Team loss at least'), '10,000.50');
    await user.clear(within(tier2).getByLabelText('Active members at least'));
    await user.type(within(tier2).getByLabelText('Active members at least'), '8');
    await user.type(within(tier2).getByLabelText('Rate'), '35.5');
    await user.click(within(drawer).getByRole('switch', { name: 'Negative carry-over' }));
    await user.click(within(drawer).getByRole('button', { name: 'Give contract' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        agentUsername: 'topagent',
        terms: {
          kind: 'dividend',
          period: 'halfMonth',
          tiers: [
            { minLoss: 100_000, minActiveMembers: 3, rateBps: 2_000 },
            { minLoss: 1_000_050, minActiveMembers: 8, rateBps: 3_550 },
          ],
          carryOver: true,
        },
      }),
    );
    expect(await screen.findByText('topagent has a Dividend contract.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a contract from a template: the terms filled in and still editable', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [] } },
      [`POST ${AGENT_CONTRACTS_API.adminGive}`]: (call) => ({
        body: contract({
          id: 21,
          holder: { id: 9, username: 'topagent' },
          terms: (call.body as { terms: ReturnType<typeof contract>['terms'] }).terms,
        }),
      }),
    });
    renderApp('/agent-contracts', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Give a contract' }, { timeout: 8000 }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Give a top agent a contract' });
    await user.type(within(drawer).getByLabelText('Agent username'), 'topagent');
    await user.selectOptions(
      within(drawer).getByLabelText('Start from a template'),
      'Standard daily salary',
    );
    // The fixture's template: 100,000 THB and 5 members at 0.5 %, 500,000 THB and 10 at 1 %.
    const tier1 = within(drawer).getByRole('group', { name: 'Tier 1' });
    expect(within(tier1).getByLabelText('Team valid bets at least')).toHaveValue('100000');
    expect(within(tier1).getByLabelText('Rate')).toHaveValue('0.50');
    const tier2 = within(drawer).getByRole('group', { name: 'Tier 2' });
    await user.clear(within(tier2).getByLabelText('Rate'));
    await user.type(within(tier2).getByLabelText('Rate'), '1.2');
    expect(within(drawer).getByLabelText('Agent username')).toHaveValue('topagent');
    await user.click(within(drawer).getByRole('button', { name: 'Give contract' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        agentUsername: 'topagent',
        terms: {
          kind: 'dailySalary',
          period: 'daily',
          tiers: [
            { minValidStake: 10_000_000, minActiveMembers: 5, rateBps: 50 },
            { minValidStake: 50_000_000, minActiveMembers: 10, rateBps: 120 },
          ],
        },
      }),
    );
  });

  it('shows translated validation messages before sending, and the server error after', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [] } },
      [`POST ${AGENT_CONTRACTS_API.adminGive}`]: apiError('CONTRACT_TERMS_NOT_ALLOWED', 400, {
        problems: ['the upline holds a contract of this kind: it offers one'],
      }),
    });
    renderApp('/agent-contracts', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Give a contract' }));
    const drawer = await screen.findByRole('dialog', { name: 'Give a top agent a contract' });
    // Daily salary: the operator's maximum is 3 % (300 bps in the settings).
    const tier1 = within(drawer).getByRole('group', { name: 'Tier 1' });
    await user.type(within(tier1).getByLabelText('Team valid bets at least'), '500');
    await user.type(within(tier1).getByLabelText('Rate'), '3.5');
    await user.click(within(drawer).getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(drawer).getByRole('group', { name: 'Tier 2' });
    await user.type(within(tier2).getByLabelText('Team valid bets at least'), '100');
    await user.type(within(tier2).getByLabelText('Rate'), '1.234');
    await user.click(within(drawer).getByRole('button', { name: 'Give contract' }));

    expect(await within(drawer).findByText('Required')).toBeInTheDocument();
    expect(within(tier1).getByText("At most 3.00% (the operator's maximum)")).toBeInTheDocument();
    expect(within(tier2).getByText('Must not be lower than the tier before')).toBeInTheDocument();
    expect(
      within(tier2).getByText('Enter a percentage with at most two decimals, e.g. 1.5'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Fixed, the server still refuses: its message is shown with the problems it names.
    await user.type(within(drawer).getByLabelText('Agent username'), 'subagent1');
    await user.clear(within(tier1).getByLabelText('Rate'));
    await user.type(within(tier1).getByLabelText('Rate'), '1');
    await user.clear(within(tier2).getByLabelText('Team valid bets at least'));
    await user.type(within(tier2).getByLabelText('Team valid bets at least'), '5000');
    await user.clear(within(tier2).getByLabelText('Rate'));
    await user.type(within(tier2).getByLabelText('Rate'), '1.25');
    await user.click(within(drawer).getByRole('button', { name: 'Give contract' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(
      await within(drawer).findByText('the upline holds a contract of this kind: it offers one'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText('Required')).toBeNull();
  });

  it('offers no more tiers than the settings allow', async () => {
    const user = userEvent.setup();
    const settings = allSettings();
    settings.agentContracts.maxTiers = 2;
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: settings },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [] } },
    });
    renderApp('/agent-contracts', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Give a contract' }));
    const drawer = await screen.findByRole('dialog', { name: 'Give a top agent a contract' });
    expect(within(drawer).getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: 'Add a tier' }));
    expect(within(drawer).getByRole('button', { name: 'Add a tier' })).toBeDisabled();
    expect(within(drawer).getByText('Tiers (at most 2; rates at most 3.00%)')).toBeInTheDocument();
  });

  it('terminates a contract after confirmation', async () => {
    const user = userEvent.setup();
    let current = contract();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: () => ({ body: { items: [current] } }),
      [`POST ${withId(AGENT_CONTRACTS_API.adminTerminate, 11)}`]: () => {
        current = contract({
          status: 'terminated',
          endedAt: '2026-12-03T03:00:00.000Z',
          endReason: 'operator',
        });
        return { body: current };
      },
    });
    renderApp('/agent-contracts', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Terminate contract #11 of agentbkk' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Terminate the contract of agentbkk?',
    });
    expect(
      within(confirm).getByText(/every Daily salary contract in the agent's downline/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/11/terminate'))).toBe(true),
    );
    expect(await screen.findByText('The contract of agentbkk is terminated.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Agent contracts' });
    expect(await within(table).findByText('Ended by an operator')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Audit trail of contract #11' }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining('/audit?targetType=agent-contract&targetId=11'),
    );
  });

  it('lets an operator without members.manage read the contracts but not give or end them', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [contract()] } },
    });
    renderApp('/agent-contracts', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Agent contracts' });
    expect(await within(table).findByText('agentbkk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give a contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Terminate/ })).toBeNull();
  });
});
