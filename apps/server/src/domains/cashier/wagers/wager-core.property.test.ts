import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-app.js';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../../../db/client.js';
import { driverRunner, LedgerService } from '../ledger/index.js';
import { WagerCore } from './wager-core.js';
import { fundedMember, testProduct, wagerEvents } from './wager-test-kit.js';
import type { WagerMember, WagerOp, WagerOpResult } from './wager-types.js';

/*
 * Random sequences of place, settle, void and resettle, and the vendor-shaped stake, credit and
 * refund (a seamless vendor's bet, win and rollback), on three wagers of one member, in any
 * order, with replays of earlier operations and batches raced against themselves (two
 * connections claiming the same keys at once), on the real database. A model written from the rules (not the core's code) says what each call answers;
 * at the end the wallet equals a recomputation from the surviving wagers, and the outbox holds
 * exactly the model's events.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let ledger: LedgerService;
let core: WagerCore;
/** A second process's core: its own pool on PostgreSQL (PGlite has one connection). */
let other: WagerCore;
let otherHandle: DatabaseHandle | null = null;
const START = 1_000;
const at = new Date('2026-03-01T10:00:00.000Z');
const game = { gameCode: 'g', gameId: null, category: 'RNG' };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  ledger = new LedgerService(db, database.handle.kind);
  core = new WagerCore(driverRunner(db, database.handle.kind), () => {});
  otherHandle = database.url ? await openDatabase({ url: database.url, poolSize: 4 }) : null;
  other = otherHandle
    ? new WagerCore(driverRunner(otherHandle.db, otherHandle.kind), () => {})
    : core;
});
afterAll(async () => {
  await otherHandle?.close();
  await database.drop();
});

