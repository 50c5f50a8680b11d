import { AGENT_CONTRACTS_API, API } from '@lw/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { bill, explanation } from './test-fixtures';

const withId = (path: string, id: number) => path.replace(':id', String(id));

/** Issue 25 item 4: a bill's late settlements from earlier periods, in the list and explained. */
describe('agent bills: late settlements', { timeout: 30_000 }, () => {
  const late = bill({
    id: 32,
    periodKey: 'daily:2026-12-02',
    adjustmentAmount: -1_000,
    payable: 59_000,
    adjustments: [
      {
        forBillId: 31,
        periodKey: 'daily:2026-12-01',
        ownBefore: 6_000,
        ownAfter: 5_000,
        amount: -1_000,
      },
    ],
  });
  const wager = {
    product: 'VSIM',
    wagerId: 'w9',
    leg: 0,
    accountId: 5,
    username: 'somchai88',
    status: 'voided' as const,
    stake: 100_000,
    validStake: 0,
    win: 0,
    settledAt: '2026-12-01T05:00:00.000Z',
    position: 901,
  };
  const routes = (language: 'th' | 'en' | 'zh') => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${AGENT_CONTRACTS_API.adminBills}`]: { body: { items: [late] } },
      [`GET ${withId(AGENT_CONTRACTS_API.adminBillExplain, 32)}`]: {
        body: explanation(late, {
          pendingLate: 300,
          adjustments: [{ ...late.adjustments[0]!, recomputedOwn: 5_000, wagers: [wager] }],
        }),
      },
      [`GET ${AGENT_CONTRACTS_API.adminContracts}`]: { body: { items: [] } },
    });
    renderApp('/agent-contracts/bills', { language });
  };

  it('lists the line under the adjustments and explains it with its wagers', async () => {
    const user = userEvent.setup();
    routes('en');
    expect(
      await screen.findByText(/Late settlements from daily:2026-12-01/, undefined, {
        timeout: 8000,
      }),
    ).toHaveTextContent('Late settlements from daily:2026-12-01: -10.00');
    await user.click(screen.getByRole('button', { name: 'Explain bill #32 of agentbkk' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bill #32 explained' });
    expect(
      await within(drawer).findByText(
        '1 wagers changed after bill #31 was made; it recomputes now to 50.00.',
      ),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByText(
        'Late settlements not yet billed: 3.00 (the next bill carries them).',
      ),
    ).toBeInTheDocument();
  });

  it('writes the line in Thai, the default language', async () => {
    routes('th');
    expect(
      await screen.findByText(/รายการชำระล่าช้าจาก daily:2026-12-01/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
