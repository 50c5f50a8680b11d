import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';

/**
 * Agent commission contracts (issue 25 items 3 and 4): daily salary, dividend, hourly salary and
 * real-time salary, offered down the agent tree one level at a time and settled as jobs, one bill
 * per (contract, period). Rates are basis points (10,000 = 100 %); amounts are minor units.
 */

export const AGENT_CONTRACTS_API = {
  /** The consolidated call: every kind's state for the signed-in agent. */
  mine: '/api/agent/contracts',
  /** Offers the agent made to its direct downlines (any status). */
  offers: '/api/agent/contracts/offers',
  offer: '/api/agent/contracts/offers',
  accept: '/api/agent/contracts/:id/accept',
  reject: '/api/agent/contracts/:id/reject',
  terminate: '/api/agent/contracts/:id/terminate',
  bills: '/api/agent/contracts/bills',
  billExplain: '/api/agent/contracts/bills/:id/explain',
  adminContracts: '/api/admin/agent-contracts',
  adminGive: '/api/admin/agent-contracts',
  adminTerminate: '/api/admin/agent-contracts/:id/terminate',
  adminBills: '/api/admin/agent-contracts/bills',
  adminBillAction: '/api/admin/agent-contracts/bills/:id/action',
  adminBillExplain: '/api/admin/agent-contracts/bills/:id/explain',
  adminSettle: '/api/admin/agent-contracts/settle',
} as const;

export const CONTRACT_KINDS = [
  'dailySalary',
  'dividend',
  'hourlySalary',
  'realtimeSalary',
] as const;
export const ZContractKind = z.enum(CONTRACT_KINDS);
export type TContractKind = z.infer<typeof ZContractKind>;

export const CONTRACT_PERIODS = [
  'daily',
  'weekly',
  'halfMonth',
  'monthly',
  'hourly',
  'fiveMinutes',
] as const;
export const ZContractPeriod = z.enum(CONTRACT_PERIODS);
export type TContractPeriod = z.infer<typeof ZContractPeriod>;

/** Which periods each kind allows. */
export const KIND_PERIODS: Record<TContractKind, readonly TContractPeriod[]> = {
  dailySalary: ['daily', 'weekly'],
  dividend: ['weekly', 'halfMonth', 'monthly'],
  hourlySalary: ['hourly'],
  realtimeSalary: ['fiveMinutes'],
};

/** A rate in basis points: 150 = 1.50 %. */
export const ZRateBps = z.number().int().min(0).max(10_000);
const ZMemberCount = z.number().int().min(0).max(1_000_000);

export const ZSalaryTier = z.object({
  /** The team's period valid stake this tier needs (minor units). */
  minValidStake: ZMinorUnits,
  /** Active members (team members, the agent included, whose period valid stake reached the minimum). */
  minActiveMembers: ZMemberCount,
  rateBps: ZRateBps,
});
export type TSalaryTier = z.infer<typeof ZSalaryTier>;

export const ZDividendTier = z.object({
  /** The team's period loss (stakes − wins) this tier needs (minor units). */
  minLoss: ZMinorUnits,
  minActiveMembers: ZMemberCount,
  rateBps: ZRateBps,
});
export type TDividendTier = z.infer<typeof ZDividendTier>;

const ZTiers = <T extends z.ZodTypeAny>(tier: T) => z.array(tier).min(1).max(20);

export const ZContractTerms = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('dailySalary'),
      period: z.enum(['daily', 'weekly']),
      tiers: ZTiers(ZSalaryTier),
    }),
    z.object({
      kind: z.literal('dividend'),
      period: z.enum(['weekly', 'halfMonth', 'monthly']),
      tiers: ZTiers(ZDividendTier),
      /** Negative carry-over: a period's team profit is deducted from the next loss of the month. */
      carryOver: z.boolean(),
    }),
    z.object({
      kind: z.literal('hourlySalary'),
      period: z.literal('hourly'),
      /** Rate on the valid stake of the team's winning bets of the hour. */
      winRateBps: ZRateBps,
      /** Rate on the valid stake of the team's losing bets of the hour. */
      lossRateBps: ZRateBps,
    }),
    z.object({
      kind: z.literal('realtimeSalary'),
      period: z.literal('fiveMinutes'),
      winRateBps: ZRateBps,
      lossRateBps: ZRateBps,
      /** A round counts when its stake reaches this (minor units). */
      minRoundStake: ZMinorUnits,
    }),
  ])
  .meta({ id: 'AgentContractTerms' });
