import { FUN_CURRENCY } from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { GameWalletAnswer } from './seamless-wallet.js';

/**
 * The wallet of a visitor's demo session: FUN play money held on the session row itself
 * (game_sessions.demo_balance), since a visitor has no account and so no ledger wallet; it is
 * never money and never reaches the ledger. The protocol's rules hold all the same: the calls are
 * keyed by their transaction ids (a replay answers the same, other content is a mismatch) and a
 * rollback of an unknown bet leaves a tombstone.
 */
export class DemoWallet {
  constructor(private readonly db: Database) {}

  async balance(vendor: string, playerId: string, db: Executor = this.db): Promise<DemoBalance> {
    const [row] = await rows<{ demo_balance: unknown }>(
      db,
      sql`SELECT demo_balance FROM game_sessions WHERE player_id = ${playerId}
            AND vendor = ${vendor} AND demo_balance IS NOT NULL`,
    );
    if (!row) return { status: 'PLAYER_NOT_FOUND' };
    return { status: 'OK', balance: Number(row.demo_balance), currency: FUN_CURRENCY };
  }

  /** Bets and wins of one call, all or nothing. */
  async play(
    vendor: string,
    playerId: string,
    roundId: string,
    currency: string,
    calls: { transactionId: string; requestHash: string; kind: 'bet' | 'win'; amount: number }[],
  ): Promise<GameWalletAnswer> {
    if (currency !== FUN_CURRENCY) return { status: 'CURRENCY_MISMATCH' };
    return this.db
      .transaction(async (tx) => {
        const claimed = await rows<{ id: unknown; transaction_id: string }>(
          tx,
          sql`INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
              player_id, amount, currency, request_hash)
            SELECT ${vendor}, u.tx, u.kind, ${roundId}, ${playerId}, u.amount, ${FUN_CURRENCY}, u.hash
              FROM unnest(${textArray(calls.map((c) => c.transactionId))}::text[],
                          ${textArray(calls.map((c) => c.kind))}::text[],
                          ${textArray(calls.map((c) => String(c.amount)))}::bigint[],
                          ${textArray(calls.map((c) => c.requestHash))}::text[])
                   AS u(tx, kind, amount, hash)
            ON CONFLICT (vendor, transaction_id) DO NOTHING RETURNING id, transaction_id`,
        );
        if (claimed.length < calls.length) {
          return rollbackWith(tx, await this.replay(tx, vendor, calls, claimed.length === 0));
        }
        const bet = calls.filter((c) => c.kind === 'bet').reduce((a, c) => a + c.amount, 0);
        const win = calls.filter((c) => c.kind === 'win').reduce((a, c) => a + c.amount, 0);
        const [moved] = await rows<{ demo_balance: unknown }>(
          tx,
          sql`UPDATE game_sessions SET demo_balance = demo_balance - ${bet} + ${win}
             WHERE player_id = ${playerId} AND vendor = ${vendor}
               AND demo_balance IS NOT NULL AND demo_balance >= ${bet}
             RETURNING demo_balance`,
        );
        let answer: GameWalletAnswer;
        if (moved) {
          answer = {
            status: 'OK',
            balance: Number(moved.demo_balance),
            currency: FUN_CURRENCY,
            platformTransactionId: String(claimed[claimed.length - 1]!.id),
          };
        } else {
          const current = await this.balance(vendor, playerId, tx);
          if (current.status !== 'OK') return rollbackWith(tx, current);
          // A refusal for the stake is the call's answer for good: a replay answers it again.
          answer = {
            status: 'INSUFFICIENT_FUNDS',
            balance: current.balance,
            currency: FUN_CURRENCY,
          };
        }
        await tx.execute(
          sql`UPDATE game_wallet_transactions SET answer = ${JSON.stringify(answer)}::jsonb
             WHERE id = ANY(${textArray(claimed.map((c) => String(c.id)))}::bigint[])`,
        );
        return answer;
      })
      .catch(unwrap);
  }

