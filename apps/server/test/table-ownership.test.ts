import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the lint rule is plain JavaScript (eslint.config.js loads it), without types.
import { loadTableOwners } from '../../../scripts/eslint-table-ownership.mjs';
import { ruleHits } from './lint-test-kit.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

interface TableOwner {
  name: string;
  owner: string | null;
}

/**
 * Each module queries its own tables (docs/architecture.md "Table ownership"): the schema names
 * every table's owner and who else may read or write it; lint refuses any other query.
 */
describe('table ownership', () => {
  const hits = (file: string, code: string) => ruleHits('tables/ownership', file, code);

  it('names an owner for every table, a module or a platform mechanism that exists', () => {
    const tables = [...(loadTableOwners() as Map<string, TableOwner>).values()];
    expect(tables.length).toBeGreaterThan(60);
    for (const table of tables) {
      expect(table.owner, `${table.name} has no @owner in db/schema`).toBeTruthy();
      const [area, name] = table.owner!.split('/');
      const where =
        area === 'platform'
          ? path.join(src, 'platform', `${name}.ts`)
          : path.join(src, 'domains', area!, name!);
      const exists = fs.existsSync(where) || fs.existsSync(path.join(src, 'platform', name!));
      expect(exists, `${table.name}'s owner ${table.owner} is no module`).toBe(true);
    }
  });

  it("refuses a query of another module's table, by drizzle or by raw SQL, naming both", async () => {
    const code = `
import { sql } from 'drizzle-orm';
import { ledgerEntries, deposits as paid } from '../../../db/schema/index.js';
import type { Database } from '../../../db/client.js';
export async function probe(db: Database) {
  await db.update(ledgerEntries).set({ amount: 0 });
  await db.select().from(paid);
  await db.execute(sql\`DELETE FROM withdrawals WHERE id = 1\`);
  await db.execute(sql\`SELECT 1 FROM turnover_requirements\`);
}
`;
    expect(await hits('apps/server/src/domains/content/banners/probe.ts', code)).toEqual([
      'content/banners writes ledger_entries, a table of cashier/ledger: go through cashier/ledger\'s service, an event or a port, or add "@written-by content/banners <why>" to ledger_entries in db/schema/ledger.ts',
      'content/banners reads deposits, a table of cashier/deposits: go through cashier/deposits\'s service, an event or a port, or add "@read-by content/banners <why>" to deposits in db/schema/cashier.ts',
      'content/banners writes withdrawals, a table of cashier/withdrawals: go through cashier/withdrawals\'s service, an event or a port, or add "@written-by content/banners <why>" to withdrawals in db/schema/cashier.ts',
      'content/banners reads turnover_requirements, a table of cashier/withdrawals: go through cashier/withdrawals\'s service, an event or a port, or add "@read-by content/banners <why>" to turnover_requirements in db/schema/cashier.ts',
    ]);
  }, 60_000);

  it('lets the owner query its tables, and others only what the schema allows them', async () => {
    const own = `
import { sql } from 'drizzle-orm';
import { contentBanners } from '../../../db/schema/index.js';
import type { Database } from '../../../db/client.js';
export async function probe(db: Database) {
  await db.delete(contentBanners);
  await db.execute(sql\`UPDATE content_banners SET position = 0\`);
}
`;
    expect(await hits('apps/server/src/domains/content/banners/probe.ts', own)).toEqual([]);
    // Anyone may read the member directory (a username beside a row), but not write it.
    const directory = `
import { sql } from 'drizzle-orm';
import { accounts } from '../../../db/schema/index.js';
import type { Database } from '../../../db/client.js';
export async function probe(db: Database) {
  await db.select({ username: accounts.username }).from(accounts);
  await db.execute(sql\`UPDATE \${accounts} SET status = 'locked'\`);
}
`;
    expect(await hits('apps/server/src/domains/content/banners/probe.ts', directory)).toEqual([
      'content/banners writes accounts, a table of identity/accounts: go through identity/accounts\'s service, an event or a port, or add "@written-by content/banners <why>" to accounts in db/schema/accounts.ts',
    ]);
    // A domain-wide allowance: every cashier module reads the ledger's balances.
    const balances = `
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
export const probe = (db: Database) => db.execute(sql\`SELECT balance FROM ledger_accounts\`);
`;
    expect(await hits('apps/server/src/domains/cashier/withdrawals/probe.ts', balances)).toEqual(
      [],
    );
    expect(await hits('apps/server/src/domains/content/feedback/probe.ts', balances)).toHaveLength(
      1,
    );
  }, 60_000);
});