const ZStep = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    w: fc.nat(2),
    amount: fc.integer({ min: 0, max: 400 }),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    w: fc.nat(2),
    amount: fc.integer({ min: 0, max: 800 }),
  }),
  fc.record({ kind: fc.constant('void' as const), w: fc.nat(2), amount: fc.constant(0) }),
  fc.record({
    kind: fc.constant('resettle' as const),
    w: fc.nat(2),
    amount: fc.integer({ min: 0, max: 800 }),
    // 0: the next version; otherwise a version that may be stale or ahead.
    version: fc.nat(4),
  }),
  fc.record({
    kind: fc.constant('stake' as const),
    w: fc.nat(2),
    ref: fc.nat(3),
    amount: fc.integer({ min: 0, max: 300 }),
    ends: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    w: fc.nat(2),
    ref: fc.nat(3),
    amount: fc.integer({ min: 0, max: 600 }),
    ends: fc.boolean(),
    bonus: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    w: fc.nat(2),
    ref: fc.nat(3),
    amount: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);
type TStep = typeof ZStep extends fc.Arbitrary<infer T> ? T : never;

interface ModelWager {
  status: 'open' | 'settled' | 'voided' | 'rolled_back';
  stake: number;
  win: number;
  version: number;
  voidedStake: number;
}

type Expected =
  { ok: true; balance: number; status: string; version: number } | { ok: false; code: string };

/** The rules as the docs state them, applied to the model. */
class Model {
  balance = START;
  wagers = new Map<string, ModelWager>();
  /** Accepted operations by key: their content and first actual answer. */
  stored = new Map<string, { content: string; first: WagerOpResult | null }>();
  events: [string, number, number, number][] = [];

  apply(op: WagerOp): Expected | { replayOf: string } | { ok: false; code: 'WAGER_CONFLICT' } {
    const k = opKey(op);
    const content = contentOf(op);
    const s = this.stored.get(k);
    if (s) return s.content === content ? { replayOf: k } : { ok: false, code: 'WAGER_CONFLICT' };
    const w = this.wagers.get(op.key.wagerId);
    const refuse = (code: string) => ({ ok: false as const, code });
    let next: ModelWager;
    let amount = 0;
    if (op.kind === 'stake' || op.kind === 'credit' || op.kind === 'refund') {
      // The vendor protocol's round (docs: "Wager core", vendor-shaped operations).
      if (w?.status === 'voided') return refuse('WAGER_VOIDED');
      const ended = w?.status === 'settled';
      const fresh: ModelWager = { status: 'open', stake: 0, win: 0, version: 0, voidedStake: 0 };
      if (op.kind === 'stake') {
        if (ended) return refuse('WAGER_SETTLED');
        if (this.balance < op.amount) return refuse('INSUFFICIENT_FUNDS');
        next = { ...(w ?? fresh), status: 'open', stake: (w ?? fresh).stake + op.amount };
        amount = -op.amount;
        if (op.ends) {
          next = { ...next, status: 'settled', version: next.version + 1 };
          this.events.push(['wager.settled', next.stake, next.win, next.version]);
        }
      } else if (op.kind === 'credit') {
        if (!w && !op.bonus) return refuse('WAGER_NOT_FOUND');
        if (w?.status === 'rolled_back' && !op.bonus) return refuse('WAGER_ROLLED_BACK');
        next = { ...(w ?? fresh), win: (w ?? fresh).win + op.amount };
        amount = op.amount;
        if (ended) {
          if (op.amount > 0) {
            next = { ...next, version: next.version + 1 };
            this.events.push(['wager.resettled', next.stake, next.win, next.version]);
          }
        } else {
          next.status = 'open';
          if (op.ends) {
            next = { ...next, status: 'settled', version: next.version + 1 };
            this.events.push(['wager.settled', next.stake, next.win, next.version]);
          }
        }
      } else {
        if (!w) return refuse('WAGER_NOT_FOUND');
        if (op.amount > w.stake) return refuse('INVALID_AMOUNT');
        const stake = w.stake - op.amount;
        const nothingLeft = stake === 0 && w.win === 0;
        next = {
          ...w,
          stake,
          status: nothingLeft ? 'rolled_back' : w.status,
          voidedStake: nothingLeft ? w.stake : 0,
        };
        amount = op.amount;
        if (ended && op.amount > 0) {
          next = { ...next, version: w.version + 1 };
          this.events.push(
            nothingLeft
              ? ['wager.voided', w.stake, 0, next.version]
              : ['wager.resettled', stake, w.win, next.version],
          );
        }
      }
    } else if (w?.status === 'rolled_back') {
      // The core's own kinds never touch a vendor round whose stakes were all given back.
      return refuse('WAGER_CONFLICT');
    } else if (op.kind === 'place') {
      if (w) return refuse('WAGER_EXISTS');
      if (this.balance < op.stake) return refuse('INSUFFICIENT_FUNDS');
      next = { status: 'open', stake: op.stake, win: 0, version: 0, voidedStake: 0 };
      amount = -op.stake;
    } else if (op.kind === 'settle') {
      if (!w) return refuse('WAGER_NOT_FOUND');
      if (w.status === 'voided') return refuse('WAGER_VOIDED');
      if (w.status === 'settled') return refuse('WAGER_SETTLED');
      amount = op.win - w.win;
      if (this.balance + amount < 0) return refuse('INSUFFICIENT_FUNDS');
      next = { ...w, status: 'settled', win: op.win, version: w.version + 1 };
      this.events.push(['wager.settled', w.stake, op.win, next.version]);
    } else if (op.kind === 'void') {
      if (!w) return refuse('WAGER_NOT_FOUND');
      if (w.status === 'voided') return refuse('WAGER_VOIDED');
      amount = w.stake - w.win;
      if (this.balance + amount < 0) return refuse('INSUFFICIENT_FUNDS');
      next = { status: 'voided', stake: 0, win: 0, version: w.version + 1, voidedStake: w.stake };
      this.events.push(['wager.voided', w.stake, 0, next.version]);
    } else {
      if (!w) return refuse('WAGER_NOT_FOUND');
      if (w.status === 'voided') return refuse('WAGER_VOIDED');
      if (w.status === 'open') return refuse('WAGER_NOT_SETTLED');
      if (op.version !== w.version + 1) return refuse('WAGER_VERSION_MISMATCH');
      amount = op.win - w.win;
      if (this.balance + amount < 0) return refuse('INSUFFICIENT_FUNDS');
      next = { ...w, win: op.win, version: op.version };
      this.events.push(['wager.resettled', w.stake, op.win, next.version]);
    }
    this.wagers.set(op.key.wagerId, next);
    this.balance += amount;
    this.stored.set(k, { content, first: null });
    return { ok: true, balance: this.balance, status: next.status, version: next.version };
  }

  /** The wallet recomputed from the wagers as they survive (not from the calls made). */
  recomputed(): number {
    let balance = START;
    for (const w of this.wagers.values()) {
      // Open vendor rounds may hold wins already; rolled-back ones hold nothing.
      if (w.status === 'open' || w.status === 'settled') balance += w.win - w.stake;
    }
    return balance;
  }
}

const refOf = (op: WagerOp) =>
  op.kind === 'stake' || op.kind === 'credit' || op.kind === 'refund' ? op.ref : '';
const opKey = (op: WagerOp) =>
  `${op.key.wagerId}:${op.kind}:${op.kind === 'resettle' ? op.version : 0}:${refOf(op)}`;
const contentOf = (op: WagerOp) =>
  JSON.stringify(
    op.kind === 'place'
      ? op.stake
      : op.kind === 'void'
        ? null
        : op.kind === 'stake'
          ? [op.amount, op.ends]
          : op.kind === 'credit'
            ? [op.amount, op.ends, op.bonus]
            : op.kind === 'refund'
              ? op.amount
              : op.win,
  );

describe('wager core (property)', () => {
  it('balances, answers and events equal the model over random sequences with replays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            steps: fc.array(ZStep, { minLength: 1, maxLength: 4 }),
            raced: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (batches) => {
          const product = testProduct();
          const member = await fundedMember(db, ledger, product, START);
          const model = new Model();
          const sent: WagerOp[] = [];
          for (const batch of batches) {
            const ops = concrete(batch.steps, member, product, model, sent);
            if (ops.length === 0) continue;
            const runs = batch.raced ? [ops, ops] : [ops];
            // A raced copy comes from the other process's core at the same moment.
            const actual = await Promise.all(runs.map((o, i) => (i === 0 ? core : other).run(o)));
            // Raced copies run one after the other (the first claim orders them): the model
            // applies the batch as many times, and the answers match in some order.
            const expected = runs.map(() => ops.map((op) => model.apply(op)));
            const order =
              batch.raced && !sameAnswers(actual[0]!, expected[0]!, model) ? [1, 0] : [0, 1];
            runs.forEach((_, i) => {
              const got = actual[order[i]!]!;
              ops.forEach((op, j) => {
                const want = expected[i]![j]!;
                const answer = got[j]!;
                if ('replayOf' in want) {
                  const first = model.stored.get(want.replayOf)!.first!;
                  expect(answer).toEqual({ ...first, replayed: true });
                } else if (want.ok) {
                  expect(answer).toMatchObject({ ...want, replayed: false });
                  model.stored.get(opKey(op))!.first = answer;
                } else {
                  expect(answer).toMatchObject(want);
                }
              });
            });
            sent.push(...ops);
          }
          expect(await ledger.balanceOf(member.walletId)).toBe(model.recomputed());
          expect(model.balance).toBe(model.recomputed());
          const events = await wagerEvents(db, product);
          expect(
            events.map((e) => [e.type, e.payload.stake, e.payload.win, e.payload.version]),
          ).toEqual(model.events);
          const rows = await queryRows<{
            vendor_round_id: string;
            status: string;
            win: string;
            version: number;
          }>(
            db,
            sql`SELECT vendor_round_id, status, win::text, version FROM game_rounds WHERE vendor = ${product}`,
          );
          for (const r of rows) {
            const w = model.wagers.get(r.vendor_round_id)!;
            expect([r.status, Number(r.win), r.version]).toEqual([w.status, w.win, w.version]);
          }
          expect(rows).toHaveLength(model.wagers.size);
        },
      ),
      { numRuns: database.handle.kind === 'pglite' ? 15 : 40 },
    );
    expect((await ledger.verify()).breaches).toEqual([]);
  }, 120_000);
});

