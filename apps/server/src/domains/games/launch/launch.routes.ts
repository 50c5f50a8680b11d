import {
  GAME_LAUNCH_API,
  ZErrorResponse,
  ZGameLaunchRequest,
  ZGameLaunchResponse,
} from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../../platform/bearer.js';
import { AppError } from '../../../platform/errors.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LaunchService } from './launch.service.js';

/** POST /api/games/launch: members (real or demo) and visitors (demo) open a game. */
export function launchRoutes(deps: {
  launch: LaunchService;
  playerAuth: PlayerAuthenticator;
}): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      GAME_LAUNCH_API.launch,
      {
        schema: {
          operationId: 'launchGame',
          summary: 'Launch a game: real money for members, demo play money for everyone',
          tags: ['games'],
          security: [{ playerBearer: [] }, {}],
          body: ZGameLaunchRequest,
          response: {
            200: ZGameLaunchResponse,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            404: ZErrorResponse,
            423: ZErrorResponse,
            502: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request) => {
        // Optional sign-in: a bearer that does not resolve is refused, not taken for a visitor.
        const token = bearerToken(request);
        const session = token ? await deps.playerAuth.authenticate(token) : null;
        if (token && !session)
          throw new AppError('UNAUTHORIZED', 'Not signed in or session expired');
        const account = session?.account;
        return deps.launch.launch(
          account
            ? {
                id: account.id,
                username: account.username,
                type: account.type,
                status: account.status,
                lockedUntil: account.lockedUntil,
                language: account.language,
                signInTokenHash: session.tokenHash,
                mustChangePassword: session.mustChangePassword,
              }
            : null,
          request.body,
        );
      },
    );
  };
}
