import { allowedBeforePasswordChange, errorMessages } from '@lw/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { accounts } from '../../db/schema/index.js';
import { bearerToken } from '../bearer.js';
import { AppError } from '../errors.js';
import { authenticationHook } from './authenticate-first.js';

/** A player's live session, as the player sign-in resolves a bearer token. */
export interface PlayerSession {
  account: typeof accounts.$inferSelect;
  tokenHash: string;
  site: 'member' | 'agent';
  /** Signed in with a password that must be changed first (see `requirePlayer`). */
  mustChangePassword: boolean;
}

/** What the guard needs of the player sign-in (identity/player-auth provides it). */
export interface PlayerAuthenticator {
  authenticate(token: string): Promise<PlayerSession | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the player guard on member and agent routes. */
    player: PlayerSession | null;
  }
}

/** 401 without a live session; 403 PASSWORD_CHANGE_REQUIRED. */
const PLAYER_GUARD_STATUSES = [401, 403];

/**
 * preHandler for signed-in player routes: a live session of an active account. It runs before the
 * body is read (`authenticateFirst`).
 */
export function requirePlayer(auth: PlayerAuthenticator): preHandlerAsyncHookHandler {
  return authenticationHook(async (request) => {
    const token = bearerToken(request);
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in or session expired');
    // The calls a session that must change its password may still make (ALLOWED_BEFORE_PASSWORD_CHANGE).
    if (
      session.mustChangePassword &&
      !allowedBeforePasswordChange(request.method, request.routeOptions.url ?? '')
    ) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
    }
    request.player = session;
  }, PLAYER_GUARD_STATUSES);
}

export function currentPlayer(request: FastifyRequest): PlayerSession {
  if (!request.player) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.player;
}
