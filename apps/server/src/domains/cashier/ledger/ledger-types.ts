/** Purposes of a member's wallets. */
export const MEMBER_PURPOSES = ['main', 'vendor', 'bonus', 'play', 'points'] as const;
export type TMemberPurpose = (typeof MEMBER_PURPOSES)[number];

/** Purposes of the house's own accounts (the other side of member money). */
export const SYSTEM_PURPOSES = [
  'deposit_transit',
  'withdrawal_transit',
  /** Money paid out to members' banks: the other side of every settled withdrawal. */
  'payout',
  'game_result',
  'promotion',
  'commission',
  'adjustment',
  /** A progressive jackpot's pool (the house studio): funded by stakes, paid to winners. */
  'jackpot',
  /** Issue 26: the other side of members' points (PTS): points issued, clawed back, spent. */
  'points_issue',
] as const;
export type TSystemPurpose = (typeof SYSTEM_PURPOSES)[number];

/** Play money of trial accounts: its own currency, so it can never mix with real money. */
export const PLAY_CURRENCY = 'PLAY';

/**
 * Loyalty points (issue 26 item 6): their own currency, whole points (1 unit = 1 point, no minor
 * division), held only in 'points' wallets; they become money only by a conversion transfer.
 */
export const POINTS_CURRENCY = 'PTS';

/** Why money moved. Later features add their codes here. */
export const LEDGER_REASONS = [
  'deposit',
  'withdrawal',
  'withdrawal_reversal',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'bet',
  'win',
  'bet_win',
  'rollback',
  'bonus_grant',
  'bonus_release',
  'bonus_forfeit',
  'commission',
  'adjustment',
  'trial_grant',
  // Wallet transfers (cashier/wallet, cashier/vendor-transfers).
  'vendor_transfer_refund',
  // A transfer-mode vendor's balance read back: the play at the vendor since the last reading.
  'vendor_wallet_sync',
  'upline_transfer',
  'downline_transfer',
  // The house studio's progressive jackpot: contributions, payouts and reseeds of the pool.
  'jackpot',
  // Engagement (issue 26): rebates on valid bets and invite-a-friend rewards.
  'rebate',
  'referral_reward',
  // Issue 26: VIP bonuses (level-up, monthly) and the points currency (PTS).
  'vip_bonus',
  'points_earn',
  'points_clawback',
  'points_redeem',
  'points_refund',
  'points_convert',
] as const;
export type TLedgerReason = (typeof LEDGER_REASONS)[number];

export interface LedgerAccount {
  id: number;
  ownerType: 'account' | 'system';
  ownerId: number | null;
  purpose: string;
  vendor: string;
  currency: string;
  allowNegative: boolean;
}

/** One side of a transfer: a signed amount in minor units (positive credits the account). */
export interface TransferLeg {
  accountId: number;
  amount: number;
}

export interface TransferRequest {
  /** Unique per intended movement; a retry with the same key answers the first result. */
  idempotencyKey: string;
  reason: TLedgerReason;
  /** The business object behind it (deposit id, vendor round id, …). */
  reference?: string | null;
  /** At least two legs on distinct accounts, summing to zero per currency. */
  legs: TransferLeg[];
  /** 'system', 'operator:<id>', 'account:<id>', 'vendor:<code>'. */
  actor?: string;
  metadata?: Record<string, unknown> | null;
}

export interface PostedEntry {
  accountId: number;
  amount: number;
  balanceAfter: number;
}

export interface PostedTransfer {
  transferId: number;
  idempotencyKey: string;
  reason: string;
  reference: string | null;
  createdAt: Date;
  /** One per leg, in account id order. */
  entries: PostedEntry[];
  /** True when this answer is the stored result of an earlier identical request. */
  replayed: boolean;
}
