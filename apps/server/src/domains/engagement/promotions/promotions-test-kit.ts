import {
  FAIR_TERMS,
  PROMOTIONS_API,
  type TPromotionInput,
  type TPromotionRuleInput,
} from '@lw/contracts';
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../../app.js';

/** Test helpers of the promotions suites: an operator's promotion, bonus balances. */
export type Headers = Record<string, string>;

export function promotionInput(
  rule: TPromotionRuleInput,
  over: Partial<TPromotionInput> = {},
): TPromotionInput {
  return {
    title: { th: 'โปรทดสอบ', en: 'Test offer', zh: '测试优惠' },
    content: {
      th: '<p>รายละเอียด</p>',
      en: '<p>Details<script>alert(1)</script></p>',
      zh: '<p>详情</p>',
    },
    bannerUrl: '',
    category: 'newbie',
    audience: { kind: 'all' },
    languages: ['th', 'en', 'zh'],
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2027-12-31T00:00:00Z',
    budgetTotal: null,
    budgetPerMember: null,
    claimLimit: 1,
    rule,
    state: 'published',
    ...over,
  };
}

export const fixedBonus = (amount = 10_000): TPromotionRuleInput => ({
  kind: 'fixedBonus',
  amount,
  terms: FAIR_TERMS,
});

export async function createPromotion(app: App, admin: Headers, input: TPromotionInput) {
  const res = await app.inject({
    method: 'POST',
    url: PROMOTIONS_API.admin.list,
    headers: admin,
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

export const path = (pattern: string, id: number) => pattern.replace(':id', String(id));

export function claim(app: App, headers: Headers, id: number, requestId = crypto.randomUUID()) {
  return app.inject({
    method: 'POST',
    url: path(PROMOTIONS_API.claim, id),
    headers,
    payload: { requestId },
  });
}

export async function bonusBalance(app: App, accountId: number): Promise<number> {
  const { currency } = await app.services.settings.get('cashier');
  return app.services.ledger.balanceOf(
    (await app.services.ledger.walletOf(accountId, 'bonus', currency)).id,
  );
}

/** Bonus money granted to a member in all (active and queued bonuses: one is active at a time). */
export async function granted(app: App, accountId: number): Promise<number> {
  const { items } = await app.services.bonusWallet.mine(accountId);
  return items.reduce((sum, b) => sum + b.amount, 0);
}
