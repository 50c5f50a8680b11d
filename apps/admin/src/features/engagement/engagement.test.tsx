import { API, ENGAGEMENT_API, type TLeaderboard, type TRedEnvelopeCampaign } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const base = {
  [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
  [`GET ${API.admin.settings}`]: { body: allSettings() },
};

describe('engagement back office', { timeout: 30_000 }, () => {
  it('creates a red-envelope campaign in minor units and pauses one', async () => {
    const user = userEvent.setup();
    const campaigns: TRedEnvelopeCampaign[] = [
      {
        id: 3,
        title: { th: 'อั่งเปา', en: '8 pm envelopes', zh: '红包' },
        poolAmount: 370_000,
        mode: 'fixed',
        minAmount: 10_000,
        maxAmount: 10_000,
        windowStart: '20:00',
        windowMinutes: 30,
        firstDay: '2026-12-01',
        lastDay: '2026-12-31',
        audience: 'all',
        active: true,
        paid: 120_000,
        grabs: 12,
      },
    ];
    const { calls } = mockFetch({
      ...base,
      [`GET ${ENGAGEMENT_API.admin.redEnvelopes}`]: { body: campaigns },
      [`POST ${ENGAGEMENT_API.admin.redEnvelopes}`]: (call) => ({
        status: 201,
        body: { ...campaigns[0], ...(call.body as object), id: 4, paid: 0, grabs: 0, active: true },
      }),
      'POST /api/admin/engagement/red-envelopes/3/active': { status: 204 },
    });
    renderApp('/engagement/red-envelopes', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Red envelopes' });
    const row = (await within(table).findByText('8 pm envelopes')).closest('tr')!;
    expect(within(row).getByText('1,200.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/3/active'))?.body).toEqual({ active: false }),
    );

    const form = screen.getByRole('form', { name: 'New campaign' });
    await user.type(within(form).getByLabelText('Title (Thai)'), 'ซองแดง');
    await user.type(within(form).getByLabelText('Title (English)'), 'Red');
    await user.type(within(form).getByLabelText('Title (Chinese)'), '红');
    await user.type(within(form).getByLabelText('Pool per window'), '3,700');
    await user.selectOptions(within(form).getByLabelText('Amounts'), 'random');
    await user.type(within(form).getByLabelText('Minimum'), '10');
    await user.type(within(form).getByLabelText('Maximum'), '250.50');
    await user.type(within(form).getByLabelText('First day'), '2026-12-05');
    await user.type(within(form).getByLabelText('Last day'), '2026-12-06');
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === ENGAGEMENT_API.admin.redEnvelopes)
          ?.body,
      ).toMatchObject({
        poolAmount: 370_000,
        mode: 'random',
        minAmount: 1_000,
        maxAmount: 25_050,
        windowStart: '20:00',
        windowMinutes: 30,
        firstDay: '2026-12-05',
        lastDay: '2026-12-06',
        audience: 'all',
      }),
    );
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it("shows a leaderboard's frozen results with prizes", async () => {
    const user = userEvent.setup();
    const board: TLeaderboard = {
      id: 5,
      title: { th: 'แข่ง', en: 'Daily race', zh: '赛' },
      period: 'daily',
      category: null,
      freezeMinutes: 10,
      prizes: [100_000, 50_000],
      active: true,
    };
    mockFetch({
      ...base,
      [`GET ${ENGAGEMENT_API.admin.leaderboards}`]: { body: [board] },
      'GET /api/admin/engagement/leaderboards/5/results': {
        body: {
          periods: [
            {
              firstDay: '2026-12-02',
              lastDay: '2026-12-02',
              frozenAt: '2026-12-02T17:10:00.000Z',
              rows: [
                {
                  rank: 1,
                  username: 'winner01',
                  validStake: 900_000,
                  reachedAt: '2026-12-02T10:00:00.000Z',
                  prize: 100_000,
                },
                {
                  rank: 2,
                  username: 'second01',
                  validStake: 900_000,
                  reachedAt: '2026-12-02T11:00:00.000Z',
                  prize: 50_000,
                },
              ],
            },
          ],
        },
      },
    });
    renderApp('/engagement/leaderboards', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Mission leaderboards' });
    await user.click(await within(table).findByRole('button', { name: 'Results' }));
    const first = (await screen.findByText('winner01')).closest('tr')!;
    expect(within(first).getByText('1,000.00')).toBeInTheDocument();
    expect(screen.getByText('second01').closest('tr')).toHaveTextContent('500.00');
  });
});
