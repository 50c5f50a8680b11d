import type { FastifyRequest } from 'fastify';
import { refuseTrial } from '../../identity/accounts/account-guards.js';
import type { PlayerAuthService } from '../../identity/player-auth/player-auth.service.js';
import { currentPlayer, requirePlayer } from '../../identity/player-auth/player-guard.js';

/** Signed in with a real-money account: trial accounts hold play money only (issue 4 §8). */
export function requireRealMoneyPlayer(auth: PlayerAuthService) {
  const rejectTrial = async (request: FastifyRequest) =>
    refuseTrial(currentPlayer(request).account);
  return [requirePlayer(auth), rejectTrial];
}
