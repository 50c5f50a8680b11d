import type { TBonusTerms, TLocalizedText } from '@lw/contracts';
import type { Database } from '../../../db/client.js';

/** What the promotions ask of the bonus wallet (cashier), filled in `app.ts`. */
export interface BonusGrantRequest {
  accountId: number;
  currency: string;
  amount: number;
  terms: TBonusTerms;
  /** The grant's origin; the wallet is idempotent on it (a replay answers the first grant). */
  source: { kind: 'promotion'; id: string };
  /** The promotion's title: what the member's bonus list calls the bonus. */
  title: TLocalizedText;
  /** The deposit a match was computed on (a `bonus_plus_deposit` wagering base counts it). */
  depositAmount?: number;
}

export interface BonusGrantResult {
  /** The bonus wallet's bonus (active with its money moved, or queued behind the active one). */
  id: number;
}

/** Grants a bonus inside the caller's transaction: it commits or rolls back with the claim. */
export type GrantBonus = (tx: Database, request: BonusGrantRequest) => Promise<BonusGrantResult>;
