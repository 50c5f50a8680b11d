import { POINTS_CURRENCY, type LedgerService } from '../../cashier/ledger/index.js';

/** The ledger accounts a points operation moves between (ids), found before its transaction. */
export interface PointsWallets {
  /** The member's points wallet (PTS). */
  points: number;
  /** The house's side of points (PTS). */
  issue: number;
}

/**
 * Finds (or makes) them outside the operation's transaction: on PGlite's one connection the
 * ledger's own lookup would wait for that transaction.
 */
export async function pointsWalletsOf(
  ledger: LedgerService,
  accountId: number,
): Promise<PointsWallets> {
  const [points, issue] = await Promise.all([
    ledger.walletOf(accountId, 'points', POINTS_CURRENCY),
    ledger.systemAccount('points_issue', POINTS_CURRENCY),
  ]);
  return { points: points.id, issue: issue.id };
}
