import {
  ADMIN_GAMES_API,
  GAMES_API,
  ZAdminVendor,
  ZAdminVendorCreate,
  ZAdminVendorList,
  ZAdminVendorUpdate,
  ZErrorResponse,
  ZVendorCodeParams,
  ZImageFileParams,
} from '@lw/contracts';
import { vendorLogoSvg } from '@lw/game-art';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.js';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import {
  acceptImageUploads,
  cachedImageResponses,
  GENERATED,
  sendCached,
  uploadedImage,
  type ImageStore,
} from '../art/index.js';
import type { VendorsService } from './vendors.service.js';

const adminSecurity = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Back office: game vendors (list, create, edit, logo); public: the generated vendor logos. */
export function vendorsRoutes(deps: {
  vendors: VendorsService;
  adminAuth: OperatorAuthenticator;
  images: ImageStore;
}): FastifyPluginAsyncZod {
  const { vendors } = deps;
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'games.read');
    const manage = requireAdmin(deps.adminAuth, 'games.manage');
    acceptImageUploads(app);

    app.get(
      ADMIN_GAMES_API.vendors,
      {
        preHandler: read,
        schema: {
          operationId: 'listGameVendors',
          summary: 'List the game vendors',
          tags: ['admin'],
          security: adminSecurity,
          response: { 200: ZAdminVendorList, ...errors },
        },
      },
      async () => ({ items: await vendors.adminList() }),
    );

    app.post(
      ADMIN_GAMES_API.vendors,
      {
        preHandler: manage,
        schema: {
          operationId: 'createGameVendor',
          summary: 'Add a game vendor',
          tags: ['admin'],
          security: adminSecurity,
          body: ZAdminVendorCreate,
          response: { 201: ZAdminVendor, ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await vendors.create(request.body, actorOf(request))),
    );

    app.patch(
      ADMIN_GAMES_API.vendorPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'updateGameVendor',
          summary: 'Change a game vendor (name, mode, URL, secret, currency, maintenance, order)',
          tags: ['admin'],
          security: adminSecurity,
          params: ZVendorCodeParams,
          body: ZAdminVendorUpdate,
          response: { 200: ZAdminVendor, ...errors },
        },
      },
      async (request) => vendors.update(request.params.code, request.body, actorOf(request)),
    );

    app.put(
      ADMIN_GAMES_API.vendorLogoPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'uploadVendorLogo',
          summary: 'Upload a vendor logo (the body is a PNG, JPEG or WebP image, at most 1 MB)',
          tags: ['admin'],
          security: adminSecurity,
          params: ZVendorCodeParams,
          response: { 200: ZAdminVendor, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
        },
      },
      async (request) => {
        await vendors.adminGet(request.params.code);
        const { bytes, type } = uploadedImage(request);
        const url = await deps.images.put(bytes, type);
        return vendors.setLogo(request.params.code, url, actorOf(request));
      },
    );

    app.delete(
      ADMIN_GAMES_API.vendorLogoPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'deleteVendorLogo',
          summary: 'Go back to the generated vendor logo',
          tags: ['admin'],
          security: adminSecurity,
          params: ZVendorCodeParams,
          response: { 200: ZAdminVendor, ...errors },
        },
      },
      async (request) => vendors.setLogo(request.params.code, null, actorOf(request)),
    );

    app.get(
      GAMES_API.vendorLogoPattern,
      {
        schema: {
          operationId: 'getVendorLogo',
          summary: "A vendor's generated logo (SVG)",
          tags: ['images'],
          security: [],
          params: ZImageFileParams,
          response: {
            ...cachedImageResponses(['image/svg+xml'], 'The SVG image'),
            404: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const code = request.params.file.replace(/\.svg$/, '');
        const vendor = /^[A-Z0-9_]{2,20}$/.test(code) ? await vendors.get(code) : null;
        if (!vendor) throw new AppError('NOT_FOUND', 'No such vendor');
        const svg = vendorLogoSvg({ code: vendor.code, name: vendor.name });
        return sendCached(request, reply, svg, 'image/svg+xml; charset=utf-8', GENERATED);
      },
    );
  };
}
