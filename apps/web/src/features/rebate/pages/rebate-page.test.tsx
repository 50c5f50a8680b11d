import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMyRebate } from '@lw/contracts';
import { apiError, signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };

const today = (over: Partial<TMyRebate> = {}): TMyRebate => ({
  businessDay: '2026-11-20',
  currency: 'THB',
  level: 0,
  levelLabel: '',
  lines: [
    {
      category: 'LIVE',
      validStake: 100_000,
      rateBps: 50,
      dailyCap: 300,
      accrued: 300,
      paid: 0,
      claimable: 300,
    },
    {
      category: 'RNG',
      validStake: 123_456,
      rateBps: 100,
      dailyCap: null,
      accrued: 1_234,
      paid: 0,
      claimable: 1_234,
    },
  ],
  claimable: 1_534,
  blocked: null,
  history: [],
  ...over,
});

describe('manualRebate page', { timeout: 60_000 }, () => {
  it("shows today's rebate per game type and claims it once", async () => {
    signIn(0);
    let claimed = false;
    const api = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/rebate': () => ({
        body: claimed
          ? today({
              lines: today().lines.map((l) => ({ ...l, paid: l.accrued, claimable: 0 })),
              claimable: 0,
              history: [
                {
                  businessDay: '2026-11-20',
                  category: 'RNG',
                  kind: 'claim',
                  validStake: 123_456,
                  amount: 1_234,
                  at: '2026-11-20T10:00:00.000Z',
                },
              ],
            })
          : today(),
      }),
      'POST /api/rebate/claims': () => {
        claimed = true;
        return { body: { businessDay: '2026-11-20', paid: 1_534, lines: [] } };
      },
    });
    renderApp('/member?page=manualRebate');
    const claimable = await screen.findByTestId('rebate-claimable', {}, SLOW);
    expect(claimable).toHaveTextContent('15.34');
    const table = screen.getAllByRole('region', { name: /เงินคืนของวันที่/ }).at(-1)!;
    const live = within(table).getByRole('row', { name: /คาสิโนสด|Live/ });
    expect(within(live).getByText(/สูงสุด 3\.00 ต่อวัน/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'รับเงินคืน' }));
    expect(await screen.findByText('เพิ่ม 15.34 เข้ากระเป๋าเงินของคุณแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('0.00'));
    expect(screen.getByRole('button', { name: 'รับเงินคืน' })).toBeDisabled();
    expect(await screen.findByText('กดรับเอง')).toBeInTheDocument();
    expect(
      api.calls.filter((c) => c.method === 'POST' && c.path === '/api/rebate/claims'),
    ).toHaveLength(1);
  });

  it('an excluded member sees why and cannot claim', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/rebate': { body: today({ blocked: 'PLAY_RESTRICTED' }) },
      'POST /api/rebate/claims': apiError(403, 'PLAY_RESTRICTED'),
    });
    renderApp('/member?page=manualRebate');
    const button = await screen.findByRole('button', { name: 'รับเงินคืน' }, SLOW);
    expect(button).toBeDisabled();
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });
});
