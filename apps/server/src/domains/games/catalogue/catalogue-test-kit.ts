import { ADMIN_GAMES_API, VENDOR_HEADERS, type TVendorGame } from '@lw/contracts';
import { and, eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../app.js';
import { auditLog } from '../../../db/schema/index.js';
import { signatureMatches, signBody } from '../vendors/index.js';

/** How the fake vendor answers `/games`. */
export type FakeVendorMode = 'ok' | 'garbage' | 'http500' | 'not-json' | 'slow';

/**
 * A small game vendor on a real port speaking the vendor API's `/games`: signed requests are
 * checked with the shared secret (a wrong one is answered INVALID_SIGNATURE), answers are signed,
 * pages are cut at `pageCap` games whatever the caller asks.
 */
export interface FakeVendor {
  url: string;
  games: TVendorGame[];
  mode: FakeVendorMode;
  pageCap: number;
  /** Requests received (path, page, operator header). */
  requests: { path: string; page: number; operator: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeVendor(secret: string, games: TVendorGame[]): Promise<FakeVendor> {
  const state = {
    games,
    mode: 'ok' as FakeVendorMode,
    pageCap: 20,
    requests: [] as FakeVendor['requests'],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, body: string) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          [VENDOR_HEADERS.signature]: signBody(secret, body),
        });
        res.end(body);
      };
      const signature = req.headers[VENDOR_HEADERS.signature];
      if (typeof signature !== 'string' || !signatureMatches(secret, raw, signature)) {
        return send(200, JSON.stringify({ status: 'INVALID_SIGNATURE' }));
      }
      const body = JSON.parse(raw) as { page: number; pageSize: number };
      state.requests.push({
        path: req.url ?? '',
        page: body.page,
        operator: req.headers[VENDOR_HEADERS.operator] as string | undefined,
      });
      if (state.mode === 'http500') return send(500, '{}');
      if (state.mode === 'not-json') return send(200, '<html>oops</html>');
      if (state.mode === 'garbage') {
        return send(
          200,
          JSON.stringify({ status: 'OK', games: [{ gameCode: 42 }], totalPages: 1 }),
        );
      }
      const size = Math.min(body.pageSize, state.pageCap);
      const totalPages = Math.max(1, Math.ceil(state.games.length / size));
      const page = state.games.slice((body.page - 1) * size, body.page * size);
      const answer = JSON.stringify({ status: 'OK', games: page, totalPages });
      if (state.mode === 'slow') setTimeout(() => send(200, answer), 3000);
      else send(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const vendor: FakeVendor = {
    url: `http://127.0.0.1:${port}/api`,
    get games() {
      return state.games;
    },
    set games(list) {
      state.games = list;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    get pageCap() {
      return state.pageCap;
    },
    set pageCap(n) {
      state.pageCap = n;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return vendor;
}

/** A vendor's game with sensible defaults. */
export function vendorGame(code: string, over: Partial<TVendorGame> = {}): TVendorGame {
  return {
    gameCode: code,
    gameName: { en: `Game ${code}`, th: `เกม ${code}`, zh: `游戏 ${code}` },
    gameType: 'RNG',
    gameClassify: 'VIDEO_SLOT',
    iconUrl: '',
    largeIconUrl: '',
    minBet: 20,
    minLineNum: 10,
    supportPlay: 0,
    isHot: 0,
    isNew: 0,
    ...over,
  };
}

/** Creates a vendor through the back office; answers the response body. */
export async function createVendor(
  app: App,
  headers: Record<string, string>,
  input: { code: string; url: string; secret: string; walletMode?: 'seamless' | 'transfer' },
) {
  const res = await app.inject({
    method: 'POST',
    url: ADMIN_GAMES_API.vendors,
    headers,
    payload: {
      code: input.code,
      name: `Vendor ${input.code}`,
      walletMode: input.walletMode ?? 'seamless',
      baseUrl: input.url,
      secret: input.secret,
      currency: 'THB',
    },
  });
  if (res.statusCode !== 201) throw new Error(`create vendor: ${res.statusCode} ${res.body}`);
  return res.json<{ code: string }>();
}

/** Syncs a vendor through the back office; answers the sync result. */
export async function syncVendor(app: App, headers: Record<string, string>, code: string) {
  const res = await app.inject({
    method: 'POST',
    url: ADMIN_GAMES_API.vendorSync(code),
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`sync: ${res.statusCode} ${res.body}`);
  return res.json<{
    ok: boolean;
    added: number;
    updated: number;
    removed: number;
    error?: string;
  }>();
}

/** Audit actions recorded on one target, oldest first. */
export async function auditTrail(
  app: App,
  targetType: string,
  targetId: string,
): Promise<string[]> {
  const rows = await app.services.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}
