import crypto from 'node:crypto';
import type { TVendorErrorCode } from '@lw/contracts';
import type {
  BatchedStatement,
  PostedTransfer,
  SqlRunner,
  TransactionalRunner,
} from '../../cashier/ledger/index.js';
import {
  NothingWritten,
  type TWagerRefusal,
  type VendorOp,
  type WagerCore,
  type WagerMember,
  type WagerOpResult,
} from '../../cashier/wagers/index.js';

/*
 * The seamless vendor protocol's bet, win, bet-win and rollback (spec/vendor-protocol.md) as the
 * wager core's vendor-shaped operations (stake, credit, refund): the core moves the money, keeps
 * the round (game_rounds) and writes the `wager.*` events; this file keeps what is the protocol's
 * own: the call's transaction ids and stored answers (game_wallet_transactions), the launch
 * token's rule, tombstones of rollbacks that came before their bet, and the protocol's answers.
 *
 * A bet, win or bet-win is the core's two round trips, with this module's statements in them:
 *   1. (BEGIN) games claims the call's transaction ids (insert-or-nothing on (vendor, id): a
 *      concurrent replay waits here for our commit) and reads the bettor's session and account;
 *      then the core claims its operations, locks the round and the wallets in id order;
 *   2. the core writes the ledger, the round and the outbox; games stores the answer (COMMIT).
 * Lock order: the call's ids, the core's operation keys, the round row, the ledger accounts.
 */

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
  /** The round the call touched (null for refusals and tombstones). */
  roundId: number | null;
}

/**
 * What a bet, win or bet-win checks besides the money (all optional: an in-process caller has no
 * launch session).
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

/** The canonical content hash of a wallet call (type, player, round, amounts, currency). */
export function walletRequestHash(parts: (string | number | boolean | null)[]): string {
  return crypto.hash('sha256', JSON.stringify(parts), 'hex');
}

/** An answer decided outside the core (a replay, a mismatch): thrown to roll back. */
class Answered extends Error {
  constructor(readonly result: GameWalletResult) {
    super(result.answer.status);
  }
}

const answered = (status: TVendorErrorCode, extra: Partial<GameWalletAnswer> = {}): never => {
  throw new Answered({
    answer: { ...extra, status } as GameWalletAnswer,
    replayed: false,
    roundId: null,
  });
};

interface PlayCall extends GameWalletTxId {
  kind: 'bet' | 'win';
  amount: number;
}

interface ClaimRow {
  claimed: { id: number; tx: string }[] | null;
  account_status: string | null;
  session_live: boolean;
}

interface StoredTxRow {
  id: unknown;
  transaction_id: string;
  kind: string;
  request_hash: string;
  answer: GameWalletAnswer | null;
}

/** Claims the call's ids, reads the bettor's account state and launch session (games' rows). */
const CLAIM_CALL = `WITH c AS (
  INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
    player_id, account_id, amount, currency, request_hash)
  SELECT $1, u.tx, u.kind, $2, $3, $4, u.amount, $5, u.hash
    FROM unnest($6::text[], $7::text[], $8::bigint[], $9::text[]) AS u(tx, kind, amount, hash)
  ON CONFLICT (vendor, transaction_id) DO NOTHING
  RETURNING id, transaction_id
)
SELECT (SELECT json_agg(json_build_object('id', c.id, 'tx', c.transaction_id)) FROM c) AS claimed,
       -- An account whose password must be changed first bets like a blocked one.
       (SELECT CASE WHEN a.play_restricted_until > $10 THEN 'play_restricted'
                    WHEN a.must_change_password THEN 'password_change_required'
                    ELSE a.status END
          FROM accounts a WHERE a.id = $4 AND $11::text IS NOT NULL) AS account_status,
       EXISTS (SELECT 1 FROM game_sessions s
                WHERE s.token_hash = $11 AND s.player_id = $3 AND s.vendor = $1
                  AND s.revoked_at IS NULL AND s.expires_at > $10) AS session_live`;

/** An accepted call's answer, with the round and transfer the core gave its operations. */
const STORE_ACCEPTED = `UPDATE game_wallet_transactions g
   SET answer = $3::jsonb, round_id = (o.result->>'roundId')::bigint,
       ledger_transfer_id = (o.result->>'transferId')::bigint
  FROM unnest($1::bigint[], $2::bigint[]) AS x(gid, oid)
  JOIN wager_operations o ON o.id = x.oid
 WHERE g.id = x.gid`;

