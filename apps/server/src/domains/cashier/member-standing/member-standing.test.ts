import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts } from '../../../db/schema/index.js';
import { createAccount } from '../wallet/wallet-test-kit.js';
import { offerRefusal, standingRefusal, standingRefusals } from './index.js';

type AccountPatch = Partial<typeof accounts.$inferInsert>;

/** Issue 26: the one rule of who may receive a reward or a bonus, over each account state. */
describe('member standing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-06-10T05:00:00Z'));
  });
  afterAll(() => t?.close());

  const later = new Date('2026-06-11T05:00:00Z');
  const earlier = new Date('2026-06-09T05:00:00Z');
  const states: [string, AccountPatch, string | null][] = [
    ['an active member', {}, null],
    ['a trial account', { type: 4 }, 'TRIAL_NOT_ALLOWED'],
    ['a locked account', { status: 'locked' }, 'ACCOUNT_LOCKED'],
    ['a disabled account', { status: 'disabled' }, 'ACCOUNT_DISABLED'],
    ['one due a password change', { mustChangePassword: true }, 'PASSWORD_CHANGE_REQUIRED'],
    [
      'a self-excluded member',
      { playRestriction: 'self_exclusion', playRestrictedUntil: 'infinity' },
      'PLAY_RESTRICTED',
    ],
    [
      'a member on a time-out',
      { playRestriction: 'time_out', playRestrictedUntil: later },
      'PLAY_RESTRICTED',
    ],
    [
      'a member whose time-out ended',
      { playRestriction: 'time_out', playRestrictedUntil: earlier },
      null,
    ],
    // Two causes: the account's own state is told first, whichever programme asks.
    [
      'a locked and excluded trial account',
      {
        type: 4,
        status: 'locked',
        playRestriction: 'self_exclusion',
        playRestrictedUntil: 'infinity',
      },
      'TRIAL_NOT_ALLOWED',
    ],
  ];

  it.each(states)('%s: every form of the rule answers the same', async (name, patch, expected) => {
    const { id } = await createAccount(t.app, {
      username: `ms${states.findIndex((s) => s[0] === name)}x`,
    });
    if (Object.keys(patch).length > 0) {
      await t.app.services.db.update(accounts).set(patch).where(eq(accounts.id, id));
    }
    const { db, moneyGate, clock } = t.app.services;
    const at = clock.now();
    const request = { accountId: id, amount: 1_000, currency: 'THB', at, key: `ms:${id}` };
    const single = await db.transaction((tx) => standingRefusal(tx, moneyGate, request));
    const many = await db.transaction((tx) =>
      standingRefusals(tx, moneyGate, [{ accountId: id, currency: 'THB' }], at, 'ms-run'),
    );
    const offered = await offerRefusal(db, moneyGate, { accountId: id, currency: 'THB', at });
    expect(single?.code ?? null).toBe(expected);
    expect(many.get(id)?.code ?? null).toBe(expected);
    expect(offered?.code ?? null).toBe(expected);
  });

  it('an unknown account is NOT_FOUND', async () => {
    const { db, moneyGate, clock } = t.app.services;
    const at = clock.now();
    const request = { accountId: 987_654_321, amount: 1, currency: 'THB', at, key: 'ms:none' };
    expect((await db.transaction((tx) => standingRefusal(tx, moneyGate, request)))?.code).toBe(
      'NOT_FOUND',
    );
    const many = await db.transaction((tx) =>
      standingRefusals(tx, moneyGate, [{ accountId: 987_654_321, currency: 'THB' }], at, 'ms'),
    );
    expect(many.get(987_654_321)?.code).toBe('NOT_FOUND');
  });
});
