import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const terms = (rate: number) => ({
  kind: 'dailySalary',
  period: 'daily',
  tiers: [{ minValidStake: 100_000, minActiveMembers: 1, rateBps: rate }],
});
function contract(
  id: number,
  status: string,
  rate: number,
  offeredBy: string | null,
  holder = 'somchai',
) {
  return {
    id,
    kind: 'dailySalary',
    status,
    holder: { id: 5, username: holder },
    offeredBy: offeredBy ? { id: 2, username: offeredBy } : null,
    terms: terms(rate),
    createdAt: '2026-03-05T08:00:00.000Z',
    decidedAt: null,
    endedAt: null,
    endReason: null,
  };
}
const bill = {
  id: 77,
  contractId: 1,
  kind: 'dailySalary',
  agent: { id: 5, username: 'somchai' },
  payer: { id: 2, username: 'boss' },
  periodKey: 'daily:2026-03-04',
  periodStart: '2026-03-03T17:00:00.000Z',
  periodEnd: '2026-03-04T17:00:00.000Z',
  currency: 'THB',
  teamValidStake: 1_000_000,
  teamLoss: 0,
  winningValidStake: 0,
  losingValidStake: 0,
  activeMembers: 2,
  tier: 0,
  carryIn: 0,
  ownAmount: 8_000,
  downlineAmount: 3_000,
  adjustmentAmount: 0,
  adjustmentCarryIn: 0,
  payable: 8_000,
  paidAmount: 8_000,
  status: 'issued',
  adjustments: [],
  computedAt: '2026-03-04T19:05:00.000Z',
  paidAt: '2026-03-04T19:05:01.000Z',
};

