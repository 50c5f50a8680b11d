import { API, type TSmsSettings } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

// Many typed characters per test: allow for a busy machine.
describe('SMS verification code settings', { timeout: 20_000 }, () => {
  it('shows the countdown of the code life and saves the minutes and the daily limit', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('sms')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/settings/sms');

    const minutes = await screen.findByLabelText('Code life (minutes)');
    expect(minutes).toHaveValue(1);
    expect(screen.getByText(/players see a 60-second countdown/)).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '5');
    expect(screen.getByText(/players see a 300-second countdown/)).toBeInTheDocument();

    const limit = screen.getByLabelText('Daily send limit');
    await user.clear(limit);
    await user.type(limit, '2500');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const expected: TSmsSettings = {
      ...allSettings().sms,
      codeExpiredMinutes: 5,
      dailyLimit: 2500,
    };
    expect(puts[0]!.body).toEqual(expected);
  });

  it('saves the hourly budgets and refuses an alert share over 100 %', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('sms')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/settings/sms');

    const global = await screen.findByLabelText('SMS per hour, whole site');
    expect(global).toHaveValue(600);
    const prefix = screen.getByLabelText('SMS per hour per number prefix');
    expect(prefix).toHaveValue(100);
    const percent = screen.getByLabelText('Alert at (% of a budget)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 100 or less')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, '90');
    await user.clear(global);
    await user.type(global, '300');
    await user.clear(prefix);
    await user.type(prefix, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      ...allSettings().sms,
      hourlyLimit: 300,
      prefixHourlyLimit: 40,
      budgetAlertPercent: 90,
    });
  });

  it('refuses a code life over 30 minutes', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/settings/sms');

    const minutes = await screen.findByLabelText('Code life (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 30 or less')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
