import { API, errorMessages, WALLET_API } from '@lw/contracts';
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

/**
 * What a session that must change its password may still do: change it, read its own info and
 * balance (the header shows them behind the forced change dialog), and sign out. Everything else,
 * money above all, waits until the password is changed.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  `POST ${API.member.password}`,
  `POST ${API.auth.logout}`,
  `GET ${API.member.me}`,
  `GET ${API.member.publicState}`,
  `GET ${API.member.loginHistory}`,
  `GET ${WALLET_API.balance}`,
]);

/**
 * preHandler for signed-in player routes: a live session of an active account. It runs before the
 * body is read (`authenticateFirst`).
 */
export function requirePlayer(auth: PlayerAuthenticator): preHandlerAsyncHookHandler {
  return authenticationHook(async (request) => {
    const token = bearerToken(request);
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in or session expired');
    if (session.mustChangePassword && !allowedBeforePasswordChange(request)) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
    }
    request.player = session;
  });
}

function allowedBeforePasswordChange(request: FastifyRequest): boolean {
  return ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`);
}

export function currentPlayer(request: FastifyRequest): PlayerSession {
  if (!request.player) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.player;
}
