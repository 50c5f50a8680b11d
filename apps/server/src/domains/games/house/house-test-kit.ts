import { HOUSE_SESSION_HEADER, HOUSE_VENDOR } from '@lw/contracts';
import crypto from 'node:crypto';
import type { App } from '../../../app.js';
import { createGameSession } from '../game-wallet/game-wallet-test-kit.js';

/** A house page's session (what a launch of a house game creates) and its header. */
export async function houseSession(
  app: App,
  input: { accountId: number | null; gameCode: string; currency?: string; demoBalance?: number },
): Promise<{ token: string; playerId: string; headers: Record<string, string> }> {
  const session = await createGameSession(app, { ...input, vendor: HOUSE_VENDOR });
  return { ...session, headers: { [HOUSE_SESSION_HEADER]: session.token } };
}

/** A fresh request id for a spin, roll or start. */
export function requestId(): string {
  return crypto.randomUUID();
}

/** POST/GET/PUT through app.inject with JSON. */
export async function call<T = Record<string, unknown>>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: (res.body ? res.json<T>() : null) as T };
}
