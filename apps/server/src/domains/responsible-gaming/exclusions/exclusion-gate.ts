import { eq } from 'drizzle-orm';
import { accounts } from '../../../db/schema/index.js';
import { playRestrictionOf } from '../../identity/accounts/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';

/**
 * The exclusions' half of the money gate: a member under a time-out or self-exclusion at the
 * request's business time is refused PLAY_RESTRICTED on every money path that brings money in.
 * Read in the money's own transaction, so an exclusion committed first is seen.
 */
export const exclusionGate: MoneyGate = {
  async admit(tx, request) {
    const [account] = await tx
      .select({
        playRestriction: accounts.playRestriction,
        playRestrictedUntil: accounts.playRestrictedUntil,
      })
      .from(accounts)
      .where(eq(accounts.id, request.accountId));
    const restriction = account ? playRestrictionOf(account, request.at) : null;
    return restriction ? { code: 'PLAY_RESTRICTED', details: { ...restriction } } : null;
  },
};
