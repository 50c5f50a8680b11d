import type { TVendorSimManifest } from '@lw/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZChaosSettings, type ChaosInput, type ChaosSettings } from './chaos.js';
import { roundContext, vendorBaseUrl, type SimContext } from './context.js';
import { createLaunch } from './play/launches.js';
import { RoundInputError, playRound, type RoundResult } from './play/rounds.js';
import { parseBody } from './play/routes.js';
import type { Launch } from './runtime.js';
import type { CallFilter, WalletCallRecord } from './wallet-client/call-log.js';

/** Header carrying SIM_CONTROL_TOKEN when the control API is protected. */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

const ZForced = z.union([
  z.literal('win'),
  z.literal('lose'),
  z.object({ winAmount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
]);

/**
 * A programmatic round: either on an existing launch (launchId), or on a fresh launch opened for
 * playerId/token/gameCode (token is what seamless vendors send to /session and /bet).
 */
export const ZControlRound = z.object({
  launchId: z.string().optional(),
  playerId: z.string().min(1).max(64).optional(),
  token: z.string().min(1).max(256).optional(),
  /** Default: the vendor's first game. */
  gameCode: z.string().optional(),
  currency: z.string().optional(),
  mode: z.enum(['real', 'demo']).default('real'),
  stake: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  pick: z.string().max(20).optional(),
  outcome: ZForced.optional(),
});
export type ControlRoundInput = z.input<typeof ZControlRound>;

export class ControlError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The control operations, shared by the HTTP control API and the programmatic one. */
export function controlOperations(context: SimContext) {
  const runtimeOf = (code: string) => {
    const runtime = context.runtimes.get(code);
    if (!runtime) throw new ControlError(404, `no vendor ${code}`);
    return runtime;
  };
  // Programmatic rounds of the same player, token, game and mode share one launch (one session).
  const controlLaunches = new Map<string, Launch>();
  return {
    manifest(): TVendorSimManifest {
      return {
        vendors: [...context.runtimes.values()].map(({ vendor }) => ({
          code: vendor.code,
          name: vendor.name,
          mode: vendor.mode,
          currency: vendor.currency,
          gameTypes: vendor.gameTypes,
          baseUrl: vendorBaseUrl(context, vendor.code),
          secret: vendor.secret,
          gameCount: vendor.games.length,
        })),
      };
    },
    getChaos(code: string): ChaosSettings {
      runtimeOf(code);
      return context.chaos.get(code);
    },
    /** Replaces the vendor's chaos switches (switches left out are off). */
    setChaos(code: string, chaos: ChaosInput): ChaosSettings {
      runtimeOf(code);
      return context.chaos.set(code, chaos);
    },
    resetChaos(code?: string): void {
      context.chaos.reset(code);
    },
    async playRound(code: string, input: ControlRoundInput): Promise<RoundResult> {
      const runtime = runtimeOf(code);
      const parsed = ZControlRound.safeParse(input);
      if (!parsed.success)
        throw new ControlError(400, parsed.error.issues[0]?.message ?? 'invalid round');
      const body = parsed.data;
      let launch = body.launchId ? runtime.launches.get(body.launchId) : undefined;
      if (body.launchId && !launch) throw new ControlError(404, 'no such launch');
      if (!launch) {
        if (!body.playerId) throw new ControlError(400, 'launchId or playerId is required');
        const request = {
          playerId: body.playerId,
          token: body.token ?? `control-${body.playerId}`,
          gameCode: body.gameCode ?? runtime.vendor.games[0]!.gameCode,
          language: 'en',
          currency: body.currency ?? runtime.vendor.currency,
          mode: body.mode,
          device: 'desktop' as const,
          returnUrl: '',
        };
        const key = JSON.stringify([code, request]);
        launch = controlLaunches.get(key) ?? createLaunch(context, runtime, request) ?? undefined;
        if (!launch) throw new ControlError(404, 'no such game');
        controlLaunches.set(key, launch);
      }
      try {
        return await playRound(roundContext(context, runtime), launch, {
          stake: body.stake,
          ...(body.pick !== undefined ? { pick: body.pick } : {}),
          ...(body.outcome !== undefined ? { outcome: body.outcome } : {}),
        });
      } catch (err) {
        if (err instanceof RoundInputError) throw new ControlError(400, err.message);
        throw err;
      }
    },
    calls(filter: CallFilter = {}): WalletCallRecord[] {
      return context.calls.list(filter);
    },
    clearCalls(): void {
      context.calls.clear();
    },
    /** Sends the vendor's pending wins and rollbacks again; answers how many are still pending. */
    async flushPending(code: string): Promise<number> {
      const runtime = runtimeOf(code);
      return runtime.pending.flush(runtime.client);
    },
  };
}
export type ControlOperations = ReturnType<typeof controlOperations>;

/**
 * The unsigned control API under /_control (plus /health): the manifest the platform registers
 * from, chaos switches, programmatic rounds and the wallet-call log. When a control token is
 * configured, every /_control request must carry it in X-Control-Token.
 */
export function registerControl(
  app: FastifyInstance,
  context: SimContext,
  control: ControlOperations,
  controlToken: string | undefined,
): void {
  app.get('/health', async () => ({ ok: true, vendors: context.runtimes.size }));

  app.addHook('onRequest', async (request, reply) => {
    if (!controlToken || !request.url.startsWith('/_control')) return;
    if (request.headers[CONTROL_TOKEN_HEADER] !== controlToken) {
      return reply.code(401).send({ error: 'control token required' });
    }
  });
  app.setErrorHandler((err, _request, reply) => {
    if (err instanceof ControlError) return reply.code(err.statusCode).send({ error: err.message });
    context.log(`error: ${String(err)}`);
    return reply.code(500).send({ error: 'internal error' });
  });

  type Code = { Params: { code: string } };
  app.get('/_control/manifest', async () => control.manifest());
  app.get<Code>('/_control/chaos/:code', async (request) => control.getChaos(request.params.code));
  app.put<Code>('/_control/chaos/:code', async (request) => {
    const input = ZChaosSettings.safeParse(parseBody(request.body) ?? {});
    if (!input.success) throw new ControlError(400, input.error.issues[0]?.message ?? 'bad chaos');
    return control.setChaos(request.params.code, input.data);
  });
  app.delete('/_control/chaos', async () => {
    control.resetChaos();
    return { ok: true };
  });
  app.post<Code>('/_control/rounds/:code', async (request) =>
    control.playRound(request.params.code, (parseBody(request.body) ?? {}) as ControlRoundInput),
  );
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/_control/calls',
    async (request) => {
      const q = request.query;
      return {
        calls: control.calls({
          ...(q.vendor ? { vendor: q.vendor } : {}),
          ...(q.path ? { path: q.path } : {}),
          ...(q.since ? { since: Number(q.since) } : {}),
          ...(q.limit ? { limit: Number(q.limit) } : {}),
        }),
      };
    },
  );
  app.delete('/_control/calls', async () => {
    control.clearCalls();
    return { ok: true };
  });
  app.post<Code>('/_control/pending/:code/flush', async (request) => ({
    pending: await control.flushPending(request.params.code),
  }));
}
