import { AppError } from '../../../platform/errors.js';
import { PLAY_CURRENCY, type PostedEntry, type PostedTransfer } from './ledger-types.js';
import type { PreparedTransfer } from './prepare-transfer.js';
import type { SqlRunner } from './sql-runner.js';

interface LockedAccount {
  id: number;
  currency: string;
  balance: number;
  allowNegative: boolean;
}

/**
 * Posts transfers atomically inside the caller's open transaction `q`: all of them, or none.
 * Round trips: claim the idempotency keys, lock the accounts in id order, one statement that
 * updates balances and writes entries. Same keys with the same content answer the stored
 * result instead; a key reused with other content is IDEMPOTENCY_CONFLICT.
 */
export async function postTransfers(
  q: SqlRunner,
  transfers: PreparedTransfer[],
): Promise<PostedTransfer[]> {
  const keys = transfers.map((t) => t.idempotencyKey);
  if (new Set(keys).size !== keys.length) {
    throw new AppError('VALIDATION_ERROR', 'Linked transfers need distinct idempotency keys');
  }
  // Claiming the key first: on PostgreSQL a concurrent request with the same key waits here
  // for our commit, then finds our row and answers it as a replay.
  const claimed = await q.query<{ id: unknown; idempotency_key: string; created_at: unknown }>(
    `INSERT INTO ledger_transfers (idempotency_key, request_hash, reason, reference, actor, metadata)
     SELECT k, h, r, ref, a, m::jsonb FROM unnest($1::text[], $2::text[], $3::text[], $4::text[],
       $5::text[], $6::text[]) AS u(k, h, r, ref, a, m)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, idempotency_key, created_at`,
    [
      keys,
      transfers.map((t) => t.requestHash),
      transfers.map((t) => t.reason),
      transfers.map((t) => t.reference),
      transfers.map((t) => t.actor),
      transfers.map((t) => (t.metadata === null ? null : JSON.stringify(t.metadata))),
    ],
  );
  if (claimed.length === 0) return replay(q, transfers);
  if (claimed.length !== transfers.length) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'Some of these linked transfers were already posted',
    );
  }
  const idOf = new Map(claimed.map((row) => [row.idempotency_key, row]));

  const accountIds = [...new Set(transfers.flatMap((t) => t.legs.map((l) => l.accountId)))];
  const locked = await q.query<{
    id: unknown;
    currency: string;
    balance: unknown;
    allow_negative: boolean;
  }>(
    // Every writer locks in id order, so two transfers never wait on each other in a cycle.
    `SELECT id, currency, balance, allow_negative FROM ledger_accounts
     WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [accountIds],
  );
  const accounts = new Map<number, LockedAccount>(
    locked.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        currency: row.currency,
        balance: Number(row.balance),
        allowNegative: row.allow_negative,
      },
    ]),
  );
  const missing = accountIds.find((id) => !accounts.has(id));
  if (missing !== undefined) {
    throw new AppError('NOT_FOUND', `Ledger account ${missing} does not exist`);
  }

  const startBalances = new Map([...accounts.values()].map((a) => [a.id, a.balance]));
  const entryRows: { transferId: number; entry: PostedEntry }[] = [];
  const results: PostedTransfer[] = transfers.map((t) => {
    checkCurrencies(t, accounts);
    const row = idOf.get(t.idempotencyKey)!;
    const entries = t.legs.map((leg) => {
      const account = accounts.get(leg.accountId)!;
      const balanceAfter = account.balance + leg.amount;
      if (!Number.isSafeInteger(balanceAfter)) {
        throw new AppError('VALIDATION_ERROR', `Balance of ledger account ${account.id} overflows`);
      }
      if (balanceAfter < 0 && !account.allowNegative) {
        throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient funds', {
          accountId: account.id,
          balance: account.balance,
          amount: leg.amount,
        });
      }
      account.balance = balanceAfter;
      return { accountId: leg.accountId, amount: leg.amount, balanceAfter };
    });
    for (const entry of entries) entryRows.push({ transferId: Number(row.id), entry });
    return {
      transferId: Number(row.id),
      idempotencyKey: t.idempotencyKey,
      reason: t.reason,
      reference: t.reference,
      createdAt: new Date(row.created_at as string),
      entries,
      replayed: false,
    };
  });

  const changed = [...accounts.values()].filter((a) => a.balance !== startBalances.get(a.id));
  // One statement: the balance moves by exactly the sum of the entries written beside it.
  await q.query(
    `WITH moved AS (
       UPDATE ledger_accounts a
          SET balance = a.balance + d.delta, version = a.version + 1, updated_at = now()
         FROM unnest($1::bigint[], $2::bigint[]) AS d(id, delta)
        WHERE a.id = d.id
     )
     INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
     SELECT * FROM unnest($3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])`,
    [
      changed.map((a) => a.id),
      changed.map((a) => a.balance - startBalances.get(a.id)!),
      entryRows.map((r) => r.transferId),
      entryRows.map((r) => r.entry.accountId),
      entryRows.map((r) => r.entry.amount),
      entryRows.map((r) => r.entry.balanceAfter),
    ],
  );
  return results;
}

/** Each currency nets to zero; play money never shares a transfer with real money. */
function checkCurrencies(t: PreparedTransfer, accounts: Map<number, LockedAccount>): void {
  const sums = new Map<string, number>();
  for (const leg of t.legs) {
    const currency = accounts.get(leg.accountId)!.currency;
    sums.set(currency, (sums.get(currency) ?? 0) + leg.amount);
  }
  if (sums.has(PLAY_CURRENCY) && sums.size > 1) {
    throw new AppError('VALIDATION_ERROR', 'Play money cannot move to or from real money');
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) {
      throw new AppError('VALIDATION_ERROR', `Transfer legs in ${currency} do not sum to zero`);
    }
  }
}

/** Every key already exists: answer the stored results if the content is the same. */
async function replay(q: SqlRunner, transfers: PreparedTransfer[]): Promise<PostedTransfer[]> {
  const rows = await q.query<{
    id: unknown;
    idempotency_key: string;
    request_hash: string;
    reason: string;
    reference: string | null;
    created_at: unknown;
    account_id: unknown;
    amount: unknown;
    balance_after: unknown;
  }>(
    `SELECT t.id, t.idempotency_key, t.request_hash, t.reason, t.reference, t.created_at,
            e.account_id, e.amount, e.balance_after
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      WHERE t.idempotency_key = ANY($1::text[])
      ORDER BY t.id, e.account_id`,
    [transfers.map((t) => t.idempotencyKey)],
  );
  const byKey = new Map<string, PostedTransfer & { requestHash: string }>();
  for (const row of rows) {
    let found = byKey.get(row.idempotency_key);
    if (!found) {
      found = {
        transferId: Number(row.id),
        idempotencyKey: row.idempotency_key,
        reason: row.reason,
        reference: row.reference,
        createdAt: new Date(row.created_at as string),
        entries: [],
        replayed: true,
        requestHash: row.request_hash,
      };
      byKey.set(row.idempotency_key, found);
    }
    found.entries.push({
      accountId: Number(row.account_id),
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
    });
  }
  return transfers.map((t) => {
    const found = byKey.get(t.idempotencyKey);
    if (!found || found.requestHash !== t.requestHash) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This idempotency key was already used for a different transfer',
        { idempotencyKey: t.idempotencyKey },
      );
    }
    const { requestHash: _hash, ...result } = found;
    return result;
  });
}
