import type { TReferralFlagKind } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';

/** Sign-in IPs older than this are not compared (addresses change hands). */
export const SELF_REFERRAL_IP_DAYS = 90;

/**
 * What a friend shares with the referrer, as the same person opening a second account would
 * (issue 26 item 7, no self-referral): a player-site device id (`identity_devices`), an IP of a
 * successful sign-in in the last 90 days or of the sign-up (`login_history`, `register_ip`), a
 * payout bank account not removed (`member_bank_accounts`), or a phone number (the mobile, or a
 * WhatsApp or Zalo number in the other's profile; mobiles themselves are unique per account).
 * Read on the caller's transaction.
 */
export async function selfReferralSignals(
  db: Database,
  referrerId: number,
  friendId: number,
  now: Date,
): Promise<TReferralFlagKind[]> {
  const since = new Date(now.getTime() - SELF_REFERRAL_IP_DAYS * 86_400_000).toISOString();
  const [row] = await queryRows<{ device: boolean; ip: boolean; bank: boolean; phone: boolean }>(
    db,
    sql`
      WITH r AS (SELECT * FROM accounts WHERE id = ${referrerId}),
           f AS (SELECT * FROM accounts WHERE id = ${friendId}),
           r_ips AS (SELECT ip FROM login_history WHERE account_id = ${referrerId} AND success
                        AND ip IS NOT NULL AND at > ${since}::timestamptz
                     UNION SELECT register_ip FROM r WHERE register_ip IS NOT NULL),
           f_ips AS (SELECT ip FROM login_history WHERE account_id = ${friendId} AND success
                        AND ip IS NOT NULL AND at > ${since}::timestamptz
                     UNION SELECT register_ip FROM f WHERE register_ip IS NOT NULL)
      SELECT
        EXISTS (SELECT 1 FROM identity_devices d1
                  JOIN identity_devices d2 ON d2.device_id = d1.device_id
                 WHERE d1.account_id = ${referrerId} AND d2.account_id = ${friendId}) AS device,
        EXISTS (SELECT 1 FROM r_ips JOIN f_ips USING (ip)) AS ip,
        EXISTS (SELECT 1 FROM member_bank_accounts b1
                  JOIN member_bank_accounts b2 ON b2.bank_code = b1.bank_code
                   AND b2.account_number = b1.account_number AND b2.removed_at IS NULL
                 WHERE b1.account_id = ${referrerId} AND b1.removed_at IS NULL
                   AND b2.account_id = ${friendId}) AS bank,
        EXISTS (SELECT 1 FROM r, f
                 WHERE (r.mobile IS NOT NULL AND r.mobile IN (f.mobile, f.profile->>'whatsapp',
                                                              f.profile->>'zalo'))
                    OR (f.mobile IS NOT NULL AND f.mobile IN (r.profile->>'whatsapp',
                                                              r.profile->>'zalo'))) AS phone`,
  );
  if (!row) return [];
  return (['device', 'ip', 'bank', 'phone'] as const).filter((k) => row[k]);
}
