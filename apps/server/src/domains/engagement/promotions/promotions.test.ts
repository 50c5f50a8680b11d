import { FAIR_TERMS, PROMOTIONS_API, DEPOSIT_API } from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { bankTransferMethod, operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import {
  bonusBalance,
  claim,
  granted,
  createPromotion,
  fixedBonus,
  path,
  promotionInput,
  type Headers,
} from './promotions-test-kit.js';

/** Issue 26 item 1 over HTTP on a real database: claims, guards, applications, deposit match. */
describe('promotions', () => {
  let t: TestApp;
  let admin: Headers;
  let seq = 0;

  const member = async (deviceId?: string) => {
    const username = `pm${Date.now().toString(36)}${seq++}`;
    const { id } = await createAccount(t.app, { username });
    const headers: Headers = await signIn(t.app, username);
    if (deviceId) headers['x-device-id'] = deviceId;
    return { id, username, headers };
  };
  const offers = async (headers: Headers = {}, query = '') => {
    const res = await t.app.inject({ url: `${PROMOTIONS_API.list}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as { id: number; status: string; content: string; title: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-06-10T05:00:00Z'));
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t?.close());

  it('an operator creates an offer; its HTML is sanitized; a claim sent 20 times at once pays once', async () => {
    const promo = await createPromotion(t.app, admin, promotionInput(fixedBonus(10_000)));
    const m = await member();
    const listed = (await offers(m.headers, '?language=en')).find((o) => o.id === promo.id)!;
    expect(listed).toMatchObject({ status: 'claim', title: 'Test offer' });
    expect(listed.content).not.toContain('script');

    const requestId = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claim(t.app, m.headers, promo.id, requestId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => !a.json().replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().claimId)).size).toBe(1);
    // 20 different keys at once: the claim limit (1) still pays once more never.
    const others = await Promise.all(
      Array.from({ length: 20 }, () => claim(t.app, m.headers, promo.id)),
    );
    expect(others.every((a) => a.json().error?.code === 'PROMOTION_CLAIM_LIMIT')).toBe(true);
    expect(await bonusBalance(t.app, m.id)).toBe(10_000);
    const [grants] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE reason = 'bonus_grant'
            AND metadata ->> 'source' LIKE ${`promotion:${promo.id}:%`}`,
    );
    expect(grants!.n).toBe(1);
    expect((await offers(m.headers)).find((o) => o.id === promo.id)!.status).toBe('claimed');
  });

  it('100 members claiming at once never pass the budget', async () => {
    const promo = await createPromotion(
      t.app,
      admin,
      promotionInput(fixedBonus(5_000), { budgetTotal: 50_000 }),
    );
    const members = await Promise.all(Array.from({ length: 100 }, () => member()));
    const answers = await Promise.all(members.map((m) => claim(t.app, m.headers, promo.id)));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(10);
    expect(
      answers.filter((a) => a.json().error?.code === 'PROMOTION_BUDGET_EXHAUSTED'),
    ).toHaveLength(90);
    const balances = await Promise.all(members.map((m) => bonusBalance(t.app, m.id)));
    expect(balances.reduce((s, b) => s + b, 0)).toBe(50_000);
    const list = await t.app.inject({ url: PROMOTIONS_API.admin.list, headers: admin });
    expect(list.json().items.find((p: { id: number }) => p.id === promo.id)).toMatchObject({
      spent: 50_000,
      claims: 10,
    });
    // A member who did not get it sees the offer closed.
    const late = members[answers.findIndex((a) => a.statusCode !== 200)]!;
    expect((await offers(late.headers)).find((o) => o.id === promo.id)!.status).toBe('closed');
  }, 180_000);

  it('an excluded member or one on a time-out sees no offer and cannot claim; the header counts offers', async () => {
    const promo = await createPromotion(t.app, admin, promotionInput(fixedBonus(1_000)));
    const m = await member();
    const state = await t.app.inject({ url: '/api/members/me/public-state', headers: m.headers });
    expect(state.json().availablePromoCount).toBeGreaterThan(0);
    const count = await t.app.inject({ url: PROMOTIONS_API.count, headers: m.headers });
    expect(count.json().availablePromoCount).toBe(state.json().availablePromoCount);

    // The exclusion lands while the session is open (a claim already on its way).
    await t.app.services.db
      .update(accounts)
      .set({
        playRestriction: 'self_exclusion',
        playRestrictedUntil: new Date('9999-12-31T00:00:00Z'),
      })
      .where(eq(accounts.id, m.id));
    const listed = await t.app.inject({ url: PROMOTIONS_API.list, headers: m.headers });
    if (listed.statusCode === 200) expect(listed.json().items).toEqual([]);
    const refused = await claim(t.app, m.headers, promo.id);
    expect(refused.statusCode).toBe(403);
    expect(['PLAY_RESTRICTED', 'UNAUTHORIZED']).toContain(refused.json().error.code);
    // Checked at claim time on the claim's transaction, whatever the session says.
    await expect(
      t.app.services.promotionClaims.claim(m.id, promo.id, crypto.randomUUID(), {
        ip: null,
        deviceId: null,
      }),
    ).rejects.toMatchObject({ code: 'PLAY_RESTRICTED' });
    expect(await bonusBalance(t.app, m.id)).toBe(0);

    // A time-out that has not ended yet likewise.
    const n = await member();
    await t.app.services.db
      .update(accounts)
      .set({ playRestriction: 'time_out', playRestrictedUntil: new Date('2026-06-11T05:00:00Z') })
      .where(eq(accounts.id, n.id));
    await expect(
      t.app.services.promotionClaims.claim(n.id, promo.id, crypto.randomUUID(), {
        ip: null,
        deviceId: null,
      }),
    ).rejects.toMatchObject({ code: 'PLAY_RESTRICTED' });
    expect(
      await t.app.services.promotionOffers.list(
        (await t.app.services.accounts.findByUsername(n.username))!,
        {},
      ),
    ).toEqual([]);
  });

  it('apply for review: images checked by type and size with clear codes, approve pays once', async () => {
    const promo = await createPromotion(
      t.app,
      admin,
      promotionInput(
        { kind: 'applyForReview', maxAmount: 20_000, terms: FAIR_TERMS },
        { claimLimit: 2 },
      ),
    );
    const m = await member();
    const apply = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: path(PROMOTIONS_API.apply, promo.id),
        headers: m.headers,
        payload,
      });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      crypto.randomBytes(200),
    ]);
    const gif = Buffer.from('GIF89a-not-allowed');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);

    const badType = await apply({ remark: 'hi', images: [gif.toString('base64')] });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toMatchObject({
      code: 'PROMOTION_IMAGE_INVALID',
      details: { index: 0 },
    });
    const tooBig = await apply({
      remark: 'hi',
      images: [png.toString('base64'), big.toString('base64')],
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatchObject({
      code: 'PROMOTION_IMAGE_TOO_LARGE',
      details: { index: 1 },
    });
    const four = await apply({ remark: 'hi', images: Array(4).fill(png.toString('base64')) });
    expect(four.json().error.code).toBe('VALIDATION_ERROR');
    const long = await apply({ remark: 'x'.repeat(141), images: [] });
    expect(long.json().error.code).toBe('VALIDATION_ERROR');
    // Far too large a body is refused by its limit, never a 500.
    const huge = await apply({ remark: 'hi', images: Array(3).fill('A'.repeat(9_000_000)) });
    expect(huge.statusCode).toBeLessThan(500);

    const ok = await apply({ remark: 'My screenshot', images: [png.toString('base64')] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'applying', imageCount: 1, remark: 'My screenshot' });
    expect((await apply({ remark: 'again', images: [] })).json().error.code).toBe(
      'PROMOTION_APPLICATION_PENDING',
    );
    expect((await offers(m.headers)).find((o) => o.id === promo.id)!.status).toBe('applying');

    const finance = await operatorHeaders(t, 'finance');
    const queue = await t.app.inject({
      url: `${PROMOTIONS_API.admin.applications}?status=applying`,
      headers: finance,
    });
    expect(queue.json().items.map((a: { id: number }) => a.id)).toContain(ok.json().id);
    const image = await t.app.inject({
      url: PROMOTIONS_API.admin.image.replace(':id', String(ok.json().id)).replace(':index', '0'),
      headers: finance,
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, png)).toBe(0);

    const decide = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: path(PROMOTIONS_API.admin.decide, ok.json().id),
        headers: finance,
        payload,
      });
    expect((await decide({ decision: 'approve', amount: 20_001 })).json().error.code).toBe(
      'PROMOTION_AMOUNT_TOO_HIGH',
    );
    const both = await Promise.all([
      decide({ decision: 'approve', amount: 15_000 }),
      decide({ decision: 'approve', amount: 15_000 }),
      decide({ decision: 'reject', reason: 'late' }),
    ]);
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      both.filter((r) => r.json().error?.code === 'PROMOTION_APPLICATION_DECIDED'),
    ).toHaveLength(2);
    const won = both.find((r) => r.statusCode === 200)!.json();
    expect(await bonusBalance(t.app, m.id)).toBe(won.status === 'issued' ? 15_000 : 0);
    // A content operator may not decide money.
    const content = await operatorHeaders(t, 'content');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: path(PROMOTIONS_API.admin.decide, ok.json().id),
      headers: content,
      payload: { decision: 'reject', reason: 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('deposit match: the opt-in takes the next approved deposit; a replayed event pays once', async () => {
    const promo = await createPromotion(
      t.app,
      admin,
      promotionInput(
        { kind: 'depositMatch', percent: 50, cap: 30_000, minDeposit: 20_000, terms: FAIR_TERMS },
        { category: 'deposit', claimLimit: 3 },
      ),
    );
    const { methodId } = await bankTransferMethod(t, admin);
    const finance = await operatorHeaders(t, 'finance');
    const m = await member();
    const optIn = () =>
      t.app.inject({
        method: 'POST',
        url: path(PROMOTIONS_API.optIn, promo.id),
        headers: m.headers,
      });
    const depositAndApprove = async (amount: number) => {
      const d = await t.app.inject({
        method: 'POST',
        url: DEPOSIT_API.member.deposits,
        headers: m.headers,
        payload: { paymentMethodId: methodId, amount, requestId: crypto.randomUUID() },
      });
      expect(d.statusCode, d.body).toBe(200);
      const approved = await t.app.inject({
        method: 'POST',
        url: DEPOSIT_API.admin.approveDeposit(d.json().deposit.id),
        headers: finance,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      await t.app.services.events.drain();
    };
    // A fixed-bonus offer takes no opt-in.
    const other = await createPromotion(t.app, admin, promotionInput(fixedBonus()));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: path(PROMOTIONS_API.optIn, other.id),
          headers: m.headers,
        })
      ).json().error.code,
    ).toBe('PROMOTION_WRONG_ACTION');

    expect((await optIn()).json()).toEqual({ status: 'process' });
    expect((await offers(m.headers)).find((o) => o.id === promo.id)!.status).toBe('process');
    await depositAndApprove(100_000); // 50 % = 50,000, capped at 30,000
    expect(await granted(t.app, m.id)).toBe(30_000);
    expect((await offers(m.headers)).find((o) => o.id === promo.id)!.status).toBe('issued');

    // Without an opt-in a deposit gets nothing; a small one after an opt-in is skipped.
    await depositAndApprove(40_000);
    expect(await granted(t.app, m.id)).toBe(30_000);
    await optIn();
    await depositAndApprove(10_000);
    expect(await granted(t.app, m.id)).toBe(30_000);
    await optIn();
    await depositAndApprove(33_333); // floor(16,666.5)
    expect(await granted(t.app, m.id)).toBe(46_666);

    // Replaying every deposit event pays nothing more.
    await t.app.services.events.resetPosition('engagement.promotions-deposit-match', 0);
    await t.app.services.events.drain();
    expect(await granted(t.app, m.id)).toBe(46_666);
  });

  it('cashback pays a share of yesterday’s net loss in Bangkok once per day', async () => {
    const promo = await createPromotion(
      t.app,
      admin,
      promotionInput(
        { kind: 'cashback', percent: 10, cap: 100_000, period: 'daily', terms: FAIR_TERMS },
        { claimLimit: 30, category: 'rebate' },
      ),
    );
    const m = await member();
    // 10 June 2026, 12:00 Bangkok. Yesterday is 9 June: 23:59 Bangkok counts, 00:01 on the 10th not.
    t.clock.set(new Date('2026-06-10T05:00:00Z'));
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: `cb1-${m.id}`,
        accountId: m.id,
        settledAt: '2026-06-09T16:59:00Z',
        stake: 50_000,
        win: 10_000,
      }),
      wagerEvent('wager.settled', {
        wagerId: `cb2-${m.id}`,
        accountId: m.id,
        settledAt: '2026-06-09T17:01:00Z',
        stake: 90_000,
        win: 0,
      }),
    ]);
    await t.app.services.events.drain();
    const first = await claim(t.app, m.headers, promo.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ amount: 4_000, replayed: false });
    // Any key the same day: the same period's claim.
    expect((await claim(t.app, m.headers, promo.id)).json()).toMatchObject({
      amount: 4_000,
      replayed: true,
    });
    // Next day: the 10th's loss (90,000 at 00:01) pays 9,000.
    t.clock.set(new Date('2026-06-11T05:00:00Z'));
    expect((await claim(t.app, m.headers, promo.id)).json()).toMatchObject({
      amount: 9_000,
      replayed: false,
    });
    t.clock.set(new Date('2026-06-12T05:00:00Z'));
    expect((await claim(t.app, m.headers, promo.id)).json().error.code).toBe(
      'PROMOTION_NOTHING_TO_CLAIM',
    );
    expect(await granted(t.app, m.id)).toBe(13_000);
    t.clock.set(new Date('2026-06-10T05:00:00Z'));
  });

  it('the report: cost equals the ledger’s bonus transfers; NGR during wagering; shared devices are a signal', async () => {
    const promo = await createPromotion(t.app, admin, promotionInput(fixedBonus(2_000)));
    const device = `dev${crypto.randomBytes(10).toString('hex')}`;
    const a = await member(device);
    const b = await member(device);
    await claim(t.app, a.headers, promo.id);
    await claim(t.app, b.headers, promo.id);
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: `rp-${a.id}`,
        accountId: a.id,
        settledAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
        stake: 7_000,
        win: 1_000,
      }),
    ]);
    await t.app.services.events.drain();
    // The window runs until now: the wager a minute after the claims counts once it has passed.
    t.clock.advance(120_000);
    const res = await t.app.inject({
      url: path(PROMOTIONS_API.admin.report, promo.id),
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      claims: 2,
      members: 2,
      bonusCost: 4_000,
      ledgerBonusCost: 4_000,
      reconciled: true,
      ngr: 6_000,
      net: 2_000,
      queuedCost: 0,
    });
    expect(res.json().abuse).toContainEqual({
      kind: 'device',
      value: device,
      usernames: [a.username, b.username].sort(),
    });
  });

  it('raffle: members enter (signed), the draw pays the winners once', async () => {
    const promo = await createPromotion(
      t.app,
      admin,
      promotionInput({ kind: 'raffle', prize: 3_000, winners: 2, terms: FAIR_TERMS }),
    );
    const ms = await Promise.all([member(), member(), member()]);
    for (const m of ms) {
      expect((await claim(t.app, m.headers, promo.id)).json()).toMatchObject({
        status: 'signed',
        amount: 0,
      });
      expect((await offers(m.headers)).find((o) => o.id === promo.id)!.status).toBe('signed');
    }
    const draw = () =>
      t.app.inject({
        method: 'POST',
        url: path(PROMOTIONS_API.admin.draw, promo.id),
        headers: admin,
      });
    const [one, two] = await Promise.all([draw(), draw()]);
    expect([one.json().winners, two.json().winners].sort()).toEqual([0, 2]);
    const balances = await Promise.all(ms.map((m) => bonusBalance(t.app, m.id)));
    expect(balances.sort()).toEqual([0, 3_000, 3_000]);
  });

  it('refuses what the database cannot store and unknown offers, never a 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: PROMOTIONS_API.admin.list,
      headers: admin,
      payload: promotionInput(fixedBonus(Number.MAX_SAFE_INTEGER + 2)),
    });
    expect(bad.statusCode).toBe(400);
    const backwards = await t.app.inject({
      method: 'POST',
      url: PROMOTIONS_API.admin.list,
      headers: admin,
      payload: promotionInput(fixedBonus(), {
        startsAt: '2027-01-01T00:00:00Z',
        endsAt: '2026-01-01T00:00:00Z',
      }),
    });
    expect(backwards.statusCode).toBe(400);
    const m = await member();
    expect((await claim(t.app, m.headers, 999_999)).json().error.code).toBe('PROMOTION_NOT_FOUND');
    const draft = await createPromotion(
      t.app,
      admin,
      promotionInput(fixedBonus(), { state: 'draft' }),
    );
    expect((await claim(t.app, m.headers, draft.id)).json().error.code).toBe('PROMOTION_NOT_FOUND');
    expect((await offers(m.headers)).some((o) => o.id === draft.id)).toBe(false);
    const soon = await createPromotion(
      t.app,
      admin,
      promotionInput(fixedBonus(), { startsAt: '2026-07-01T00:00:00Z' }),
    );
    expect((await offers(m.headers)).find((o) => o.id === soon.id)!.status).toBe('comingSoon');
    expect((await claim(t.app, m.headers, soon.id)).json().error.code).toBe('PROMOTION_NOT_OPEN');
    const closed = await t.app.inject({
      method: 'POST',
      url: path(PROMOTIONS_API.admin.close, soon.id),
      headers: admin,
    });
    expect(closed.json().state).toBe('closed');
  });
});
