import { API, type TMemberLimits } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountDetail, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

function memberLimits(dayDeposit: number): TMemberLimits {
  const limits = (['deposit', 'loss', 'wager', 'session'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => {
      const set = kind === 'deposit' && period === 'day';
      return {
        kind,
        period,
        amount: set ? dayDeposit : null,
        pending: set
          ? {
              amount: 900_000,
              requestedAt: '2026-03-04T05:00:00.000Z',
              confirmableAt: '2026-03-05T05:00:00.000Z',
            }
          : null,
        used: set ? 20_000 : 0,
        remaining: set ? dayDeposit - 20_000 : null,
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
    history: [
      {
        id: 1,
        kind: 'deposit',
        period: 'day',
        action: 'set',
        from: null,
        to: dayDeposit,
        by: 'member',
        at: '2026-03-04T04:00:00.000Z',
      },
    ],
  };
}

describe('member page: limits card', { timeout: 30_000 }, () => {
  it('shows the limit, what is used and left, the pending increase, and lowers a limit at once', async () => {
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.account(5)}`]: { body: accountDetail() },
      'GET /api/admin/accounts/5/limits': { body: memberLimits(100_000) },
      'PUT /api/admin/accounts/5/limits/deposit/day': (call) => {
        puts.push(call);
        return { body: memberLimits(50_000) };
      },
    });
    const user = userEvent.setup();
    renderApp('/accounts/5');
    expect(await screen.findByText('Limits', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('1,000.00')).toBeInTheDocument();
    expect(screen.getByText('800.00')).toBeInTheDocument();
    expect(screen.getByText(/9,000.00, confirmable from/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Lower a limit at once' });
    await user.type(within(form).getByRole('textbox'), '50000');
    await user.click(within(form).getByRole('button', { name: 'Lower limit' }));
    await waitFor(() => expect(puts[0]?.body).toEqual({ amount: 50_000 }));
    expect(await screen.findByText('Limit lowered.')).toBeInTheDocument();
  });
});