/** A refusal kept as the call's final answer. */
const STORE_REFUSAL = `UPDATE game_wallet_transactions SET answer = $2::jsonb
  WHERE id = ANY($1::bigint[])`;

/**
 * The wallet calls of seamless vendors on the wager core. Answers are protocol answers; a call
 * that moved money announces its transfers (balance pushes) through the core.
 */
export class SeamlessWallet {
  constructor(
    private readonly runner: TransactionalRunner,
    private readonly wagers: WagerCore,
  ) {}

  /** A bet: the stake moves from the player to the house; ROUND_CLOSED after the round ended. */
  bet(input: {
    party: GameWalletParty;
    round: GameRoundRef;
    tx: GameWalletTxId;
    amount: number;
    roundEnded: boolean;
    checks?: GameWalletChecks;
  }): Promise<GameWalletResult> {
    return this.play(
      input.party,
      input.round,
      [{ ...input.tx, kind: 'bet', amount: input.amount }],
      { roundEnded: input.roundEnded, bonus: false, checks: input.checks ?? {} },
    );
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
    return this.play(
      input.party,
      input.round,
      [{ ...input.tx, kind: 'win', amount: input.amount }],
      { roundEnded: input.roundEnded, bonus: input.bonus, checks: input.checks ?? {} },
    );
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
    return this.play(
      input.party,
      input.round,
      [
        { ...input.betTx, kind: 'bet', amount: input.betAmount },
        { ...input.winTx, kind: 'win', amount: input.winAmount },
      ],
      { roundEnded: true, bonus: false, checks: input.checks ?? {} },
    );
  }

