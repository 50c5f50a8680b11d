import { ADMIN_ALERTS_API, API, type TOperatorAlertList } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const list = (acknowledged: boolean): TOperatorAlertList => ({
  open: acknowledged ? 1 : 2,
  items: [
    {
      id: 7,
      kind: 'sms.budget.exhausted',
      level: 'critical',
      params: {
        scope: 'prefix',
        prefix: '+6681',
        limit: 100,
        used: 100,
        percent: 80,
        windowStart: '2026-12-01T14:00:00.000Z',
      },
      createdAt: '2026-12-01T14:40:00.000Z',
      acknowledgedAt: acknowledged ? '2026-12-01T14:45:00.000Z' : null,
      acknowledgedBy: acknowledged ? 'admin' : null,
    },
    {
      id: 6,
      kind: 'sms.budget.near',
      level: 'warning',
      params: {
        scope: 'global',
        limit: 600,
        used: 480,
        percent: 80,
        windowStart: '2026-12-01T14:00:00.000Z',
      },
      createdAt: '2026-12-01T14:30:00.000Z',
      acknowledgedAt: null,
      acknowledgedBy: null,
    },
  ],
});

describe('operator alerts in the top bar', { timeout: 20_000 }, () => {
  it('counts open alerts, words them, and acknowledges one', async () => {
    const user = userEvent.setup();
    let acknowledged = false;
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_ALERTS_API.list}`]: () => ({ body: list(acknowledged) }),
      [`POST ${ADMIN_ALERTS_API.acknowledge(7)}`]: () => {
        acknowledged = true;
        return { body: list(true).items[0] };
      },
    });
    renderApp('/', { language: 'en' });
    const bell = await screen.findByRole('button', { name: 'Alerts: 2 open' });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Alerts' });
    expect(
      within(panel).getByText(/the SMS budget of numbers \+6681… is used up \(100 per hour\)/),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(/480 of 600 per hour used \(80 % alert\) in the whole site/),
    ).toBeInTheDocument();
    await user.click(within(panel).getAllByRole('button', { name: 'Acknowledge' })[0]!);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === ADMIN_ALERTS_API.acknowledge(7)),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Alerts: 1 open' })).toBeInTheDocument();
    expect(await within(panel).findByText(/acknowledged by admin/)).toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_ALERTS_API.list}`]: { body: list(false) },
    });
    renderApp('/', { language: 'th' });
    expect(
      await screen.findByRole('button', { name: 'การแจ้งเตือน: ยังไม่อ่าน 2 รายการ' }),
    ).toBeInTheDocument();
  });
});
