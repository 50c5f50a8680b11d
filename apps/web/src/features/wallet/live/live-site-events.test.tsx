import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { getSession } from '../../../lib/session';
import { FakeSocket } from '../test-support';
import { setSocketFactory } from './live-socket';
import { setIdleScheduler } from './use-live-events';

beforeEach(() => {
  FakeSocket.all = [];
  setSocketFactory((url) => new FakeSocket(url));
  setIdleScheduler((run) => {
    run();
    return () => undefined;
  });
});
afterEach(() => {
  setSocketFactory();
  setIdleScheduler();
});

const title = (en: string) => ({ th: '', en, zh: '' });

async function memberSocket(routes: Parameters<typeof stubApi>[0] = {}) {
  signIn(0);
  const api = stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture({ unreadMessage: 0 }) },
    ...routes,
  });
  renderApp('/');
  await screen.findByRole('banner');
  await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
  const socket = FakeSocket.latest()!;
  socket.open();
  socket.push({ type: 'ready' });
  return { socket, api };
}

describe('live site events', { timeout: 30_000 }, () => {
  it('message.new with a count shows the red badge on the member menu without reload', async () => {
    const { socket } = await memberSocket();
    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'เมนูบัญชี' });
    socket.push({ type: 'message.new', title: title('Hi'), unread: 3 });
    const trigger = await within(header).findByRole('button', {
      name: 'เมนูบัญชี (ข้อความที่ยังไม่ได้อ่าน 3 รายการ)',
    });
    expect(trigger).toHaveTextContent('3');
  });

  it('site.status asks the server for the startup permission again', async () => {
    const { socket, api } = await memberSocket();
    const before = api.calls.filter((c) => c.path === '/api/permission').length;
    socket.push({ type: 'site.status' });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/permission').length).toBeGreaterThan(before),
    );
  });

  it('session.ended signs the page out and asks to log in again', async () => {
    const { socket } = await memberSocket();
    // The session is over on the server: the next signed-in call answers 401.
    stubApi({
      'GET /api/members/me/public-state': {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'no' } },
      },
    });
    socket.push({ type: 'session.ended' });
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('session.ended for another session (own password change) keeps this page signed in', async () => {
    const { socket } = await memberSocket();
    const before = FakeSocket.all.length;
    socket.push({ type: 'session.ended' });
    // This session still answers: the page reconnects instead of signing out.
    await waitFor(() => expect(FakeSocket.all.length).toBe(before + 1));
    expect(getSession().token).toBe('tok-123');
  });
});
