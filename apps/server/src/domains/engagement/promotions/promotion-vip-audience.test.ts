import { BONUSES_API, PROMOTIONS_API } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { approvedDeposits, saveVipProgram, setVipModule, TWO_LEVELS } from '../vip/vip-test-kit.js';
import {
  claim,
  createPromotion,
  fixedBonus,
  granted,
  promotionInput,
  type Headers,
} from './promotions-test-kit.js';

/** Issue 26: an offer for VIP levels, listed and claimable only at those levels, checked at claim. */
describe('promotions for VIP levels', () => {
  let t: TestApp;
  let admin: Headers;
  let silverOnly: number;
  let goldAndUp: number;

  const offerIds = async (headers: Headers = {}) => {
    const res = await t.app.inject({ url: PROMOTIONS_API.list, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { id: number }[]).map((o) => o.id);
  };
  const levelUp = async (accountId: number, amount: number) => {
    await approvedDeposits(t.app, t.clock.now(), [{ accountId, amount }]);
    return t.app.services.vipLevels.refresh(accountId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-06-10T05:00:00Z'));
    admin = await adminHeaders(t.app);
    await setVipModule(t.app, true);
    await saveVipProgram(t.app, TWO_LEVELS);
    silverOnly = (
      await createPromotion(
        t.app,
        admin,
        promotionInput(fixedBonus(1_000), {
          audience: { kind: 'vipLevels', minLevel: 1, maxLevel: 1 },
        }),
      )
    ).id;
    goldAndUp = (
      await createPromotion(
        t.app,
        admin,
        promotionInput(fixedBonus(2_000), {
          audience: { kind: 'vipLevels', minLevel: 2, maxLevel: null },
        }),
      )
    ).id;
  });
  afterAll(() => t?.close());

  it('shows and pays an offer only at its levels, as the member rises', async () => {
    const { id } = await createAccount(t.app, { username: 'vipaud1' });
    const headers = await signIn(t.app, 'vipaud1');

    // Level 0: neither offer, and a claim sent anyway is refused.
    expect(await offerIds(headers)).not.toContain(silverOnly);
    expect(await offerIds(headers)).not.toContain(goldAndUp);
    const early = await claim(t.app, headers, silverOnly);
    expect(early.statusCode, early.body).toBe(403);
    expect(early.json().error.code).toBe('PROMOTION_NOT_ELIGIBLE');
    // A visitor sees no VIP offer either.
    expect(await offerIds()).not.toContain(silverOnly);

    // Silver (10,000 deposited): the Silver offer, not the Gold one.
    expect(await levelUp(id, 10_000)).toBe(1);
    const silver = await offerIds(headers);
    expect(silver).toContain(silverOnly);
    expect(silver).not.toContain(goldAndUp);
    expect((await claim(t.app, headers, goldAndUp)).json().error.code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    const paid = await claim(t.app, headers, silverOnly);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await granted(t.app, id)).toBe(1_000);
    // The member's bonus list names the bonus by the promotion's title.
    const mine = await t.app.inject({ url: BONUSES_API.mine, headers });
    expect(mine.json().items[0].title).toEqual(promotionInput(fixedBonus()).title);

    // Gold (50,000 in the month): the Gold offer, and the Silver one no longer.
    expect(await levelUp(id, 40_000)).toBe(2);
    const gold = await offerIds(headers);
    expect(gold).toContain(goldAndUp);
    expect(gold).not.toContain(silverOnly);
    expect((await claim(t.app, headers, goldAndUp)).statusCode).toBe(200);
    expect(await granted(t.app, id)).toBe(3_000);
  });

  it('offers nothing for VIP levels while VIP is switched off', async () => {
    const { id } = await createAccount(t.app, { username: 'vipaud2' });
    const headers = await signIn(t.app, 'vipaud2');
    expect(await levelUp(id, 60_000)).toBe(2);
    await setVipModule(t.app, false);
    try {
      expect(await offerIds(headers)).not.toContain(goldAndUp);
      expect((await claim(t.app, headers, goldAndUp)).json().error.code).toBe(
        'PROMOTION_NOT_ELIGIBLE',
      );
    } finally {
      await setVipModule(t.app, true);
    }
    expect(await offerIds(headers)).toContain(goldAndUp);
  });

  it('refuses levels out of order or out of range, naming the field', async () => {
    for (const audience of [
      { kind: 'vipLevels', minLevel: 3, maxLevel: 2 },
      { kind: 'vipLevels', minLevel: 0, maxLevel: null },
      { kind: 'vipLevels', minLevel: 1, maxLevel: 31 },
      { kind: 'vipLevels', minLevel: 1.5, maxLevel: null },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: PROMOTIONS_API.admin.list,
        headers: admin,
        payload: { ...promotionInput(fixedBonus()), audience },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain('audience');
    }
  });
});