export type TContractTerms = z.infer<typeof ZContractTerms>;

export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'terminated'] as const;
export const ZContractStatus = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatus>;

const ZParty = z.object({ id: z.number().int(), username: z.string() });

export const ZAgentContract = z
  .object({
    id: z.number().int(),
    kind: ZContractKind,
    status: ZContractStatus,
    holder: ZParty,
    /** Null: given by the operator (the top contracted layer, paid by the platform). */
    offeredBy: ZParty.nullable(),
    terms: ZContractTerms,
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    endedAt: z.iso.datetime().nullable(),
    /** Why it ended: rejected, terminated by the holder / upline / operator, replaced, cascade. */
    endReason: z.string().nullable(),
  })
  .meta({ id: 'AgentContract' });
export type TAgentContract = z.infer<typeof ZAgentContract>;

export const ZAgentContractList = z.object({ items: z.array(ZAgentContract) });
export type TAgentContractList = z.infer<typeof ZAgentContractList>;

/** One kind's state for the signed-in agent (the consolidated call). */
export const ZAgentContractKindState = z.object({
  kind: ZContractKind,
  /** The operator has the kind on (modules.agentContractTypes). */
  enabled: z.boolean(),
  active: ZAgentContract.nullable(),
  /** An offer waiting for my answer (a new contract or an amendment of the active one). */
  pending: ZAgentContract.nullable(),
  /** How many offers I have made to direct downlines that are pending or active. */
  offersOut: z.number().int(),
});
export const ZAgentContractsOverview = z
  .object({
    kinds: z.array(ZAgentContractKindState),
    /** The read model's definitions, written out for the contract page. */
    activeMemberMinValidStake: ZMinorUnits,
  })
  .meta({ id: 'AgentContractsOverview' });
export type TAgentContractsOverview = z.infer<typeof ZAgentContractsOverview>;

const ZUsername = z.string().trim().min(1).max(50);

export const ZContractOfferRequest = z.object({
  downlineUsername: ZUsername,
  terms: ZContractTerms,
});
export const ZContractAcceptRequest = z.object({
  /** Accept even though it terminates downline contracts whose rates the new terms undercut. */
  confirmCascade: z.boolean().optional(),
});
export const ZAdminContractGiveRequest = z.object({
  agentUsername: ZUsername,
  terms: ZContractTerms,
});
export const ZAdminContractQuery = z.object({
  kind: ZContractKind.optional(),
  status: ZContractStatus.optional(),
  agent: ZUsername.optional(),
});

export const BILL_STATUSES = [
  'pending',
  'issued',
  'partiallyIssued',
  'insufficientBalance',
  'notReached',
  'held',
  'rejected',
] as const;
export const ZBillStatus = z.enum(BILL_STATUSES);
export type TBillStatus = z.infer<typeof ZBillStatus>;

export const ZBillAdjustment = z.object({
  /** The earlier bill whose period changed after it was billed. */
  forBillId: z.number().int(),
  periodKey: z.string(),
  ownBefore: z.number().int(),
  ownAfter: z.number().int(),
  amount: z.number().int(),
});

