import {
  ADMIN_HOUSE_CRASH_API,
  ZAdminCrashChain,
  ZAdminCrashChains,
  ZAdminCrashRoundList,
  ZAdminCrashRoundQuery,
  ZConfirmCrashSalt,
  ZCrashChainParams,
  ZErrorResponse,
  ZProposeCrashSalt,
  ZPublishCrashChain,
} from '@lw/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actorOf,
  currentAdmin,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { CrashAdminLookup } from './crash-admin-lookup.js';
import type { CrashSeedingService, SeedingOperator } from './crash-seeding.service.js';

export interface CrashAdminRoutesDeps {
  crashAdminLookup: CrashAdminLookup;
  crashSeeding: CrashSeedingService;
  adminAuth: OperatorAuthenticator;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

const operatorOf = (request: FastifyRequest): SeedingOperator => ({
  actor: actorOf(request),
  displayName: currentAdmin(request).operator.displayName,
});

/** Back office of crash: the round and bet lookup for disputes, the chains' seeding events. */
export function crashAdminRoutes(deps: CrashAdminRoutesDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = requireAdmin(deps.adminAuth, 'games.read');
    const manage = requireAdmin(deps.adminAuth, 'games.manage');
    app.get(
      ADMIN_HOUSE_CRASH_API.rounds,
      {
        preHandler: read,
        schema: {
          operationId: 'searchCrashRounds',
          summary: 'Crash rounds with their bets by member, game number or game hash (disputes)',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          querystring: ZAdminCrashRoundQuery,
          response: {
            200: ZAdminCrashRoundList,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
          },
        },
      },
      (request) => deps.crashAdminLookup.rounds(request.query),
    );
    app.get(
      ADMIN_HOUSE_CRASH_API.chains,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdminCrashChains',
          summary: 'Crash chains with their seeding events, the games left and the low warning',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          response: { 200: ZAdminCrashChains, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      () => deps.crashSeeding.list(),
    );
    app.post(
      ADMIN_HOUSE_CRASH_API.publish,
      {
        preHandler: manage,
        schema: {
          operationId: 'publishCrashChain',
          summary:
            'Draw and publish a new crash chain (its terminating hash, now), naming the future Bitcoin block whose hash will be its salt',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          body: ZPublishCrashChain,
          response: { 201: ZAdminCrashChain, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.crashSeeding.publish(request.body, operatorOf(request))),
    );
    app.post(
      ADMIN_HOUSE_CRASH_API.saltPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'proposeCrashSalt',
          summary: "Enter the named block's hash as the chain's salt (a second operator confirms)",
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          params: ZCrashChainParams,
          body: ZProposeCrashSalt,
          response: { 200: ZAdminCrashChain, ...errors },
        },
      },
      (request) =>
        deps.crashSeeding.propose(request.params.chainId, request.body, operatorOf(request)),
    );
    app.post(
      ADMIN_HOUSE_CRASH_API.confirmPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'confirmCrashSalt',
          summary:
            "Confirm the entered salt (never the operator who entered it): the chain's games can start",
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          params: ZCrashChainParams,
          body: ZConfirmCrashSalt,
          response: { 200: ZAdminCrashChain, ...errors },
        },
      },
      (request) =>
        deps.crashSeeding.confirm(request.params.chainId, request.body, operatorOf(request)),
    );
    app.post(
      ADMIN_HOUSE_CRASH_API.rejectPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'rejectCrashSalt',
          summary: 'Clear an entered salt that is wrong, so it can be entered again',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          params: ZCrashChainParams,
          response: { 200: ZAdminCrashChain, ...errors },
        },
      },
      (request) => deps.crashSeeding.reject(request.params.chainId, operatorOf(request)),
    );
  };
}
