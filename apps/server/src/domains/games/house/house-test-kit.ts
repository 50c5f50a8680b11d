import { HOUSE_API, HOUSE_SESSION_HEADER, HOUSE_VENDOR } from '@lw/contracts';
import { clientSeedFromBytes } from '@lw/games';
import crypto from 'node:crypto';
import type { App } from '../../../app.js';
import { createGameSession } from '../game-wallet/game-wallet-test-kit.js';

/**
 * A house page's session (what a launch of a house game creates) and its header. Like the page,
 * it sends a browser-made client seed for the pair (`browserSeed: false` leaves the pair without
 * one, as the server starts it).
 */
export async function houseSession(
  app: App,
  input: {
    accountId: number | null;
    gameCode: string;
    currency?: string;
    demoBalance?: number;
    browserSeed?: boolean;
  },
): Promise<{ token: string; playerId: string; headers: Record<string, string> }> {
  const { browserSeed = true, ...rest } = input;
  const session = await createGameSession(app, { ...rest, vendor: HOUSE_VENDOR });
  const headers = { [HOUSE_SESSION_HEADER]: session.token };
  if (browserSeed) await sendBrowserSeed(app, headers);
  return { ...session, headers };
}

/** What the house page does before a pair's first round: its own random client seed. */
export async function sendBrowserSeed(app: App, headers: Record<string, string>): Promise<string> {
  const clientSeed = clientSeedFromBytes(crypto.getRandomValues(new Uint8Array(16)));
  const res = await app.inject({
    method: 'PUT',
    url: HOUSE_API.clientSeed,
    headers,
    payload: { clientSeed },
  });
  if (res.statusCode !== 200) throw new Error(`client seed refused: ${res.body}`);
  return clientSeed;
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
