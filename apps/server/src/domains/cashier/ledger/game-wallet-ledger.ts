import crypto from 'node:crypto';
import { openMoneyGate, runnerDatabase, type MoneyGate } from '../money-gate/index.js';
import type { TVendorErrorCode } from '@lw/contracts';
import { EVENT_CATALOGUE, type EventPayload } from '../../../platform/events/event-catalogue.js';
import type { LedgerAccounts } from './ledger-accounts.js';
import type { LedgerAccount, PostedTransfer } from './ledger-types.js';
import type { SqlRunner, TransactionalRunner } from './sql-runner.js';

/*
 * The game wallet's hot path (vendor protocol: bet, win, bet-win, rollback). One call is one
 * short transaction of a few statements on the driver, written here so that the ledger stays the
 * only writer of balances; the round (game_rounds) and the idempotency record of the call
 * (game_wallet_transactions) are written in the same transaction.
 *
 * Lock order, so no two calls wait on each other in a cycle:
 *   1. the call's own transaction ids (insert-or-nothing on the unique key: a concurrent replay
 *      waits here for our commit, then answers what we stored); a bet, win or bet-win upserts
 *      its round first (so concurrent replays queue on the round), which takes no other lock;
 *   2. (rollback only) the original transaction's row;
 *   3. the round row (an upsert locks it);
 *   4. ledger accounts in id order: the player's wallet and one shard of the house.
 *
 * The house side is sharded: each vendor and currency has HOUSE_SHARDS 'game_result' accounts and
 * a player always uses the shard of their account id, so bets of different players do not queue
 * behind one house row. Shard 0 is the plain vendor code (the account other code finds with
 * systemAccount('game_result', currency, vendor)); shard k > 0 is `<vendor>#<k>` ('#' never occurs
 * in a vendor code), the same idea as the transit wallets' suffix: the ledger's unique key,
 * identity trigger and checks stay as they are. Sum the house result of a vendor over
 * `vendor = 'PG' OR vendor LIKE 'PG#%'` (houseVendorPattern).
 */

/** 'game_result' accounts per vendor and currency. */
export const HOUSE_SHARDS = 32;

/** The ledger vendor code of one shard of a vendor's house account. */
export function houseShardVendor(vendor: string, shard: number): string {
  return shard === 0 ? vendor : `${vendor}#${shard}`;
}

/** The shard a player's wallet calls use. */
export function houseShardOf(accountId: number): number {
  return accountId % HOUSE_SHARDS;
}

/** Who a wallet call is for: the player's ledger wallet and their shard of the house. */
export interface GameWalletParty {
  accountId: number;
  /** The protocol's playerId. */
  playerId: string;
  walletId: number;
  houseId: number;
  /** The protocol currency written on rounds and answers (ISO 4217, or FUN). */
  currency: string;
}

export interface GameRoundRef {
  vendor: string;
  vendorRoundId: string;
  gameCode: string;
  gameId: number | null;
  category: string;
  /** Business time of the call (the app's clock): the round's opened/settled times. */
  at: Date;
}

/** One transaction id of a call and the hash of its content. */
export interface GameWalletTxId {
  transactionId: string;
  requestHash: string;
}

export type GameWalletAnswer =
  | {
      status: 'OK';
      balance: number;
      currency: string;
      platformTransactionId: string;
    }
  | { status: TVendorErrorCode; balance?: number; currency?: string; message?: string };

export interface GameWalletResult {
  answer: GameWalletAnswer;
  /** True when the answer is the stored one of an earlier identical call. */
  replayed: boolean;
  /** The round this call settled (status became settled), for the round-settled hook. */
  settledRoundId: number | null;
  /** The round the call touched (null for refusals and tombstones). */
  roundId: number | null;
}

/**
 * What a bet, win or bet-win checks besides the money (all optional: an in-process caller such as
 * the house studio has no launch session).
 */
export interface GameWalletChecks {
  /**
   * The hash of the launch token a bet presents: the session must be live at the round's time,
   * of this player and vendor, and the account active (else TOKEN_EXPIRED, PLAYER_BLOCKED).
   * Read in the call's first statement, after the replay check: a replay answers as before.
   */
  sessionTokenHash?: string;
  /** A refusal the caller decided (GAME_NOT_FOUND, CURRENCY_MISMATCH), answered unless replayed. */
  refusal?: TVendorErrorCode;
}

