import { API, DEPOSIT_API } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { adminDeposit, depositPage } from './test-fixtures';

function serve(timeZone: string) {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
    [`GET ${API.admin.settings}`]: { body: allSettings() },
    [`GET ${API.permission}`]: { body: { timeZone } },
    [`GET ${DEPOSIT_API.admin.deposits}`]: { body: depositPage([adminDeposit()]) },
    [`GET ${DEPOSIT_API.admin.paymentMethods}`]: { body: { items: [] } },
  });
}

const queueQueries = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.path.split('?')[0] === DEPOSIT_API.admin.deposits)
    .map((c) => new URL(c.path, 'http://localhost').searchParams);

describe('queue day filters in the site time zone', { timeout: 20_000 }, () => {
  // "Today" is 21 November 2025 in Bangkok (00:30), still the 20th in UTC. Only Date is faked.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-20T17:30:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Thai Buddhist-era days and times of Bangkok; a picked day is that Bangkok day', async () => {
    const { calls } = serve('Asia/Bangkok');
    renderApp('/cashier/deposits', { language: 'th' });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    // Created 11:15 UTC on 2 March 2026: 18:15 in Bangkok, in the year 2569.
    expect(await within(table).findByText('2 มี.ค. 2569 18:15')).toBeInTheDocument();
    expect(screen.getByTestId('time-zone-note')).toHaveTextContent('Asia/Bangkok (GMT+7)');

    await user.click(screen.getByRole('button', { name: /ตั้งแต่วันที่/ }));
    const from = screen.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
    // No day chosen yet: the calendar opens on today's month of the site zone.
    expect(within(from).getByRole('heading')).toHaveTextContent('พฤศจิกายน 2568');
    await user.click(within(from).getByRole('button', { name: 'วันศุกร์ที่ 21 พฤศจิกายน พ.ศ. 2568' }));
    await user.click(screen.getByRole('button', { name: /ถึงวันที่/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'ถึงวันที่' })).getByRole('button', {
        name: 'วันศุกร์ที่ 21 พฤศจิกายน พ.ศ. 2568',
      }),
    );
    // The whole Bangkok day: [20 Nov 17:00 UTC, 21 Nov 17:00 UTC).
    await waitFor(() =>
      expect(queueQueries(calls).at(-1)?.get('to')).toBe('2025-11-21T17:00:00.000Z'),
    );
    expect(queueQueries(calls).at(-1)?.get('from')).toBe('2025-11-20T17:00:00.000Z');
    expect(screen.getByRole('button', { name: /ตั้งแต่วันที่/ })).toHaveTextContent('21 พ.ย. 2568');
  });

  it('follows the zone the site publishes: UTC days and times in English', async () => {
    const { calls } = serve('UTC');
    renderApp('/cashier/deposits');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(await within(table).findByText('Mar 2, 2026, 11:15 AM')).toBeInTheDocument();
    expect(screen.getByTestId('time-zone-note')).toHaveTextContent('UTC (GMT+0)');

    await user.click(screen.getByRole('button', { name: /From date/ }));
    const from = screen.getByRole('dialog', { name: 'From date' });
    // Today in UTC is still 20 November.
    expect(within(from).getByRole('button', { current: 'date' })).toHaveTextContent('20');
    await user.click(within(from).getByRole('button', { name: 'Thursday, November 20, 2025' }));
    await waitFor(() =>
      expect(queueQueries(calls).at(-1)?.get('from')).toBe('2025-11-20T00:00:00.000Z'),
    );
  });
});
