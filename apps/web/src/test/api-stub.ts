import type { TErrorCode, TPermissionResponse } from '@lw/contracts';
import { vi } from 'vitest';
import { permissionFixture } from './fixtures';

/** One recorded call to the stubbed network. */
export interface TApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
  /** The `x-device-id` header (sent on writes). */
  deviceId: string | null;
}

/** What a stubbed route answers: a body (200), a status with a body, or nothing (204). */
export type TApiAnswer =
  | { status?: number; body?: unknown }
  | ((
      call: TApiCall,
    ) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

/** An error body in the contract shape. */
export function apiError(
  status: number,
  code: TErrorCode,
  details?: Record<string, unknown>,
): { status: number; body: unknown } {
  return { status, body: { error: { code, message: code, ...(details ? { details } : {}) } } };
}

/**
 * Stubs `fetch` (the only network boundary): `routes` maps "METHOD /api/path" to an answer;
 * GET /api/permission answers `permission`; anything else is 404 NOT_FOUND. Every call is
 * recorded in `calls`.
 */
export function stubApi(
  routes: Record<string, TApiAnswer> = {},
  permission: TPermissionResponse = permissionFixture(),
) {
  const calls: TApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const call: TApiCall = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
      deviceId: headers.get('x-device-id'),
    };
    calls.push(call);
    if (method === 'GET' && url.pathname === '/api/permission') {
      return json(200, permission);
    }
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    if (body === undefined) return new Response(null, { status: status === 200 ? 204 : status });
    return json(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Puts a signed-in session in session storage, as a login would. */
export function signIn(accountType = 0, username = 'somchai', token = 'tok-123'): void {
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', String(accountType));
  sessionStorage.setItem('username', username);
}