  private async play(
    party: GameWalletParty,
    round: GameRoundRef,
    calls: PlayCall[],
    options: { roundEnded: boolean; bonus: boolean; checks: GameWalletChecks },
  ): Promise<GameWalletResult> {
    const { checks } = options;
    const member = memberOf(party);
    const game = { gameCode: round.gameCode, gameId: round.gameId, category: round.category };
    const key = { product: round.vendor, wagerId: round.vendorRoundId, leg: 0 };
    const ops: VendorOp[] = calls.map((c, i) => {
      const ends = options.roundEnded && i === calls.length - 1;
      return c.kind === 'bet'
        ? {
            kind: 'stake',
            key,
            member,
            at: round.at,
            ref: c.transactionId,
            game,
            amount: c.amount,
            ends,
          }
        : {
            kind: 'credit',
            key,
            member,
            at: round.at,
            ref: c.transactionId,
            game,
            amount: c.amount,
            ends,
            bonus: options.bonus,
          };
    });
    let claim: ClaimRow | undefined;
    // Decided after the claim: a replay or mismatch (answered from the stored rows, rolled back)
    // or the protocol's own refusal of the bettor (kept as the call's answer).
    let own: { stored: boolean; status?: TVendorErrorCode } | null = null;
    const claimedIds = () => (claim?.claimed ?? []).map((c) => Number(c.id));
    const answerId = () =>
      String(claim!.claimed!.find((c) => c.tx === calls[calls.length - 1]!.transactionId)!.id);
    let answer: GameWalletAnswer | null = null;
    const results = await this.wagers.run(ops, {
      before: [
        {
          name: 'game_wallet_claim',
          text: CLAIM_CALL,
          params: [
            round.vendor,
            round.vendorRoundId,
            party.playerId,
            party.accountId,
            party.currency,
            calls.map((c) => c.transactionId),
            calls.map((c) => c.kind),
            calls.map((c) => c.amount),
            calls.map((c) => c.requestHash),
            round.at,
            checks.sessionTokenHash ?? null,
          ],
        },
      ],
      onBefore: (rows) => {
        claim = rows[0]![0] as ClaimRow;
      },
      veto: () => {
        own = null;
        if (claimedIds().length < calls.length) own = { stored: false };
        else if (checks.sessionTokenHash !== undefined && claim!.account_status !== 'active') {
          own = { stored: true, status: 'PLAYER_BLOCKED' };
        } else if (checks.sessionTokenHash !== undefined && !claim!.session_live) {
          own = { stored: true, status: 'TOKEN_EXPIRED' };
        } else if (checks.refusal) own = { stored: true, status: checks.refusal };
        return own !== null;
      },
      // A bet-win is one: a refusal of either half refuses both.
      atomic: true,
      alsoOnRefusal: true,
      also: (res) => {
        const refused = res.find((r): r is Extract<WagerOpResult, { ok: false }> => !r.ok);
        if (refused) {
          const status = refused.code === 'CALLER_REFUSED' ? own : protocolRefusal(refused.code);
          if (!status?.stored || !status.status) return [];
          answer = {
            status: status.status,
            ...(status.status === 'INSUFFICIENT_FUNDS'
              ? { balance: refused.playable ?? refused.balance ?? 0, currency: party.currency }
              : {}),
            ...(refused.code === 'WAGER_CONFLICT'
              ? { message: 'The round belongs to another player' }
              : {}),
          } as GameWalletAnswer;
          return [
            store('game_wallet_refusal', STORE_REFUSAL, [claimedIds(), JSON.stringify(answer)]),
          ];
        }
        const last = res[res.length - 1] as Extract<WagerOpResult, { ok: true }>;
        // The balance a vendor shows is what the player can stake on this game: the main wallet
        // plus an active bonus whose products include it (issue 26; the bet draws on both).
        answer = {
          status: 'OK',
          balance: last.playable,
          currency: party.currency,
          platformTransactionId: answerId(),
        };
        const byTx = new Map(claim!.claimed!.map((c) => [c.tx, Number(c.id)]));
        return [
          store('game_wallet_accepted', STORE_ACCEPTED, [
            calls.map((c) => byTx.get(c.transactionId)!),
            res.map((r) => (r as Extract<WagerOpResult, { ok: true }>).operationId),
            JSON.stringify(answer),
          ]),
        ];
      },
    });
    if (own && !(own as { stored: boolean }).stored) {
      return this.replayOf(round.vendor, calls, claimedIds().length === 0);
    }
    const refused = results.find((r) => !r.ok) as Extract<WagerOpResult, { ok: false }> | undefined;
    if (refused) {
      if (answer) return { answer, replayed: false, roundId: null };
      const status = protocolRefusal(refused.code);
      return {
        answer: {
          status: status.status,
          ...(refused.code === 'WAGER_NOT_FOUND'
            ? { message: 'A win needs a round with a bet' }
            : {}),
        } as GameWalletAnswer,
        replayed: false,
        roundId: null,
      };
    }
    const last = results[results.length - 1] as Extract<WagerOpResult, { ok: true }>;
    return { answer: answer!, replayed: false, roundId: last.roundId };
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
    at: Date;
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
          throw new Answered(
            await this.replayOf(vendor, [{ ...input.tx, kind: 'rollback' }], true, q),
          );
        }
        const rollbackId = Number(claimed[0]!.id);
        const original = await findOriginal(q, vendor, input, party);
        const okAnswer = (balance: number): GameWalletAnswer => ({
          status: 'OK',
          balance,
          currency: party.currency,
          platformTransactionId: String(rollbackId),
        });
        // Nothing to reverse: unknown (now a tombstone), reversed before, or a refused bet.
        if (
          original === null ||
          original.kind === 'tombstone' ||
          original.rolled_back_by ||
          original.round_id === null
        ) {
          const answer = okAnswer(await this.wagers.balanceOf(party.walletId, q));
          await q.query(`UPDATE game_wallet_transactions SET answer = $2::jsonb WHERE id = $1`, [
            rollbackId,
            JSON.stringify(answer),
          ]);
          return { answer, replayed: false, roundId: null };
        }
        let answer: GameWalletAnswer | null = null;
        const [done] = await this.wagers.runIn(
          q,
          [
            {
              kind: 'refund',
              key: { product: vendor, wagerId: input.vendorRoundId, leg: 0 },
              member: memberOf(party),
              at: input.at,
              ref: input.originalTransactionId,
              amount: Number(original.amount),
            },
          ],
          {
            also: ([r]) => {
              answer = okAnswer((r as Extract<WagerOpResult, { ok: true }>).playable);
              return [
                store(
                  'game_wallet_rolled_back',
                  `WITH o AS (
                     UPDATE game_wallet_transactions SET rolled_back_by = $2 WHERE id = $3
                   )
                   UPDATE game_wallet_transactions g
                      SET round_id = $4, amount = $5, answer = $6::jsonb,
                          ledger_transfer_id = (w.result->>'transferId')::bigint
                     FROM wager_operations w
                    WHERE g.id = $1 AND w.id = $7`,
                  [
                    rollbackId,
                    input.tx.transactionId,
                    Number(original.id),
                    Number(original.round_id),
                    Number(original.amount),
                    JSON.stringify(answer),
                    (r as Extract<WagerOpResult, { ok: true }>).operationId,
                  ],
                ),
              ];
            },
          },
          posted,
        );
        if (!done!.ok)
          answered('INVALID_REQUEST', { message: `The round refused it (${done!.code})` });
        return { answer: answer!, replayed: false, roundId: Number(original.round_id) };
      });
      this.wagers.announcePosted(posted);
      return result;
    } catch (err) {
      if (err instanceof Answered) return err.result;
      if (err instanceof NothingWritten) {
        const [r] = err.results;
        return {
          answer: {
            status: 'INVALID_REQUEST',
            message: `The round refused it (${!r!.ok ? r!.code : ''})`,
          },
          replayed: false,
          roundId: null,
        };
      }
      throw err;
    }
  }

  /**
   * Some of the call's ids exist already: the stored answer when every id is a replay of the same
   * content, TRANSACTION_ROLLED_BACK for a bet whose id a rollback tombstoned, else a mismatch.
   */
  private async replayOf(
    vendor: string,
    calls: (GameWalletTxId & { kind: string })[],
    noneClaimed: boolean,
    q: SqlRunner = this.runner,
  ): Promise<GameWalletResult> {
    const rows = await q.query<StoredTxRow>(
      `SELECT id, transaction_id, kind, request_hash, answer FROM game_wallet_transactions
        WHERE vendor = $1 AND transaction_id = ANY($2::text[])`,
      [vendor, calls.map((c) => c.transactionId)],
    );
    const byTx = new Map(rows.map((r) => [r.transaction_id, r]));
    const refusal = (status: TVendorErrorCode): GameWalletResult => ({
      answer: { status } as GameWalletAnswer,
      replayed: false,
      roundId: null,
    });
    if (calls.some((c) => c.kind === 'bet' && byTx.get(c.transactionId)?.kind === 'tombstone')) {
      return refusal('TRANSACTION_ROLLED_BACK');
    }
    const same = calls.every((c) => byTx.get(c.transactionId)?.request_hash === c.requestHash);
    const last = byTx.get(calls[calls.length - 1]!.transactionId);
    if (!noneClaimed || !same || !last?.answer) return refusal('DUPLICATE_TRANSACTION_MISMATCH');
    return { answer: last.answer, replayed: true, roundId: null };
  }
}

