import type { TAgentBill, TAgentBillExplain, TAgentContract } from '@lw/contracts';

/** A contract as the server answers it (tests only). */
export function contract(over: Partial<TAgentContract> = {}): TAgentContract {
  return {
    id: 11,
    kind: 'dailySalary',
    status: 'active',
    holder: { id: 2, username: 'agentbkk' },
    offeredBy: null,
    terms: {
      kind: 'dailySalary',
      period: 'daily',
      tiers: [
        { minValidStake: 1_000_000, minActiveMembers: 5, rateBps: 100 },
        { minValidStake: 5_000_000, minActiveMembers: 10, rateBps: 150 },
      ],
    },
    createdAt: '2026-12-01T03:00:00.000Z',
    decidedAt: '2026-12-01T03:00:00.000Z',
    endedAt: null,
    endReason: null,
    ...over,
  };
}

/** A bill as the server answers it (tests only). */
export function bill(over: Partial<TAgentBill> = {}): TAgentBill {
  return {
    id: 31,
    contractId: 11,
    kind: 'dailySalary',
    agent: { id: 2, username: 'agentbkk' },
    payer: null,
    periodKey: '2026-12-01',
    periodStart: '2026-11-30T17:00:00.000Z',
    periodEnd: '2026-12-01T17:00:00.000Z',
    currency: 'THB',
    teamValidStake: 6_000_000,
    teamLoss: 250_000,
    winningValidStake: 2_000_000,
    losingValidStake: 4_000_000,
    activeMembers: 12,
    tier: 1,
    carryIn: 0,
    ownAmount: 90_000,
    downlineAmount: 30_000,
    adjustmentAmount: 0,
    adjustmentCarryIn: 0,
    payable: 60_000,
    paidAmount: 0,
    status: 'insufficientBalance',
    adjustments: [],
    computedAt: '2026-12-01T19:05:00.000Z',
    paidAt: null,
    ...over,
  };
}

/** A bill's explanation: two members, the recomputation equal to the stored figures. */
export function explanation(
  b: TAgentBill,
  over: Partial<TAgentBillExplain> = {},
): TAgentBillExplain {
  return {
    bill: b,
    terms: contract().terms,
    formula: 'floor(team valid bets 6000000 × 1.50%) = 90000',
    members: [
      {
        accountId: 2,
        username: 'agentbkk',
        wagers: 3,
        validStake: 1_000_000,
        loss: 50_000,
        winningValidStake: 400_000,
        losingValidStake: 600_000,
        active: true,
      },
      {
        accountId: 5,
        username: 'somchai88',
        wagers: 40,
        validStake: 5_000_000,
        loss: 200_000,
        winningValidStake: 1_600_000,
        losingValidStake: 3_400_000,
        active: true,
      },
    ],
    recomputed: {
      teamValidStake: b.teamValidStake,
      teamLoss: b.teamLoss,
      winningValidStake: b.winningValidStake,
      losingValidStake: b.losingValidStake,
      activeMembers: b.activeMembers,
      tier: b.tier,
      carryIn: b.carryIn,
      ownAmount: b.ownAmount,
    },
    matches: true,
    lateWagers: [],
    carriedLater: 0,
    pendingLate: 0,
    adjustments: [],
    ...over,
  };
}
