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
import {
  applyLegs,
  decideWagerOp,
  memberCurrencyKey,
  playableAfter,
  type ClaimedBonus,
  type FundingContext,
  type FundingLeg,
} from './wager-funding.js';
import { gatePlaces } from './wager-gate.js';
import type { WagerState } from './wager-rules.js';
import {
  CLAIM_SQL,
  LOCK_WAGERS_SQL,
  PLAYABLE_SQL,
  REPLAY_SQL,
  UNCLAIM_SQL,
  WRITE_SQL,
} from './wager-statements.js';
import type {
  TWagerStatus,
  VendorOp,
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
  sides: Record<string, number> | null;
  bonus_id: string | null;
  bonus_bet: string;
  bonus_win: string;
}

interface ClaimRow {
  claimed:
    { id: string; p: string; w: string; l: number; k: string; s: number; r: string }[] | null;
  rounds: RoundRow[] | null;
  members: { id: string; state: string; limited: boolean }[] | null;
  bonuses:
    | {
        id: string;
        account: string;
        currency: string;
        status: string;
        drawOrder: string | null;
        products: string[] | null;
        maxBet: number | null;
      }[]
    | null;
  locked:
    | { id: string; balance: string; purpose: string; owner: string | null; currency: string }[]
    | null;
}

interface StoredOp {
  id: string;
  p: string;
  w: string;
  l: number;
  k: string;
  s: number;
  r: string;
  hash: string;
  account: string;
  result: StoredResult | null;
}

