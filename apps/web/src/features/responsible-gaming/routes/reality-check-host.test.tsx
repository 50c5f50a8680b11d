import { REALITY_CHECK_API } from '@lw/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th/realityChecks.json';
import { isRealityCheckOpen, realityCheckAnswered } from '../../../lib/reality-check-gate';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const FIFTEEN_MINUTES = 15 * 60_000;
// The site's default language (the whole app renders in Thai here).
const WAIT = { timeout: 4000 };

function stubRealityCheck() {
  return stubApi({
    [`GET ${REALITY_CHECK_API.settings}`]: {
      body: { intervalMinutes: 15, chosen: true, choices: [15, 30, 45, 60, 90, 120] },
    },
    [`GET ${REALITY_CHECK_API.summary}`]: (call) => ({
      body: {
        since: new URLSearchParams(call.search).get('since'),
        elapsedSeconds: 900,
        totals: [{ currency: 'THB', wagers: 3, stake: 30_000, win: 12_000, net: -18_000 }],
      },
    }),
  });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('reality checks on a game screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the time played, and stops the screen every interval until the member answers', async () => {
    signIn();
    const { calls } = stubRealityCheck();
    const opened = Date.now();
    renderApp('/seamless');
    const clock = await screen.findByRole('timer', { name: th.clockLabel }, WAIT);
    expect(clock).toHaveTextContent(/^0:00:0\d$/);

    await advance(FIFTEEN_MINUTES);
    const dialog = await screen.findByRole('alertdialog', { name: th.title }, WAIT);
    expect(within(dialog).getByText(/คุณเล่นมาแล้ว 0:15:0\d/)).toBeInTheDocument();
    // The summary arrives when its request answers (a busy machine takes longer than 500 ms).
    const net = (await within(dialog).findByText(/3 เดิมพัน/, {}, WAIT)).closest('dd')!;
    expect(net).toHaveClass('is-loss');
    expect(net.firstChild?.textContent).toBe('-180.00');
    expect(within(dialog).getByText(/3 เดิมพัน · แทง 300\.00 · ได้ 120\.00/)).toBeInTheDocument();
    expect(isRealityCheckOpen()).toBe(true);
    const summaryCall = calls.find((c) => c.path === REALITY_CHECK_API.summary)!;
    const since = new Date(new URLSearchParams(summaryCall.search).get('since')!).getTime();
    expect(Math.abs(since - opened)).toBeLessThan(5_000);

    // Autoplay waits for the answer.
    let resumed = false;
    void realityCheckAnswered().then(() => (resumed = true));
    await advance(10);
    expect(resumed).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: th.continue }));
    await advance(10);
    expect(resumed).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The next check comes one interval after the answer.
    await advance(FIFTEEN_MINUTES - 60_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(60_000);
    expect(await screen.findByRole('alertdialog', { name: th.title }, WAIT)).toBeInTheDocument();
  });

  it('"Stop playing" leaves the game for the lobby; "See my betting history" opens the records', async () => {
    signIn();
    stubRealityCheck();
    const { router } = renderApp('/seamless');
    await screen.findByRole('timer', {}, WAIT);
    await advance(FIFTEEN_MINUTES);
    let dialog = await screen.findByRole('alertdialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: th.stop }));
    await advance(10);
    expect(router.state.location.pathname).toBe('/');
    expect(isRealityCheckOpen()).toBe(false);

    await act(() => router.navigate('/house/crash'));
    await screen.findByRole('timer', {}, WAIT);
    await advance(FIFTEEN_MINUTES);
    dialog = await screen.findByRole('alertdialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: th.history }));
    await advance(10);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/member?page=personalHistoryCopy',
    );
  });

  it('a visitor or a trial player has no reality check', async () => {
    const { calls } = stubRealityCheck();
    renderApp('/seamless');
    await advance(FIFTEEN_MINUTES);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === REALITY_CHECK_API.settings)).toBe(false);
  });
});
