import { PLAY_CURRENCY } from '../ledger/index.js';

/**
 * Vendor wallet code of the money on its way to or from a vendor. The ledger schema has no
 * per-vendor transit system purpose (migration 0006 allows only the six house purposes), so the
 * pending money sits in a second, member-owned vendor wallet: it stays the member's (counted in
 * the total, never below zero) and is never shown as a vendor of its own.
 */
export const TRANSIT_SUFFIX = '~transit';

export function transitVendorCode(vendor: string): string {
  return `${vendor}${TRANSIT_SUFFIX}`;
}

/** accounts.type of trial players: they hold play money only. */
export const TRIAL_TYPE = 4;

/** The wallet and currency the header shows for an account type. */
export function headerWalletOf(
  accountType: number,
  cashierCurrency: string,
): { wallet: 'main' | 'play'; currency: string } {
  return accountType === TRIAL_TYPE
    ? { wallet: 'play', currency: PLAY_CURRENCY }
    : { wallet: 'main', currency: cashierCurrency };
}

/** How account records name a wallet: 'main', 'bonus', 'play' or 'vendor:<code>'. */
export function walletLabel(purpose: string, vendor: string): string {
  return purpose === 'vendor' ? `vendor:${vendor}` : purpose;
}
