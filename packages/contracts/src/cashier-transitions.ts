// The state machines of the cashier's records (deposits, withdrawals, manual adjustments), without
// zod: the server runs every transition through these tables, the back office shows an action
// only where its table allows it, and the live events name the statuses.

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'paid',
  'received',
  'not_received',
] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const ADJUSTMENT_STATUSES = ['pending_approval', 'posted', 'rejected'] as const;
export type TAdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** Who may take a step: an operator (with the permission named), the record's member, a job. */
export type TTransitionActor = 'operator' | 'member' | 'system' | 'gateway';

/**
 * One step of a record's state machine. Each step starts from exactly one status: two
 * decisions on the same status race for one guarded update (`WHERE status = from`), so one
 * wins and every other finds the record decided. A step whose `from` is another's `to` (approve,
 * then cancel the payout) is the next step, not a rival.
 */
export interface TTransition<TStatus extends string> {
  from: TStatus;
  to: TStatus;
  by: readonly TTransitionActor[];
  /** The permission an operator needs (operator steps only). */
  permission?: string;
  /** What money moves, in the same transaction as the status change. */
  money: string;
}

/**
 * Withdrawals. The member's request holds the amount (main -> withdrawal_transit) and creates
 * the record as `requested`; a member cannot cancel it (UKGC RTS 14B: no reversing withdrawals).
 */
export const WITHDRAWAL_TRANSITIONS = {
  approve: {
    from: 'requested',
    to: 'approved',
    by: ['operator'],
    permission: 'cashier.manage',
    money: 'none',
  },
  reject: {
    from: 'requested',
    to: 'rejected',
    by: ['operator'],
    permission: 'cashier.manage',
    money: 'refund: withdrawal_transit -> main, the whole amount',
  },
  cancelPayout: {
    from: 'approved',
    to: 'rejected',
    by: ['operator'],
    permission: 'cashier.manage',
    money: 'refund: withdrawal_transit -> main, the whole amount',
  },
  pay: {
    from: 'approved',
    to: 'paid',
    by: ['operator'],
    permission: 'cashier.manage',
    money: 'settle: withdrawal_transit -> payout (amount received); refund the rest to main',
  },
  confirmReceived: { from: 'paid', to: 'received', by: ['member'], money: 'none' },
  reportNotReceived: { from: 'paid', to: 'not_received', by: ['member'], money: 'none' },
  autoReceive: { from: 'paid', to: 'received', by: ['system'], money: 'none (forced received)' },
  repay: {
    from: 'not_received',
    to: 'paid',
    by: ['operator'],
    permission: 'cashier.manage',
    money: 'none (the payout was re-sent outside; a new confirmation deadline)',
  },
  forceReceived: {
    from: 'not_received',
    to: 'received',
    by: ['operator'],
    permission: 'cashier.manage',
    money: 'none (forced received, never refunded)',
  },
} as const satisfies Record<string, TTransition<TWithdrawalStatus>>;
export type TWithdrawalStep = keyof typeof WITHDRAWAL_TRANSITIONS;

/** Deposits: created `pending` by the member; decided once by an operator, a gateway or expiry. */
export const DEPOSIT_TRANSITIONS = {
  approve: {
    from: 'pending',
    to: 'approved',
    by: ['operator', 'gateway'],
    permission: 'cashier.manage',
    money: 'credit: deposit_transit -> main (and the turnover requirement)',
  },
  reject: {
    from: 'pending',
    to: 'rejected',
    by: ['operator', 'gateway'],
    permission: 'cashier.manage',
    money: 'none',
  },
  expire: { from: 'pending', to: 'expired', by: ['system'], money: 'none' },
} as const satisfies Record<string, TTransition<TDepositStatus>>;
export type TDepositStep = keyof typeof DEPOSIT_TRANSITIONS;

/**
 * Manual adjustments above the maker-checker threshold wait as `pending_approval` for a second
 * operator (never the maker); below it they are created `posted`, with no decision to race.
 */
export const ADJUSTMENT_TRANSITIONS = {
  approve: {
    from: 'pending_approval',
    to: 'posted',
    by: ['operator'],
    permission: 'cashier.approve',
    money: 'post: adjustment house account <-> member wallet',
  },
  reject: {
    from: 'pending_approval',
    to: 'rejected',
    by: ['operator'],
    permission: 'cashier.approve',
    money: 'none',
  },
} as const satisfies Record<string, TTransition<TAdjustmentStatus>>;
export type TAdjustmentStep = keyof typeof ADJUSTMENT_TRANSITIONS;

/** The steps of a table that start from `status` (what the back office offers on a row). */
export function stepsFrom<TStep extends string, TStatus extends string>(
  table: Record<TStep, { from: TStatus }>,
  status: TStatus,
): TStep[] {
  return (Object.keys(table) as TStep[]).filter((step) => table[step].from === status);
}
