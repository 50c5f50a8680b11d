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
      }),
    );
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
