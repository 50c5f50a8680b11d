import { AGENT_CONTRACTS_API, API } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('agent contract limits', { timeout: 30_000 }, () => {
  it('saves the maximum rates typed in % as basis points, the tier count and the active-member minimum', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('agentContracts')}`]: (call) => ({ body: call.body }),
    });
    renderApp('/agent-contracts/settings', { language: 'en' });
    const daily = await screen.findByLabelText('Daily salary: maximum rate', {}, { timeout: 8000 });
    expect(daily).toHaveValue('3.00');
    expect(screen.getByLabelText('Real-time salary: maximum rate')).toHaveValue('2.10');
    await user.clear(daily);
    await user.type(daily, '2.75');
    const dividend = screen.getByLabelText('Dividend: maximum rate');
    await user.clear(dividend);
    await user.type(dividend, '45');
    const tiers = screen.getByLabelText('Maximum tiers per contract');
    await user.clear(tiers);
    await user.type(tiers, '5');
    const active = screen.getByLabelText('Active member: valid bets in the period at least');
    await user.clear(active);
    await user.type(active, '250.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        maxRateBps: { dailySalary: 275, dividend: 4_500, hourlySalary: 300, realtimeSalary: 210 },
        maxTiers: 5,
        activeMemberMinValidStake: 25_050,
        templates: allSettings().agentContracts.templates,
      }),
    );
  });

  it('adds, edits and removes contract templates, saved with the limits', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('agentContracts')}`]: (call) => ({ body: call.body }),
    });
    renderApp('/agent-contracts/settings', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Add template' }, { timeout: 8000 }),
    );
    let drawer = await screen.findByRole('dialog', { name: 'New contract template' });
    await user.selectOptions(within(drawer).getByLabelText('Kind'), 'hourlySalary');
    await user.type(within(drawer).getByLabelText('Rate on winning bets (%)'), '0.4');
    await user.type(within(drawer).getByLabelText('Rate on losing bets (%)'), '0.8');
    // A name already taken (in another case) is refused.
    await user.type(within(drawer).getByLabelText('Template name'), 'standard DAILY salary');
    await user.click(within(drawer).getByRole('button', { name: 'Keep template' }));
    expect(within(drawer).getByText('Another template has this name')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Template name'));
    await user.type(within(drawer).getByLabelText('Template name'), 'Hourly basic');
    await user.click(within(drawer).getByRole('button', { name: 'Keep template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Hourly basic')).toBeInTheDocument();

    // Edit the fixture's template: its second tier's rate.
    await user.click(screen.getByRole('button', { name: 'Edit Standard daily salary' }));
    drawer = await screen.findByRole('dialog', { name: 'Edit contract template' });
    const tier2 = within(drawer).getByRole('group', { name: 'Tier 2' });
    await user.clear(within(tier2).getByLabelText('Rate'));
    await user.type(within(tier2).getByLabelText('Rate'), '1.25');
    await user.click(within(drawer).getByRole('button', { name: 'Keep template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Keeping a template saved nothing yet: the first PUT is this Save.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        (calls.find((c) => c.method === 'PUT')?.body as { templates: unknown }).templates,
      ).toEqual([
        {
          name: 'Standard daily salary',
          terms: {
            kind: 'dailySalary',
            period: 'daily',
            tiers: [
              { minValidStake: 10_000_000, minActiveMembers: 5, rateBps: 50 },
              { minValidStake: 50_000_000, minActiveMembers: 10, rateBps: 125 },
            ],
          },
        },
        {
          name: 'Hourly basic',
          terms: { kind: 'hourlySalary', period: 'hourly', winRateBps: 40, lossRateBps: 80 },
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Hourly basic' }));
    expect(screen.queryByText('Hourly basic')).toBeNull();
  });

  it('refuses to save limits that a template no longer fits, naming the template', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/agent-contracts/settings', { language: 'en' });
    const daily = await screen.findByLabelText('Daily salary: maximum rate', {}, { timeout: 8000 });
    // The template pays 1 % at its second tier.
    await user.clear(daily);
    await user.type(daily, '0.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'These templates no longer fit the limits above: Standard daily salary. Change them or the limits before saving.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a rate above 100 % and more than 20 tiers before saving', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/agent-contracts/settings', { language: 'en' });
    const hourly = await screen.findByLabelText(
      'Hourly salary: maximum rate',
      {},
      { timeout: 8000 },
    );
    await user.clear(hourly);
    await user.type(hourly, '120');
    const tiers = screen.getByLabelText('Maximum tiers per contract');
    await user.clear(tiers);
    await user.type(tiers, '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a percentage from 0 to 100 with at most two decimals'),
    ).toBeInTheDocument();
    expect(screen.getByText('Must be 20 or less')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is read-only for an operator who may not change system settings', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/agent-contracts/settings', { language: 'en' });
    const daily = await screen.findByLabelText('Daily salary: maximum rate', {}, { timeout: 8000 });
    expect(daily).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the screens in Thai, the default language, from the navigation', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [] } },
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: { body: { items: [] } },
    });
    renderApp('/', { language: 'th' });
    const nav = await screen.findByRole('navigation', {}, { timeout: 8000 });
    await user.click(within(nav).getByRole('link', { name: 'สัญญา' }));
    expect(await screen.findByRole('heading', { name: 'สัญญาเอเจนต์' })).toBeInTheDocument();
    expect(await screen.findByText('ไม่มีสัญญาที่ตรงกับตัวกรองนี้')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'บิลการชำระ' }));
    expect(await screen.findByRole('heading', { name: 'บิลการชำระ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ชำระรอบ' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'ขีดจำกัดสัญญา' }));
    expect(await screen.findByRole('heading', { name: 'ขีดจำกัดสัญญาเอเจนต์' })).toBeInTheDocument();
  });
});
