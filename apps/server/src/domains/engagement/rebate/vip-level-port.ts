import type { Database } from '../../../db/client.js';

/**
 * A member's VIP level as the rebate sees it (a port: the VIP programme fills it in app.ts).
 * Level 0 is the base every member has; the label is the level's name for the page.
 */
export type VipLevelOf = (
  accountId: number,
  tx?: Database,
) => Promise<{ level: number; label: string | null }>;

/** The levels of many members at once (a daily run), as `VipLevelOf` would answer each. */
export type VipLevelsOf = (
  accountIds: number[],
  tx?: Database,
) => Promise<Map<number, { level: number; label: string | null }>>;