interface StoredResult {
  balance: number;
  /** Absent on results stored before issue 26 (then the balance). */
  playable?: number;
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
  /** The rows of each `before` statement, in order, once the claim's round trip answered. */
  onBefore?: (rows: unknown[][]) => void;
  /**
   * Asked right after the claim (after `onBefore`): true refuses every operation of the batch
   * (`CALLER_REFUSED`, nothing of it written) on the caller's own rule (a vendor's launch token).
   */
  veto?: () => boolean;
  /**
   * A batch that only refuses still runs the statements `also(results)` gives (its claims deleted,
   * then commit) instead of rolling back: the caller keeps its answer to the refusal (a vendor
   * protocol's stored refusal). No statements: it rolls back as usual.
   */
  alsoOnRefusal?: boolean;
  /**
   * All or nothing: when any operation is refused, every operation of the batch is (the accepted
   * ones answer the first refusal) and the batch rolls back (a vendor's bet-win is one call).
   */
  atomic?: boolean;
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
/** A vendor-shaped operation's own id (the vendor's transaction id); '' for the core's kinds. */
const refOf = (op: WagerOp) =>
  op.kind === 'stake' || op.kind === 'credit' || op.kind === 'refund' ? op.ref : '';
const opKeyOf = (op: WagerOp) =>
  `${wagerKeyOf(op.key)}${SEP}${op.kind}${SEP}${seqOf(op)}${SEP}${refOf(op)}`;
const rowKeyOf = (c: { p: string; w: string; l: number; k: string; s: number; r: string }) =>
  `${c.p}${SEP}${c.w}${SEP}${c.l}${SEP}${c.k}${SEP}${c.s}${SEP}${c.r}`;
const isVendorOp = (op: WagerOp): op is VendorOp =>
  op.kind === 'stake' || op.kind === 'credit' || op.kind === 'refund';

/** The content hash of an operation: a replay must match it exactly. */
export function wagerOpHash(op: WagerOp): string {
  const amounts =
    op.kind === 'place'
      ? [op.stake, op.game.gameCode]
      : op.kind === 'void'
        ? []
        : op.kind === 'stake'
          ? [op.ref, op.amount, op.game.gameCode, op.ends]
          : op.kind === 'credit'
            ? [op.ref, op.amount, op.ends, op.bonus]
            : op.kind === 'refund'
              ? [op.ref, op.amount]
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

  /**
   * What a member can stake on a game of `category` now: the main wallet plus the active bonus's
   * wallet when the category is one of its products (what a game shows as the balance).
   */
  async playableOf(
    member: { accountId: number; walletId: number; currency: string },
    category: string,
    q: SqlRunner = this.runner,
  ): Promise<number> {
    const rows = await q.query<{ playable: unknown }>(PLAYABLE_SQL, [
      member.walletId,
      member.accountId,
      member.currency,
      category,
    ]);
    return Number(rows[0]?.playable ?? 0);
  }

  /** A ledger account's balance (a member's wallet). */
  async balanceOf(walletId: number, q: SqlRunner = this.runner): Promise<number> {
    const rows = await q.query<{ balance: unknown }>(
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
        ops.map(refOf),
        [...new Set(ops.map((op) => op.member.currency))],
      ],
      'wager_core_claim',
      {
        before: [
          ...(options.before ?? []),
          // Vendor-shaped operations may open one wager from two calls at once (two bets of a
          // new round): they queue on the wager's key before the claim reads its row.
          ...(ops.some(isVendorOp)
            ? [
                {
                  name: 'wager_core_lock_wagers',
                  text: LOCK_WAGERS_SQL,
                  params: [wagerKeys.map(wagerKeyOf)],
                },
              ]
            : []),
        ],
        onBefore: (rows) => options.onBefore?.(rows.slice(0, options.before?.length ?? 0)),
      },
    );
    const claimedId = new Map((claim!.claimed ?? []).map((c) => [rowKeyOf(c), Number(c.id)]));
    if (options.veto?.()) {
      const refused = ops.map((): WagerOpResult => ({ ok: false, code: 'CALLER_REFUSED' }));
      return this.refuseAll(q, refused, [...claimedId.values()], options);
    }
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
          unclaimed.map(refOf),
        ],
      );
      for (const s of again!.stored ?? []) stored.set(rowKeyOf(s), s);
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
    const funding = fundingOf(claim!);
    const balances = funding.balances;
    const gated = await gatePlaces(q, this.moneyGate, ops, {
      claimed: (op) => claimedId.has(opKeyOf(op)),
      wagerKey: (op) => wagerKeyOf(op.key),
      rounds,
      accountState,
      limited: new Set((claim!.members ?? []).filter((m) => m.limited).map((m) => Number(m.id))),
      funding,
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
      /** The legs with each account's balance after them. */
      entries: (FundingLeg & { balanceAfter: number })[];
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
        : decideWagerOp(op, current?.state, accountState.get(op.member.accountId), funding);
      if (typeof effect === 'string') {
        refusedClaims.push(id);
        results.push({
          ok: false,
          code: effect,
          balance: wallet,
          playable: playableAfter(op, current?.state.game.category || gameCategoryOf(op), funding),
          ...(limitRefusal ? { details: limitRefusal.details } : {}),
        } satisfies WagerRefused);
        return;
      }
      rounds.set(wk, { id: current?.id ?? null, state: effect.next });
      touched.add(wk);
      let transferKey: string | null = null;
      const legs = effect.legs.filter((l) => l.amount !== 0);
      if (legs.length > 0) {
        applyLegs(legs, funding);
        // The core's kinds keep their keys of before vendor-shaped operations came (no ref).
        transferKey = `wager:${opKey.split(SEP).join(':')}`.replace(/:$/, '');
        transfers.push({
          key: transferKey,
          hash: hashes[index]!,
          reason:
            op.kind === 'place' || op.kind === 'stake'
              ? 'bet'
              : op.kind === 'void' || op.kind === 'refund'
                ? 'rollback'
                : 'win',
          reference: wagerReference(op.key),
          actor: `vendor:${op.key.product}`,
          op,
          entries: legs.map((l) => ({ ...l, balanceAfter: balances.get(l.accountId)! })),
        });
      }
      if (effect.event) {
        const s = effect.next;
        const gone = s.status === 'voided' || s.status === 'rolled_back';
        const payload = EVENT_CATALOGUE[effect.event].parse({
          product: op.key.product,
          wagerId: op.key.wagerId,
          leg: op.key.leg,
          accountId: op.member.accountId,
          currency: s.currency,
          category: s.game.category,
          gameCode: s.game.gameCode,
          gameId: s.game.gameId,
          stake: gone ? s.voidedStake : s.stake,
          win: s.win,
          status: gone ? 'voided' : 'settled',
          ...(gone
            ? { result: 'void' as const }
            : (op.kind === 'settle' || op.kind === 'resettle') && op.result
              ? { result: op.result }
              : {}),
          settledAt: (s.settledAt ?? op.at).toISOString(),
          version: s.version,
          ...sidesOf(s),
        });
        events.push({ type: effect.event, key: wagerEventKey(op.key), payload });
      }
      accepted.push({ index, op, id, transferKey });
      results.push({
        ok: true,
        balance: balances.get(op.member.walletId) ?? 0,
        playable: playableAfter(op, effect.next.game.category, funding),
        roundId: 0,
        transferId: null,
        operationId: id,
        status: effect.next.status,
        version: effect.next.version,
        replayed: false,
      });
    });

    const firstRefusal = results.find((r) => r !== null && !r.ok);
    if (options.atomic && firstRefusal && accepted.length > 0) {
      // Rolled back, never kept: the money gate may have admitted an accepted stake in it.
      for (const a of accepted) results[a.index] = { ...(firstRefusal as WagerRefused) };
      throw new NothingWritten(results as WagerOpResult[]);
    }
    if (accepted.length === 0) {
      // Only replays and refusals: nothing to write; refused claims go with a rollback.
      if (refusedClaims.length > 0) {
        return this.refuseAll(q, results as WagerOpResult[], refusedClaims, options);
      }
      return results as WagerOpResult[];
    }

    const deltas = new Map<number, number>();
    for (const t of transfers) {
      for (const e of t.entries) deltas.set(e.accountId, (deltas.get(e.accountId) ?? 0) + e.amount);
    }
    const vendorShaped = new Set(
      accepted.filter((a) => isVendorOp(a.op)).map((a) => wagerKeyOf(a.op.key)),
    );
    const written = [...touched].map((wk) => {
      const [product, wagerId, leg] = wk.split(SEP);
      return {
        product: product!,
        wagerId: wagerId!,
        leg: Number(leg),
        s: rounds.get(wk)!.state,
        // A new play row's source: the vendor protocol's rounds keep 'seamless'.
        source: vendorShaped.has(wk) ? 'seamless' : 'wager',
      };
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
        transfers.flatMap((t) => t.entries.map(() => t.key)),
        transfers.flatMap((t) => t.entries.map((e) => e.accountId)),
        transfers.flatMap((t) => t.entries.map((e) => e.amount)),
        transfers.flatMap((t) => t.entries.map((e) => e.balanceAfter)),
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
        written.map((w) =>
          w.s.status === 'voided' || w.s.status === 'rolled_back' ? 0 : w.s.stake,
        ),
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
            playable: r.playable,
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
        written.map((w) => w.source),
        written.map((w) => (w.s.sides ? JSON.stringify(w.s.sides) : null)),
        written.map((w) => w.s.bonusId),
        written.map((w) => w.s.bonusStake),
        written.map((w) => w.s.bonusWin),
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
        entries: [...t.entries].sort((x, y) => x.accountId - y.accountId),
        replayed: false,
      });
    }
    return results as WagerOpResult[];
  }

  /**
   * A batch that writes nothing but refusals: rolled back (NothingWritten), or with
   * `alsoOnRefusal` and statements from `also`, its claims deleted and those statements committed.
   */
  private async refuseAll(
    q: SqlRunner,
    results: WagerOpResult[],
    claims: number[],
    options: RunOptions,
  ): Promise<WagerOpResult[]> {
    const also = options.alsoOnRefusal ? (options.also?.(results) ?? []) : [];
    if (also.length === 0) throw new NothingWritten(results);
    await q.query(UNCLAIM_SQL, [claims], 'wager_core_unclaim', { commit: true, also });
    return results;
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
    // A vendor round whose stakes were all given back: only vendor-shaped operations touch it.
    status: voided ? 'voided' : r.status,
    stake: Number(r.bet),
    win: Number(r.win),
    version: r.version,
    openedAt: new Date(r.opened_at),
    settledAt: r.settled_at ? new Date(r.settled_at) : null,
    voidedStake: 0,
    sides: r.sides,
    bonusId: r.bonus_id === null ? null : Number(r.bonus_id),
    bonusStake: Number(r.bonus_bet ?? 0),
    bonusWin: Number(r.bonus_win ?? 0),
  };
}

