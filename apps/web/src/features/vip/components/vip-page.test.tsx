import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, permissionFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };
const text = (th: string) => ({ th, en: th, zh: th });
const level = (n: number, label: string, deposits: number) => ({
  level: n,
  label: text(label),
  deposits,
  validBets: null,
  qualifyBy: 'any',
  keepDeposits: 5_000,
  keepValidBets: null,
  levelUpBonus: 1_000 * n,
  monthlyBonus: 500 * n,
});
const vipState = {
  enabled: true,
  currency: 'THB',
  window: { kind: 'calendar', unit: 'month' },
  levels: [level(1, 'ซิลเวอร์', 10_000), level(2, 'โกลด์', 50_000)],
  level: 1,
  qualifyingLevel: 1,
  figures: {
    fromDay: '2026-12-01',
    toDay: '2026-12-03',
    deposits: 12_000,
    validBets: 0,
    monthDeposits: 12_000,
    monthValidBets: 0,
  },
  next: { level: 2, depositsLeft: 38_000, validBetsLeft: null },
  keptThisMonth: true,
  changes: [],
  bonuses: [
    { kind: 'levelUp', level: 1, period: '1', amount: 1_000, paidAt: '2026-12-01T03:00:00.000Z' },
  ],
};

describe('VIP page', { timeout: 90_000 }, () => {
  it('shows my level, what the next asks, the levels table and my bonuses', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': {
        body: publicStateFixture({ hasVip: true, vipRankLevel: 1 }),
      },
      'GET /api/vip': { body: vipState },
    });
    renderApp('/member?page=vip');
    expect(
      await screen.findByRole('heading', { name: 'ระดับ 1: ซิลเวอร์' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/เพื่อขึ้นระดับ 2: ฝากเพิ่ม .*380\.00/)).toBeInTheDocument();
    const current = screen.getByRole('rowheader', { name: '1. ซิลเวอร์' }).closest('tr')!;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByText(/100\.00/)).toBeInTheDocument();
    expect(screen.getByText('โบนัสเลื่อนระดับ ระดับ 1')).toBeInTheDocument();
    // The side menu's VIP entry and the member menu's both lead here.
    expect(screen.getAllByRole('link', { name: 'VIP', current: 'page' })).toHaveLength(2);
  });

  it('has no VIP entries when VIP is switched off', async () => {
    signIn(0);
    const off = permissionFixture();
    off.modules.vip = false;
    stubApi(
      {
        'GET /api/members/me': { body: memberFixture() },
        'GET /api/members/me/public-state': { body: publicStateFixture() },
      },
      off,
    );
    renderApp('/member?page=vip');
    expect(await screen.findByRole('navigation', { name: 'ศูนย์สมาชิก' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VIP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /ระดับ 1/ })).not.toBeInTheDocument();
  });
});
