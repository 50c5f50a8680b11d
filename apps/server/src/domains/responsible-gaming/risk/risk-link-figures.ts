import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';

const DAY_MS = 86_400_000;
/** Sign-ins from these never link accounts (a proxy or the machine itself, not a household). */
const LOCAL_IPS = '{127.0.0.1,::1,::ffff:127.0.0.1}';

/** The cashier and sign-in figures of one member over the 30 days before `now`. */
export interface LinkFigures {
  reversedWithdrawals30d: number;
  paymentMethods30d: number;
  sharedIpAccounts: number;
  sharedBankAccounts: number;
  sharedDeviceAccounts: number;
}

/**
 * Reversed withdrawals (refunded into the wallet: `rejected`), payment instruments (deposit
 * methods used plus payout bank accounts added), and the other accounts sharing one of the
 * member's sign-in IPs or payout bank accounts, all within 30 days, and the other accounts
 * seen on one of the member's devices (the site's device id, at any time), in one statement.
 */
export async function linkFigures(
  tx: Database,
  accountId: number,
  now: Date,
): Promise<LinkFigures> {
  const to = now.toISOString();
  const from = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`SELECT
          (SELECT count(*) FROM withdrawals
            WHERE account_id = ${accountId} AND status = 'rejected'
              AND rejected_at > ${from}::timestamptz AND rejected_at <= ${to}::timestamptz
          )::text AS reversed,
          ((SELECT count(DISTINCT payment_method_id) FROM deposits
             WHERE account_id = ${accountId} AND status = 'approved'
               AND decided_at > ${from}::timestamptz AND decided_at <= ${to}::timestamptz)
           + (SELECT count(DISTINCT (bank_code, account_number)) FROM member_bank_accounts
               WHERE account_id = ${accountId}
                 AND created_at > ${from}::timestamptz AND created_at <= ${to}::timestamptz)
          )::text AS methods,
          (SELECT count(DISTINCT other.account_id) FROM login_history mine
             JOIN login_history other ON other.ip = mine.ip AND other.account_id <> mine.account_id
            WHERE mine.account_id = ${accountId} AND mine.success
              AND mine.at > ${from}::timestamptz AND mine.at <= ${to}::timestamptz
              AND mine.ip <> ALL(${LOCAL_IPS}::text[])
              AND other.success
              AND other.at > ${from}::timestamptz AND other.at <= ${to}::timestamptz
          )::text AS shared_ip,
          (SELECT count(DISTINCT other.account_id) FROM member_bank_accounts mine
             JOIN member_bank_accounts other ON other.bank_code = mine.bank_code
              AND other.account_number = mine.account_number
              AND other.account_id <> mine.account_id
            WHERE mine.account_id = ${accountId}
              AND mine.created_at <= ${to}::timestamptz
              AND (mine.removed_at IS NULL OR mine.removed_at > ${from}::timestamptz)
              AND other.created_at <= ${to}::timestamptz
              AND (other.removed_at IS NULL OR other.removed_at > ${from}::timestamptz)
          )::text AS shared_bank,
          (SELECT count(DISTINCT other.account_id) FROM identity_devices mine
             JOIN identity_devices other ON other.device_id = mine.device_id
              AND other.account_id <> mine.account_id
            WHERE mine.account_id = ${accountId}
              AND other.first_seen_at <= ${to}::timestamptz
          )::text AS shared_device`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    reversedWithdrawals30d: n('reversed'),
    paymentMethods30d: n('methods'),
    sharedIpAccounts: n('shared_ip'),
    sharedBankAccounts: n('shared_bank'),
    sharedDeviceAccounts: n('shared_device'),
  };
}
