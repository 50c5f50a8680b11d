/**
 * `npm run bench:engagement-rebate`: the daily rebate job over 10,000 members × 20 settled wagers
 * of one business day in 3 game categories, on PostgreSQL (TEST_DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
 * Members and the read model's rows are seeded with generate_series; one run of the day (the job's
 * `runDay`, with its week of correction look-back) is timed; then a second run is timed (nothing
 * left to pay), and every paid figure is checked against a recomputation from `settled_wagers`:
 * each member-category's `rebate_days.paid`, the Σ of its movements and the members' wallets.
 * BENCH_MEMBERS and BENCH_WAGERS_PER_MEMBER change the sizes.
 */
import { addDays, basisPointsOf, dayOfInstant, dayStart } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { openBenchApp } from './bench-kit.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PER_MEMBER = Number(process.env.BENCH_WAGERS_PER_MEMBER ?? 20);
const TZ = 'Asia/Bangkok';
const RATES = [
  { level: 0, category: 'RNG', rateBps: 80, dailyCap: null },
  { level: 0, category: 'LIVE', rateBps: 50, dailyCap: 20_000 },
  { level: 0, category: 'SPORTS', rateBps: 35, dailyCap: null },
];

async function main(): Promise<void> {
  const bench = await openBenchApp({ prefix: 'lw_rebatebench', poolSize: 4 });
  const { db } = bench.handle;
  try {
    const seedStart = performance.now();
    const [house] = await queryRows<{ id: string; path: string; depth: number }>(
      db,
      sql`SELECT id, path, depth FROM accounts WHERE username = 'house'`,
    );
    await db.execute(sql`
      WITH n AS (SELECT g, nextval(pg_get_serial_sequence('accounts', 'id')) AS id
                 FROM generate_series(0, ${MEMBERS - 1}) g)
      INSERT INTO accounts (id, username, type, upline_id, path, depth, password_hash, nickname, referral_code)
      SELECT n.id, 'rbm_' || n.g, 0, ${house!.id}, ${house!.path} || n.id || '/', ${house!.depth} + 1,
             'x', 'bench', 'rr' || n.id FROM n`);
    const yesterday = addDays(dayOfInstant(new Date(), TZ), -1);
    const from = dayStart(yesterday, TZ);
    await db.execute(sql`
      CREATE TEMP TABLE bench_members AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS rn, id FROM accounts WHERE username LIKE 'rbm\\_%'`);
    await db.execute(sql`
      INSERT INTO settled_wagers (product, wager_id, leg, category, vendor, game_code, game_id,
        account_id, currency, agent_path, stake, valid_stake, win, status, result, version,
        settled_at, changed_at, business_day)
      SELECT 'BENCH', 'w' || g, 0, (ARRAY['RNG', 'LIVE', 'SPORTS'])[1 + g % 3], 'BENCH', 'g1', NULL,
        m.id, 'THB', '{}'::bigint[], s.stake, s.stake, CASE WHEN g % 4 = 0 THEN s.stake * 2 ELSE 0 END,
        CASE WHEN g % 97 = 0 THEN 'voided' ELSE 'settled' END, NULL, 1,
        ${from.toISOString()}::timestamptz + (g % 86400) * interval '1 second',
        ${from.toISOString()}::timestamptz + (g % 86400) * interval '1 second', ${yesterday}::date
      FROM generate_series(0::bigint, ${MEMBERS * PER_MEMBER - 1}) g
      CROSS JOIN LATERAL (SELECT 1000 + (g * 37) % 50000 AS stake) s
      JOIN bench_members m ON m.rn = g % ${MEMBERS}`);
    await db.execute(sql`ANALYZE`);
    await bench.app.services.rebate.saveRates(
      { operatorId: null, username: 'bench', ip: null, requestId: null },
      { rates: RATES },
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const rebate = bench.app.services.rebate;
    let start = performance.now();
    const run = await rebate.runDay(yesterday, 'bench');
    const seconds = (performance.now() - start) / 1000;
    start = performance.now();
    const again = await rebate.runDay(yesterday, 'bench:again');
    const againSeconds = (performance.now() - start) / 1000;

    // Recompute every figure from the read model and compare with what was paid.
    const sources = await queryRows<{ account_id: string; category: string; valid: string }>(
      db,
      sql`SELECT account_id, category, sum(valid_stake) AS valid FROM settled_wagers
           WHERE business_day = ${yesterday}::date AND status <> 'voided' GROUP BY 1, 2`,
    );
    const paidRows = await queryRows<{
      account_id: string;
      category: string;
      paid: string;
      moved: string;
    }>(
      db,
      sql`SELECT d.account_id, d.category, d.paid,
                 (SELECT coalesce(sum(m.amount), 0) FROM rebate_moves m
                   WHERE m.account_id = d.account_id AND m.business_day = d.business_day
                     AND m.category = d.category) AS moved
            FROM rebate_days d WHERE d.business_day = ${yesterday}::date`,
    );
    const paid = new Map(paidRows.map((r) => [`${r.account_id}|${r.category}`, r]));
    let mismatches = 0;
    let expectedTotal = 0;
    for (const s of sources) {
      const rate = RATES.find((r) => r.category === s.category)!;
      const raw = basisPointsOf(Number(s.valid), rate.rateBps, 'floor');
      const expected = rate.dailyCap === null ? raw : Math.min(raw, rate.dailyCap);
      expectedTotal += expected;
      const row = paid.get(`${s.account_id}|${s.category}`);
      const got = Number(row?.paid ?? 0);
      if (got !== expected || Number(row?.moved ?? 0) !== expected) mismatches += 1;
    }
    const [wallets] = await queryRows<{ total: string }>(
      db,
      sql`SELECT coalesce(sum(la.balance), 0) AS total FROM ledger_accounts la
            JOIN accounts a ON a.id = la.owner_id
           WHERE la.owner_type = 'account' AND la.purpose = 'main' AND a.username LIKE 'rbm\\_%'`,
    );
    console.log(
      JSON.stringify(
        {
          members: MEMBERS,
          wagers: MEMBERS * PER_MEMBER,
          memberCategories: sources.length,
          seedSeconds: Number(seedSeconds.toFixed(1)),
          runSeconds: Number(seconds.toFixed(2)),
          secondRunSeconds: Number(againSeconds.toFixed(2)),
          payments: run.moves,
          paid: run.paid,
          secondRunPayments: again.moves,
          recomputedTotal: expectedTotal,
          walletsTotal: Number(wallets!.total),
          mismatches,
        },
        null,
        2,
      ),
    );
    if (mismatches !== 0 || again.moves !== 0 || Number(wallets!.total) !== expectedTotal) {
      throw new Error('paid rebates differ from the recomputation');
    }
  } finally {
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
