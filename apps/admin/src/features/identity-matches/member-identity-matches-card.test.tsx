import { API, type TIdentityMatches } from '@lw/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDetail, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const matches: TIdentityMatches = {
  items: [
    {
      id: 2,
      source: 'registration',
      decision: 'blocked',
      fields: ['phone', 'device'],
      accountId: null,
      accountUsername: null,
      attemptUsername: 'again01',
      matchedAccountId: 5,
      matchedUsername: 'member01',
      matchedReason: 'excluded',
      at: '2026-03-04T05:00:00.000Z',
    },
    {
      id: 1,
      source: 'bank_account',
      decision: 'flagged',
      fields: ['payeeName'],
      accountId: 5,
      accountUsername: 'member01',
      attemptUsername: null,
      matchedAccountId: 9,
      matchedUsername: 'closed09',
      matchedReason: 'closed',
      at: '2026-03-03T05:00:00.000Z',
    },
  ],
};

describe('member page: identity matches card', { timeout: 30_000 }, () => {
  it('lists matches in both directions: a refused sign-up and a flagged bank account', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.account(5)}`]: { body: accountDetail() },
      'GET /api/admin/accounts/5/identity-matches': { body: matches },
    });
    renderApp('/accounts/5', { language: 'en' });
    expect(await screen.findByText('Identity matches', {}, { timeout: 8000 })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).filter((r) =>
      within(r).queryByText(/Refused sign-up|closed09/),
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Refused sign-up (again01)')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Phone, Device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Blocked')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/This member/)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'closed09' })).toHaveAttribute(
      'href',
      '/accounts/9',
    );
    expect(within(rows[1]!).getByText('Payee name')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Flagged')).toBeInTheDocument();
  });

  it('says so when there is no match', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.account(5)}`]: { body: accountDetail() },
      'GET /api/admin/accounts/5/identity-matches': { body: { items: [] } },
    });
    renderApp('/accounts/5', { language: 'en' });
    expect(
      await screen.findByText('No match with an excluded or closed member.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
