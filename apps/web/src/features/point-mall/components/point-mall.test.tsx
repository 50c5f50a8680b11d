import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };
const text = (th: string) => ({ th, en: th, zh: th });

const summary = (balance: number) => ({
  balance,
  earned: 200,
  exchanged: 200 - balance,
  currency: 'THB',
  hasPaymentPassword: true,
  config: {
    tiers: [{ minDeposit: 0, ratioAmount: 10_000, ratioPoints: 1 }],
    convert: { enabled: true, ratioPoints: 100, ratioAmount: 1_000, minPoints: 100 },
    rules: text('กติกาของร้าน'),
  },
});

const record = {
  id: 9,
  type: 'reward',
  rewardId: 3,
  rewardName: text('แก้วน้ำ'),
  points: 50,
  amount: 0,
  currency: 'THB',
  ratio: null,
  status: 'in_process',
  reference: 'PR00000009',
  remark: null,
  createdAt: '2026-12-01T03:00:00.000Z',
  decidedAt: null,
};

describe('points mall', { timeout: 90_000 }, () => {
  it('redeems a reward with the payment password and shows it In Process in the history', async () => {
    signIn(0);
    let balance = 200;
    let redeemed = false;
    let attempt = 0;
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/points': () => ({ body: summary(balance) }),
      'GET /api/points/rewards': {
        body: {
          items: [
            {
              id: 3,
              name: text('แก้วน้ำ'),
              description: text('แก้วเซรามิก'),
              imageUrl: null,
              pricePoints: 50,
              stock: 4,
              perMemberLimit: null,
              active: true,
              sortOrder: 0,
            },
          ],
        },
      },
      'POST /api/points/redemptions': () => {
        attempt += 1;
        if (attempt === 1) return apiError(400, 'WRONG_PAYMENT_PASSWORD');
        balance = 150;
        redeemed = true;
        return { body: record };
      },
      'GET /api/points/redemptions': () => ({
        body: { items: redeemed ? [record] : [], total: redeemed ? 1 : 0 },
      }),
    });
    renderApp('/pointMall');
    const user = userEvent.setup();
    await waitFor(
      () => expect(screen.getByTestId('points-balance')).toHaveTextContent('200'),
      SLOW,
    );
    const card = (await screen.findByRole('heading', { name: 'แก้วน้ำ' }, SLOW)).closest('li')!;
    expect(within(card).getByText('50 คะแนน')).toBeInTheDocument();
    expect(within(card).getByText('เหลือ 4 ชิ้น')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'แลก' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/รหัสผ่านการชำระเงิน/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการแลก' }));
    expect(await within(dialog).findByText(/รหัสผ่านการชำระเงินไม่ถูกต้อง|ไม่ถูกต้อง/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการแลก' }));
    expect(await screen.findByText(/PR00000009/, undefined, SLOW)).toBeInTheDocument();
    const posts = calls.filter((c: TApiCall) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    // A wrong password keeps the request id: the retry is the same redemption.
    expect(posts[0]!.body).toMatchObject({ rewardId: 3, paymentPassword: '000000' });
    const ids = posts.map((p) => (p.body as { requestId: string }).requestId);
    expect(ids[1]).toBe(ids[0]);
    await waitFor(
      () => expect(screen.getByTestId('points-balance')).toHaveTextContent('150'),
      SLOW,
    );
    await user.click(screen.getByRole('tab', { name: 'ประวัติการแลก' }));
    const row = (await screen.findByText('PR00000009', undefined, SLOW)).closest('tr')!;
    expect(within(row).getByText('กำลังดำเนินการ')).toBeInTheDocument();
  });

  it('shows the exchange table and previews a conversion at the server rate', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/points': { body: summary(200) },
      'GET /api/points/rewards': { body: { items: [] } },
    });
    renderApp('/pointMall');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'ตารางแลกเปลี่ยน' }, SLOW));
    expect(await screen.findByText(/1 คะแนนต่อ/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/จำนวนคะแนนที่จะแปลง/), '150');
    expect(screen.getByText(/คุณจะได้รับ .*15\.00/)).toBeInTheDocument();
  });
});