/**
 * A refusal decided inside the transaction: the transaction rolls back and this is answered.
 * A stored refusal is the final answer of a call the platform processed (the protocol: a replay
 * gets the same answer, with the balance of then), so its ids keep it; an unstored one (a
 * replay, a mismatch, a win whose bet has not arrived yet) leaves no trace.
 */
class Refusal extends Error {
  constructor(
    readonly result: GameWalletResult,
    readonly stored = false,
  ) {
    super(result.answer.status);
  }
}

interface RoundRow {
  id: unknown;
  account_id: unknown;
  status: 'open' | 'settled' | 'rolled_back';
  bet: unknown;
  win: unknown;
  currency: string;
  version: number;
  created: boolean;
}

interface StoredTxRow {
  id: unknown;
  transaction_id: string;
  kind: string;
  request_hash: string;
  answer: GameWalletAnswer | null;
}

type TOutcomeEvent = 'wager.settled' | 'wager.voided' | 'wager.resettled';

/**
 * A vendor round's outcome as the wager core's event (product = vendor, wager = round, leg 0),
 * checked against the catalogue; written in the call's write statement.
 */
function outcomeEvent(
  type: TOutcomeEvent,
  o: Omit<EventPayload<'wager.settled'>, 'leg' | 'settledAt'> & { settledAt: Date },
): { type: TOutcomeEvent; key: string; payload: unknown } {
  return {
    type,
    key: `wager:${o.product}:${o.wagerId}:0`,
    payload: EVENT_CATALOGUE[type].parse({ ...o, leg: 0, settledAt: o.settledAt.toISOString() }),
  };
}

/** The canonical content hash of a wallet call (type, player, round, amounts, currency). */
export function walletRequestHash(parts: (string | number | boolean | null)[]): string {
  return crypto.hash('sha256', JSON.stringify(parts), 'hex');
}

const refuse = (status: TVendorErrorCode, extra: Partial<GameWalletAnswer> = {}): never => {
  throw new Refusal(refusalResult(status, extra));
};

/** A refusal kept as the call's answer (see Refusal). */
const refuseAndStore = (status: TVendorErrorCode, extra: Partial<GameWalletAnswer> = {}): never => {
  throw new Refusal(refusalResult(status, extra), true);
};

function refusalResult(status: TVendorErrorCode, extra: Partial<GameWalletAnswer>) {
  return {
    answer: { ...extra, status } as GameWalletAnswer,
    replayed: false,
    settledRoundId: null,
    roundId: null,
  };
}

/**
 * The wallet calls of seamless vendors, each in one short transaction on the driver. Answers are
 * protocol answers; a call that moved money announces its transfers (balance pushes).
 */
export class GameWalletLedger {
  constructor(
    private readonly runner: TransactionalRunner,
    private readonly accounts: LedgerAccounts,
    private readonly announce: (posted: PostedTransfer[]) => void,
    /** Responsible gaming: asked for the bets of members whose account says spend_limited. */
    private readonly moneyGate: MoneyGate = openMoneyGate,
  ) {}

  /** The house account (one shard) a player's calls of a vendor use, in a ledger currency. */
  houseAccountFor(
    vendor: string,
    ledgerCurrency: string,
    accountId: number,
  ): Promise<LedgerAccount> {
    return this.accounts.systemAccount(
      'game_result',
      ledgerCurrency,
      houseShardVendor(vendor, houseShardOf(accountId)),
    );
  }

