import type { TMyLimits, TPaymentMethod } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import cashier from '../../../locales/th/cashier.json';
import limitsText from '../../../locales/th/limits.json';
import { apiError, signIn, stubApi, type TApiAnswer } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 8000 };
const l = limitsText;

const bankMethod: TPaymentMethod = {
  id: 1,
  code: 'bank-kbank',
  kind: 'bank_transfer',
  name: { th: 'โอนผ่าน KBank', en: 'KBank transfer', zh: '开泰转账' },
  currency: 'THB',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  bankCode: 'KBANK',
};

function myLimits(over: Partial<TMyLimits> = {}, dayDeposit: number | null = null): TMyLimits {
  const limits = (['deposit', 'loss', 'wager', 'session'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => {
      const amount = kind === 'deposit' && period === 'day' ? dayDeposit : null;
      return {
        kind,
        period,
        amount,
        pending: null,
        used: amount === null ? 0 : 30_000,
        remaining: amount === null ? null : amount - 30_000,
        periodStart: '2026-03-03T17:00:00.000Z',
        resetsAt: '2026-03-04T17:00:00.000Z',
      };
    }),
  );
  return {
    currency: 'THB',
    limits,
    promptAnswered: true,
    registrationPromptAnswered: true,
    coolingOffHours: 24,
    ...over,
  };
}

function api(extra: Record<string, TApiAnswer>) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/cashier/payment-methods': { body: { items: [bankMethod] } },
    'GET /api/cashier/deposits': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    'GET /api/responsible-gaming/limits/history': { body: { items: [] } },
    ...extra,
  });
}

describe('deposit limits on the deposit page', { timeout: 30_000 }, () => {
  it('prompts before the first deposit; "not now" is recorded and the prompt closes', async () => {
    signIn(0);
    const { calls } = api({
      'GET /api/responsible-gaming/limits': { body: myLimits({ promptAnswered: false }) },
      'POST /api/responsible-gaming/limits/prompt': { body: myLimits() },
    });
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    expect(await screen.findByRole('dialog', { name: l.prompt.title }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: l.prompt.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const answer = calls.find((c) => c.path === '/api/responsible-gaming/limits/prompt');
    expect(answer?.body).toEqual({ where: 'first_deposit', answer: 'skipped' });
  });

  it('sets a daily deposit limit from the prompt', async () => {
    signIn(0);
    const { calls } = api({
      'GET /api/responsible-gaming/limits': { body: myLimits({ promptAnswered: false }) },
      'PUT /api/responsible-gaming/limits/deposit/day': {
        body: myLimits({ promptAnswered: false }, 100_000),
      },
      'POST /api/responsible-gaming/limits/prompt': { body: myLimits({}, 100_000) },
    });
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const dialog = await screen.findByRole('dialog', { name: l.prompt.title }, SLOW);
    await user.type(
      screen.getByRole('textbox', { name: l.form.amount.replace('{{currency}}', 'THB') }),
      '1,000',
    );
    await user.click(screen.getByRole('button', { name: l.prompt.set }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ amount: 100_000 });
    expect(calls.find((c) => c.path.endsWith('/prompt'))?.body).toEqual({
      where: 'first_deposit',
      answer: 'set',
    });
    const notice = await screen.findByTestId('deposit-limits');
    await waitFor(() => expect(notice).toHaveTextContent('700.00'), SLOW);
  });

  it('shows what is left and, on a refusal, the limit with what is left and when it resets', async () => {
    signIn(0);
    api({
      'GET /api/responsible-gaming/limits': { body: myLimits({}, 100_000) },
      'POST /api/cashier/deposits': apiError(403, 'LIMIT_EXCEEDED', {
        limit: 'deposit',
        period: 'day',
        remaining: 70_000,
        resetsAt: '2026-03-04T17:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const notice = await screen.findByTestId('deposit-limits', {}, SLOW);
    await waitFor(() => expect(notice).toHaveTextContent('700.00'), SLOW);
    await user.type(await screen.findByRole('textbox', { name: /จำนวนเงิน/ }, SLOW), '800');
    await user.type(screen.getByRole('textbox', { name: cashier.deposit.payerName }), 'Somchai');
    await user.click(screen.getByRole('button', { name: cashier.deposit.submit }));
    const refusal = await screen.findByText(/เกินวงเงินฝากรายวันของคุณ/, {}, SLOW);
    expect(refusal).toHaveTextContent('700.00');
    expect(screen.getByRole('link', { name: l.link })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
  });
});

describe('the limits section', { timeout: 30_000 }, () => {
  it('lists limits and sends a new limit in minor units', async () => {
    signIn(0);
    const { calls } = api({
      'GET /api/responsible-gaming/limits': { body: myLimits({}, 100_000) },
      'PUT /api/responsible-gaming/limits/loss/week': { body: myLimits({}, 100_000) },
    });
    const user = userEvent.setup();
    renderApp('/responsible-gaming');
    expect(await screen.findByRole('heading', { name: l.title }, SLOW)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: l.form.kind }), 'loss');
    await user.selectOptions(screen.getByRole('combobox', { name: l.form.period }), 'week');
    await user.type(
      screen.getByRole('textbox', { name: l.form.amount.replace('{{currency}}', 'THB') }),
      '250.50',
    );
    await user.click(screen.getByRole('button', { name: l.form.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 25_050 }),
    );
  });
});
