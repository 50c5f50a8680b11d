import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

/**
 * "All downline of X" and "is Y under X" stay index lookups at 100,000 accounts: the test asserts
 * the query plans and the answers, not timings (the machine is shared).
 */
describe('agent tree at 100,000 accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // house(1) -> 100 agents -> 1,000 members each; ids continue after the seeded ones.
    await t.app.services.db.execute(sql`
      insert into accounts (id, username, type, upline_id, path, depth, password_hash, nickname, referral_code)
      select 1000 + a, 'bulkagent' || a, 1, 1, '/1/' || (1000 + a) || '/', 1, 'x', 'agent ' || a, 'RA' || a
      from generate_series(1, 100) as a`);
    await t.app.services.db.execute(sql`
      insert into accounts (id, username, type, upline_id, path, depth, password_hash, nickname, referral_code)
      select 100000 + a * 1000 + m, 'bulk' || a || 'm' || m, 0, 1000 + a,
             '/1/' || (1000 + a) || '/' || (100000 + a * 1000 + m) || '/', 2, 'x', 'm', 'RM' || a || '_' || m
      from generate_series(1, 100) as a, generate_series(1, 1000) as m`);
    await t.app.services.db.execute(sql`analyze accounts`);
  }, 180_000);
  afterAll(() => t.close());

  it('holds the rows', async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`select count(*)::int as n from accounts`,
    );
    expect(n).toBeGreaterThanOrEqual(100_100);
  });

  it('finds all downline of an agent with the path index', async () => {
    const agentPath = '/1/1050/';
    const plan = await queryRows<Record<string, string>>(
      t.app.services.db,
      sql`explain select count(*) from accounts where path like ${agentPath + '%'} and id <> 1050`,
    );
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('accounts_path_idx');
    const [{ n }] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`select count(*)::int as n from accounts where path like ${agentPath + '%'} and id <> 1050`,
    );
    expect(n).toBe(1000);
  });

  it('answers "is Y under X" from two primary-key reads', async () => {
    expect(await t.app.services.accounts.isUnder(100000 + 50 * 1000 + 7, 1050)).toBe(true);
    expect(await t.app.services.accounts.isUnder(100000 + 51 * 1000 + 7, 1050)).toBe(false);
    expect(await t.app.services.accounts.isUnder(100000 + 50 * 1000 + 7, 1)).toBe(true);
  });

  it('the back-office downline search pages through one agent of 100', async () => {
    const admin = await (await import('../../../../test/test-app.js')).adminHeaders(t.app);
    const page = (
      await t.app.inject({
        url: '/api/admin/accounts?underAgentId=1050&pageSize=10',
        headers: admin,
      })
    ).json();
    expect(page.total).toBe(1000);
    expect(page.items).toHaveLength(10);
    expect(
      page.items.every((a: { uplineUsername: string }) => a.uplineUsername === 'bulkagent50'),
    ).toBe(true);
  });
});
