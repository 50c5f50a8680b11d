import type { FastifyRequest } from 'fastify';
import { refuseTrial } from '../../identity/accounts/index.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';

/** Signed in with a real-money account: trial accounts hold play money only (issue 4 §8). */
export function requireRealMoneyPlayer(auth: PlayerAuthenticator) {
  const rejectTrial = async (request: FastifyRequest) =>
    refuseTrial(currentPlayer(request).account);
  return [requirePlayer(auth), rejectTrial];
}
