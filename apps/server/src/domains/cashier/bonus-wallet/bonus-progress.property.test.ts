import { hedgedStakeOf, contributionRate, percentOf, type TBonusTerms } from '@lw/contracts';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createMemberRow } from '../ledger/index.js';
import type { WagerMember, WagerOp } from '../wagers/index.js';
import { fundedMemberOf, grantOf, testTerms, walletBalance } from './bonus-wallet-test-kit.js';

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS'] as const;
const SIDES = [undefined, 'player', 'banker'] as const;

/** One step of play on one of three wagers (vendor-shaped bets and wins, the core's void and resettle). */
const arbStep = fc.record({
  wager: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom('bet', 'bet', 'spin', 'win', 'win', 'rollback', 'void', 'resettle'),
  amount: fc.integer({ min: 1, max: 5_000 }),
  side: fc.constantFrom(...SIDES),
});

const arbCase = fc.record({
  categories: fc.tuple(...CATEGORIES.map(() => fc.constantFrom(...CATEGORIES))),
  rates: fc.record({
    LIVE: fc.integer({ min: 0, max: 100 }),
    FISH: fc.integer({ min: 0, max: 100 }),
  }),
  multiple: fc.constantFrom(1, 2.5, 4),
  bonus: fc.integer({ min: 500, max: 4_000 }),
  cap: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
  steps: fc.array(arbStep, { minLength: 1, maxLength: 20 }),
});

describe('bonus wagering (fast-check)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    const report = await t.app.services.ledger.verify();
    expect(report.breaches).toEqual([]);
    await t.close();
  });

  it('progress equals a recomputation from surviving wagers; it converts exactly when the requirement is met', async () => {
    await fc.assert(
      fc.asyncProperty(arbCase, async (c) => {
        const { db, wagers, bonusWallet, events } = t.app.services;
        const product = `F${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
        const member: WagerMember = await fundedMemberOf(t, await createMemberRow(db), product);
        const terms: TBonusTerms = testTerms({
          wageringMultiple: c.multiple,
          products: ['RNG', 'LIVE', 'FISH'],
          contributions: { ...testTerms().contributions, ...c.rates },
          maxConversion: c.cap === null ? null : { kind: 'amount', amount: c.cap },
        });
        const bonus = await bonusWallet.grant(
          undefined,
          grantOf(member.accountId, c.bonus, { terms }),
        );
        // The model: which wagers belong to the bonus (first settled while it was active).
        const belongs = new Set<number>();
        let active = true;
        let expectedConverted = 0;
        const refs: { ref: string; amount: number; side: string | undefined }[][] = [
          [],
          [],
          [],
          [],
        ];
        const versions = [0, 0, 0, 0];
        let seq = 0;
        const at = t.clock.now();
        for (const step of c.steps) {
          const w = step.wager;
          const key = { product, wagerId: `w${w}`, leg: 0 };
          const game = { gameCode: 'g', gameId: null, category: c.categories[w]! };
          const ref = `r${seq++}`;
          const side = step.side;
          const op: WagerOp =
            step.kind === 'bet' || step.kind === 'spin'
              ? {
                  kind: 'stake',
                  key,
                  member,
                  at,
                  ref,
                  game,
                  amount: step.amount,
                  ends: step.kind === 'spin',
                  ...(side ? { side } : {}),
                }
              : step.kind === 'win'
                ? {
                    kind: 'credit',
                    key,
                    member,
                    at,
                    ref,
                    game,
                    amount: step.amount,
                    ends: true,
                    bonus: false,
                  }
                : step.kind === 'rollback'
                  ? (() => {
                      const last = refs[w]!.pop() ?? { ref: 'none', amount: 1, side: undefined };
                      return {
                        kind: 'refund',
                        key,
                        member,
                        at,
                        ref: `rb-${last.ref}`,
                        amount: last.amount,
                        ...(last.side ? { side: last.side } : {}),
                      } as WagerOp;
                    })()
                  : step.kind === 'void'
                    ? { kind: 'void', key, member, at }
                    : {
                        kind: 'resettle',
                        key,
                        member,
                        at,
                        win: step.amount,
                        version: versions[w]! + 1,
                      };
          const [result] = await wagers.run([op]);
          if (result!.ok) {
            versions[w] = result!.version;
            if (step.kind === 'bet' || step.kind === 'spin') refs[w]!.push({ ref, amount: step.amount, side });
          }
          await events.drain();
          // Recompute from the play rows as they stand: settled rows count, voided or rolled back 0.
          const rounds = await queryRows<{
            id: string;
            status: string;
            bet: string;
            sides: Record<string, number> | null;
          }>(
            db,
            sql`SELECT vendor_round_id AS id, status, bet::text, sides FROM game_rounds WHERE vendor = ${product}`,
          );
          let expected = 0;
          for (const r of rounds) {
            const index = Number(r.id.slice(1));
            if (r.status === 'settled' && active) belongs.add(index);
            if (!belongs.has(index) || r.status !== 'settled') continue;
            const sides = Object.entries(r.sides ?? {}).map(([s, stake]) => ({ side: s, stake }));
            const valid = hedgedStakeOf(Number(r.bet), sides, 'none');
            expected += percentOf(valid, contributionRate(terms, c.categories[index]!), 'floor');
          }
          const [row] = await queryRows<{
            progress: string;
            status: string;
            requirement: string;
            converted: string;
          }>(
            db,
            sql`SELECT progress::text, status, requirement::text, converted_amount::text AS converted
                  FROM bonuses WHERE id = ${bonus.id}`,
          );
          expect(Number(row!.progress)).toBe(expected);
          if (active && expected >= Number(row!.requirement)) {
            active = false;
            expectedConverted = Math.min(c.bonus, c.cap ?? c.bonus);
          }
          // Never converts before the requirement, always once it is met.
          expect(row!.status).toBe(active ? 'active' : 'completed');
          expect(Number(row!.converted)).toBe(active ? 0 : expectedConverted);
        }
        const explain = await t.app.services.bonusAdmin.explain(bonus.id);
        expect(explain.recomputed).toBe(explain.bonus.progress);
        // Bonus money left only by conversion: the bonus wallet is empty once completed.
        expect(await walletBalance(t, member.accountId, 'bonus')).toBe(active ? c.bonus : 0);
      }),
      { numRuns: Number(process.env.BONUS_FUZZ_RUNS ?? 25) },
    );
  }, 600_000);
});
