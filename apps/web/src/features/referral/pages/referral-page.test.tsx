import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMyReferral } from '@lw/contracts';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The page and its texts are lazy chunks: allow for a busy machine.
const SLOW = { timeout: 30_000 };

const referral: TMyReferral = {
  code: 'K7QM2XPA',
  path: '/register?ref=K7QM2XPA',
  currency: 'THB',
  rules: {
    firstDepositReward: 5_000,
    firstDepositMin: 10_000,
    betRateBps: 20,
    betDailyCap: 10_000,
    activeMinValidStake: 10_000,
  },
  zaloBonusHint: '131K',
  friends: [
    { name: 'so***ai', registeredAt: '2026-11-20T05:00:00.000Z', status: 'active', earned: 5_600 },
    { name: 'ma***ee', registeredAt: '2026-11-21T05:00:00.000Z', status: 'registered', earned: 0 },
  ],
  rewards: [
    {
      kind: 'first_deposit',
      friend: 'so***ai',
      businessDay: '2026-11-20',
      basis: 20_000,
      amount: 5_000,
      status: 'paid',
      reason: null,
    },
    {
      kind: 'first_deposit',
      friend: 'ma***ee',
      businessDay: '2026-11-21',
      basis: 20_000,
      amount: 0,
      status: 'refused',
      reason: 'self_referral',
    },
  ],
  totalEarned: 5_000,
};

describe('referral page', { timeout: 60_000 }, () => {
  it('shows my code, link and QR, the rules in Thai, my friends masked and my rewards', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/referral': { body: referral },
    });
    renderApp('/member?page=referral');
    expect(await screen.findByText('K7QM2XPA', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/register?ref=K7QM2XPA`)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'คิวอาร์โค้ดลิงก์เชิญของฉัน' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('ชวนเพื่อนผ่าน Zalo รับโบนัสสูงสุด 131K')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'แชร์ผ่าน Zalo' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://zalo.me/share?url='),
    );
    expect(screen.getByText(/รับ 50\.00 เมื่อเพื่อนฝากเงินครั้งแรกตั้งแต่ 100\.00/)).toBeInTheDocument();
    expect(screen.getByText(/0\.2% ของยอดเดิมพันที่ถูกต้อง/)).toBeInTheDocument();
    const friends = screen.getAllByRole('region', { name: 'เพื่อนที่เชิญ 2 คน' }).at(-1)!;
    const rows = within(friends).getAllByRole('row');
    expect(within(rows[1]!).getByText('so***ai')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ใช้งานอยู่')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('สมัครแล้ว')).toBeInTheDocument();
    const rewards = screen.getAllByRole('region', { name: 'รางวัลของฉัน' }).at(-1)!;
    expect(within(rewards).getByText('ไม่จ่าย')).toBeInTheDocument();
    expect(within(rewards).getByText(/บัญชีของตนเอง/)).toBeInTheDocument();
  });

  it('shows the next step when no friend has signed up', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/referral': { body: { ...referral, friends: [], rewards: [], totalEarned: 0 } },
    });
    renderApp('/member?page=referral');
    expect(await screen.findByText('ยังไม่มีเพื่อนที่เชิญ', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีรางวัล')).toBeInTheDocument();
  });
});
