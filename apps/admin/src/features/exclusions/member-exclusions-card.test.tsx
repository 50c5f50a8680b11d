import { API, type TAdminExclusion, type TMemberExclusions } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountDetail, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 8000 };

const selfExclusion: TAdminExclusion = {
  id: 3,
  kind: 'self_exclusion',
  period: '6m',
  startsAt: '2026-01-01T03:00:00.000Z',
  endsAt: '2026-07-01T03:00:00.000Z',
  source: 'member',
  status: 'in_force',
  liftRequestedAt: null,
  liftEffectiveAt: null,
  operatorUsername: null,
  reason: null,
  liftRequestedBy: null,
  liftReason: null,
};

function exclusions(history: TAdminExclusion[]): TMemberExclusions {
  const inForce = history.find((e) => e.status !== 'ended');
  return {
    current: inForce ? { kind: inForce.kind, until: inForce.endsAt } : null,
    history,
  };
}

function routes(role: 'super_admin' | 'finance', extra: Parameters<typeof mockFetch>[0] = {}) {
  return {
    [`GET ${API.admin.session}`]: { body: sessionFor(role) },
    [`GET ${API.admin.account(5)}`]: { body: accountDetail() },
    'GET /api/admin/accounts/5/limits': {
      body: {
        currency: 'THB',
        limits: [],
        promptAnswered: true,
        registrationPromptAnswered: true,
        coolingOffHours: 24,
        history: [],
      },
    },
    ...extra,
  };
}

describe('member page: time-outs and self-exclusions card', { timeout: 30_000 }, () => {
  it('shows what is in force and asks for a lift with a reason', async () => {
    const posts: RecordedCall[] = [];
    mockFetch(
      routes('super_admin', {
        'GET /api/admin/accounts/5/exclusions': { body: exclusions([selfExclusion]) },
        'POST /api/admin/accounts/5/exclusions/3/lift': (call) => {
          posts.push(call);
          return {
            body: {
              ...selfExclusion,
              status: 'lift_pending',
              liftRequestedAt: '2026-07-02T03:00:00.000Z',
              liftEffectiveAt: '2026-07-03T03:00:00.000Z',
              liftRequestedBy: 'admin',
              liftReason: 'Member asked by e-mail',
            },
          };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/accounts/5', { language: 'en' });
    const current = await screen.findByTestId('exclusion-current', {}, SLOW);
    expect(current).toHaveTextContent('Self-excluded until Jul 1, 2026, 10:00 AM.');
    expect(screen.getByText('The member')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lift after cooling-off' }));
    const form = screen.getByRole('form', { name: 'Lift after cooling-off' });
    await user.type(within(form).getByRole('textbox'), 'Member asked by e-mail');
    await user.click(within(form).getByRole('button', { name: 'Ask for the lift' }));
    await waitFor(() => expect(posts[0]?.body).toEqual({ reason: 'Member asked by e-mail' }));
  });

  it('applies a time-out for the member with a reason', async () => {
    const posts: RecordedCall[] = [];
    mockFetch(
      routes('super_admin', {
        'GET /api/admin/accounts/5/exclusions': { body: exclusions([]) },
        'POST /api/admin/accounts/5/exclusions': (call) => {
          posts.push(call);
          return { status: 201, body: { ...selfExclusion, kind: 'time_out', period: '7d' } };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/accounts/5', { language: 'en' });
    expect(await screen.findByText('Nothing in force.', {}, SLOW)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Apply a time-out or self-exclusion' });
    await user.selectOptions(within(form).getByRole('combobox'), '7d');
    await user.type(within(form).getByRole('textbox'), 'Phone call 12:03');
    await user.click(within(form).getByRole('button', { name: 'Apply now' }));
    await waitFor(() =>
      expect(posts[0]?.body).toEqual({ period: '7d', reason: 'Phone call 12:03' }),
    );
    expect(await screen.findByText(/Applied: the member is signed out/)).toBeInTheDocument();
  });

  it('offers no actions without responsible_gaming.manage', async () => {
    mockFetch(
      routes('finance', {
        'GET /api/admin/accounts/5/exclusions': { body: exclusions([selfExclusion]) },
      }),
    );
    renderApp('/accounts/5', { language: 'en' });
    expect(await screen.findByTestId('exclusion-current', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Lift after cooling-off' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply a time-out or self-exclusion' })).toBeNull();
  });
});
