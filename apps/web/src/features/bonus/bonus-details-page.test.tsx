import { FAIR_TERMS, type TBonus, type TMyBonuses } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import bonus from '../../locales/th/bonus.json';
import pages from '../../locales/th/pages.json';
import { signIn, stubApi } from '../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 8000 };

const bonusOf = (over: Partial<TBonus>): TBonus => ({
  id: 1,
  accountId: 7,
  currency: 'THB',
  source: { kind: 'promotion', id: '1:1' },
  title: { th: 'โบนัสต้อนรับ', en: 'Welcome match', zh: '欢迎奖金' },
  amount: 10_000,
  depositAmount: 0,
  balance: 8_000,
  requirement: 100_000,
  progress: 25_000,
  status: 'active',
  terms: {
    ...FAIR_TERMS,
    products: ['RNG', 'LIVE'],
    maxBetWhileWagering: 500,
    maxConversion: { kind: 'amount', amount: 50_000 },
    forfeitOnWithdrawal: true,
  },
  grantedAt: '2026-11-20T03:00:00.000Z',
  activatedAt: '2026-11-20T03:00:00.000Z',
  wagerEndsAt: '2026-11-27T03:00:00.000Z',
  endedAt: null,
  endReason: null,
  convertedAmount: 0,
  forfeitedAmount: 0,
  ...over,
});

function bonusApi(mine: TMyBonuses, forfeit?: () => { status?: number; body?: unknown }) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/bonuses': { body: mine },
    ...(forfeit ? { 'POST /api/bonuses/1/forfeit': forfeit } : {}),
  });
}

describe('the bonusDetails page of the member centre', { timeout: 30_000 }, () => {
  it('lists every bonus with its progress, windows, status and the terms it runs', async () => {
    signIn(0);
    bonusApi({
      items: [
        bonusOf({}),
        bonusOf({
          id: 2,
          // Granted before bonuses kept their promotion's title.
          title: null,
          status: 'completed',
          balance: 0,
          progress: 100_000,
          convertedAmount: 9_000,
          endReason: 'requirement_met',
        }),
      ],
      forfeitsOnWithdrawal: true,
    });
    renderApp('/member?page=bonusDetails');
    expect(
      await screen.findByRole('heading', { name: pages.member.page.bonusDetails }, SLOW),
    ).toBeInTheDocument();
    const active = await screen.findByTestId('bonus-1', {}, SLOW);
    expect(within(active).getByText(bonus.status.active)).toBeInTheDocument();
    // Named by the promotion that granted it, in the page's language.
    expect(within(active).getByRole('heading', { name: /โบนัสต้อนรับ/ })).toBeInTheDocument();
    expect(within(active).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(
      within(active).getByText(bonus.progress.text.replace('{{percent}}', '25'), { exact: false }),
    ).toBeInTheDocument();
    // The terms are the rule object's: multiple, max bet, max conversion, contributions.
    expect(
      within(active).getByText(bonus.terms.base.bonus.replace('{{multiple}}', '10')),
    ).toBeInTheDocument();
    expect(within(active).getByText(bonus.terms.withdrawalForfeits)).toBeInTheDocument();
    const table = within(active).getByRole('table');
    expect(within(table).getByText('100%')).toBeInTheDocument();
    expect(within(table).getAllByText(bonus.terms.notEligible).length).toBe(7);
    expect(within(active).getByRole('button', { name: bonus.forfeit.button })).toBeInTheDocument();
    const done = screen.getByTestId('bonus-2');
    expect(within(done).getByText(bonus.status.completed)).toBeInTheDocument();
    expect(within(done).getByText(bonus.untitled)).toBeInTheDocument();
    expect(within(done).getByText(bonus.endReason.requirement_met)).toBeInTheDocument();
    // An ended bonus cannot be forfeited.
    expect(within(done).queryByRole('button', { name: bonus.forfeit.button })).toBeNull();
  });

  it('asks before forfeiting, then sends the forfeit and shows it', async () => {
    signIn(0);
    const { calls } = bonusApi({ items: [bonusOf({})], forfeitsOnWithdrawal: true }, () => ({
      body: bonusOf({
        status: 'forfeited',
        balance: 0,
        forfeitedAmount: 8_000,
        endReason: 'member',
      }),
    }));
    const user = userEvent.setup();
    renderApp('/member?page=bonusDetails');
    await user.click(await screen.findByRole('button', { name: bonus.forfeit.button }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(bonus.forfeit.text)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: bonus.forfeit.confirm }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/bonuses/1/forfeit')).toBe(true));
    expect(await screen.findByText(bonus.forfeit.done, {}, SLOW)).toBeInTheDocument();
  });

  it('says so when there is no bonus', async () => {
    signIn(0);
    bonusApi({ items: [], forfeitsOnWithdrawal: false });
    renderApp('/member?page=bonusDetails');
    expect(await screen.findByText(bonus.empty.title, {}, SLOW)).toBeInTheDocument();
  });
});
