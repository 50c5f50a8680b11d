import { ENGAGEMENT_API, type TCreateRedEnvelopeCampaign } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { dayOfInstant, addDays, wallTimeToInstant } from '@lw/contracts';
import { createMember, expectLedgerVerified } from '../../cashier/withdrawals/cashier-test-kit.js';
import { bulkMembers, exclude, mainOf } from '../rewards/engagement-test-kit.js';

/** Wall clock of the operator's zone (Asia/Bangkok) as an instant. */
const bangkok = (day: string, time: string) => wallTimeToInstant(`${day}T${time}`, TEST_TIME_ZONE)!;

describe('red envelopes', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    today = dayOfInstant(t.clock.now(), TEST_TIME_ZONE);
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  const campaign = async (patch: Partial<TCreateRedEnvelopeCampaign> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENGAGEMENT_API.admin.redEnvelopes,
      headers: admin,
      payload: {
        title: { th: 'อั่งเปา', en: 'Red envelope', zh: '红包' },
        poolAmount: 3_700,
        mode: 'fixed',
        minAmount: 100,
        maxAmount: 100,
        windowStart: '20:00',
        windowMinutes: 30,
        firstDay: today,
        lastDay: addDays(today, 5),
        audience: 'all',
        ...patch,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const grabUrl = (id: number) => ENGAGEMENT_API.member.grabRedEnvelope.replace(':id', String(id));

  it('100 members grabbing at once on a pool that fits 37 get 37 envelopes, never over the pool', async () => {
    const id = await campaign();
    t.clock.set(bangkok(today, '20:05'));
    const members = await bulkMembers(t.app.services.db, 'renv', 100);
    const results = await Promise.allSettled(
      members.map((m) => t.app.services.redEnvelopes.grab(m, id)),
    );
    const paid = results.filter((r) => r.status === 'fulfilled');
    expect(paid).toHaveLength(37);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(new Set(refused.map((r) => (r.reason as { code: string }).code))).toEqual(
      new Set(['RED_ENVELOPE_SOLD_OUT']),
    );
    const balances = await Promise.all(members.map((m) => mainOf(t, m)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(3_700);
    const [row] = (await t.app.inject({ url: ENGAGEMENT_API.admin.redEnvelopes, headers: admin }))
      .json<{ id: number; paid: number; grabs: number }[]>()
      .filter((c) => c.id === id);
    expect(row).toMatchObject({ paid: 3_700, grabs: 37 });
  });

  it('random amounts stay within min and max and the pool, whatever the draws', async () => {
    const id = await campaign({ mode: 'random', minAmount: 50, maxAmount: 400, poolAmount: 5_000 });
    t.clock.set(bangkok(today, '20:10'));
    const members = await bulkMembers(t.app.services.db, 'renr', 60);
    const results = await Promise.allSettled(
      members.map((m) => t.app.services.redEnvelopes.grab(m, id)),
    );
    const amounts = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ amount: number }>).value.amount);
    expect(amounts.every((a) => a >= 50 && a <= 400)).toBe(true);
    const total = amounts.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(5_000);
    // Sold out only once less than one envelope was left.
    if (amounts.length < 60) expect(5_000 - total).toBeLessThan(50);
  });

  it('one envelope per member per window; the next day opens a new window', async () => {
    const id = await campaign({ poolAmount: 100_000 });
    const m = await createMember(t, 'renone01');
    t.clock.set(bangkok(today, '20:29'));
    const first = await t.app.inject({ method: 'POST', url: grabUrl(id), headers: m.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amount: 100 });
    const twice = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: grabUrl(id), headers: m.headers }),
      ),
    );
    expect(twice.map((r) => r.json().error.code)).toEqual(
      Array(5).fill('RED_ENVELOPE_ALREADY_GRABBED'),
    );
    const state = await t.app.inject({
      url: ENGAGEMENT_API.member.redEnvelopes,
      headers: m.headers,
    });
    expect(
      state.json().windows.find((w: { campaignId: number }) => w.campaignId === id),
    ).toMatchObject({
      open: true,
      grabbed: 100,
    });
    // 20:30 the window has closed (the operator's zone: 13:30 UTC).
    t.clock.set(bangkok(today, '20:30'));
    const closed = await t.app.inject({ method: 'POST', url: grabUrl(id), headers: m.headers });
    expect(closed.json().error.code).toBe('RED_ENVELOPE_CLOSED');
    const next = await t.app.inject({
      url: ENGAGEMENT_API.member.redEnvelopes,
      headers: m.headers,
    });
    expect(
      next.json().windows.find((w: { campaignId: number }) => w.campaignId === id),
    ).toMatchObject({
      open: false,
      grabbed: null,
      startsAt: bangkok(addDays(today, 1), '20:00').toISOString(),
    });
    t.clock.set(bangkok(addDays(today, 1), '20:00'));
    const tomorrow = await t.app.inject({ method: 'POST', url: grabUrl(id), headers: m.headers });
    expect(tomorrow.statusCode).toBe(200);
    expect(await mainOf(t, m.id)).toBe(200);
  });

  it('is closed before the window and refuses an excluded member', async () => {
    const id = await campaign({ poolAmount: 100_000 });
    const m = await createMember(t, 'renexc01');
    t.clock.set(bangkok(addDays(today, 2), '19:59'));
    const early = await t.app.inject({ method: 'POST', url: grabUrl(id), headers: m.headers });
    expect(early.json().error.code).toBe('RED_ENVELOPE_CLOSED');
    t.clock.set(bangkok(addDays(today, 2), '20:00'));
    await exclude(t.app.services.db, m.id);
    await expect(t.app.services.redEnvelopes.grab(m.id, id)).rejects.toMatchObject({
      code: 'PLAY_RESTRICTED',
    });
    expect(await mainOf(t, m.id)).toBe(0);
  });

  it('a depositors-only campaign refuses a member without a deposit', async () => {
    const id = await campaign({ poolAmount: 100_000, audience: 'depositors' });
    const m = await createMember(t, 'rendep01');
    t.clock.set(bangkok(addDays(today, 3), '20:01'));
    const res = await t.app.inject({ method: 'POST', url: grabUrl(id), headers: m.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('RED_ENVELOPE_NOT_ELIGIBLE');
  });

  it('refuses a campaign the database cannot hold or that cannot pay one envelope', async () => {
    for (const payload of [
      { poolAmount: 50, minAmount: 100 },
      { mode: 'random', minAmount: 500, maxAmount: 100 },
      { windowStart: '24:00' },
      { poolAmount: Number.MAX_SAFE_INTEGER + 1 },
      { lastDay: addDays(today, -1) },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: ENGAGEMENT_API.admin.redEnvelopes,
        headers: admin,
        payload: {
          title: { th: 'x', en: 'x', zh: 'x' },
          poolAmount: 1_000,
          mode: 'fixed',
          minAmount: 100,
          maxAmount: 100,
          windowStart: '20:00',
          windowMinutes: 30,
          firstDay: today,
          lastDay: today,
          audience: 'all',
          ...payload,
        },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
