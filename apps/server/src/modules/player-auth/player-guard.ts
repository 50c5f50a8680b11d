import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { bearerToken } from '../../platform/bearer.js';
import { AppError } from '../../platform/errors.js';
import type { PlayerAuthService, PlayerSession } from './player-auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the player guard on member and agent routes. */
    player: PlayerSession | null;
  }
}

/** preHandler for signed-in player routes: a live session of an active account. */
export function requirePlayer(auth: PlayerAuthService): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in or session expired');
    request.player = session;
  };
}

export function currentPlayer(request: FastifyRequest): PlayerSession {
  if (!request.player) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.player;
}
