import {
  FUN_CURRENCY,
  VENDOR_API_PATHS,
  VENDOR_HEADERS,
  ZVendorBetsRequest,
  ZVendorGamesRequest,
  ZVendorLaunchRequest,
  ZVendorPlayerBalanceRequest,
  ZVendorTransferMoveRequest,
  ZVendorTransferStatusRequest,
  type TVendorErrorCode,
} from '@lw/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sleep } from '../chaos.js';
import { vendorBaseUrl, type SimContext } from '../context.js';
import { createLaunch } from '../play/launches.js';
import type { VendorRuntime } from '../runtime.js';
import { signatureMatches } from '../signing.js';

type Answer = { status: 'OK' | TVendorErrorCode } & Record<string, unknown>;
const refuse = (status: TVendorErrorCode, message?: string): Answer => ({
  status,
  ...(message ? { message } : {}),
});

/**
 * The vendor API of every simulated vendor under /v/{CODE}: signed POSTs (X-Operator and
 * X-Signature over the raw body), answered HTTP 200 with a status. Chaos: delayMs delays the
 * answer; timeout never answers; lostAnswer acts, then never answers.
 */
export function registerVendorApi(app: FastifyInstance, context: SimContext): void {
  const route = <S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (runtime: VendorRuntime, body: z.infer<S>) => Answer,
  ) => {
    app.post<{ Params: { code: string } }>(`/v/:code${path}`, async (request, reply) => {
      const runtime = context.runtimes.get(request.params.code);
      if (!runtime)
        return reply.code(404).send({ status: 'INVALID_REQUEST', message: 'no such vendor' });
      const chaos = context.chaos.get(runtime.vendor.code);
      if (chaos.timeout) return hang(request, reply);
      if (chaos.delayMs > 0) await sleep(chaos.delayMs);
      const raw = typeof request.body === 'string' ? request.body : '';
      const operator = request.headers[VENDOR_HEADERS.operator];
      if (
        !operator ||
        !signatureMatches(runtime.vendor.secret, raw, request.headers[VENDOR_HEADERS.signature])
      ) {
        return refuse('INVALID_SIGNATURE');
      }
      const parsed = schema.safeParse(parseJson(raw));
      if (!parsed.success) return refuse('INVALID_REQUEST', parsed.error.issues[0]?.message);
      const answer = handle(runtime, parsed.data);
      if (chaos.lostAnswer) return hang(request, reply);
      return answer;
    });
  };

  route(VENDOR_API_PATHS.games, ZVendorGamesRequest, (runtime, body) => {
    const { games } = runtime.vendor;
    const start = (body.page - 1) * body.pageSize;
    return {
      status: 'OK',
      games: games.slice(start, start + body.pageSize),
      totalPages: Math.ceil(games.length / body.pageSize),
    };
  });

  route(VENDOR_API_PATHS.launch, ZVendorLaunchRequest, (runtime, body) => {
    if (!runtime.vendor.gameByCode.has(body.gameCode)) return refuse('GAME_NOT_FOUND');
    if (body.currency !== runtime.vendor.currency && body.currency !== FUN_CURRENCY) {
      return refuse('CURRENCY_MISMATCH');
    }
    const launch = createLaunch(context, runtime, body);
    if (!launch) return refuse('GAME_NOT_FOUND');
    return {
      status: 'OK',
      url: `${vendorBaseUrl(context, runtime.vendor.code)}/play/${launch.launchId}`,
    };
  });

  route(VENDOR_API_PATHS.transferIn, ZVendorTransferMoveRequest, (runtime, body) =>
    transferOnly(runtime, () => runtime.wallet.move('in', body)),
  );
  route(VENDOR_API_PATHS.transferOut, ZVendorTransferMoveRequest, (runtime, body) =>
    transferOnly(runtime, () => runtime.wallet.move('out', body)),
  );
  route(VENDOR_API_PATHS.transferStatus, ZVendorTransferStatusRequest, (runtime, body) =>
    transferOnly(runtime, () => ({ status: 'OK', state: runtime.wallet.status(body.transferId) })),
  );
  route(VENDOR_API_PATHS.playerBalance, ZVendorPlayerBalanceRequest, (runtime, body) =>
    transferOnly(runtime, () => ({ status: 'OK', ...runtime.wallet.balanceOf(body.playerId) })),
  );

  route(VENDOR_API_PATHS.bets, ZVendorBetsRequest, (runtime, body) => {
    const from = new Date(body.from);
    const to = new Date(body.to);
    if (!(from <= to)) return refuse('INVALID_REQUEST', 'from must not be after to');
    return { status: 'OK', ...runtime.rounds.page(from, to, body.page) };
  });
}

/** Transfer calls only make sense for transfer vendors. */
function transferOnly(runtime: VendorRuntime, handle: () => Answer): Answer {
  if (runtime.vendor.mode !== 'transfer') {
    return refuse('INVALID_REQUEST', 'this vendor uses the seamless wallet');
  }
  return handle();
}

/** Chaos timeout: never answer; the socket closes when the caller gives up or the sim stops. */
function hang(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.on('close', () => reply.raw.destroy());
  return reply;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
