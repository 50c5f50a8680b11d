import type { TAccountRecordType } from '@lw/contracts';
import { LEDGER_REASONS, type TLedgerReason } from '../ledger/index.js';

/** Which account-record type each ledger reason is shown as. */
const TYPE_OF_REASON: Record<TLedgerReason, TAccountRecordType> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_reversal: 'withdrawal',
  vendor_transfer_in: 'transfer',
  vendor_transfer_out: 'transfer',
  vendor_transfer_refund: 'transfer',
  vendor_wallet_sync: 'game',
  upline_transfer: 'transfer',
  downline_transfer: 'transfer',
  bet: 'game',
  win: 'game',
  bet_win: 'game',
  rollback: 'game',
  bonus_grant: 'bonus',
  bonus_release: 'bonus',
  bonus_forfeit: 'bonus',
  trial_grant: 'bonus',
  commission: 'commission',
  adjustment: 'adjustment',
  jackpot: 'game',
  rebate: 'bonus',
  referral_reward: 'bonus',
  // Issue 26: VIP bonuses and points converted to money reach the main wallet as bonuses; the
  // other points reasons move only the points wallet (PTS), listed with them for completeness.
  vip_bonus: 'bonus',
  points_convert: 'bonus',
  points_earn: 'bonus',
  points_clawback: 'bonus',
  points_redeem: 'bonus',
  points_refund: 'bonus',
};

/** The record type of a reason; reasons added later without a mapping show as 'other'. */
export function recordTypeOf(reason: string): TAccountRecordType {
  return (TYPE_OF_REASON as Record<string, TAccountRecordType>)[reason] ?? 'other';
}

/** Every ledger reason shown under one record type. */
export function reasonsOf(type: TAccountRecordType): string[] {
  return LEDGER_REASONS.filter((reason) => recordTypeOf(reason) === type);
}

/** Reasons with a known type (the complement is 'other'). */
export function mappedReasons(): string[] {
  return Object.keys(TYPE_OF_REASON);
}