  async rollback(
    vendor: string,
    playerId: string,
    roundId: string,
    call: { transactionId: string; requestHash: string; originalTransactionId: string },
  ): Promise<GameWalletAnswer> {
    return this.db
      .transaction(async (tx) => {
        const claimed = await rows<{ id: unknown }>(
          tx,
          sql`INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
              player_id, amount, currency, request_hash, original_transaction_id)
            VALUES (${vendor}, ${call.transactionId}, 'rollback', ${roundId}, ${playerId}, 0,
              ${FUN_CURRENCY}, ${call.requestHash}, ${call.originalTransactionId})
            ON CONFLICT (vendor, transaction_id) DO NOTHING RETURNING id`,
        );
        if (claimed.length === 0) {
          return rollbackWith(
            tx,
            await this.replay(tx, vendor, [{ ...call, kind: 'rollback' }], true),
          );
        }
        await tx.execute(
          sql`INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
              player_id, amount, currency, request_hash, answer)
            VALUES (${vendor}, ${call.originalTransactionId}, 'tombstone', ${roundId}, ${playerId},
              0, ${FUN_CURRENCY}, '', '{"status":"TRANSACTION_ROLLED_BACK"}'::jsonb)
            ON CONFLICT (vendor, transaction_id) DO NOTHING`,
        );
        const [original] = await rows<{
          id: unknown;
          kind: string;
          amount: unknown;
          rolled_back_by: string | null;
          player_id: string;
          answer: GameWalletAnswer | null;
        }>(
          tx,
          sql`SELECT id, kind, amount, rolled_back_by, player_id, answer FROM game_wallet_transactions
             WHERE vendor = ${vendor} AND transaction_id = ${call.originalTransactionId}
             FOR UPDATE`,
        );
        if (original && original.kind !== 'tombstone') {
          if (original.kind !== 'bet' || original.player_id !== playerId) {
            return rollbackWith(tx, { status: 'INVALID_REQUEST' });
          }
          // A refused bet moved nothing: nothing to give back.
          if (!original.rolled_back_by && original.answer?.status === 'OK') {
            await tx.execute(
              sql`UPDATE game_sessions SET demo_balance = demo_balance + ${Number(original.amount)}
                 WHERE player_id = ${playerId} AND vendor = ${vendor}`,
            );
            await tx.execute(
              sql`UPDATE game_wallet_transactions SET rolled_back_by = ${call.transactionId}
                 WHERE id = ${Number(original.id)}`,
            );
          }
        }
        const current = await rows<{ demo_balance: unknown }>(
          tx,
          sql`SELECT demo_balance FROM game_sessions WHERE player_id = ${playerId}
              AND vendor = ${vendor}`,
        );
        const answer: GameWalletAnswer = {
          status: 'OK',
          balance: Number(current[0]?.demo_balance ?? 0),
          currency: FUN_CURRENCY,
          platformTransactionId: String(claimed[0]!.id),
        };
        await tx.execute(
          sql`UPDATE game_wallet_transactions SET answer = ${JSON.stringify(answer)}::jsonb
             WHERE id = ${Number(claimed[0]!.id)}`,
        );
        return answer;
      })
      .catch(unwrap);
  }

  private async replay(
    tx: Executor,
    vendor: string,
    calls: { transactionId: string; requestHash: string; kind: string }[],
    noneClaimed: boolean,
  ): Promise<GameWalletAnswer> {
    const found = await rows<{
      transaction_id: string;
      kind: string;
      request_hash: string;
      answer: GameWalletAnswer | null;
    }>(
      tx,
      sql`SELECT transaction_id, kind, request_hash, answer FROM game_wallet_transactions
           WHERE vendor = ${vendor}
             AND transaction_id = ANY(${textArray(calls.map((c) => c.transactionId))}::text[])`,
    );
    const byTx = new Map(found.map((r) => [r.transaction_id, r]));
    if (calls.some((c) => c.kind === 'bet' && byTx.get(c.transactionId)?.kind === 'tombstone')) {
      return { status: 'TRANSACTION_ROLLED_BACK' };
    }
    const last = byTx.get(calls[calls.length - 1]!.transactionId);
    const same = calls.every((c) => byTx.get(c.transactionId)?.request_hash === c.requestHash);
    if (!noneClaimed || !same || !last?.answer) return { status: 'DUPLICATE_TRANSACTION_MISMATCH' };
    return last.answer;
  }
}

type Executor = Pick<Database, 'execute'>;

export type DemoBalance =
  { status: 'OK'; balance: number; currency: string } | { status: 'PLAYER_NOT_FOUND' };

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A PostgreSQL array literal of text values (passed as one parameter). */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** Ends the transaction without its writes, answering `answer`. */
class Answered extends Error {
  constructor(readonly answer: GameWalletAnswer) {
    super(answer.status);
  }
}

function rollbackWith(_tx: Executor, answer: GameWalletAnswer): never {
  throw new Answered(answer);
}

function unwrap(err: unknown): GameWalletAnswer {
  if (err instanceof Answered) return err.answer;
  throw err;
}
