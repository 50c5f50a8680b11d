import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: RecordedCall) => Reply);

/**
 * Replaces `fetch` (the network boundary, and only it) with routes keyed `"METHOD /path"`.
 * Unknown routes answer 404 NOT_FOUND, the way the server does.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? handler(call)
        : handler
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The error body the API answers with. */
export function apiError(code: string, status: number, details?: Record<string, unknown>): Reply {
  return { status, body: { error: { code, message: code.toLowerCase(), details } } };
}
