import type { TVendorWalletMode } from '@lw/contracts';

/** One vendor's configuration as the platform uses it, with its secret opened. */
export interface VendorConfig {
  /** The spec's vassalage, e.g. PG. */
  code: string;
  name: string;
  walletMode: TVendorWalletMode;
  /** The vendor API's base URL (/games, /launch, /transfer/* hang below it). */
  baseUrl: string;
  /** The shared HMAC-SHA256 secret, opened. Never leaves the server. */
  secret: string;
  /** ISO 4217 currency the vendor settles in. */
  currency: string;
  enabled: boolean;
  /** A planned maintenance window; either end may be open (null). */
  maintenance: { from: Date | null; until: Date | null };
  /** Whether `now` falls in the maintenance window (a window needs at least one end). */
  inMaintenance(now: Date): boolean;
  /**
   * Whether the vendor has a `/bets` feed to reconcile against: false for an in-process vendor
   * (HOUSE), whose API address is a `.invalid` host (RFC 2606: no such host answers).
   */
  betsFeed: boolean;
}

/** An API address no host answers: the vendor runs in this process and has no HTTP API. */
export function isInProcessAddress(baseUrl: string): boolean {
  try {
    const host = new URL(baseUrl).hostname;
    return host === 'invalid' || host.endsWith('.invalid');
  } catch {
    return false;
  }
}

/**
 * A transfer-mode vendor as cashier/vendor-transfers calls it: structurally the same as that
 * module's `TransferVendor`, so `asTransferDirectory()` can be handed to it directly.
 */
export interface TransferVendorView {
  code: string;
  name: string;
  baseUrl: string;
  secret: string;
  /** Our name at the vendor, sent as X-Operator. */
  operatorCode: string;
}

/** Structurally cashier/vendor-transfers' `TransferVendorDirectory`. */
export interface TransferVendorListing {
  list(): Promise<TransferVendorView[]>;
}

/** The vendors as other modules read them (the wallet API, launches, transfers, the catalogue). */
export interface VendorDirectory {
  /** The vendor with this code (enabled or not), or null. Cached for a few seconds: cheap. */
  get(code: string): Promise<VendorConfig | null>;
  /** Every configured vendor, in menu order. */
  list(): Promise<VendorConfig[]>;
  /** The enabled transfer-mode vendors, for cashier/vendor-transfers. */
  asTransferDirectory(): TransferVendorListing;
}

/** Whether `now` is within [from, until); an open end extends the window that way. */
export function windowContains(
  window: { from: Date | null; until: Date | null },
  now: Date,
): boolean {
  if (!window.from && !window.until) return false;
  const t = now.getTime();
  if (window.from && t < window.from.getTime()) return false;
  if (window.until && t >= window.until.getTime()) return false;
  return true;
}
