import { ENGAGEMENT_API } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts, turnoverRequirements } from '../../../db/schema/index.js';
import { createMember, expectLedgerVerified } from '../../cashier/withdrawals/cashier-test-kit.js';
import { exclude, mainOf, transfersLike } from './engagement-test-kit.js';
import type { RewardOffer } from './reward-centre.service.js';

describe('reward centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  const offer = (o: Omit<RewardOffer, 'sourceKind'> & { sourceKind?: string }) =>
    t.app.services.db.transaction((tx) =>
      t.app.services.rewardCentre.offer(tx, { sourceKind: 'task', ...o }),
    );
  const claimUrl = (id: number) => ENGAGEMENT_API.member.claimReward.replace(':id', String(id));

  it('lists an offer, shows it on the badge, and an offer made twice is one reward', async () => {
    const m = await createMember(t, 'rwlist01');
    const first = await offer({ accountId: m.id, sourceKey: `a:${m.id}`, amount: 5_000 });
    const again = await offer({ accountId: m.id, sourceKey: `a:${m.id}`, amount: 5_000 });
    expect(first).toMatchObject({ created: true });
    expect(again).toEqual({ id: first!.id, created: false });
    await offer({
      accountId: m.id,
      sourceKind: 'leaderboard',
      sourceKey: `b:${m.id}`,
      amount: 700,
    });
    const list = await t.app.inject({ url: ENGAGEMENT_API.member.rewards, headers: m.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ unclaimed: 2 });
    const badges = await t.app.inject({ url: ENGAGEMENT_API.member.badges, headers: m.headers });
    expect(badges.json()).toEqual({ rewardCenter: 2, missionLeaderboard: 1 });
  });

  it('pays once when the claim is sent 20 times at once; a replay answers the claimed reward', async () => {
    const m = await createMember(t, 'rwrace01');
    const made = await offer({
      accountId: m.id,
      sourceKey: `race:${m.id}`,
      amount: 12_345,
      turnoverPercent: 150,
    });
    const before = await mainOf(t, m.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: claimUrl(made!.id), headers: m.headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json<{ claimedAt: string }>().claimedAt)).size).toBe(1);
    expect(await mainOf(t, m.id)).toBe(before + 12_345);
    expect(await transfersLike(t.app.services.db, `reward:${made!.id}`)).toBe(1);
    // The cashier's withdrawal turnover: 150 % of the reward, floored, once.
    const required = await t.app.services.db
      .select({ required: turnoverRequirements.required, source: turnoverRequirements.source })
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.accountId, m.id));
    expect(required).toEqual([{ required: 18_517, source: 'bonus' }]);
    const badges = await t.app.inject({ url: ENGAGEMENT_API.member.badges, headers: m.headers });
    expect(badges.json()).toEqual({ rewardCenter: 0, missionLeaderboard: 0 });
  });

  it("refuses another member's reward and an unknown one with REWARD_NOT_FOUND", async () => {
    const owner = await createMember(t, 'rwown01');
    const other = await createMember(t, 'rwoth01');
    const made = await offer({ accountId: owner.id, sourceKey: `own:${owner.id}`, amount: 100 });
    const stolen = await t.app.inject({
      method: 'POST',
      url: claimUrl(made!.id),
      headers: other.headers,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('REWARD_NOT_FOUND');
    const unknown = await t.app.inject({
      method: 'POST',
      url: claimUrl(9_999_999),
      headers: other.headers,
    });
    expect(unknown.json().error.code).toBe('REWARD_NOT_FOUND');
  });

  it('expires at its end: refused at claim, then marked by the expiry job', async () => {
    const m = await createMember(t, 'rwexp01');
    const now = t.clock.now();
    const made = await offer({
      accountId: m.id,
      sourceKey: `exp:${m.id}`,
      amount: 100,
      availableUntil: new Date(now.getTime() + 60_000),
    });
    t.clock.set(new Date(now.getTime() + 61_000));
    const late = await t.app.inject({
      method: 'POST',
      url: claimUrl(made!.id),
      headers: m.headers,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('REWARD_EXPIRED');
    expect(await t.app.services.rewardCentre.expire()).toBeGreaterThanOrEqual(1);
    const list = await t.app.inject({ url: ENGAGEMENT_API.member.rewards, headers: m.headers });
    expect(list.json().items[0]).toMatchObject({ id: made!.id, status: 'expired' });
    expect(await mainOf(t, m.id)).toBe(0);
  });

  it('an excluded member gets no offer and cannot claim one made before', async () => {
    const m = await createMember(t, 'rwexcl01');
    const made = await offer({ accountId: m.id, sourceKey: `ex:${m.id}`, amount: 900 });
    await exclude(t.app.services.db, m.id);
    expect(await offer({ accountId: m.id, sourceKey: `ex2:${m.id}`, amount: 900 })).toBeNull();
    // Straight to the service: the sign-in guard may end the session first; the claim itself refuses.
    await expect(t.app.services.rewardCentre.claim(m.id, made!.id)).rejects.toMatchObject({
      code: 'PLAY_RESTRICTED',
    });
    expect(await mainOf(t, m.id)).toBe(0);
  });

  it('a locked or disabled member, or one who must change the password, cannot claim', async () => {
    for (const [name, patch, code] of [
      ['rwlock01', { status: 'locked' as const }, 'ACCOUNT_LOCKED'],
      ['rwdis01', { status: 'disabled' as const }, 'ACCOUNT_DISABLED'],
      ['rwpwd01', { mustChangePassword: true }, 'PASSWORD_CHANGE_REQUIRED'],
    ] as const) {
      const m = await createMember(t, name);
      const made = await offer({ accountId: m.id, sourceKey: `st:${m.id}`, amount: 300 });
      await t.app.services.db.update(accounts).set(patch).where(eq(accounts.id, m.id));
      await expect(t.app.services.rewardCentre.claim(m.id, made!.id)).rejects.toMatchObject({
        code,
      });
      expect(await mainOf(t, m.id)).toBe(0);
    }
  });

  it('the back office lists rewards by status', async () => {
    const admin = await import('../../../../test/test-app.js').then((k) => k.adminHeaders(t.app));
    const res = await t.app.inject({
      url: `${ENGAGEMENT_API.admin.rewards}?status=claimed`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.every((r: { status: string }) => r.status === 'claimed')).toBe(true);
    expect(res.json().total).toBeGreaterThanOrEqual(1);
  });
});
