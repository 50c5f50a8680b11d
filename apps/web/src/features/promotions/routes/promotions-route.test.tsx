import { FAIR_TERMS, type TPromotionOffer } from '@lw/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 10_000 };

const offer = (over: Partial<TPromotionOffer>): TPromotionOffer => ({
  id: 1,
  title: 'โบนัสต้อนรับ',
  content: '<p>สำหรับสมาชิกใหม่</p>',
  bannerUrl: '',
  category: 'newbie',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  claimLimit: 1,
  budgetPerMember: null,
  rule: { kind: 'fixedBonus', amount: 10_000, terms: FAIR_TERMS },
  currency: 'THB',
  status: 'claim',
  claimed: 0,
  ...over,
});

describe('promotions page', () => {
  it('lists offers with their status and rule headline; the detail shows the terms and claims once per key', async () => {
    signIn();
    const api = stubApi({
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/promotions': {
        body: {
          items: [
            offer({}),
            offer({
              id: 2,
              title: 'ฝากแรก 50%',
              category: 'deposit',
              status: 'process',
              rule: {
                kind: 'depositMatch',
                percent: 50,
                cap: 30_000,
                minDeposit: 20_000,
                terms: FAIR_TERMS,
              },
            }),
          ],
        },
      },
      'POST /api/promotions/1/claim': {
        body: { claimId: 9, amount: 10_000, status: 'issued', replayed: false },
      },
    });
    renderApp('/promotions');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'โปรโมชั่น' }, SLOW);
    const card = (await screen.findByText('โบนัสต้อนรับ', {}, SLOW)).closest('article')!;
    expect(within(card).getByText('โบนัส 100.00 THB')).toBeInTheDocument();
    expect(within(card).getByText('รับ')).toBeInTheDocument();
    const match = screen.getByText('ฝากแรก 50%').closest('article')!;
    expect(within(match).getByText('โบนัสฝาก 50% สูงสุด 300.00 THB')).toBeInTheDocument();
    expect(within(match).getByText('กำลังดำเนินการ')).toBeInTheDocument();

    await user.click(within(card).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // Terms written from the rule object: fair terms are 10x on slots.
    expect(within(dialog).getByText('ทำเทิร์นโอเวอร์ 10 เท่าของโบนัสก่อนถอน')).toBeInTheDocument();
    expect(within(dialog).getByText('เล่นได้ที่: สล็อต')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'รับโบนัส' }));
    expect(await within(dialog).findByText(/ได้รับโบนัสแล้ว/)).toBeInTheDocument();
    const claims = api.calls.filter((c) => c.method === 'POST');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('asks for the category of the chip and shows the empty state without offers', async () => {
    const api = stubApi({ 'GET /api/promotions': { body: { items: [] } } });
    renderApp('/promotions?category=deposit');
    expect(await screen.findByText('ยังไม่มีโปรโมชั่นในหมวดนี้', {}, SLOW)).toBeInTheDocument();
    const list = api.calls.find((c) => c.path === '/api/promotions');
    expect(list?.search).toContain('category=deposit');
  });
});
