import type { SqlRunner } from './sql-runner.js';

export interface LedgerBreach {
  /** Which invariant failed. */
  check: string;
  /** Up to 20 offending rows, as the database answered them. */
  rows: Record<string, unknown>[];
}

export interface LedgerVerifyReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  entries: number;
  /** Sum of all balances per currency (each must be zero). */
  currencies: { currency: string; total: number; accounts: number }[];
  breaches: LedgerBreach[];
}

/** Each query answers the rows that break one invariant; an empty answer is a pass. */
const CHECKS: { check: string; sql: string }[] = [
  {
    check: 'every currency sums to zero over all accounts',
    sql: `SELECT currency, sum(balance)::text AS total FROM ledger_accounts
          GROUP BY currency HAVING sum(balance) <> 0`,
  },
  {
    check: 'every balance equals the sum of its entries',
    sql: `SELECT a.id, a.balance::text AS balance, coalesce(sum(e.amount), 0)::text AS entries
            FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
           GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  },
  {
    check: 'every entry records the running balance of its account',
    sql: `SELECT id, account_id, balance_after::text AS balance_after, running::text AS running
            FROM (SELECT id, account_id, balance_after,
                         sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
                    FROM ledger_entries) x
           WHERE balance_after <> running`,
  },
  {
    check: 'no member balance below zero',
    sql: `SELECT id, owner_id, purpose, currency, balance::text AS balance FROM ledger_accounts
           WHERE NOT allow_negative AND balance < 0`,
  },
  {
    check: 'no member entry left a balance below zero',
    sql: `SELECT e.id, e.account_id, e.balance_after::text AS balance_after
            FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE NOT a.allow_negative AND e.balance_after < 0`,
  },
  {
    check: 'every transfer sums to zero per currency',
    sql: `SELECT e.transfer_id, a.currency, sum(e.amount)::text AS total
            FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           GROUP BY e.transfer_id, a.currency HAVING sum(e.amount) <> 0`,
  },
  {
    check: 'every transfer has at least two entries',
    sql: `SELECT t.id, count(e.id)::int AS entries
            FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
           GROUP BY t.id HAVING count(e.id) < 2`,
  },
  {
    check: 'play money never shares a transfer with real money',
    sql: `SELECT e.transfer_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           GROUP BY e.transfer_id
          HAVING bool_or(a.currency = 'PLAY') AND bool_or(a.currency <> 'PLAY')`,
  },
];

/**
 * Checks every ledger invariant on the live data. Read-only; run it in one REPEATABLE READ
 * transaction so concurrent transfers cannot make a consistent ledger look broken.
 */
export async function verifyLedger(q: SqlRunner): Promise<LedgerVerifyReport> {
  const breaches: LedgerBreach[] = [];
  for (const { check, sql } of CHECKS) {
    const rows = await q.query<Record<string, unknown>>(`${sql} LIMIT 20`);
    if (rows.length > 0) breaches.push({ check, rows });
  }
  const [counts] = await q.query<{ accounts: number; transfers: number; entries: number }>(
    `SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts,
            (SELECT count(*) FROM ledger_transfers)::int AS transfers,
            (SELECT count(*) FROM ledger_entries)::int AS entries`,
  );
  const currencies = await q.query<{ currency: string; total: string; accounts: number }>(
    `SELECT currency, sum(balance)::text AS total, count(*)::int AS accounts
       FROM ledger_accounts GROUP BY currency ORDER BY currency`,
  );
  return {
    ok: breaches.length === 0,
    accounts: counts!.accounts,
    transfers: counts!.transfers,
    entries: counts!.entries,
    currencies: currencies.map((c) => ({ ...c, total: Number(c.total) })),
    breaches,
  };
}

/** The report as lines for a terminal. */
export function formatLedgerReport(report: LedgerVerifyReport): string {
  const lines = [
    `ledger: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries`,
    ...report.currencies.map(
      (c) => `  ${c.currency}: ${c.accounts} accounts, balances sum to ${c.total}`,
    ),
  ];
  if (report.ok) lines.push('OK: every invariant holds');
  for (const breach of report.breaches) {
    lines.push(`BREACH: ${breach.check}`);
    for (const row of breach.rows) lines.push(`  ${JSON.stringify(row)}`);
  }
  return lines.join('\n');
}
