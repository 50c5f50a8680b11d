import crypto from 'node:crypto';
import { AppError } from '../../../platform/errors.js';
import { EVENT_CATALOGUE } from '../../../platform/events/event-catalogue.js';
import type {
  BatchedStatement,
  PostedTransfer,
  SqlRunner,
  TransactionalRunner,
} from '../ledger/index.js';
import { openMoneyGate, type MoneyGate } from '../money-gate/index.js';
import { gatePlaces } from './wager-gate.js';
import { applyWagerOp, type WagerState } from './wager-rules.js';
import { CLAIM_SQL, REPLAY_SQL, WRITE_SQL } from './wager-statements.js';
import type {
  TWagerStatus,
  WagerAccepted,
  WagerKey,
  WagerOp,
  WagerOpResult,
  WagerRefused,
} from './wager-types.js';

interface RoundRow {
  id: string;
  vendor: string;
  vendor_round_id: string;
  leg: number;
  account_id: string;
  status: 'open' | 'settled' | 'voided' | 'rolled_back';
  bet: string;
  win: string;
  version: number;
  currency: string;
  game_code: string;
  game_id: string | null;
  category: string;
  opened_at: string;
  settled_at: string | null;
}

interface ClaimRow {
  claimed: { id: string; p: string; w: string; l: number; k: string; s: number }[] | null;
  rounds: RoundRow[] | null;
  members: { id: string; state: string; limited: boolean }[] | null;
  locked: { id: string; balance: string }[] | null;
}

interface StoredOp {
  id: string;
  p: string;
  w: string;
  l: number;
  k: string;
  s: number;
  hash: string;
  account: string;
  result: StoredResult | null;
}

interface StoredResult {
  balance: number;
  status: TWagerStatus;
  version: number;
  operationId: number;
  roundId: number;
  transferId: number | null;
}

export interface RunOptions {
  also?: (results: WagerOpResult[]) => BatchedStatement[];
  /**
   * The caller's statements sent in the claim's round trip, before it (a product's own row that
   * must exist with the wager, say); an error in them aborts the transaction.
   */
  before?: BatchedStatement[];
}

/**
 * The batch ended without a write: its claims roll back and these results are answered (thrown
 * out of the transaction so that it rolls back; `run` answers the results).
 */
export class NothingWritten extends Error {
  constructor(readonly results: WagerOpResult[]) {
    super('nothing written');
  }
}

const SEP = '\u001f';
const wagerKeyOf = (k: WagerKey) => `${k.product}${SEP}${k.wagerId}${SEP}${k.leg}`;
const seqOf = (op: WagerOp) => (op.kind === 'resettle' ? op.version : 0);
const opKeyOf = (op: WagerOp) => `${wagerKeyOf(op.key)}${SEP}${op.kind}${SEP}${seqOf(op)}`;

/** The content hash of an operation: a replay must match it exactly. */
export function wagerOpHash(op: WagerOp): string {
  const amounts =
    op.kind === 'place'
      ? [op.stake, op.game.gameCode]
      : op.kind === 'void'
        ? []
        : [op.win, op.result ?? null];
  return crypto.hash(
    'sha256',
    JSON.stringify([op.kind, op.member.accountId, op.member.currency, seqOf(op), ...amounts]),
    'hex',
  );
}

/** The outbox key of a wager's events (consumers order one wager's events by `version`). */
export const wagerEventKey = (k: WagerKey) => `wager:${k.product}:${k.wagerId}:${k.leg}`;

/** The ledger reference of a wager's transfers (reconciliation joins it to game_rounds). */
export const wagerReference = (k: WagerKey) =>
  k.leg === 0 ? `round:${k.product}:${k.wagerId}` : `round:${k.product}:${k.wagerId}:${k.leg}`;

/**
 * The wager core: place, settle, void and resettle of any product's wagers, keyed by (product,
 * wager id, leg) and idempotent on it. One call takes a batch of operations (a spin's place and
 * settle together; later a group commit of many members) and runs it as one short transaction of
 * two statements on the driver (claim and lock; write and commit): the play row
 * (game_rounds), the ledger postings and the `wager.*` outbox events commit together.
 *
 * Each operation is answered on its own: accepted (balance after, ids), a replay of an earlier
 * identical operation (the first answer), or refused with a code (nothing of it is written).
 * Operations of a batch apply in order, so a settle after a refused place is WAGER_NOT_FOUND.
 */
export class WagerCore {
  constructor(
    private readonly runner: TransactionalRunner,
    private readonly announce: (posted: PostedTransfer[]) => void,
    /** Responsible gaming: asked for the stakes of members whose account says spend_limited. */
    private readonly moneyGate: MoneyGate = openMoneyGate,
  ) {}

