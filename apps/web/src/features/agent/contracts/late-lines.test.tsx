import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const terms = {
  kind: 'dailySalary',
  period: 'daily',
  tiers: [{ minValidStake: 0, minActiveMembers: 0, rateBps: 200 }],
};
const bill = {
  id: 88,
  contractId: 1,
  kind: 'dailySalary',
  agent: { id: 5, username: 'somchai' },
  payer: null,
  periodKey: 'daily:2026-03-03',
  periodStart: '2026-03-02T17:00:00.000Z',
  periodEnd: '2026-03-03T17:00:00.000Z',
  currency: 'THB',
  teamValidStake: 1_000_000,
  teamLoss: 0,
  winningValidStake: 0,
  losingValidStake: 0,
  activeMembers: 1,
  tier: 0,
  carryIn: 0,
  ownAmount: 20_000,
  downlineAmount: 0,
  adjustmentAmount: -1_000,
  adjustmentCarryIn: 0,
  payable: 19_000,
  paidAmount: 19_000,
  status: 'issued',
  adjustments: [
    {
      forBillId: 87,
      periodKey: 'daily:2026-03-02',
      ownBefore: 6_000,
      ownAfter: 5_000,
      amount: -1_000,
    },
  ],
  computedAt: '2026-03-03T19:05:00.000Z',
  paidAt: '2026-03-03T19:05:01.000Z',
};
const lateWager = {
  product: 'VSIM',
  wagerId: 'l1',
  leg: 0,
  accountId: 7,
  username: 'lek',
  status: 'voided',
  stake: 100_000,
  validStake: 0,
  win: 0,
  settledAt: '2026-03-02T05:00:00.000Z',
  position: 12,
};

/** Issue 25 item 4: the agent sees a bill's late settlements from an earlier period, explained. */
describe('agent bills: late settlements', { timeout: 20_000 }, () => {
  it('shows "late settlements from <period>" under the bill and in its explanation', async () => {
    signIn(1);
    stubApi({
      'GET /api/agent/contracts': {
        body: {
          activeMemberMinValidStake: 10_000,
          kinds: [
            { kind: 'dailySalary', enabled: true, active: null, pending: null, offersOut: 0 },
          ],
        },
      },
      'GET /api/agent/contracts/offers': { body: { items: [] } },
      'GET /api/agent/contracts/bills': { body: { items: [bill] } },
      'GET /api/agent/contracts/bills/88/explain': {
        body: {
          bill,
          terms,
          formula: 'floor(team valid bets 1000000 × 2.00%) = 20000',
          members: [],
          recomputed: {
            teamValidStake: 1_000_000,
            teamLoss: 0,
            winningValidStake: 0,
            losingValidStake: 0,
            activeMembers: 1,
            tier: 0,
            carryIn: 0,
            ownAmount: 20_000,
          },
          matches: true,
          lateWagers: [],
          carriedLater: 0,
          pendingLate: 0,
          adjustments: [{ ...bill.adjustments[0], recomputedOwn: 5_000, wagers: [lateWager] }],
        },
      },
    });
    renderApp('/agentHome?page=agentDailyWages2');
    const bills = await screen.findByRole('region', { name: 'บิล' }, { timeout: 10_000 });
    expect(
      await within(bills).findByText('รายการชำระล่าช้าจาก 2026-03-02: -10.00'),
    ).toBeInTheDocument();
    await userEvent.click(within(bills).getByRole('button', { name: 'รายละเอียด' }));
    expect(
      await within(bills).findByText(
        'รายการชำระล่าช้าจาก 2026-03-02: บิลนั้นคำนวณใหม่ตอนนี้ได้ 50.00 เทียบกับ 60.00 ที่นับไว้ก่อน จึงนับ -10.00 ในบิลนี้ (เดิมพัน 1 รายการเปลี่ยนไปหลังออกบิล)',
      ),
    ).toBeInTheDocument();
  });
});