function memberOf(party: GameWalletParty): WagerMember {
  return {
    accountId: party.accountId,
    walletId: party.walletId,
    houseId: party.houseId,
    currency: party.currency,
  };
}

function store(name: string, text: string, params: unknown[]): BatchedStatement {
  return { name, text, params };
}

/**
 * A core refusal as the protocol's answer; `stored`: the call's final answer (a replay gets it
 * again). A win whose bet has not arrived is not stored: it is accepted once the bet arrives.
 */
function protocolRefusal(code: TWagerRefusal): { stored: boolean; status: TVendorErrorCode } {
  switch (code) {
    case 'WAGER_NOT_FOUND':
      return { stored: false, status: 'TRANSACTION_NOT_FOUND' };
    case 'ACCOUNT_LOCKED':
    case 'ACCOUNT_DISABLED':
    case 'PASSWORD_CHANGE_REQUIRED':
    case 'PLAY_RESTRICTED':
      return { stored: true, status: 'PLAYER_BLOCKED' };
    case 'INSUFFICIENT_FUNDS':
      return { stored: true, status: 'INSUFFICIENT_FUNDS' };
    // The protocol has no bonus code: a bet over the bonus's maximum is a bet limit.
    case 'LIMIT_EXCEEDED':
    case 'BONUS_MAX_BET':
      return { stored: true, status: 'LIMIT_EXCEEDED' };
    case 'WAGER_SETTLED':
    case 'WAGER_VOIDED':
      return { stored: true, status: 'ROUND_CLOSED' };
    case 'WAGER_ROLLED_BACK':
      return { stored: true, status: 'TRANSACTION_ROLLED_BACK' };
    case 'WAGER_CURRENCY_MISMATCH':
      return { stored: true, status: 'CURRENCY_MISMATCH' };
    default:
      return { stored: true, status: 'INVALID_REQUEST' };
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
  if (row.kind !== 'bet') answered('INVALID_REQUEST', { message: 'Only a bet can be rolled back' });
  if (row.player_id !== party.playerId || row.vendor_round_id !== input.vendorRoundId) {
    answered('INVALID_REQUEST', {
      message: 'The original transaction is of another player or round',
    });
  }
  return row;
}