export const ZAgentBill = z
  .object({
    id: z.number().int(),
    contractId: z.number().int(),
    kind: ZContractKind,
    agent: ZParty,
    /** Null: the platform pays (top contracted layer). */
    payer: ZParty.nullable(),
    periodKey: z.string(),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
    currency: z.string(),
    teamValidStake: z.number().int(),
    teamLoss: z.number().int(),
    winningValidStake: z.number().int(),
    losingValidStake: z.number().int(),
    activeMembers: z.number().int(),
    /** The tier reached (0-based), null when none (or a kind without tiers). */
    tier: z.number().int().nullable(),
    /** Dividend: the month's earlier profit carried into this period (≤ 0). */
    carryIn: z.number().int(),
    /** The agent's own amount from its contract on the team's figures. */
    ownAmount: z.number().int(),
    /** What the agent passes on to its direct downlines for the same period (their own amounts). */
    downlineAmount: z.number().int(),
    /** Adjustment lines for earlier periods corrected after billing (signed). */
    adjustmentAmount: z.number().int(),
    /** A negative remainder of the previous bill carried into this one (≤ 0). */
    adjustmentCarryIn: z.number().int(),
    /** What this bill pays the agent: own + adjustments + carry, never below 0. */
    payable: z.number().int(),
    paidAmount: z.number().int(),
    status: ZBillStatus,
    adjustments: z.array(ZBillAdjustment),
    computedAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AgentBill' });
export type TAgentBill = z.infer<typeof ZAgentBill>;

export const ZAgentBillList = z.object({ items: z.array(ZAgentBill) });
export type TAgentBillList = z.infer<typeof ZAgentBillList>;
export const ZAgentBillQuery = z.object({
  kind: ZContractKind.optional(),
  status: ZBillStatus.optional(),
  agent: ZUsername.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** A wager row of a billed period that changed after the bill read its figures. */
export const ZLateWager = z.object({
  product: z.string(),
  wagerId: z.string(),
  leg: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
  status: z.enum(['settled', 'voided', 'resettled']),
  stake: z.number().int(),
  validStake: z.number().int(),
  win: z.number().int(),
  settledAt: z.iso.datetime(),
  /** The read model's position of its change (after the bill's). */
  position: z.number().int(),
});
export type TLateWager = z.infer<typeof ZLateWager>;

/** A bill recomputed from the wagers now, beside the stored figures. */
export const ZAgentBillExplain = z
  .object({
    bill: ZAgentBill,
    /** The terms of the bill's contract: the pages write the formula from them, translated. */
    terms: ZContractTerms,
    /** The formula with this bill's figures, in English minor units (logs, support). */
    formula: z.string(),
    members: z.array(
      z.object({
        accountId: z.number().int(),
        username: z.string(),
        wagers: z.number().int(),
        validStake: z.number().int(),
        loss: z.number().int(),
        winningValidStake: z.number().int(),
        losingValidStake: z.number().int(),
        active: z.boolean(),
      }),
    ),
    recomputed: z.object({
      teamValidStake: z.number().int(),
      teamLoss: z.number().int(),
      winningValidStake: z.number().int(),
      losingValidStake: z.number().int(),
      activeMembers: z.number().int(),
      tier: z.number().int().nullable(),
      /** Dividend: the carry recomputed from the previous bill's wagers now. */
      carryIn: z.number().int(),
      ownAmount: z.number().int(),
    }),
    /** The recomputation equals the stored bill (no correction since it was billed). */
    matches: z.boolean(),
    /** Wagers of this bill's period that changed after it was billed (late settlements). */
    lateWagers: z.array(ZLateWager),
    /** Σ the lines later bills made for this one. */
    carriedLater: z.number().int(),
    /** recomputed own − own − carried later: what the next bill will carry (0 when none). */
    pendingLate: z.number().int(),
    /** This bill's adjustment lines, each with its earlier bill recomputed and its late wagers. */
    adjustments: z.array(
      ZBillAdjustment.extend({
        recomputedOwn: z.number().int(),
        wagers: z.array(ZLateWager),
      }),
    ),
  })
  .meta({ id: 'AgentBillExplain' });
export type TAgentBillExplain = z.infer<typeof ZAgentBillExplain>;

export const BILL_ACTIONS = ['hold', 'reject', 'reissue'] as const;
export const ZBillActionRequest = z.object({
  action: z.enum(BILL_ACTIONS),
  note: z.string().trim().max(500).optional(),
});
export const ZAdminSettleRequest = z
  .object({
    kind: ZContractKind,
    period: ZContractPeriod,
    /** Any instant inside the period to settle (ISO). */
    at: z.iso.datetime({ offset: true }),
  })
  .refine((r) => KIND_PERIODS[r.kind].includes(r.period), {
    message: 'that kind has no such period',
    path: ['period'],
  });
export const ZAdminSettleResponse = z.object({
  periodKey: z.string(),
  bills: z.number().int(),
  paid: z.number().int(),
});

/** The operator's limits that a contract's terms must respect. */
export interface TContractLimits {
  maxRateBps: Record<TContractKind, number>;
  maxTiers: number;
}

/** The threshold a tier sets on the team's money figure (valid stake, or loss for dividends). */
export function tierThreshold(tier: TSalaryTier | TDividendTier): number {
  return 'minLoss' in tier ? tier.minLoss : tier.minValidStake;
}

/**
 * What the problems of a set of terms are (empty: allowed): the operator's maximum rate and tier
 * count, rates above 0 and strictly rising, thresholds never falling and never twice the same.
 * The server refuses a contract with any (CONTRACT_TERMS_NOT_ALLOWED, these as details), and the
 * settings refuse a template with any, so a template always gives a contract the server accepts.
 */
export function termsProblems(terms: TContractTerms, limits: TContractLimits): string[] {
  const problems: string[] = [];
  const max = limits.maxRateBps[terms.kind];
  if (terms.kind === 'dailySalary' || terms.kind === 'dividend') {
    const tiers: readonly (TSalaryTier | TDividendTier)[] = terms.tiers;
    if (tiers.length > limits.maxTiers) problems.push(`at most ${limits.maxTiers} tiers`);
    tiers.forEach((tier, i) => {
      if (tier.rateBps > max) problems.push(`tier ${i + 1}: rate above the maximum ${max} bps`);
      if (tier.rateBps <= 0) problems.push(`tier ${i + 1}: rate must be above 0`);
      const prev = tiers[i - 1];
      if (!prev) return;
      if (tier.rateBps <= prev.rateBps)
        problems.push(`tier ${i + 1}: rates must strictly increase`);
      if (
        tierThreshold(tier) < tierThreshold(prev) ||
        tier.minActiveMembers < prev.minActiveMembers
      ) {
        problems.push(`tier ${i + 1}: thresholds must not decrease`);
      } else if (
        tierThreshold(tier) === tierThreshold(prev) &&
        tier.minActiveMembers === prev.minActiveMembers
      ) {
        problems.push(`tier ${i + 1}: same thresholds as tier ${i}`);
      }
    });
  } else {
    if (terms.winRateBps > max || terms.lossRateBps > max) {
      problems.push(`rates above the maximum ${max} bps`);
    }
    if (terms.winRateBps === 0 && terms.lossRateBps === 0) problems.push('both rates are 0');
  }
  return problems;
}

/** At most this many contract templates (each a preset the operator starts a contract from). */
export const CONTRACT_TEMPLATES_MAX = 20;
export const CONTRACT_TEMPLATE_NAME_MAX = 40;

/** A named set of terms the back office starts a contract from (it is copied, never linked). */
export const ZContractTemplate = z.object({
  name: z.string().trim().min(1).max(CONTRACT_TEMPLATE_NAME_MAX),
  terms: ZContractTerms,
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;

/** Operator limits (settings section `agentContracts`). Which kinds are on: modules.agentContractTypes. */
export const ZAgentContractSettings = z
  .object({
    maxRateBps: z.object({
      dailySalary: ZRateBps,
      dividend: ZRateBps,
      hourlySalary: ZRateBps,
      realtimeSalary: ZRateBps,
    }),
    maxTiers: z.number().int().min(1).max(20),
    /**
     * A team member counts as active in a period when its valid stake reaches this: the one
     * definition of the contracts' tiers and the team pages (at least one satang).
     */
    activeMemberMinValidStake: ZMinorUnits.min(1),
    templates: z.array(ZContractTemplate).max(CONTRACT_TEMPLATES_MAX),
  })
  // Templates within the limits saved with them: lowering a maximum below a template's rate is
  // refused until the template is changed (the issue names the template).
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.templates.forEach((template, i) => {
      const key = template.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['templates', i, 'name'], message: 'duplicate' });
      }
      seen.add(key);
      const problems = termsProblems(template.terms, settings);
      if (problems.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['templates', i, 'terms'],
          message: `${template.name}: ${problems.join('; ')}`,
        });
      }
    });
  })
  .meta({ id: 'AgentContractSettings' });
export type TAgentContractSettings = z.infer<typeof ZAgentContractSettings>;
