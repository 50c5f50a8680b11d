import WebSocket from 'ws';
import type { App } from '../../../app.js';
import { adminHeaders } from '../../../../test/test-app.js';

type Event = Record<string, unknown>;

/** A real chat WebSocket client for tests: authenticates, collects events, answers the close. */
export async function openChatSocket(
  baseUrl: string,
  auth: { role: 'member' | 'operator'; token: string } | { role: 'visitor'; chatId: string },
) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/chat/socket`);
  const events: Event[] = [];
  ws.on('message', (data: Buffer) => events.push(JSON.parse(data.toString('utf8')) as Event));
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', ...auth }));
  const client = {
    ws,
    events,
    closed,
    typing: (conversationId: number, typing = true) =>
      ws.send(JSON.stringify({ type: 'typing', conversationId, typing })),
    /** Waits for the first collected event matching `match`. */
    async next(match: (e: Event) => boolean, timeoutMs = 5_000): Promise<Event> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching event in ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
  return client;
}

/** A message event whose body is `body`. */
export const messageWith = (body: string) => (e: Event) =>
  e.type === 'message' && (e.message as { body?: string }).body === body;

/** Creates an operator with a role and answers its bearer header. */
export async function operatorHeaders(
  app: App,
  username: string,
  role: 'support' | 'finance' | 'content' | 'super_admin',
) {
  const admin = await adminHeaders(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/operators',
    headers: admin,
    payload: { username, displayName: `Op ${username}`, role, password: 'Operator-123x' },
  });
  if (res.statusCode !== 201) throw new Error(`operator: ${res.statusCode} ${res.body}`);
  return {
    id: res.json<{ id: number }>().id,
    headers: await adminHeaders(app, username, 'Operator-123x'),
  };
}

/** The smallest valid PNG (1x1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
