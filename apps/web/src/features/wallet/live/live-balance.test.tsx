import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { FakeSocket } from '../test-support';
import { openLiveSocket, setSocketFactory } from './live-socket';
import { setIdleScheduler } from './use-live-events';

beforeEach(() => {
  FakeSocket.all = [];
  setSocketFactory((url) => new FakeSocket(url));
});
afterEach(() => {
  setSocketFactory();
  vi.useRealTimers();
});

const balanceEvent = (balance: number) => ({
  type: 'balance',
  wallet: 'main',
  currency: 'THB',
  balance,
  bonus: 0,
  total: balance,
});

describe('live balance', () => {
  it('a balance event updates the header without reload; sign-out closes the channel', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture({ balance: 1000 }) },
    });
    renderApp('/');
    const amount = await screen.findByTestId('balance-amount');
    await waitFor(() => expect(amount).toHaveTextContent('10.00'));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.latest()!;
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/live$/);

    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: 'tok-123' });

    socket.push({ type: 'ready' });
    socket.push(balanceEvent(250075));
    await waitFor(() => expect(amount).toHaveTextContent('2,500.75'));
    // Nothing else but the one socket: no second connection for the same member.
    expect(FakeSocket.all).toHaveLength(1);

    clearSession({ signedOut: true });
    await waitFor(() => expect(socket.closedWith).toBe(1000));
    // Signed out, the page goes on as a visitor's: a new connection, anonymous.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    const visitorSocket = FakeSocket.latest()!;
    visitorSocket.open();
    expect(JSON.parse(visitorSocket.sent[0]!)).toEqual({ type: 'anonymous' });
  });

  it('visitors connect anonymously, only once the page is idle', async () => {
    let idle: (() => void) | null = null;
    setIdleScheduler((run) => {
      idle = run;
      return () => undefined;
    });
    try {
      stubApi();
      renderApp('/');
      await screen.findByRole('banner');
      expect(FakeSocket.all).toHaveLength(0);
      expect(idle).not.toBeNull();
      idle!();
      const socket = FakeSocket.latest()!;
      socket.open();
      expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'anonymous' });
    } finally {
      setIdleScheduler();
    }
  });
});

describe('openLiveSocket', () => {
  it('reconnects with backoff after a drop, but not after an unauthorized close or close()', () => {
    vi.useFakeTimers();
    const messages: unknown[] = [];
    const connection = openLiveSocket({
      url: 'ws://x/api/live',
      hello: () => 'hi',
      onMessage: (m) => messages.push(m),
      isFinalClose: (e) => e.code === 4401,
    });
    const first = FakeSocket.latest()!;
    first.open();
    first.push({ type: 'ready' });
    expect(messages).toEqual([{ type: 'ready' }]);
    first.drop();
    vi.advanceTimersByTime(600);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);

    const second = FakeSocket.latest()!;
    second.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    connection.close();
  });

  it('close() stops reconnecting', () => {
    vi.useFakeTimers();
    const connection = openLiveSocket({ url: 'ws://x', hello: () => 'hi', onMessage: () => {} });
    const socket = FakeSocket.latest()!;
    connection.close();
    expect(socket.closedWith).toBe(1000);
    socket.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
