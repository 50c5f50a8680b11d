import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { memberBankAccounts } from '../../../db/schema/index.js';
import type { PayoutDetail, PayoutDetails } from '../../identity/identity-matches/index.js';

/** Identity matching's reader of bank accounts: removed ones too, they still identify a person. */
export const bankAccountDetails: PayoutDetails = {
  async ofAccounts(accountIds: number[], db: Database): Promise<PayoutDetail[]> {
    if (accountIds.length === 0) return [];
    return db
      .select({
        accountId: memberBankAccounts.accountId,
        accountNumber: memberBankAccounts.accountNumber,
        accountName: memberBankAccounts.accountName,
      })
      .from(memberBankAccounts)
      .where(sql`${memberBankAccounts.accountId} = ANY(${`{${accountIds.join(',')}}`}::bigint[])`);
  },
};
