/**
 * `npm run bench:agent-settlement`: the daily-salary settlement of 10,000 agents in 6 levels over
 * a day of 1,000,000 settled wagers, on PostgreSQL (TEST_DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped). The
 * tree, the members, the contracts and the read model's rows are seeded with generate_series;
 * then one `settle` (figures, bills, 10,000 ledger payments uplines first) is timed, and the
 * layers are checked: every agent's wallet = own − direct downlines', the sum = the top layer's.
 * BENCH_AGENTS, BENCH_MEMBERS and BENCH_WAGERS change the sizes.
 */
import { sql } from 'drizzle-orm';
import { dayOfInstant, addDays, dayStart } from '@lw/contracts';
import { queryRows } from '../src/db/client.js';
import { openBenchApp } from './bench-kit.js';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const WAGERS = Number(process.env.BENCH_WAGERS ?? 1_000_000);
const LEVELS = 6;
const TZ = 'Asia/Bangkok';

async function main(): Promise<void> {
  const bench = await openBenchApp({ prefix: 'lw_agentbench', poolSize: 4 });
  const { db } = bench.handle;
  try {
    const seedStart = performance.now();
    // Level sizes grow ×2.2 down the tree and add up to AGENTS.
    const weights = Array.from({ length: LEVELS }, (_, i) => 2.2 ** i);
    const total = weights.reduce((a, b) => a + b, 0);
    const sizes = weights.map((w) => Math.max(1, Math.round((w / total) * AGENTS)));
    const [house] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM accounts WHERE username = 'house'`,
    );
    for (let level = 1; level <= LEVELS; level++) {
      const parents =
        level === 1
          ? sql`SELECT id, path, depth, 0::bigint AS rn FROM accounts WHERE id = ${house!.id}`
          : sql`SELECT id, path, depth, row_number() OVER (ORDER BY id) - 1 AS rn FROM accounts WHERE username LIKE ${`bl${level - 1}\\_%`}`;
      await db.execute(sql`
        WITH p AS (${parents}), pc AS (SELECT count(*) AS n FROM p),
        n AS (SELECT g, nextval(pg_get_serial_sequence('accounts', 'id')) AS id
              FROM generate_series(0, ${sizes[level - 1]! - 1}) g)
        INSERT INTO accounts (id, username, type, upline_id, path, depth, password_hash, nickname, referral_code)
        SELECT n.id, 'bl' || ${level} || '_' || n.g, 1, p.id, p.path || n.id || '/', p.depth + 1,
               'x', 'bench', 'rb' || n.id
        FROM n CROSS JOIN pc JOIN p ON p.rn = n.g % pc.n`);
    }
    // Members under the two lowest levels, and their uplines nearest first (the agent path).
    await db.execute(sql`
      WITH p AS (SELECT id, path, depth, row_number() OVER (ORDER BY id) - 1 AS rn
                 FROM accounts WHERE username LIKE ${`bl${LEVELS}\\_%`} OR username LIKE ${`bl${LEVELS - 1}\\_%`}),
      pc AS (SELECT count(*) AS n FROM p),
      n AS (SELECT g, nextval(pg_get_serial_sequence('accounts', 'id')) AS id
            FROM generate_series(0, ${MEMBERS - 1}) g)
      INSERT INTO accounts (id, username, type, upline_id, path, depth, password_hash, nickname, referral_code)
      SELECT n.id, 'bm_' || n.g, 0, p.id, p.path || n.id || '/', p.depth + 1, 'x', 'bench', 'rm' || n.id
      FROM n CROSS JOIN pc JOIN p ON p.rn = (n.g * 7919) % pc.n`);
    await db.execute(sql`
      CREATE TEMP TABLE bench_players AS
      SELECT row_number() OVER (ORDER BY a.id) - 1 AS rn, a.id,
        (SELECT array_agg(x::bigint ORDER BY ord DESC)
           FROM unnest(string_to_array(trim(both '/' from a.path), '/')) WITH ORDINALITY AS u(x, ord)
           WHERE x::bigint <> a.id) AS agent_path
      FROM accounts a WHERE a.username LIKE 'bm\\_%' OR a.username LIKE 'bl%'`);
    const [{ n: players } = { n: '0' }] = await queryRows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM bench_players`,
    );
    const yesterday = addDays(dayOfInstant(new Date(), TZ), -1);
    const from = dayStart(yesterday, TZ);
    await db.execute(sql`
      INSERT INTO settled_wagers (product, wager_id, leg, category, vendor, game_code, game_id,
        account_id, currency, agent_path, stake, valid_stake, win, status, result, version,
        settled_at, changed_at, business_day)
      SELECT 'BENCH', 'w' || g, 0, 'RNG', 'BENCH', 'g1', NULL, bp.id, 'THB', bp.agent_path,
        s.stake, s.stake, CASE WHEN g % 3 = 0 THEN s.stake * 2 ELSE 0 END, 'settled', NULL, 1,
        ${from.toISOString()}::timestamptz + (g % 86400) * interval '1 second',
        ${from.toISOString()}::timestamptz + (g % 86400) * interval '1 second', ${yesterday}::date
      FROM generate_series(0::bigint, ${WAGERS - 1}) g
      CROSS JOIN LATERAL (SELECT 1000 + (g * 37) % 50000 AS stake) s
      JOIN bench_players bp ON bp.rn = (g * 104729) % ${Number(players)}`);
    // Daily salary for every agent, 2.00 % at the top and 0.20 % less per level down.
    const accepted = new Date(from.getTime() - 86_400_000).toISOString();
    await db.execute(sql`
      INSERT INTO agent_contracts (kind, holder_id, upline_id, status, terms, created_at, decided_at, accepted_at)
      SELECT 'dailySalary', a.id, CASE WHEN a.upline_id = ${house!.id} THEN NULL ELSE a.upline_id END, 'active',
        jsonb_build_object('kind', 'dailySalary', 'period', 'daily', 'tiers',
          jsonb_build_array(jsonb_build_object('minValidStake', 0, 'minActiveMembers', 0,
            'rateBps', 220 - 20 * (a.depth - (SELECT depth FROM accounts WHERE id = ${house!.id}))))),
        ${accepted}::timestamptz, ${accepted}::timestamptz, ${accepted}::timestamptz
      FROM accounts a WHERE a.username LIKE 'bl%'`);
    await db.execute(sql`ANALYZE`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const s = bench.app.services.agentSettlement;
    const period = await s.periodAt('daily', from);
    const start = performance.now();
    const result = await s.settle('dailySalary', period);
    const seconds = (performance.now() - start) / 1000;

    const [check] = await queryRows<{ bad: string; top: string; wallets: string; bills: string }>(
      db,
      sql`WITH b AS (SELECT * FROM agent_bills WHERE period_key = ${period.key})
          SELECT
            (SELECT count(*) FROM b WHERE b.own_amount - b.downline_amount < 0 OR b.paid_amount <> b.own_amount) AS bad,
            (SELECT coalesce(sum(own_amount), 0) FROM b WHERE payer_id IS NULL) AS top,
            (SELECT coalesce(sum(la.balance), 0) FROM ledger_accounts la JOIN accounts a ON a.id = la.owner_id
               WHERE la.owner_type = 'account' AND la.purpose = 'main' AND a.username LIKE 'bl%') AS wallets,
            (SELECT count(*) FROM b) AS bills`,
    );
    console.log(
      JSON.stringify(
        {
          agents: sizes.reduce((a, b) => a + b, 0),
          levels: sizes,
          members: MEMBERS,
          wagers: WAGERS,
          seedSeconds: Number(seedSeconds.toFixed(1)),
          settleSeconds: Number(seconds.toFixed(1)),
          bills: Number(check!.bills),
          paid: result.paid,
          layersNegativeOrUnpaid: Number(check!.bad),
          topLayerAmount: Number(check!.top),
          agentWalletsTotal: Number(check!.wallets),
          goal: 'settle < 60 s',
        },
        null,
        2,
      ),
    );
    if (Number(check!.bad) !== 0 || Number(check!.top) !== Number(check!.wallets)) {
      throw new Error('the layers do not add up');
    }
  } finally {
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
