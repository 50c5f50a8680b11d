import { sql } from 'drizzle-orm';
import type { App } from '../../../app.js';
import type { TestClock } from '../../../platform/clock.js';
import { publish } from '../../../platform/events/publish.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';

export interface TeamTree {
  /** Accounts by username: id and path. */
  ids: Record<string, number>;
  headers: Record<string, Record<string, string>>;
}

/**
 * Two teams side by side under the house (issue 25 tests):
 *   house -> agentA -> a1 (member), subA (agent) -> s1, s2 (members)
 *   house -> agentB -> b1 (member), subB (agent) -> t1 (member)
 * Names carry a prefix so one database can hold several trees. Every account is made "now"
 * on the test clock (created_at), so the period figures do not depend on the real time.
 */
export async function seedTeams(app: App, clock: TestClock, prefix: string): Promise<TeamTree> {
  const spec: [string, number, string][] = [
    ['agentA', 1, 'house'],
    ['a1', 0, 'agentA'],
    ['subA', 1, 'agentA'],
    ['s1', 0, 'subA'],
    ['s2', 0, 'subA'],
    ['agentB', 1, 'house'],
    ['b1', 0, 'agentB'],
    ['subB', 1, 'agentB'],
    ['t1', 0, 'subB'],
  ];
  const ids: Record<string, number> = {};
  for (const [name, type, upline] of spec) {
    const row = await createAccount(app, {
      username: `${prefix}${name}`.toLowerCase(),
      type,
      upline: upline === 'house' ? 'house' : `${prefix}${upline}`.toLowerCase(),
    });
    ids[name] = row.id;
  }
  await app.services.db.execute(
    sql`UPDATE accounts SET created_at = ${clock.now().toISOString()}
         WHERE id IN (${sql.join(
           Object.values(ids).map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  const headers: Record<string, Record<string, string>> = {};
  for (const name of ['agentA', 'subA', 'agentB', 'subB']) {
    headers[name] = await signIn(app, `${prefix}${name}`.toLowerCase(), true);
  }
  headers.a1 = await signIn(app, `${prefix}a1`.toLowerCase());
  return { ids, headers };
}

let wagerSeq = 0;

/** Settles wagers (stake, win) for members at `at` through the read model's events. */
export async function play(
  app: App,
  at: Date,
  wagers: { accountId: number; stake: number; win?: number; voided?: boolean; product?: string }[],
): Promise<void> {
  await publishWagers(
    app.services.db,
    wagers.map((w) =>
      wagerEvent(w.voided ? 'wager.voided' : 'wager.settled', {
        wagerId: `team-${++wagerSeq}`,
        accountId: w.accountId,
        settledAt: at.toISOString(),
        stake: w.stake,
        win: w.win ?? 0,
        ...(w.product ? { product: w.product } : {}),
      }),
    ),
  );
  await app.services.events.drain();
}

let cashSeq = 1_000_000;

/** Approved deposits and paid withdrawals as their events tell them, at `at`. */
export async function moveCash(
  app: App,
  at: Date,
  moves: { accountId: number; deposit?: number; withdrawal?: number }[],
): Promise<void> {
  const first = cashSeq;
  await app.services.db.transaction(async (tx) => {
    for (const m of moves) {
      const id = ++cashSeq;
      if (m.deposit) {
        await publish(tx, {
          type: 'deposit.approved',
          key: `account:${m.accountId}`,
          payload: {
            depositId: id,
            accountId: m.accountId,
            amount: m.deposit,
            currency: 'THB',
            ledgerTransferId: id,
            operatorId: null,
          },
        });
      }
      if (m.withdrawal) {
        await publish(tx, {
          type: 'withdrawal.paid',
          key: `account:${m.accountId}`,
          payload: {
            withdrawalId: id,
            accountId: m.accountId,
            amount: m.withdrawal,
            amountReceived: m.withdrawal,
            currency: 'THB',
            operatorId: null,
          },
        });
      }
    }
    // The outbox stamps the database's time; the business time of these moves is the clock's.
    await tx.execute(
      sql`UPDATE outbox_events SET occurred_at = ${at.toISOString()}
           WHERE type IN ('deposit.approved', 'withdrawal.paid')
             AND coalesce(payload->>'depositId', payload->>'withdrawalId')::bigint > ${first}`,
    );
  });
  await app.services.events.drain();
}
