import {
  APPLICATION_BODY_LIMIT,
  errorMessages,
  PROMOTIONS_API,
  ZErrorResponse,
  ZIdParams,
  ZPromotionApplication,
  ZPromotionApplyRequest,
  ZPromotionClaimRequest,
  ZPromotionClaimResult,
  ZPromotionCount,
  ZPromotionListQuery,
  ZPromotionOffer,
  ZPromotionOfferList,
} from '@lw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../../platform/bearer.js';
import { AppError } from '../../../platform/errors.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import { requestMeta } from '../../../platform/request-meta.js';
import type { PromotionApplications } from './promotion-applications.js';
import type { ClaimMeta, PromotionClaims } from './promotion-claims.js';
import type { PromotionOffers } from './promotion-offers.js';

export interface PromotionsRoutesDeps {
  playerAuth: PlayerAuthenticator;
  promotionOffers: PromotionOffers;
  promotionClaims: PromotionClaims;
  promotionApplications: PromotionApplications;
}

const security = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const actionErrors = { ...errors, 404: ZErrorResponse, 409: ZErrorResponse };

function metaOf(request: FastifyRequest): ClaimMeta {
  const meta = requestMeta(request);
  return { ip: meta.ip, deviceId: meta.deviceId ?? null };
}

/** The player site's promotions: the list by category, one offer, claim, opt in, apply. */
export function promotionsRoutes(deps: PromotionsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const tags = ['promotions'];
    // A stale or missing session is a visitor, never a 401: the offers are public.
    const viewer = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await deps.playerAuth.authenticate(token) : null;
      return session?.account ?? null;
    };

    app.get(
      PROMOTIONS_API.list,
      {
        schema: {
          operationId: 'listPromotions',
          tags,
          security: [{}, { playerBearer: [] }],
          summary: 'Live and coming offers by category, with the member’s status on each',
          querystring: ZPromotionListQuery,
          response: { 200: ZPromotionOfferList, 400: ZErrorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { items: await deps.promotionOffers.list(await viewer(request), request.query) };
      },
    );

    app.get(
      PROMOTIONS_API.count,
      {
        preHandler: guard,
        schema: {
          operationId: 'getPromotionCount',
          tags,
          security,
          summary: 'availablePromoCount: offers the member can join or claim now',
          response: { 200: ZPromotionCount, ...errors },
        },
      },
      async (request) => ({
        availablePromoCount: await deps.promotionOffers.availableCount(
          currentPlayer(request).account,
        ),
      }),
    );

    app.get(
      PROMOTIONS_API.one,
      {
        schema: {
          operationId: 'getPromotion',
          tags,
          security: [{}, { playerBearer: [] }],
          summary: 'One offer with its rule (the terms are rendered from it)',
          params: ZIdParams,
          querystring: z.object({ language: ZPromotionListQuery.shape.language }),
          response: { 200: ZPromotionOffer, 400: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const offer = await deps.promotionOffers.one(
          await viewer(request),
          request.params.id,
          request.query.language ?? 'th',
        );
        if (!offer) throw new AppError('PROMOTION_NOT_FOUND', errorMessages.PROMOTION_NOT_FOUND.en);
        return offer;
      },
    );

    app.post(
      PROMOTIONS_API.claim,
      {
        preHandler: guard,
        schema: {
          operationId: 'claimPromotion',
          tags,
          security,
          summary: 'Claim an offer (idempotent on requestId; a raffle claim enters the draw)',
          params: ZIdParams,
          body: ZPromotionClaimRequest,
          response: { 200: ZPromotionClaimResult, ...actionErrors },
        },
      },
      async (request) =>
        deps.promotionClaims.claim(
          currentPlayer(request).account.id,
          request.params.id,
          request.body.requestId,
          metaOf(request),
        ),
    );

    app.post(
      PROMOTIONS_API.optIn,
      {
        preHandler: guard,
        schema: {
          operationId: 'optInPromotion',
          tags,
          security,
          summary: 'Pick a deposit-match offer: the next approved deposit receives the match',
          params: ZIdParams,
          response: { 200: z.object({ status: z.literal('process') }), ...actionErrors },
        },
      },
      async (request) =>
        deps.promotionClaims.optIn(
          currentPlayer(request).account.id,
          request.params.id,
          metaOf(request),
        ),
    );

    app.post(
      PROMOTIONS_API.apply,
      {
        preHandler: guard,
        bodyLimit: APPLICATION_BODY_LIMIT,
        schema: {
          operationId: 'applyPromotion',
          tags,
          security,
          summary:
            'Apply for a reviewed offer: a remark (≤ 140) and up to 3 PNG/JPG images (≤ 5 MB)',
          params: ZIdParams,
          body: ZPromotionApplyRequest,
          response: { 201: ZPromotionApplication, ...actionErrors },
        },
      },
      async (request, reply) => {
        const application = await deps.promotionApplications.apply(
          currentPlayer(request).account.id,
          request.params.id,
          request.body,
          metaOf(request),
        );
        return reply.status(201).send(application);
      },
    );
  };
}