  /** A ledger account's balance (the wallet the calls move). */
  async balanceOf(walletId: number): Promise<number> {
    const rows = await this.runner.query<{ balance: unknown }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1',
      [walletId],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  /** A bet: the stake moves from the player to the house; ROUND_CLOSED after the round ended. */
  bet(input: {
    party: GameWalletParty;
    round: GameRoundRef;
    tx: GameWalletTxId;
    amount: number;
    roundEnded: boolean;
    checks?: GameWalletChecks;
  }): Promise<GameWalletResult> {
    return this.play({
      party: input.party,
      round: input.round,
      bet: { ...input.tx, amount: input.amount },
      win: null,
      roundEnded: input.roundEnded,
      bonus: false,
      checks: input.checks ?? {},
    });
  }

  /** A win: the house pays; it needs a round with a bet unless it is a bonus. */
  win(input: {
    party: GameWalletParty;
    round: GameRoundRef;
    tx: GameWalletTxId;
    amount: number;
    roundEnded: boolean;
    bonus: boolean;
    checks?: GameWalletChecks;
  }): Promise<GameWalletResult> {
    return this.play({
      party: input.party,
      round: input.round,
      bet: null,
      win: { ...input.tx, amount: input.amount },
      roundEnded: input.roundEnded,
      bonus: input.bonus,
      checks: input.checks ?? {},
    });
  }

  /** One spin settled atomically: the bet and the win; the round ends. */
  betWin(input: {
    party: GameWalletParty;
    round: GameRoundRef;
    betTx: GameWalletTxId;
    winTx: GameWalletTxId;
    betAmount: number;
    winAmount: number;
    checks?: GameWalletChecks;
  }): Promise<GameWalletResult> {
    return this.play({
      party: input.party,
      round: input.round,
      bet: { ...input.betTx, amount: input.betAmount },
      win: { ...input.winTx, amount: input.winAmount },
      roundEnded: true,
      bonus: false,
      checks: input.checks ?? {},
    });
  }

  private async play(call: {
    party: GameWalletParty;
    round: GameRoundRef;
    bet: (GameWalletTxId & { amount: number }) | null;
    win: (GameWalletTxId & { amount: number }) | null;
    roundEnded: boolean;
    bonus: boolean;
    checks: GameWalletChecks;
  }): Promise<GameWalletResult> {
    const { party, round, checks } = call;
    const calls = [
      ...(call.bet ? [{ ...call.bet, kind: 'bet' as const }] : []),
      ...(call.win ? [{ ...call.win, kind: 'win' as const }] : []),
    ];
    const posted: PostedTransfer[] = [];
    try {
      const result = await this.runner.transaction(async (q) => {
        // One round trip: upsert (and so lock) the round, claim the transaction ids, read the
        // bettor's session and account, then lock the player's wallet and the house shard in id
        // order (the select list runs in this order, after the round's row).
        const [claim] = await q.query<
          RoundRow & {
            claimed: { id: number; tx: string }[] | null;
            account_status: string | null;
            account_limited: boolean | null;
            session_live: boolean;
            locked: { id: string; balance: string }[];
          }
        >(
          `WITH c AS (
             INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
               player_id, account_id, amount, currency, request_hash)
             SELECT $1, u.tx, u.kind, $2, $3, $4, u.amount, $5, u.hash
               FROM unnest($6::text[], $7::text[], $8::bigint[], $9::text[]) AS u(tx, kind, amount, hash)
             ON CONFLICT (vendor, transaction_id) DO NOTHING
             RETURNING id, transaction_id
           ), r AS (
             INSERT INTO game_rounds (vendor, vendor_round_id, account_id, game_code, game_id,
               category, currency, source, opened_at, updated_at)
             VALUES ($1, $2, $4, $10, $11, $12, $5, 'seamless', $13, $13)
             ON CONFLICT (vendor, vendor_round_id, leg) DO UPDATE SET updated_at = $13
             RETURNING id, account_id, status, bet, win, currency, version, (xmax = 0) AS created
           )
           SELECT r.*,
                  (SELECT json_agg(json_build_object('id', c.id, 'tx', c.transaction_id))
                     FROM c) AS claimed,
                  -- An account whose password must be changed first bets like a blocked one.
                  (SELECT CASE WHEN a.play_restricted_until > $13 THEN 'play_restricted'
                               WHEN a.must_change_password THEN 'password_change_required'
                               ELSE a.status END
                     FROM accounts a
                    WHERE a.id = $4 AND $14::text IS NOT NULL) AS account_status,
                  (SELECT a.spend_limited FROM accounts a WHERE a.id = $4) AS account_limited,
                  EXISTS (SELECT 1 FROM game_sessions s
                           WHERE s.token_hash = $14 AND s.player_id = $3 AND s.vendor = $1
                             AND s.revoked_at IS NULL AND s.expires_at > $13) AS session_live,
                  (SELECT json_agg(json_build_object('id', l.id::text, 'balance', l.balance::text))
                     FROM (SELECT id, balance FROM ledger_accounts WHERE id = ANY($15::bigint[])
                            ORDER BY id FOR UPDATE) l) AS locked
             FROM r`,
          [
            round.vendor,
            round.vendorRoundId,
            party.playerId,
            party.accountId,
            party.currency,
            calls.map((c) => c.transactionId),
            calls.map((c) => c.kind),
            calls.map((c) => c.amount),
            calls.map((c) => c.requestHash),
            round.gameCode,
            round.gameId,
            round.category,
            round.at,
            checks.sessionTokenHash ?? null,
            [party.walletId, party.houseId],
          ],
          'game_wallet_play_claim',
        );
        const claimed = claim!.claimed ?? [];
        if (claimed.length < calls.length) {
          await answerReplay(q, round.vendor, calls, claimed.length === 0);
        }
        const roundId = Number(claim!.id);
        const balances = new Map(claim!.locked.map((r) => [Number(r.id), Number(r.balance)]));
        let wallet = balances.get(party.walletId)!;
        let house = balances.get(party.houseId)!;
        try {
          checkPlay(call, claim!, wallet);
          // Responsible gaming: a limited member's bet is counted against their limits (or refused).
          if (call.bet && call.bet.amount > 0 && claim!.account_limited && claimed.length > 0) {
            const refusal = await this.moneyGate.admit(runnerDatabase(q), {
              accountId: party.accountId,
              path: 'wager',
              amount: call.bet.amount,
              currency: party.currency,
              at: round.at,
              key: `wager:${round.vendor}:${round.vendorRoundId}:0:${call.bet.transactionId}`,
            });
            if (refusal) refuseAndStore('LIMIT_EXCEEDED');
          }
        } catch (err) {
          if (!(err instanceof Refusal) || !err.stored) throw err;
          // The call's answer is this refusal for good; the round it opened goes again.
          await q.query(
            `WITH a AS (
               UPDATE game_wallet_transactions SET answer = $2::jsonb WHERE id = ANY($1::bigint[])
             )
             DELETE FROM game_rounds WHERE id = $3 AND $4::boolean`,
            [claimed.map((c) => c.id), JSON.stringify(err.result.answer), roundId, claim!.created],
          );
          return err.result;
        }
        const betAmount = call.bet?.amount ?? 0;
        const winAmount = call.win?.amount ?? 0;
        const transfers: {
          key: string;
          hash: string;
          reason: 'bet' | 'win';
          walletTxId: number;
          wallet: number;
          house: number;
          amount: number;
        }[] = [];
        const claimedId = new Map(claimed.map((c) => [c.tx, Number(c.id)]));
        for (const c of calls) {
          if (c.amount === 0) continue;
          const signed = c.kind === 'bet' ? -c.amount : c.amount;
          wallet += signed;
          house -= signed;
          transfers.push({
            key: `gw:${round.vendor}:${c.transactionId}`,
            hash: c.requestHash,
            reason: c.kind,
            walletTxId: claimedId.get(c.transactionId)!,
            wallet,
            house,
            amount: signed,
          });
        }
        const settles = call.roundEnded && claim!.status !== 'settled';
        const status = call.roundEnded || claim!.status === 'settled' ? 'settled' : 'open';
        const answerId = String(claimedId.get(calls[calls.length - 1]!.transactionId));
        const answer: GameWalletAnswer = {
          status: 'OK',
          balance: wallet,
          currency: party.currency,
          platformTransactionId: answerId,
        };
        const reference = `round:${round.vendor}:${round.vendorRoundId}`;
        // The wager core's events for the read model: settled when the round ends, resettled
        // when money moves on a round that had ended (version + 1).
        const moved = transfers.length > 0;
        const eventType = settles
          ? ('wager.settled' as const)
          : claim!.status === 'settled' && moved
            ? ('wager.resettled' as const)
            : null;
        const version = claim!.version + (eventType === 'wager.resettled' ? 1 : 0);
        const event = eventType
          ? outcomeEvent(eventType, {
              product: round.vendor,
              wagerId: round.vendorRoundId,
              accountId: party.accountId,
              currency: party.currency,
              category: round.category,
              gameCode: round.gameCode,
              gameId: round.gameId,
              stake: Number(claim!.bet) + betAmount,
              win: Number(claim!.win) + winAmount,
              status: 'settled',
              settledAt: round.at,
              version,
            })
          : null;
        const written = await q.query<{ id: unknown; key: string; created_at: unknown }>(
          `WITH t AS (
             INSERT INTO ledger_transfers (idempotency_key, request_hash, reason, reference, actor)
             SELECT k, h, r, $4, $5 FROM unnest($1::text[], $2::text[], $3::text[]) AS u(k, h, r)
             RETURNING id, idempotency_key, created_at
           ), e AS (
             INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
             SELECT t.id, x.account_id, x.amount, x.balance_after
               FROM unnest($6::text[], $7::bigint[], $8::bigint[], $9::bigint[])
                      AS x(k, account_id, amount, balance_after)
               JOIN t ON t.idempotency_key = x.k
           ), b AS (
             UPDATE ledger_accounts a
                SET balance = a.balance + d.delta, version = a.version + 1, updated_at = now()
               FROM unnest($10::bigint[], $11::bigint[]) AS d(id, delta)
              WHERE a.id = d.id AND d.delta <> 0
           ), r AS (
             UPDATE game_rounds
                SET bet = bet + $12, valid_bet = valid_bet + $12, win = win + $13, status = $14,
                    settled_at = CASE WHEN $15::boolean THEN $19::timestamptz ELSE settled_at END,
                    updated_at = $19, version = $23
              WHERE id = $16
           ), w AS (
             UPDATE game_wallet_transactions g
                SET round_id = $16, answer = $17::jsonb,
                    ledger_transfer_id = (SELECT t.id FROM t
                      WHERE t.idempotency_key = 'gw:' || g.vendor || ':' || g.transaction_id)
              WHERE g.id = ANY($18::bigint[])
           ), ev AS (
             INSERT INTO outbox_events (type, key, payload)
             SELECT $20, $21, $22::jsonb WHERE $20::text IS NOT NULL
             RETURNING pg_notify('outbox_events', '')
           )
           SELECT id, idempotency_key AS key, created_at FROM t
            WHERE (SELECT count(*) FROM ev) >= 0`,
          [
            transfers.map((t) => t.key),
            transfers.map((t) => t.hash),
            transfers.map((t) => t.reason),
            reference,
            `vendor:${round.vendor}`,
            transfers.flatMap((t) => [t.key, t.key]),
            transfers.flatMap(() =>
              party.walletId < party.houseId
                ? [party.walletId, party.houseId]
                : [party.houseId, party.walletId],
            ),
            transfers.flatMap((t) =>
              party.walletId < party.houseId ? [t.amount, -t.amount] : [-t.amount, t.amount],
            ),
            transfers.flatMap((t) =>
              party.walletId < party.houseId ? [t.wallet, t.house] : [t.house, t.wallet],
            ),
            [party.walletId, party.houseId],
            [winAmount - betAmount, betAmount - winAmount],
            betAmount,
            winAmount,
            status,
            settles,
            roundId,
            JSON.stringify(answer),
            [...claimedId.values()],
            round.at,
            event?.type ?? null,
            event?.key ?? null,
            event ? JSON.stringify(event.payload) : null,
            version,
          ],
          'game_wallet_play_write',
          { commit: true },
        );
        const byKey = new Map(written.map((w) => [w.key, w]));
        for (const t of transfers) {
          const row = byKey.get(t.key)!;
          const legs = [
            { accountId: party.walletId, amount: t.amount, balanceAfter: t.wallet },
            { accountId: party.houseId, amount: -t.amount, balanceAfter: t.house },
          ].sort((a, b) => a.accountId - b.accountId);
          posted.push({
            transferId: Number(row.id),
            idempotencyKey: t.key,
            reason: t.reason,
            reference,
            createdAt: new Date(row.created_at as string),
            entries: legs,
            replayed: false,
          });
        }
        return {
          answer,
          replayed: false,
          settledRoundId: settles ? roundId : null,
          roundId,
        } satisfies GameWalletResult;
      });
      if (posted.length > 0) this.announce(posted);
      return result;
    } catch (err) {
      if (err instanceof Refusal) return err.result;
      throw err;
    }
  }

  /**
   * Reverses a bet (the stake goes back). An unknown original leaves a tombstone and answers OK;
   * a bet rolled back before answers OK again without moving money.
   */
  async rollback(input: {
    party: GameWalletParty;
    vendor: string;
    vendorRoundId: string;
    tx: GameWalletTxId;
    originalTransactionId: string;
    /** Business time (the app's clock): the time of the outcome event a rollback may write. */
    at?: Date;
  }): Promise<GameWalletResult> {
    const { party, vendor } = input;
    const posted: PostedTransfer[] = [];
    try {
      const result = await this.runner.transaction(async (q) => {
        const claimed = await q.query<{ id: unknown }>(
          `INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
             player_id, account_id, amount, currency, request_hash, original_transaction_id)
           VALUES ($1, $2, 'rollback', $3, $4, $5, 0, $6, $7, $8)
           ON CONFLICT (vendor, transaction_id) DO NOTHING RETURNING id`,
          [
            vendor,
            input.tx.transactionId,
            input.vendorRoundId,
            party.playerId,
            party.accountId,
            party.currency,
            input.tx.requestHash,
            input.originalTransactionId,
          ],
        );
        if (claimed.length === 0) {
          await answerReplay(q, vendor, [{ ...input.tx, kind: 'rollback' }], true);
        }
        const rollbackId = Number(claimed[0]!.id);
        const original = await findOriginal(q, vendor, input, party);
        const okAnswer = async (balance?: number): Promise<GameWalletResult> => {
          const answer: GameWalletAnswer = {
            status: 'OK',
            balance: balance ?? (await currentBalance(q, party.walletId)),
            currency: party.currency,
            platformTransactionId: String(rollbackId),
          };
          await q.query(`UPDATE game_wallet_transactions SET answer = $2::jsonb WHERE id = $1`, [
            rollbackId,
            JSON.stringify(answer),
          ]);
          return { answer, replayed: false, settledRoundId: null, roundId: null };
        };
        // Nothing to reverse: unknown (now a tombstone), reversed before, or a refused bet.
        if (
          original === null ||
          original.kind === 'tombstone' ||
          original.rolled_back_by ||
          original.round_id === null
        ) {
          return okAnswer();
        }
        const roundId = Number(original.round_id);
        const amount = Number(original.amount);
        const [round] = await q.query<{
          bet: unknown;
          win: unknown;
          status: string;
          version: number;
          game_code: string;
          game_id: unknown;
          category: string;
        }>(
          `SELECT bet, win, status, version, game_code, game_id, category
             FROM game_rounds WHERE id = $1 FOR UPDATE`,
          [roundId],
        );
        const locked = await q.query<{ id: unknown; balance: unknown }>(
          `SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[])
           ORDER BY id FOR UPDATE`,
          [[party.walletId, party.houseId]],
        );
        const balances = new Map(locked.map((r) => [Number(r.id), Number(r.balance)]));
        const wallet = balances.get(party.walletId)! + amount;
        const house = balances.get(party.houseId)! - amount;
        const bet = Number(round!.bet) - amount;
        const status = bet === 0 && Number(round!.win) === 0 ? 'rolled_back' : round!.status;
        // A rollback on an ended round changes its outcome: voided when nothing is left of it,
        // else resettled (version + 1). An open round tells its outcome when it ends.
        const changesOutcome = round!.status === 'settled' && amount > 0;
        const version = round!.version + (changesOutcome ? 1 : 0);
        const event = changesOutcome
          ? outcomeEvent(status === 'rolled_back' ? 'wager.voided' : 'wager.resettled', {
              product: vendor,
              wagerId: input.vendorRoundId,
              accountId: party.accountId,
              currency: party.currency,
              category: round!.category,
              gameCode: round!.game_code,
              gameId: round!.game_id === null ? null : Number(round!.game_id),
              stake: status === 'rolled_back' ? Number(round!.bet) : bet,
              win: status === 'rolled_back' ? 0 : Number(round!.win),
              status: status === 'rolled_back' ? 'voided' : 'settled',
              ...(status === 'rolled_back' ? { result: 'void' as const } : {}),
              settledAt: input.at ?? new Date(),
              version,
            })
          : null;
        const answer: GameWalletAnswer = {
          status: 'OK',
          balance: wallet,
          currency: party.currency,
          platformTransactionId: String(rollbackId),
        };
        const key = `gw:${vendor}:${input.tx.transactionId}`;
        const reference = `round:${vendor}:${input.vendorRoundId}`;
        const low = party.walletId < party.houseId;
        const [t] = await q.query<{ id: unknown; created_at: unknown }>(
          `WITH t AS (
             INSERT INTO ledger_transfers (idempotency_key, request_hash, reason, reference, actor)
             SELECT $1, $2, 'rollback', $3, $4 WHERE $5::bigint > 0
             RETURNING id, created_at
           ), e AS (
             INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
             SELECT t.id, x.account_id, x.amount, x.balance_after
               FROM t, unnest($6::bigint[], $7::bigint[], $8::bigint[])
                         AS x(account_id, amount, balance_after)
           ), b AS (
             UPDATE ledger_accounts a
                SET balance = a.balance + d.delta, version = a.version + 1, updated_at = now()
               FROM unnest($6::bigint[], $7::bigint[]) AS d(id, delta)
              WHERE a.id = d.id AND d.delta <> 0
           ), r AS (
             UPDATE game_rounds SET bet = $9, valid_bet = greatest(valid_bet - $5, 0),
                    status = $10, updated_at = now(), version = $19
              WHERE id = $11
           ), o AS (
             UPDATE game_wallet_transactions SET rolled_back_by = $12 WHERE id = $13
           ), w AS (
             UPDATE game_wallet_transactions
                SET round_id = $11, amount = $5, answer = $14::jsonb,
                    ledger_transfer_id = (SELECT id FROM t)
              WHERE id = $15
           ), ev AS (
             INSERT INTO outbox_events (type, key, payload)
             SELECT $16, $17, $18::jsonb WHERE $16::text IS NOT NULL
             RETURNING pg_notify('outbox_events', '')
           )
           SELECT id, created_at FROM t WHERE (SELECT count(*) FROM ev) >= 0`,
          [
            key,
            input.tx.requestHash,
            reference,
            `vendor:${vendor}`,
            amount,
            low ? [party.walletId, party.houseId] : [party.houseId, party.walletId],
            low ? [amount, -amount] : [-amount, amount],
            low ? [wallet, house] : [house, wallet],
            bet,
            status,
            roundId,
            input.tx.transactionId,
            Number(original.id),
            JSON.stringify(answer),
            rollbackId,
            event?.type ?? null,
            event?.key ?? null,
            event ? JSON.stringify(event.payload) : null,
            version,
          ],
        );
        if (t) {
          posted.push({
            transferId: Number(t.id),
            idempotencyKey: key,
            reason: 'rollback',
            reference,
            createdAt: new Date(t.created_at as string),
            entries: [
              { accountId: party.walletId, amount, balanceAfter: wallet },
              { accountId: party.houseId, amount: -amount, balanceAfter: house },
            ].sort((a, b) => a.accountId - b.accountId),
            replayed: false,
          });
        }
        return { answer, replayed: false, settledRoundId: null, roundId };
      });
      if (posted.length > 0) this.announce(posted);
      return result;
    } catch (err) {
      if (err instanceof Refusal) return err.result;
      throw err;
    }
  }
}

/**
 * The rules of a bet, win or bet-win once its ids are claimed, in the order vendors expect them
 * answered. Every refusal but a win before its bet is stored: that win is answered
 * TRANSACTION_NOT_FOUND until the bet arrives (out-of-order delivery), then accepted.
 */
function checkPlay(
  call: {
    party: GameWalletParty;
    bet: { amount: number } | null;
    bonus: boolean;
    checks: GameWalletChecks;
  },
  claim: RoundRow & { account_status: string | null; session_live: boolean },
  wallet: number,
): void {
  const { party, checks } = call;
  if (checks.sessionTokenHash !== undefined) {
    if (claim.account_status !== 'active') refuseAndStore('PLAYER_BLOCKED');
    if (!claim.session_live) refuseAndStore('TOKEN_EXPIRED');
  }
  if (checks.refusal) refuseAndStore(checks.refusal);
  if (Number(claim.account_id) !== party.accountId) {
    refuseAndStore('INVALID_REQUEST', { message: 'The round belongs to another player' });
  }
  if (claim.currency !== party.currency) refuseAndStore('CURRENCY_MISMATCH');
  if (call.bet && claim.status === 'settled') refuseAndStore('ROUND_CLOSED');
  if (!call.bet && !call.bonus) {
    if (claim.created) {
      refuse('TRANSACTION_NOT_FOUND', { message: 'A win needs a round with a bet' });
    }
    if (claim.status === 'rolled_back') refuseAndStore('TRANSACTION_ROLLED_BACK');
  }
  if (wallet < (call.bet?.amount ?? 0)) {
    refuseAndStore('INSUFFICIENT_FUNDS', { balance: wallet, currency: party.currency });
  }
}

interface OriginalRow {
  id: unknown;
  kind: string;
  round_id: unknown;
  player_id: string;
  vendor_round_id: string;
  amount: unknown;
  rolled_back_by: string | null;
}

/**
 * The transaction a rollback names, locked; null after leaving a tombstone for an unknown one.
 * Only a bet of the same player and round can be rolled back.
 */
async function findOriginal(
  q: SqlRunner,
  vendor: string,
  input: { vendorRoundId: string; originalTransactionId: string },
  party: GameWalletParty,
): Promise<OriginalRow | null> {
  const select = () =>
    q.query<OriginalRow>(
      `SELECT id, kind, round_id, player_id, vendor_round_id, amount, rolled_back_by
         FROM game_wallet_transactions WHERE vendor = $1 AND transaction_id = $2 FOR UPDATE`,
      [vendor, input.originalTransactionId],
    );
  let [row] = await select();
  if (!row) {
    const tombstone = await q.query(
      `INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
         player_id, account_id, amount, currency, request_hash, answer)
       VALUES ($1, $2, 'tombstone', $3, $4, $5, 0, $6, '', $7::jsonb)
       ON CONFLICT (vendor, transaction_id) DO NOTHING RETURNING id`,
      [
        vendor,
        input.originalTransactionId,
        input.vendorRoundId,
        party.playerId,
        party.accountId,
        party.currency,
        JSON.stringify({ status: 'TRANSACTION_ROLLED_BACK' }),
      ],
    );
    if (tombstone.length > 0) return null;
    // The bet arrived (and committed) while we looked: roll it back.
    [row] = await select();
    if (!row) throw new Error('wallet transaction vanished after a conflict');
  }
  if (row.kind === 'tombstone') return row;
  if (row.kind !== 'bet') {
    refuse('INVALID_REQUEST', { message: 'Only a bet can be rolled back' });
  }
  if (row.player_id !== party.playerId || row.vendor_round_id !== input.vendorRoundId) {
    refuse('INVALID_REQUEST', {
      message: 'The original transaction is of another player or round',
    });
  }
  return row;
}

async function currentBalance(q: SqlRunner, walletId: number): Promise<number> {
  const [row] = await q.query<{ balance: unknown }>(
    'SELECT balance FROM ledger_accounts WHERE id = $1',
    [walletId],
  );
  return Number(row?.balance ?? 0);
}

/**
 * Some of the call's ids exist already: the stored answer when every id is a replay of the same
 * content, TRANSACTION_ROLLED_BACK for a bet whose id a rollback tombstoned, else a mismatch.
 * Always throws (the transaction rolls back and nothing changes).
 */
async function answerReplay(
  q: SqlRunner,
  vendor: string,
  calls: (GameWalletTxId & { kind: string })[],
  noneClaimed: boolean,
): Promise<never> {
  const rows = await q.query<StoredTxRow>(
    `SELECT id, transaction_id, kind, request_hash, answer FROM game_wallet_transactions
      WHERE vendor = $1 AND transaction_id = ANY($2::text[])`,
    [vendor, calls.map((c) => c.transactionId)],
  );
  const byTx = new Map(rows.map((r) => [r.transaction_id, r]));
  if (calls.some((c) => c.kind === 'bet' && byTx.get(c.transactionId)?.kind === 'tombstone')) {
    refuse('TRANSACTION_ROLLED_BACK');
  }
  const same = calls.every((c) => byTx.get(c.transactionId)?.request_hash === c.requestHash);
  const last = byTx.get(calls[calls.length - 1]!.transactionId);
  if (!noneClaimed || !same || !last?.answer) refuse('DUPLICATE_TRANSACTION_MISMATCH');
  throw new Refusal({
    answer: last!.answer!,
    replayed: true,
    settledRoundId: null,
    roundId: null,
  });
}