describe('agent contract page (issue 25)', { timeout: 20_000 }, () => {
  it('shows my contract and bills, warns before a cascade, then accepts with confirmCascade', async () => {
    signIn(1);
    let accepts = 0;
    const { calls } = stubApi({
      'GET /api/agent/contracts': {
        body: {
          activeMemberMinValidStake: 10_000,
          kinds: [
            {
              kind: 'dailySalary',
              enabled: true,
              active: contract(1, 'active', 80, 'boss'),
              pending: contract(2, 'pending', 50, 'boss'),
              offersOut: 1,
            },
          ],
        },
      },
      'GET /api/agent/contracts/offers': {
        body: { items: [contract(3, 'active', 60, 'somchai', 'lek')] },
      },
      'GET /api/agent/contracts/bills': { body: { items: [bill] } },
      'GET /api/agent/contracts/bills/77/explain': {
        body: {
          bill,
          terms: terms(80),
          formula: 'floor(team valid bets 1000000 × 0.80%) = 8000',
          members: [],
          recomputed: {
            teamValidStake: 1_000_000,
            teamLoss: 0,
            winningValidStake: 0,
            losingValidStake: 0,
            activeMembers: 2,
            tier: 0,
            carryIn: 0,
            ownAmount: 8_000,
          },
          matches: true,
          lateWagers: [],
          carriedLater: 0,
          pendingLate: 0,
          adjustments: [],
        },
      },
      'POST /api/agent/contracts/2/accept': () => {
        accepts += 1;
        return accepts === 1
          ? apiError(409, 'CONTRACT_CASCADE_REQUIRED', {
              downlines: [{ contractId: 3, username: 'lek', status: 'active' }],
            })
          : { body: contract(2, 'active', 50, 'boss') };
      },
    });
    // Put aside in this session's dialog: the page itself answers it.
    sessionStorage.setItem('agent-contract-offers-seen', '[2]');
    renderApp('/agentHome?page=agentDailyWages2');
    const pending = await screen.findByRole(
      'region',
      { name: /^ข้อเสนอสัญญาที่รอคุณตอบ/ },
      { timeout: 10_000 },
    );
    expect(within(pending).getByText('เสนอโดย boss')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'สัญญาของฉัน' });
    expect(within(mine).getByText('0.80%')).toBeInTheDocument();
    expect(within(mine).getByText(/เงินเดือนรายวัน = ยอดเดิมพันที่มีผลของทีมในงวด/)).toBeInTheDocument();

    await userEvent.click(within(pending).getByRole('button', { name: 'ยอมรับ' }));
    expect(await within(pending).findByRole('alert')).toHaveTextContent(
      'การยอมรับจะยุติสัญญาที่คุณให้ในอัตราที่สูงกว่าแก่: lek',
    );
    await userEvent.click(within(pending).getByRole('button', { name: 'ยอมรับและยุติสัญญาเหล่านั้น' }));
    await waitFor(() => expect(accepts).toBe(2));
    const posts = calls.filter((c: TApiCall) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{}, { confirmCascade: true }]);

    const bills = screen.getByRole('region', { name: 'บิล' });
    expect(within(bills).getByText('จ่ายแล้ว')).toBeInTheDocument();
    await userEvent.click(within(bills).getByRole('button', { name: 'รายละเอียด' }));
    expect(await within(bills).findByText('คำนวณใหม่จากรายการเดิมพัน: ตรงกับบิล')).toBeInTheDocument();
    // The formula in the agent's language and money, not the server's minor units.
    expect(
      within(bills).getByText('ยอดเดิมพันที่มีผลของทีม 10,000.00 × อัตราขั้นที่ 1 0.80% = 80.00'),
    ).toBeInTheDocument();
  });

  it('the revenue report sums my bills by source: my amount, passed to downlines, kept', async () => {
    signIn(1);
    stubApi({
      'GET /api/agent/contracts/bills': {
        body: {
          items: [
            bill,
            {
              ...bill,
              id: 78,
              periodKey: 'daily:2026-03-05',
              ownAmount: 2_000,
              downlineAmount: 500,
              paidAmount: 2_000,
            },
            { ...bill, id: 79, agent: { id: 9, username: 'lek' }, ownAmount: 3_000 },
          ],
        },
      },
    });
    renderApp('/agentHome?page=agentRevenueReport');
    const source = await screen.findByRole(
      'region',
      { name: 'รายได้ตามแหล่งที่มา' },
      { timeout: 10_000 },
    );
    const row = await within(source).findByRole('row', { name: /เงินเดือนรายวัน/ });
    expect(row).toHaveTextContent('100.00');
    expect(row).toHaveTextContent('35.00');
    expect(row).toHaveTextContent('65.00');
    const periods = screen.getByRole('region', { name: 'รายได้ตามงวด' });
    expect(within(periods).getAllByRole('row')).toHaveLength(3);
  });

  it('opens the waiting offers in a dialog when the agent centre opens; Later keeps it closed', async () => {
    signIn(1);
    const overviewPending = contract(2, 'pending', 50, 'boss');
    stubApi({
      'GET /api/agent/contracts': () => ({
        body: {
          activeMemberMinValidStake: 10_000,
          kinds: [
            {
              kind: 'dailySalary',
              enabled: true,
              active: null,
              pending: overviewPending,
              offersOut: 0,
            },
          ],
        },
      }),
    });
    const view = renderApp('/agentHome');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'มีข้อเสนอสัญญา 1 รายการรอคุณอยู่' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText('เสนอโดย boss')).toBeInTheDocument();
    expect(within(dialog).getByText('0.50%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ภายหลัง' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /ข้อเสนอสัญญา/ })).not.toBeInTheDocument(),
    );
    // The same offer does not open it again this session.
    view.unmount();
    renderApp('/agentHome');
    await screen.findByRole('heading', { name: 'ภาพรวมทีม' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: /ข้อเสนอสัญญา/ })).not.toBeInTheDocument();
  });

  it('accepting from the dialog answers the offer and closes it', async () => {
    signIn(1);
    let overviewPending: unknown = contract(4, 'pending', 70, 'boss');
    const { calls } = stubApi({
      'GET /api/agent/contracts': () => ({
        body: {
          activeMemberMinValidStake: 10_000,
          kinds: [
            {
              kind: 'dailySalary',
              enabled: true,
              active: null,
              pending: overviewPending,
              offersOut: 0,
            },
          ],
        },
      }),
      'POST /api/agent/contracts/4/accept': () => {
        overviewPending = null;
        return { body: contract(4, 'active', 70, 'boss') };
      },
    });
    renderApp('/agentHome');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'มีข้อเสนอสัญญา 1 รายการรอคุณอยู่' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยอมรับ' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /ข้อเสนอสัญญา/ })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c: TApiCall) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/agent/contracts/4/accept',
    ]);
  });
});
