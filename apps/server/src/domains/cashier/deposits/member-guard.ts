import type { FastifyRequest } from 'fastify';
import { refuseTrial } from '../../identity/accounts/index.js';
import type { PlayerAuthService } from '../../identity/player-auth/index.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';

/** Signed in with a real-money account: trial accounts hold play money only (issue 4 §8). */
export function requireRealMoneyPlayer(auth: PlayerAuthService) {
  const rejectTrial = async (request: FastifyRequest) =>
    refuseTrial(currentPlayer(request).account);
  return [requirePlayer(auth), rejectTrial];
}