/** The batch's operations (a replay picks an earlier one; no key twice in one batch). */
function concrete(
  steps: TStep[],
  member: WagerMember,
  product: string,
  model: Model,
  sent: WagerOp[],
): WagerOp[] {
  const ops: WagerOp[] = [];
  const keys = new Set<string>();
  for (const s of steps) {
    let op: WagerOp | null;
    if (s.kind === 'replay') {
      op = sent.length > 0 ? sent[s.pick % sent.length]! : null;
    } else {
      const key = { product, wagerId: `w${s.w}`, leg: 0 };
      const base = { key, member, at };
      if (s.kind === 'place') op = { ...base, kind: 'place', stake: s.amount, game };
      else if (s.kind === 'settle') op = { ...base, kind: 'settle', win: s.amount };
      else if (s.kind === 'void') op = { ...base, kind: 'void' };
      else if (s.kind === 'stake') {
        op = { ...base, kind: 'stake', ref: `t${s.ref}`, game, amount: s.amount, ends: s.ends };
      } else if (s.kind === 'credit') {
        op = {
          ...base,
          kind: 'credit',
          ref: `t${s.ref}`,
          game,
          amount: s.amount,
          ends: s.ends,
          bonus: s.bonus,
        };
      } else if (s.kind === 'refund') {
        op = { ...base, kind: 'refund', ref: `t${s.ref}`, amount: s.amount };
      } else {
        const version =
          s.version === 0 ? (model.wagers.get(key.wagerId)?.version ?? 0) + 1 : s.version;
        op = { ...base, kind: 'resettle', win: s.amount, version };
      }
    }
    if (op && !keys.has(opKey(op))) {
      keys.add(opKey(op));
      ops.push(op);
    }
  }
  return ops;
}

/** Whether `actual` answers like the model's first application (used to pair raced copies). */
function sameAnswers(actual: WagerOpResult[], expected: unknown[], _model: Model): boolean {
  return actual.every((a, i) => {
    const e = expected[i] as { ok?: boolean; replayOf?: string };
    if (e.replayOf) return a.ok && a.replayed;
    return a.ok === e.ok && (!a.ok || !a.replayed);
  });
}
