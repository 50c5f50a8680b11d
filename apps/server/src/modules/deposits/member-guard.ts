import { errorMessages, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { PlayerAuthService } from '../player-auth/player-auth.service.js';
import { currentPlayer, requirePlayer } from '../player-auth/player-guard.js';

/** Signed in with a real-money account: trial accounts hold play money only (issue 4 §8). */
export function requireRealMoneyPlayer(auth: PlayerAuthService) {
  const rejectTrial = async (request: FastifyRequest) => {
    if (currentPlayer(request).account.type === TRIAL_ACCOUNT_TYPE) {
      throw new AppError('TRIAL_NOT_ALLOWED', errorMessages.TRIAL_NOT_ALLOWED.en);
    }
  };
  return [requirePlayer(auth), rejectTrial];
}
