import {
  ACCOUNT_RECORDS_MAX_DAYS,
  errorMessages,
  type TAccountRecordPage,
  type ZAccountRecordQuery,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { TRANSIT_SUFFIX, walletLabel } from '../wallet/index.js';
import { mappedReasons, reasonsOf, recordTypeOf } from './record-types.js';

const DAY_MS = 86_400_000;
/** How a deposit's ledger transfer names it (deposit-decisions.ts): `deposit:<id>`. */
const DEPOSIT_REFERENCE = /^deposit:[0-9]+$/;
/** Default window when the client sends no dates. */
const DEFAULT_DAYS = 30;

interface RecordRow {
  id: unknown;
  created_at: unknown;
  amount: unknown;
  balance_after: unknown;
  reason: string;
  reference: string | null;
  /** The deposit's order number (reference code) when the entry comes from a deposit. */
  deposit_code: string | null;
  purpose: string;
  vendor: string;
  currency: string;
}

/** spec transactionHistory: every ledger entry of the member's own wallets, newest first. */
export class AccountRecordsService {
  constructor(private readonly db: Database) {}

  async list(
    accountId: number,
    query: z.output<typeof ZAccountRecordQuery>,
  ): Promise<TAccountRecordPage> {
    const { page, pageSize } = query;
    const to = query.to ? new Date(query.to) : new Date();
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
    if (from.getTime() > to.getTime()) {
      throw new AppError('VALIDATION_ERROR', 'from must not be after to');
    }
    if (to.getTime() - from.getTime() > ACCOUNT_RECORDS_MAX_DAYS * DAY_MS) {
      throw new AppError('DATE_RANGE_TOO_LONG', errorMessages.DATE_RANGE_TOO_LONG.en, {
        maxDays: ACCOUNT_RECORDS_MAX_DAYS,
      });
    }
    const typeFilter =
      query.type === undefined
        ? sql``
        : query.type === 'other'
          ? sql`AND NOT (t.reason = ANY(${pgTextArray(mappedReasons())}::text[]))`
          : sql`AND t.reason = ANY(${pgTextArray(reasonsOf(query.type))}::text[])`;
    // Transit wallets hold money on its way to a vendor: the member sees the vendor legs only.
    // Points (PTS, issue 26) are not money: the points mall lists them.
    const where = sql`a.owner_type = 'account' AND a.owner_id = ${accountId}
      AND a.purpose <> 'points'
      AND a.vendor NOT LIKE ${`%${TRANSIT_SUFFIX}`}
      AND e.created_at >= ${from.toISOString()}::timestamptz
      AND e.created_at <= ${to.toISOString()}::timestamptz ${typeFilter}`;
    const from_ = sql`FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transfers t ON t.id = e.transfer_id`;
    // A deposit's entry names the deposit by the order number the member knows (the code in
    // their transfer note and deposit history), not by our internal `deposit:<id>`.
    const depositJoin = sql`LEFT JOIN deposits d ON d.id = CASE
        WHEN t.reference ~ ${DEPOSIT_REFERENCE.source} THEN substring(t.reference from 9)::bigint
      END`;
    const [counted, rows] = await Promise.all([
      queryRows<{ total: unknown }>(this.db, sql`SELECT count(*) AS total ${from_} WHERE ${where}`),
      queryRows<RecordRow>(
        this.db,
        sql`SELECT e.id, e.created_at, e.amount, e.balance_after, t.reason, t.reference,
                   d.reference_code AS deposit_code, a.purpose, a.vendor, a.currency
            ${from_} ${depositJoin} WHERE ${where}
            ORDER BY e.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      ),
    ]);
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        time: new Date(r.created_at as string).toISOString(),
        type: recordTypeOf(r.reason),
        reason: r.reason,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        currency: r.currency,
        wallet: walletLabel(r.purpose, r.vendor),
        reference: r.deposit_code ?? r.reference,
      })),
      total: Number(counted[0]?.total ?? 0),
      page,
      pageSize,
    };
  }
}

/** A text[] literal for ANY(): reasons are fixed identifiers ([a-z_]), safe to join. */
function pgTextArray(values: string[]): string {
  return `{${values.join(',')}}`;
}
