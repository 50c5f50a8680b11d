import { FUN_CURRENCY, VENDOR_HEADERS, VENDOR_WALLET_BASE, WALLET_API_PATHS } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { App } from '../../../app.js';
import { queryRows } from '../../../db/client.js';
import { hashToken } from '../../../platform/tokens.js';
import { signBody } from '../vendors/index.js';

/** Test helper: a launch session (what a launch creates) with its token. */
export async function createGameSession(
  app: App,
  input: {
    accountId: number | null;
    vendor: string;
    gameCode: string;
    currency?: string;
    demoBalance?: number;
    expiresInMs?: number;
  },
): Promise<{ token: string; playerId: string }> {
  const token = crypto.randomBytes(24).toString('base64url');
  const playerId =
    input.accountId === null
      ? `demo-${crypto.randomBytes(8).toString('hex')}`
      : String(input.accountId);
  const expires = new Date(app.services.clock.now().getTime() + (input.expiresInMs ?? 3_600_000));
  await queryRows(
    app.services.db,
    sql`INSERT INTO game_sessions (token_hash, player_id, account_id, vendor, game_code, mode,
          currency, demo_balance, expires_at)
        VALUES (${hashToken(token)}, ${playerId}, ${input.accountId}, ${input.vendor},
          ${input.gameCode}, ${input.accountId === null ? 'demo' : 'real'},
          ${input.currency ?? (input.accountId === null ? FUN_CURRENCY : 'THB')},
          ${input.demoBalance ?? null}, ${expires.toISOString()}::timestamptz)`,
  );
  return { token, playerId };
}

export type WalletPathName = keyof typeof WALLET_API_PATHS;

/** Posts one signed wallet-API call through app.inject; answers the HTTP status and body. */
export async function walletCall(
  app: App,
  vendor: { code: string; secret: string },
  path: WalletPathName,
  body: unknown,
  options: { signature?: string; vendorHeader?: string; raw?: string } = {},
): Promise<{ http: number; body: Record<string, unknown> & { status: string } }> {
  const raw = options.raw ?? JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: `${VENDOR_WALLET_BASE}/${vendor.code}${WALLET_API_PATHS[path]}`,
    headers: {
      'content-type': 'application/json',
      [VENDOR_HEADERS.vendor]: options.vendorHeader ?? vendor.code,
      [VENDOR_HEADERS.signature]: options.signature ?? signBody(vendor.secret, raw),
    },
    payload: raw,
  });
  return { http: res.statusCode, body: res.json() };
}