  /** A ledger account's balance (a member's wallet). */
  async balanceOf(walletId: number): Promise<number> {
    const rows = await this.runner.query<{ balance: unknown }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1',
      [walletId],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  /**
   * Runs a batch; answers one result per operation, in order. Retries a deadlock.
   * `also`: the caller's own statements for the same transaction, given the results before the
   * write (a product's row that records the balance after, say); they travel in the write's round
   * trip and run only when the batch writes.
   */
  async run(ops: WagerOp[], options: RunOptions = {}): Promise<WagerOpResult[]> {
    if (ops.length === 0) return [];
    assertDistinct(ops);
    for (let attempt = 1; ; attempt++) {
      const posted: PostedTransfer[] = [];
      try {
        const results = await this.runner.transaction((q) => this.apply(q, ops, posted, options));
        if (posted.length > 0) this.announce(posted);
        return results;
      } catch (err) {
        if (err instanceof NothingWritten) return err.results;
        const code = (err as { code?: string }).code;
        if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
      }
    }
  }

  /**
   * Runs a batch inside the caller's driver transaction `q` (its earlier statements took their
   * locks first: keep the lock order). Transfers to announce after the commit are pushed to
   * `posted` (`announcePosted`). A batch that writes nothing throws NothingWritten (roll back,
   * answer its results); the caller retries deadlocks.
   */
  runIn(
    q: SqlRunner,
    ops: WagerOp[],
    options: RunOptions,
    posted: PostedTransfer[],
  ): Promise<WagerOpResult[]> {
    assertDistinct(ops);
    return this.apply(q, ops, posted, options);
  }

  /** Tells the ledger's listeners about a committed `runIn`'s transfers. */
  announcePosted(posted: PostedTransfer[]): void {
    if (posted.length > 0) this.announce(posted);
  }

  private async apply(
    q: SqlRunner,
    ops: WagerOp[],
    posted: PostedTransfer[],
    options: RunOptions,
  ): Promise<WagerOpResult[]> {
    const hashes = ops.map(wagerOpHash);
    const wagerKeys = [...new Map(ops.map((op) => [wagerKeyOf(op.key), op.key])).values()];
    const memberIds = [...new Set(ops.map((op) => op.member.accountId))];
    const ledgerIds = [...new Set(ops.flatMap((op) => [op.member.walletId, op.member.houseId]))];
    const [claim] = await q.query<ClaimRow>(
      CLAIM_SQL,
      [
        ops.map((op) => op.key.product),
        ops.map((op) => op.key.wagerId),
        ops.map((op) => op.key.leg),
        ops.map((op) => op.kind),
        ops.map(seqOf),
        hashes,
        ops.map((op) => op.member.accountId),
        memberIds,
        ledgerIds,
        ops[0]!.at, // issue 24: a time-out or self-exclusion in force at the batch's time
      ],
      'wager_core_claim',
      { before: options.before ?? [] },
    );
    const claimedId = new Map(
      (claim!.claimed ?? []).map((c) => [
        `${c.p}${SEP}${c.w}${SEP}${c.l}${SEP}${c.k}${SEP}${c.s}`,
        Number(c.id),
      ]),
    );
    let roundRows = claim!.rounds ?? [];
    const stored = new Map<string, StoredOp>();
    if (claimedId.size < ops.length) {
      // Replays: their rows committed after this statement's snapshot; read them (and the
      // wagers they changed) again.
      const unclaimed = ops.filter((op) => !claimedId.has(opKeyOf(op)));
      const [again] = await q.query<{ stored: StoredOp[] | null; rounds: RoundRow[] | null }>(
        REPLAY_SQL,
        [
          wagerKeys.map((k) => k.product),
          wagerKeys.map((k) => k.wagerId),
          wagerKeys.map((k) => k.leg),
          unclaimed.map((op) => op.key.product),
          unclaimed.map((op) => op.key.wagerId),
          unclaimed.map((op) => op.key.leg),
          unclaimed.map((op) => op.kind),
          unclaimed.map(seqOf),
        ],
      );
      for (const s of again!.stored ?? []) {
        stored.set(`${s.p}${SEP}${s.w}${SEP}${s.l}${SEP}${s.k}${SEP}${s.s}`, s);
      }
      roundRows = again!.rounds ?? [];
    }
    const rounds = new Map<string, { id: number | null; state: WagerState }>();
    for (const r of roundRows) {
      rounds.set(`${r.vendor}${SEP}${r.vendor_round_id}${SEP}${r.leg}`, {
        id: Number(r.id),
        state: stateOf(r),
      });
    }
    const accountState = new Map((claim!.members ?? []).map((m) => [Number(m.id), m.state]));
    const balances = new Map((claim!.locked ?? []).map((l) => [Number(l.id), Number(l.balance)]));
    const gated = await gatePlaces(q, this.moneyGate, ops, {
      claimed: (op) => claimedId.has(opKeyOf(op)),
      wagerKey: (op) => wagerKeyOf(op.key),
      rounds,
      accountState,
      limited: new Set((claim!.members ?? []).filter((m) => m.limited).map((m) => Number(m.id))),
      balances,
    });

    const results: (WagerOpResult | null)[] = [];
    const refusedClaims: number[] = [];
    const transfers: {
      key: string;
      hash: string;
      reason: string;
      reference: string;
      actor: string;
      op: WagerOp;
      amount: number;
      wallet: number;
      house: number;
    }[] = [];
    const accepted: { index: number; op: WagerOp; id: number; transferKey: string | null }[] = [];
    const touched = new Set<string>();
    const events: { type: string; key: string; payload: unknown }[] = [];

    ops.forEach((op, index) => {
      const opKey = opKeyOf(op);
      const id = claimedId.get(opKey);
      if (id === undefined) {
        results.push(replayOf(stored.get(opKey), hashes[index]!, op));
        return;
      }
      const wk = wagerKeyOf(op.key);
      const current = rounds.get(wk);
      const wallet = balances.get(op.member.walletId) ?? 0;
      const limitRefusal = gated.get(index);
      const effect = limitRefusal
        ? ('LIMIT_EXCEEDED' as const)
        : current?.state && isRolledBack(current.state)
          ? ('WAGER_CONFLICT' as const)
          : applyWagerOp(op, current?.state, accountState.get(op.member.accountId), wallet);
      if (typeof effect === 'string') {
        refusedClaims.push(id);
        results.push({
          ok: false,
          code: effect,
          balance: wallet,
          ...(limitRefusal ? { details: limitRefusal.details } : {}),
        } satisfies WagerRefused);
        return;
      }
      rounds.set(wk, { id: current?.id ?? null, state: effect.next });
      touched.add(wk);
      let transferKey: string | null = null;
      if (effect.amount !== 0) {
        const house = balances.get(op.member.houseId) ?? 0;
        balances.set(op.member.walletId, wallet + effect.amount);
        balances.set(op.member.houseId, house - effect.amount);
        transferKey = `wager:${opKey.split(SEP).join(':')}`;
        transfers.push({
          key: transferKey,
          hash: hashes[index]!,
          reason: op.kind === 'place' ? 'bet' : op.kind === 'void' ? 'rollback' : 'win',
          reference: wagerReference(op.key),
          actor: `vendor:${op.key.product}`,
          op,
          amount: effect.amount,
          wallet: wallet + effect.amount,
          house: house - effect.amount,
        });
      }
      if (effect.event) {
        const s = effect.next;
        const payload = EVENT_CATALOGUE[effect.event].parse({
          product: op.key.product,
          wagerId: op.key.wagerId,
          leg: op.key.leg,
          accountId: op.member.accountId,
          currency: s.currency,
          category: s.game.category,
          gameCode: s.game.gameCode,
          gameId: s.game.gameId,
          stake: s.status === 'voided' ? s.voidedStake : s.stake,
          win: s.win,
          status: s.status === 'voided' ? 'voided' : 'settled',
          ...(s.status === 'voided'
            ? { result: 'void' as const }
            : op.kind !== 'void' && 'result' in op && op.result
              ? { result: op.result }
              : {}),
          settledAt: (s.settledAt ?? op.at).toISOString(),
          version: s.version,
        });
        events.push({ type: effect.event, key: wagerEventKey(op.key), payload });
      }
      accepted.push({ index, op, id, transferKey });
      results.push({
        ok: true,
        balance: wallet + effect.amount,
        roundId: 0,
        transferId: null,
        operationId: id,
        status: effect.next.status,
        version: effect.next.version,
        replayed: false,
      });
    });

    if (accepted.length === 0) {
      // Only replays and refusals: nothing to write; refused claims go with a rollback.
      if (refusedClaims.length > 0) throw new NothingWritten(results as WagerOpResult[]);
      return results as WagerOpResult[];
    }

    const deltas = new Map<number, number>();
    for (const t of transfers) {
      deltas.set(t.op.member.walletId, (deltas.get(t.op.member.walletId) ?? 0) + t.amount);
      deltas.set(t.op.member.houseId, (deltas.get(t.op.member.houseId) ?? 0) - t.amount);
    }
    const written = [...touched].map((wk) => {
      const [product, wagerId, leg] = wk.split(SEP);
      return { product: product!, wagerId: wagerId!, leg: Number(leg), s: rounds.get(wk)!.state };
    });
    const lastAt = new Map<string, Date>();
    for (const a of accepted) lastAt.set(wagerKeyOf(a.op.key), a.op.at);
    const rows = await q.query<{ kind: string; name: string; id: string; created_at: unknown }>(
      WRITE_SQL,
      [
        transfers.map((t) => t.key),
        transfers.map((t) => t.hash),
        transfers.map((t) => t.reason),
        transfers.map((t) => t.reference),
        transfers.map((t) => t.actor),
        transfers.flatMap((t) => [t.key, t.key]),
        transfers.flatMap((t) => [t.op.member.walletId, t.op.member.houseId]),
        transfers.flatMap((t) => [t.amount, -t.amount]),
        transfers.flatMap((t) => [t.wallet, t.house]),
        [...deltas.keys()],
        [...deltas.values()],
        written.map((w) => w.product),
        written.map((w) => w.wagerId),
        written.map((w) => w.leg),
        written.map((w) => w.s.accountId),
        written.map((w) => w.s.game.gameCode),
        written.map((w) => w.s.game.gameId),
        written.map((w) => w.s.game.category),
        written.map((w) => w.s.currency),
        written.map((w) => w.s.stake),
        written.map((w) => (w.s.status === 'voided' ? 0 : w.s.stake)),
        written.map((w) => w.s.win),
        written.map((w) => w.s.status),
        written.map((w) => w.s.version),
        written.map((w) => w.s.openedAt),
        written.map((w) => w.s.settledAt),
        written.map((w) => lastAt.get(`${w.product}${SEP}${w.wagerId}${SEP}${w.leg}`)!),
        accepted.map((a) => a.id),
        accepted.map((a) => {
          const r = results[a.index] as WagerAccepted;
          return JSON.stringify({
            balance: r.balance,
            status: r.status,
            version: r.version,
            operationId: r.operationId,
          });
        }),
        accepted.map((a) => a.op.key.product),
        accepted.map((a) => a.op.key.wagerId),
        accepted.map((a) => a.op.key.leg),
        accepted.map((a) => a.transferKey),
        refusedClaims,
        events.map((e) => e.type),
        events.map((e) => e.key),
        events.map((e) => JSON.stringify(e.payload)),
      ],
      'wager_core_write',
      { commit: true, also: options.also?.(results as WagerOpResult[]) ?? [] },
    );
    const transferRows = new Map(rows.filter((r) => r.kind === 't').map((r) => [r.name, r]));
    const roundIds = new Map(rows.filter((r) => r.kind === 'r').map((r) => [r.name, Number(r.id)]));
    for (const a of accepted) {
      const r = results[a.index] as WagerAccepted;
      r.roundId = roundIds.get(wagerKeyOf(a.op.key))!;
      r.transferId = a.transferKey ? Number(transferRows.get(a.transferKey)!.id) : null;
    }
    for (const t of transfers) {
      const row = transferRows.get(t.key)!;
      posted.push({
        transferId: Number(row.id),
        idempotencyKey: t.key,
        reason: t.reason as PostedTransfer['reason'],
        reference: t.reference,
        createdAt: new Date(row.created_at as string),
        entries: [
          { accountId: t.op.member.walletId, amount: t.amount, balanceAfter: t.wallet },
          { accountId: t.op.member.houseId, amount: -t.amount, balanceAfter: t.house },
        ].sort((x, y) => x.accountId - y.accountId),
        replayed: false,
      });
    }
    return results as WagerOpResult[];
  }
}

function assertDistinct(ops: WagerOp[]): void {
  if (new Set(ops.map(opKeyOf)).size !== ops.length) {
    throw new AppError('VALIDATION_ERROR', 'A batch names the same operation twice');
  }
}

function stateOf(r: RoundRow): WagerState {
  const voided = r.status === 'voided';
  return {
    accountId: Number(r.account_id),
    currency: r.currency,
    game: {
      gameCode: r.game_code,
      gameId: r.game_id === null ? null : Number(r.game_id),
      category: r.category,
    },
    // A vendor protocol's rolled-back round is not the core's: it refuses operations on it.
    status:
      r.status === 'rolled_back' ? ('rolled_back' as TWagerStatus) : voided ? 'voided' : r.status,
    stake: Number(r.bet),
    win: Number(r.win),
    version: r.version,
    openedAt: new Date(r.opened_at),
    settledAt: r.settled_at ? new Date(r.settled_at) : null,
    voidedStake: 0,
  };
}

function isRolledBack(s: WagerState): boolean {
  return (s.status as string) === 'rolled_back';
}

/** The first answer of an identical operation; other content (or another member) is refused. */
function replayOf(row: StoredOp | undefined, hash: string, op: WagerOp): WagerOpResult {
  if (!row || !row.result || row.hash !== hash || Number(row.account) !== op.member.accountId) {
    return { ok: false, code: 'WAGER_CONFLICT' };
  }
  const r = row.result;
  return {
    ok: true,
    balance: Number(r.balance),
    roundId: Number(r.roundId),
    transferId: r.transferId === null ? null : Number(r.transferId),
    operationId: Number(r.operationId),
    status: r.status,
    version: r.version,
    replayed: true,
  };
}
