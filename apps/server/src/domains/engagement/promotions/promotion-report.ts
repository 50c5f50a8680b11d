import type { TPromotionAbuseSignal, TPromotionReport } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { PromotionRow } from './promotion-eligibility.js';

const HOUR_MS = 3_600_000;

/**
 * A promotion's cost net of its players' gaming revenue during wagering (domain-rules §2.5), with
 * the ledger's side of the cost, and its abuse signals. Reads the settled-wager read model, the
 * ledger's entries of the claims' transfers, devices and payout bank accounts (allowances in the
 * schema).
 */
export async function promotionReport(
  db: Database,
  promotion: PromotionRow,
  currency: string,
  now: Date,
): Promise<TPromotionReport> {
  const windowMs = promotion.rule.terms.wagerWindowHours * HOUR_MS;
  const [figures] = await queryRows<Record<string, string | null>>(
    db,
    sql`WITH c AS (
          SELECT id, account_id, amount, created_at,
                 LEAST(created_at + ${windowMs} * interval '1 millisecond', ${now.toISOString()}::timestamptz) AS until
            FROM promotion_claims
           WHERE promotion_id = ${promotion.id} AND status = 'issued'
        )
        SELECT
          (SELECT count(*) FROM c)::text AS claims,
          (SELECT count(DISTINCT account_id) FROM c)::text AS members,
          (SELECT coalesce(sum(amount), 0) FROM c)::text AS cost,
          -- The ledger's side: what the bonus wallet's grant transfers of this promotion's claims
          -- (source promotion:<id>:<claim>) credited to members' accounts.
          (SELECT coalesce(sum(e.amount), 0)
             FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
             JOIN ledger_accounts la ON la.id = e.account_id
            WHERE t.reason = 'bonus_grant' AND t.metadata ->> 'source' LIKE ${`promotion:${promotion.id}:%`}
              AND la.owner_type = 'account' AND e.amount > 0)::text AS ledger_cost,
          -- Granted but queued behind a member's active bonus: no money moved yet.
          (SELECT coalesce(sum(amount), 0) FROM bonuses
            WHERE source_kind = 'promotion' AND source_id LIKE ${`${promotion.id}:%`}
              AND status = 'queued')::text AS queued,
          -- NGR: stakes − wins of each claimant's wagers settled inside each claim's wagering window.
          (SELECT coalesce(sum(w.stake - w.win), 0)
             FROM (SELECT DISTINCT ON (account_id) account_id, created_at, until
                     FROM c ORDER BY account_id, created_at) first_claim
             JOIN settled_wagers w ON w.account_id = first_claim.account_id
              AND w.settled_at >= first_claim.created_at AND w.settled_at < first_claim.until
              AND w.currency = ${currency} AND w.status <> 'voided')::text AS ngr`,
  );
  const n = (key: string) => Number(figures?.[key] ?? 0);
  const bonusCost = n('cost');
  const ledgerBonusCost = n('ledger_cost');
  const queuedCost = n('queued');
  const ngr = n('ngr');
  return {
    promotionId: promotion.id,
    currency,
    claims: n('claims'),
    members: n('members'),
    bonusCost,
    ledgerBonusCost,
    queuedCost,
    reconciled: bonusCost === ledgerBonusCost + queuedCost,
    ngr,
    net: ngr - bonusCost,
    abuse: await abuseSignals(db, promotion.id),
  };
}

/**
 * Several accounts that took this offer (claims, opt-ins, applications) from one device, one IP,
 * or with one payout bank account: each group of two or more is a signal.
 */
async function abuseSignals(db: Database, promotionId: number): Promise<TPromotionAbuseSignal[]> {
  const rows = await queryRows<{
    kind: TPromotionAbuseSignal['kind'];
    value: string;
    usernames: string[];
  }>(
    db,
    sql`WITH takers AS (
          SELECT account_id, ip, device_id FROM promotion_claims WHERE promotion_id = ${promotionId}
          UNION SELECT account_id, ip, device_id FROM promotion_opt_ins WHERE promotion_id = ${promotionId}
          UNION SELECT account_id, ip, device_id FROM promotion_applications WHERE promotion_id = ${promotionId}
        ), members AS (SELECT DISTINCT account_id FROM takers),
        pairs AS (
          SELECT 'ip' AS kind, ip AS value, account_id FROM takers
           WHERE ip IS NOT NULL AND ip NOT IN ('127.0.0.1', '::1', '::ffff:127.0.0.1')
          UNION SELECT 'device', device_id, account_id FROM takers WHERE device_id IS NOT NULL
          UNION SELECT 'device', d.device_id, d.account_id
                  FROM identity_devices d JOIN members m ON m.account_id = d.account_id
          UNION SELECT 'bankAccount', b.bank_code || ':' || b.account_number, b.account_id
                  FROM member_bank_accounts b JOIN members m ON m.account_id = b.account_id
                 WHERE b.removed_at IS NULL
        )
        SELECT p.kind, p.value, array_agg(DISTINCT a.username ORDER BY a.username) AS usernames
          FROM pairs p JOIN accounts a ON a.id = p.account_id
         GROUP BY p.kind, p.value
        HAVING count(DISTINCT p.account_id) > 1
         ORDER BY count(DISTINCT p.account_id) DESC, p.kind, p.value
         LIMIT 200`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    // A bank account number is shown by its last four digits only.
    value: r.kind === 'bankAccount' ? `${r.value.split(':')[0]} ••••${r.value.slice(-4)}` : r.value,
    usernames: r.usernames,
  }));
}
