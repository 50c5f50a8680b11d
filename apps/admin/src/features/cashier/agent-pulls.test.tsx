import { API, WALLET_API, type TAgentPullSettings } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const pull = {
  id: 7,
  agent: { account: 'agentkai', nickname: 'Kai' },
  member: { account: 'somchai88', nickname: 'Somchai' },
  amount: 30_000,
  currency: 'THB',
  status: 'pending',
  createdAt: '2026-03-05T08:00:00.000Z',
  expiresAt: '2026-03-05T09:00:00.000Z',
  decidedAt: null,
  transferId: null,
};

describe('agent pulls (issue 22 item 4)', { timeout: 30_000 }, () => {
  it('shows direct pulls off by default, saves the switch with its caps, and lists the pulls', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    const lists: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('agentPulls')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
      [`GET ${WALLET_API.adminPulls}`]: (call) => {
        lists.push(call);
        return { body: { items: [pull], total: 1, page: 1, pageSize: 100 } };
      },
    });
    renderApp('/cashier/agent-pulls');

    const direct = await screen.findByRole('switch', {
      name: "Agents may pull without the member's confirmation",
    });
    expect(direct).not.toBeChecked();
    const table = await screen.findByRole('table', { name: 'Pulls' });
    const row = (await within(table).findByText('agentkai')).closest('tr')!;
    expect(within(row).getByText('somchai88')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for the member')).toBeInTheDocument();

    await user.click(direct);
    const cap = screen.getByLabelText('Maximum per direct pull');
    await user.clear(cap);
    await user.type(cap, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body as TAgentPullSettings).toEqual({
      directPullEnabled: true,
      directMaxPerPull: 50_000,
      directDailyMaxPerAgent: 5_000_000,
      requestTtlMinutes: 60,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'direct');
    await waitFor(() => expect(lists.some((c) => c.path.includes('status=direct'))).toBe(true));
  });
});
