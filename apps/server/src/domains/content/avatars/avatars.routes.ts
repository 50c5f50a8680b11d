import {
  PROFILE_API,
  ZAvatar,
  ZAvatarIdParams,
  ZAvatarList,
  ZBuiltinAvatarParams,
  ZErrorResponse,
  ZMemberAvatar,
  ZMemberAvatarUpdate,
  ZMemberLanguage,
  ZMemberLanguageUpdate,
} from '@lw/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.js';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import {
  acceptImageUploads,
  cachedImageResponses,
  GENERATED,
  sendCached,
  uploadedImage,
  type ImageStore,
} from '../../games/art/index.js';
import type { AvatarsService } from './avatars.service.js';
import { builtinAvatarNumber, builtinAvatarSvg } from './builtin-avatars.js';

const adminSecurity = [{ adminBearer: [] }];
const playerSecurity = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

export interface AvatarRouteDeps {
  avatars: AvatarsService;
  images: ImageStore;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
}

/** Avatar icons (spec §7 "GET icon; PUT member icon"), the member's language, and uploads. */
export function avatarRoutes(deps: AvatarRouteDeps): FastifyPluginAsyncZod {
  const { avatars } = deps;
  return async (app) => {
    const player = requirePlayer(deps.playerAuth);
    const manage = requireAdmin(deps.adminAuth, 'content.manage');
    acceptImageUploads(app);

    app.get(
      PROFILE_API.avatars,
      {
        schema: {
          operationId: 'listAvatars',
          summary: 'The avatar icons a member may choose',
          tags: ['content'],
          security: [],
          response: { 200: ZAvatarList },
        },
      },
      async () => ({ avatars: await avatars.list() }),
    );

    app.get(
      PROFILE_API.builtinAvatarPattern,
      {
        schema: {
          operationId: 'getBuiltinAvatar',
          summary: 'A built-in avatar icon (SVG)',
          tags: ['content'],
          security: [],
          params: ZBuiltinAvatarParams,
          response: {
            ...cachedImageResponses(['image/svg+xml'], 'The SVG image'),
            404: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const n = builtinAvatarNumber(request.params.file);
        const svg = n === null ? null : builtinAvatarSvg(n);
        if (!svg) throw new AppError('NOT_FOUND', 'No such avatar');
        return sendCached(request, reply, svg, 'image/svg+xml', GENERATED);
      },
    );

    app.get(
      PROFILE_API.memberAvatar,
      {
        preHandler: player,
        schema: {
          operationId: 'getMemberAvatar',
          summary: "The member's avatar (null: the site draws one from the name)",
          tags: ['members'],
          security: playerSecurity,
          response: { 200: ZMemberAvatar, ...errors },
        },
      },
      async (request) => avatars.memberAvatar(currentPlayer(request).account),
    );

    app.put(
      PROFILE_API.memberAvatar,
      {
        preHandler: player,
        schema: {
          operationId: 'updateMemberAvatar',
          summary: 'Choose an avatar from the list (trial accounts: TRIAL_NOT_ALLOWED)',
          tags: ['members'],
          security: playerSecurity,
          body: ZMemberAvatarUpdate,
          response: { 200: ZMemberAvatar, ...errors },
        },
      },
      async (request) =>
        avatars.setMemberAvatar(currentPlayer(request).account, request.body.avatarId),
    );

    app.put(
      PROFILE_API.memberLanguage,
      {
        preHandler: player,
        schema: {
          operationId: 'updateMemberLanguage',
          summary: "Save the member's interface language (one the site offers)",
          tags: ['members'],
          security: playerSecurity,
          body: ZMemberLanguageUpdate,
          response: { 200: ZMemberLanguage, ...errors },
        },
      },
      async (request) =>
        avatars.setLanguage(currentPlayer(request).account.id, request.body.language),
    );

    app.get(
      PROFILE_API.adminAvatars,
      {
        preHandler: manage,
        schema: {
          operationId: 'listAdminAvatars',
          summary: 'Every avatar icon (built in and uploaded)',
          tags: ['admin'],
          security: adminSecurity,
          response: { 200: ZAvatarList, ...errors },
        },
      },
      async () => ({ avatars: await avatars.list() }),
    );

    app.post(
      PROFILE_API.adminAvatars,
      {
        preHandler: manage,
        schema: {
          operationId: 'uploadAvatar',
          summary: 'Add an avatar icon (PNG, JPEG or WebP by its bytes, at most 1 MB; audited)',
          tags: ['admin'],
          security: adminSecurity,
          response: { 201: ZAvatar, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const { bytes, type } = uploadedImage(request);
        const url = await deps.images.put(bytes, type);
        return reply.status(201).send(await avatars.add(url, actorOf(request)));
      },
    );

    app.delete(
      PROFILE_API.adminAvatarPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'deleteAvatar',
          summary: 'Delete an uploaded avatar icon (audited)',
          tags: ['admin'],
          security: adminSecurity,
          params: ZAvatarIdParams,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await avatars.remove(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
