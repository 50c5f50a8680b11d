import {
  APPLICATION_IMAGE_TYPES,
  PROMOTIONS_API,
  ZAdminPromotion,
  ZAdminPromotionList,
  ZApplicationDecision,
  ZApplicationImageParams,
  ZErrorResponse,
  ZIdParams,
  ZPromotionApplication,
  ZPromotionApplicationList,
  ZPromotionApplicationQuery,
  ZPromotionInput,
  ZPromotionReport,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import { bytesResponse } from '../../../platform/openapi-responses.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { PromotionApplications } from './promotion-applications.js';
import type { PromotionCatalogue } from './promotion-catalogue.js';
import type { PromotionClaims } from './promotion-claims.js';
import { promotionReport } from './promotion-report.js';
import type { Core } from '../../../platform/module.js';

export interface PromotionsAdminRoutesDeps extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  settings: SettingsService;
  promotionCatalogue: PromotionCatalogue;
  promotionClaims: PromotionClaims;
  promotionApplications: PromotionApplications;
}

const security = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const oneErrors = { ...errors, 404: ZErrorResponse, 409: ZErrorResponse };

/**
 * The back office's promotions: authoring (content.manage: the content team writes offers), the
 * review queue and raffle draws (cashier.manage: they pay), the cost report (cashier.read).
 */
export function promotionsAdminRoutes(deps: PromotionsAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const author = requireAdmin(deps.adminAuth, 'content.manage');
    const pay = requireAdmin(deps.adminAuth, 'cashier.manage');
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const tags = ['admin'];
    const api = PROMOTIONS_API.admin;

    app.get(
      api.list,
      {
        preHandler: author,
        schema: {
          operationId: 'listAdminPromotions',
          tags,
          security,
          summary: 'Every promotion, newest first, with its budget counters',
          response: { 200: ZAdminPromotionList, ...errors },
        },
      },
      async () => ({ items: await deps.promotionCatalogue.list() }),
    );

    app.post(
      api.list,
      {
        preHandler: author,
        schema: {
          operationId: 'createPromotion',
          tags,
          security,
          summary: 'Create a promotion (draft or published with its window; audited)',
          body: ZPromotionInput,
          response: { 201: ZAdminPromotion, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await deps.promotionCatalogue.create(actorOf(request), request.body)),
    );

    app.put(
      api.one,
      {
        preHandler: author,
        schema: {
          operationId: 'updatePromotion',
          tags,
          security,
          summary: 'Edit a promotion (audited; its kind is fixed once claimed)',
          params: ZIdParams,
          body: ZPromotionInput,
          response: { 200: ZAdminPromotion, ...oneErrors },
        },
      },
      async (request) =>
        deps.promotionCatalogue.update(actorOf(request), request.params.id, request.body),
    );

    app.post(
      api.close,
      {
        preHandler: author,
        schema: {
          operationId: 'closePromotion',
          tags,
          security,
          summary: 'Close a promotion for good (audited)',
          params: ZIdParams,
          response: { 200: ZAdminPromotion, ...oneErrors },
        },
      },
      async (request) => deps.promotionCatalogue.close(actorOf(request), request.params.id),
    );

    app.post(
      api.draw,
      {
        preHandler: pay,
        schema: {
          operationId: 'drawPromotionRaffle',
          tags,
          security,
          summary: "Draw a raffle's winners among its entries and pay them (audited)",
          params: ZIdParams,
          response: { 200: z.object({ winners: z.number().int() }), ...oneErrors },
        },
      },
      async (request) => deps.promotionClaims.drawRaffle(actorOf(request), request.params.id),
    );

    app.get(
      api.report,
      {
        preHandler: read,
        schema: {
          operationId: 'getPromotionReport',
          tags,
          security,
          summary: 'Cost against NGR during wagering, reconciled with the ledger; abuse signals',
          params: ZIdParams,
          response: { 200: ZPromotionReport, ...oneErrors },
        },
      },
      async (request) => {
        const promotion = await deps.promotionCatalogue.get(request.params.id);
        const { currency } = await deps.settings.get('cashier');
        return promotionReport(deps.db, promotion, currency, deps.clock.now());
      },
    );

    app.get(
      api.applications,
      {
        preHandler: pay,
        schema: {
          operationId: 'listPromotionApplications',
          tags,
          security,
          summary: 'Applications for reviewed offers, newest first',
          querystring: ZPromotionApplicationQuery,
          response: { 200: ZPromotionApplicationList, ...errors },
        },
      },
      async (request) => ({ items: await deps.promotionApplications.list(request.query.status) }),
    );

    app.get(
      api.image,
      {
        preHandler: pay,
        schema: {
          operationId: 'getPromotionApplicationImage',
          tags,
          security,
          summary: "An application's image, shown inline",
          params: ZApplicationImageParams,
          response: { 200: bytesResponse(APPLICATION_IMAGE_TYPES, 'The image'), ...oneErrors },
        },
      },
      async (request, reply) => {
        const image = await deps.promotionApplications.image(
          request.params.id,
          request.params.index,
        );
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .type(image.contentType)
          .send(image.bytes);
      },
    );

    app.post(
      api.decide,
      {
        preHandler: pay,
        schema: {
          operationId: 'decidePromotionApplication',
          tags,
          security,
          summary: 'Approve with an amount (paid once) or reject with a reason (audited)',
          params: ZIdParams,
          body: ZApplicationDecision,
          response: { 200: ZPromotionApplication, ...oneErrors },
        },
      },
      async (request) =>
        deps.promotionApplications.decide(actorOf(request), request.params.id, request.body),
    );
  };
}
