import {
  ADMIN_EVENTS_API,
  ADMIN_JOBS_API,
  API,
  type TEventConsumerList,
  type TJobCatalogue,
  type TJobRun,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const failedRun: TJobRun = {
  id: 41,
  kind: 'catalogue-sync',
  key: '2026-12-01T12:00:00.000Z',
  state: 'failed',
  attempts: 4,
  maxAttempts: 4,
  scheduledFor: '2026-12-01T12:00:00.000Z',
  startedAt: '2026-12-01T12:01:10.000Z',
  finishedAt: '2026-12-01T12:01:15.000Z',
  error: 'vendor PG answered 503',
  requestedBy: null,
};

const catalogue = (rerun: boolean): TJobCatalogue => ({
  timeZone: 'Asia/Bangkok',
  kinds: [
    {
      kind: 'catalogue-sync',
      schedule: { type: 'interval', everyMs: 6 * 3_600_000 },
      rerunnable: true,
      lastRun: rerun
        ? {
            ...failedRun,
            id: 42,
            key: 'manual:x',
            state: 'queued',
            attempts: 0,
            finishedAt: null,
            error: null,
            requestedBy: 'admin',
          }
        : failedRun,
      lastFailure: failedRun,
    },
    {
      kind: 'crash-scheduler',
      schedule: { type: 'loop', everyMs: 100 },
      rerunnable: false,
      lastRun: null,
      lastFailure: null,
    },
    {
      kind: 'job-runs-prune',
      schedule: { type: 'cron', cron: '30 3 * * *' },
      rerunnable: true,
      lastRun: null,
      lastFailure: null,
    },
  ],
});

const consumers = (position: number): TEventConsumerList => ({
  head: 120,
  oldestKept: 40,
  consumers: [
    {
      name: 'cashier.settled-wagers',
      types: ['wager.settled', 'wager.voided', 'wager.resettled'],
      position,
      lag: 120 - position,
      movedAt: '2026-12-01T12:05:00.000Z',
    },
    { name: 'games.launch-revocation', types: null, position: 0, lag: 81, movedAt: null },
  ],
});
const noConsumers = { [`GET ${ADMIN_EVENTS_API.consumers}`]: { body: consumers(120) } };

describe('jobs page', { timeout: 20_000 }, () => {
  it('shows schedules, the last failure with its error, and re-runs a job', async () => {
    const user = userEvent.setup();
    let rerun = false;
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_JOBS_API.kinds}`]: () => ({ body: catalogue(rerun) }),
      [`GET ${ADMIN_JOBS_API.runs}`]: { body: { items: [failedRun] } },
      ...noConsumers,
      [`POST ${ADMIN_JOBS_API.rerun('catalogue-sync')}`]: () => {
        rerun = true;
        return { status: 201, body: catalogue(true).kinds[0]!.lastRun };
      },
    });
    renderApp('/jobs', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const sync = (await within(table).findByText('catalogue-sync')).closest('tr')!;
    expect(within(sync).getByText('Every 6 hours')).toBeInTheDocument();
    expect(within(sync).getByText('vendor PG answered 503')).toBeInTheDocument();
    expect(within(sync).getAllByText('Failed').length).toBeGreaterThan(0);
    const cron = within(table).getByText('job-runs-prune').closest('tr')!;
    expect(within(cron).getByText('Cron (Asia/Bangkok)')).toBeInTheDocument();
    expect(within(cron).getByText('30 3 * * *')).toBeInTheDocument();
    const loop = within(table).getByText('crash-scheduler').closest('tr')!;
    expect(
      within(loop).getByText('Every 100 ms in one process (leader lease)'),
    ).toBeInTheDocument();
    // A loop has no run to repeat.
    expect(within(loop).queryByRole('button', { name: /Run/ })).toBeNull();
    // The failures list asks for failed runs and shows their error and attempts.
    const failures = await screen.findByRole('table', { name: 'Recent failures' });
    const failedRow = (await within(failures).findByText('2026-12-01T12:00:00.000Z')).closest(
      'tr',
    )!;
    expect(within(failedRow).getByText('vendor PG answered 503')).toBeInTheDocument();
    expect(within(failedRow).getByText('4 / 4')).toBeInTheDocument();
    expect(
      calls.some(
        (c) => c.path.startsWith(`${ADMIN_JOBS_API.runs}?`) && c.path.includes('state=failed'),
      ),
    ).toBe(true);

    await user.click(within(sync).getByRole('button', { name: 'Run catalogue-sync now' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === ADMIN_JOBS_API.rerun('catalogue-sync')),
      ).toBe(true),
    );
    expect(await screen.findByText('catalogue-sync will run in a moment.')).toBeInTheDocument();
    expect(await within(sync).findByText('Queued')).toBeInTheDocument();
    expect(within(sync).getByText(/by admin/)).toBeInTheDocument();
  });

  it('speaks Thai and Chinese', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_JOBS_API.kinds}`]: { body: catalogue(false) },
      [`GET ${ADMIN_JOBS_API.runs}`]: { body: { items: [] } },
      ...noConsumers,
    });
    const { unmount } = renderApp('/jobs', { language: 'th' });
    expect(await screen.findByRole('table', { name: 'ผู้รับเหตุการณ์' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'งานเบื้องหลัง' })).toBeInTheDocument();
    expect(await screen.findByText('ทุก 6 ชั่วโมง')).toBeInTheDocument();
    unmount();
    renderApp('/jobs', { language: 'zh' });
    expect(await screen.findByText('每 6 小时')).toBeInTheDocument();
  });

  it('lists the event consumers with position and lag, and replays one from a position', async () => {
    const user = userEvent.setup();
    let position = 120;
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${ADMIN_JOBS_API.kinds}`]: { body: catalogue(false) },
      [`GET ${ADMIN_JOBS_API.runs}`]: { body: { items: [] } },
      [`GET ${ADMIN_EVENTS_API.consumers}`]: () => ({ body: consumers(position) }),
      [`PUT ${ADMIN_EVENTS_API.position('cashier.settled-wagers')}`]: () => {
        position = 39;
        return { body: consumers(39).consumers[0] };
      },
    });
    renderApp('/jobs', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Event consumers' });
    const wagers = (await within(table).findByText('cashier.settled-wagers')).closest('tr')!;
    expect(within(wagers).getByText('wager.voided')).toBeInTheDocument();
    expect(within(wagers).getAllByText('120')).toHaveLength(1);
    const launches = within(table).getByText('games.launch-revocation').closest('tr')!;
    expect(within(launches).getByText('Every event')).toBeInTheDocument();
    expect(within(launches).getByText('81')).toBeInTheDocument();
    expect(within(launches).getByText('Not yet')).toBeInTheDocument();
    expect(screen.getByText(/Oldest kept: 40/)).toBeInTheDocument();

    await user.click(within(wagers).getByRole('button', { name: 'Replay cashier.settled-wagers' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Replay cashier.settled-wagers',
    });
    const input = within(dialog).getByLabelText('Handle again every event after position');
    await user.clear(input);
    await user.type(input, 'x');
    expect(within(dialog).getByRole('button', { name: 'Replay' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '39');
    await user.click(within(dialog).getByRole('button', { name: 'Replay' }));
    await waitFor(() =>
      expect(
        calls.find(
          (c) =>
            c.method === 'PUT' && c.path === ADMIN_EVENTS_API.position('cashier.settled-wagers'),
        )?.body,
      ).toEqual({ position: 39 }),
    );
    expect(
      await screen.findByText('cashier.settled-wagers goes on from position 39.'),
    ).toBeInTheDocument();
    expect(await within(wagers).findByText('81')).toBeInTheDocument();
  });

  it('is closed to operators without jobs.read', async () => {
    mockFetch({ [`GET ${API.admin.session}`]: { body: sessionFor('finance') } });
    renderApp('/jobs', { language: 'en' });
    expect(
      await screen.findByText('Your role does not give access to this screen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Jobs' })).toBeNull();
  });
});