/** The claim's locked accounts and bonuses as the funding rules read them. */
function fundingOf(claim: ClaimRow): FundingContext {
  const balances = new Map<number, number>();
  const bonusWallets = new Map<string, number>();
  const promotion = new Map<string, number>();
  for (const l of claim.locked ?? []) {
    balances.set(Number(l.id), Number(l.balance));
    if (l.purpose === 'bonus' && l.owner !== null) {
      bonusWallets.set(memberCurrencyKey(Number(l.owner), l.currency), Number(l.id));
    } else if (l.purpose === 'promotion' && l.owner === null) {
      promotion.set(l.currency, Number(l.id));
    }
  }
  const activeBonuses = new Map<string, ClaimedBonus>();
  const bonusesById = new Map<number, ClaimedBonus>();
  for (const b of claim.bonuses ?? []) {
    const bonus: ClaimedBonus = {
      id: Number(b.id),
      accountId: Number(b.account),
      currency: b.currency,
      status: b.status,
      drawOrder: b.drawOrder === 'bonus_first' ? 'bonus_first' : 'real_first',
      products: b.products ?? [],
      maxBet: typeof b.maxBet === 'number' ? b.maxBet : null,
    };
    bonusesById.set(bonus.id, bonus);
    if (bonus.status === 'active') {
      activeBonuses.set(memberCurrencyKey(bonus.accountId, bonus.currency), bonus);
    }
  }
  return { balances, bonusWallets, activeBonuses, bonusesById, promotion };
}

/** The event's `sides` (only when stakes told sides). */
function sidesOf(s: WagerState): { sides?: { side: string; stake: number }[] } {
  const sides = Object.entries(s.sides ?? {}).map(([side, stake]) => ({ side, stake }));
  return sides.length > 0 ? { sides } : {};
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
    playable: Number(r.playable ?? r.balance),
    roundId: Number(r.roundId),
    transferId: r.transferId === null ? null : Number(r.transferId),
    operationId: Number(r.operationId),
    status: r.status,
    version: r.version,
    replayed: true,
  };
}

/** The game type an operation names ('' for the kinds that name no game: settle, void, ...). */
function gameCategoryOf(op: WagerOp): string {
  return 'game' in op ? op.game.category : '';
}
