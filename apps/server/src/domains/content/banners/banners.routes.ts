import {
  BANNERS_API,
  ZAdminBanner,
  ZAdminBannerList,
  ZAdminBannerQuery,
  ZBannerInput,
  ZBannerList,
  ZBannerOrder,
  ZBannerQuery,
  ZErrorResponse,
  ZIdParams,
  ZUploadedImage,
} from '@lw/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../../platform/bearer.js';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { acceptImageUploads, uploadedImage, type ImageStore } from '../../games/art/index.js';
import type { BannersService, Viewer } from './banners.service.js';

const adminSecurity = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

export interface BannerRouteDeps {
  banners: BannersService;
  images: ImageStore;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
}

/** The player site's live banners of a group, and the back office's banner management. */
export function bannerRoutes(deps: BannerRouteDeps): FastifyPluginAsyncZod {
  const { banners } = deps;
  return async (app) => {
    const manage = requireAdmin(deps.adminAuth, 'content.manage');
    acceptImageUploads(app);

    app.get(
      BANNERS_API.list,
      {
        schema: {
          operationId: 'listBanners',
          summary: "A group's live banners for this visitor or member, in the asked language",
          tags: ['content'],
          security: [{}, { playerBearer: [] }],
          querystring: ZBannerQuery,
          response: { 200: ZBannerList, 400: ZErrorResponse },
        },
      },
      async (request, reply) => {
        // A stale or missing session is a visitor, never a 401: the banners are public.
        const token = bearerToken(request);
        const session = token ? await deps.playerAuth.authenticate(token) : null;
        const viewer: Viewer = session ? 'member' : 'visitor';
        reply.header('cache-control', 'private, max-age=5');
        return {
          banners: await banners.live(request.query.group, viewer, request.query.language),
        };
      },
    );

    app.get(
      BANNERS_API.admin,
      {
        preHandler: manage,
        schema: {
          operationId: 'listAdminBanners',
          summary: 'Every banner (of a group), in display order',
          tags: ['admin'],
          security: adminSecurity,
          querystring: ZAdminBannerQuery,
          response: { 200: ZAdminBannerList, ...errors },
        },
      },
      async (request) => ({ banners: await banners.list(request.query.group) }),
    );

    app.post(
      BANNERS_API.admin,
      {
        preHandler: manage,
        schema: {
          operationId: 'createBanner',
          summary: 'Add a banner (audited)',
          tags: ['admin'],
          security: adminSecurity,
          body: ZBannerInput,
          response: { 201: ZAdminBanner, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await banners.create(request.body, actorOf(request))),
    );

    app.put(
      BANNERS_API.adminOnePattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'updateBanner',
          summary: 'Change a banner (audited)',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          body: ZBannerInput,
          response: { 200: ZAdminBanner, ...errors },
        },
      },
      async (request) => banners.update(request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      BANNERS_API.adminOnePattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'deleteBanner',
          summary: 'Delete a banner (audited)',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await banners.remove(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.put(
      BANNERS_API.adminOrder,
      {
        preHandler: manage,
        schema: {
          operationId: 'reorderBanners',
          summary: "Set the display order of a group's banners (audited)",
          tags: ['admin'],
          security: adminSecurity,
          body: ZBannerOrder,
          response: { 200: ZAdminBannerList, ...errors },
        },
      },
      async (request) => ({ banners: await banners.reorder(request.body, actorOf(request)) }),
    );

    app.post(
      BANNERS_API.adminImages,
      {
        preHandler: manage,
        schema: {
          operationId: 'uploadContentImage',
          summary:
            'Upload a content image (PNG, JPEG or WebP by its bytes, at most 1 MB); answers its URL',
          tags: ['admin'],
          security: adminSecurity,
          response: { 201: ZUploadedImage, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const { bytes, type } = uploadedImage(request);
        return reply.status(201).send({ url: await deps.images.put(bytes, type) });
      },
    );
  };
}
