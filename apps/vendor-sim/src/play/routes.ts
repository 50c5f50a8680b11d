import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { roundContext, type SimContext } from '../context.js';
import { picksFor } from './outcomes.js';
import { ensureOffer } from './launches.js';
import { renderPlayPage } from './page.js';
import { RoundInputError, ensureSession, playRound } from './rounds.js';

const ZPageRound = z.object({
  stake: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  pick: z.string().max(20).optional(),
});

/**
 * The launch pages a person plays on: GET the page, GET its state (balance, picks, match on
 * offer), POST a round. The launch id in the URL is the only credential, as with real vendors.
 */
export function registerPlayRoutes(app: FastifyInstance, context: SimContext): void {
  const find = (code: string, launchId: string) => {
    const runtime = context.runtimes.get(code);
    const launch = runtime?.launches.get(launchId);
    return runtime && launch ? { runtime, launch } : null;
  };
  type Params = { Params: { code: string; launchId: string } };

  app.get<Params>('/v/:code/play/:launchId', async (request, reply) => {
    const found = find(request.params.code, request.params.launchId);
    if (!found) return reply.code(404).type('text/plain').send('This game link has expired.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPlayPage(found.runtime.vendor, found.launch));
  });

  app.get<Params>('/v/:code/play/:launchId/state', async (request, reply) => {
    const found = find(request.params.code, request.params.launchId);
    if (!found) return reply.code(404).send({ error: 'no such launch' });
    const { runtime, launch } = found;
    ensureOffer(launch);
    const session = await ensureSession(roundContext(context, runtime), launch);
    return {
      balance: launch.balance,
      currency: launch.currency,
      mode: launch.mode,
      picks: picksFor(launch.game.gameType, launch.offer, launch.game.gameClassify),
      ...(launch.offer ? { offer: launch.offer } : {}),
      ...(session.ok ? {} : { error: session.code }),
    };
  });

  app.post<Params>('/v/:code/play/:launchId/round', async (request, reply) => {
    const found = find(request.params.code, request.params.launchId);
    if (!found) return reply.code(404).send({ error: 'no such launch' });
    const input = ZPageRound.safeParse(parseBody(request.body));
    if (!input.success) return reply.code(400).send({ error: 'stake must be a positive integer' });
    try {
      const result = await playRound(
        roundContext(context, found.runtime),
        found.launch,
        input.data,
      );
      const { game, offer } = found.launch;
      return { ...result, picks: picksFor(game.gameType, offer, game.gameClassify) };
    } catch (err) {
      if (err instanceof RoundInputError) return reply.code(400).send({ error: err.message });
      throw err;
    }
  });
}

export function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
