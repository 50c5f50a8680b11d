import {
  ADMIN_ANNOUNCEMENTS_API,
  ANNOUNCEMENTS_API,
  roleHasPermission,
  ZAdminAnnouncement,
  ZAdminAnnouncementPage,
  ZAdminAnnouncementQuery,
  ZAnnouncementInput,
  ZErrorResponse,
  ZHtmlPreview,
  ZHtmlPreviewRequest,
  ZIdParams,
  ZNoticeFeed,
  ZNoticeLangQuery,
  ZPublicListQuery,
  ZPublicNotice,
  ZPublicNoticePage,
} from '@lw/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../../platform/bearer.js';
import { AppError } from '../../../platform/errors.js';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { viewerTags } from './announcement-viewer.js';
import type { AnnouncementsService } from './announcements.service.js';

/** What these routes use. */
export interface AnnouncementsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  announcements: AnnouncementsService;
}

const adminSecurity = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const adminTags = ['admin'];
const publicTags = ['content'];
// A visitor, or a member or agent when a bearer token is sent.
const publicSecurity: { [scheme: string]: string[] }[] = [{}, { playerBearer: [] }];

/** Reading needs `settings.read` or `content.manage` (after the session guard). */
function requireReader(auth: OperatorAuthenticator): preHandlerAsyncHookHandler[] {
  return [
    requireAdmin(auth),
    async (request) => {
      const role = request.admin!.operator.role;
      if (!roleHasPermission(role, 'settings.read') && !roleHasPermission(role, 'content.manage')) {
        throw new AppError('FORBIDDEN', `Role ${role} lacks settings.read and content.manage`);
      }
    },
  ];
}

/** The audience of a public request: its optional session (an invalid token reads as a visitor). */
async function audienceOf(auth: PlayerAuthenticator, request: FastifyRequest): Promise<string[]> {
  const token = bearerToken(request);
  const session = token ? await auth.authenticate(token) : null;
  return viewerTags(session?.account ?? null);
}

/** Back office authoring and the player site's reads. */
export function announcementsRoutes(deps: AnnouncementsRoutesDeps): FastifyPluginAsyncZod {
  const service = deps.announcements;
  return async (app) => {
    const read = requireReader(deps.adminAuth);
    const manage = requireAdmin(deps.adminAuth, 'content.manage');

    app.get(
      ADMIN_ANNOUNCEMENTS_API.list,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdminAnnouncements',
          summary: 'List announcements and notices (filter by type and status)',
          tags: adminTags,
          security: adminSecurity,
          querystring: ZAdminAnnouncementQuery,
          response: { 200: ZAdminAnnouncementPage, ...errors },
        },
      },
      async (request) => service.list(request.query),
    );

    app.post(
      ADMIN_ANNOUNCEMENTS_API.list,
      {
        preHandler: manage,
        schema: {
          operationId: 'createAnnouncement',
          summary: 'Create an announcement, notice or popup (HTML sanitized on save)',
          tags: adminTags,
          security: adminSecurity,
          body: ZAnnouncementInput,
          response: { 201: ZAdminAnnouncement, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, actorOf(request))),
    );

    app.post(
      ADMIN_ANNOUNCEMENTS_API.preview,
      {
        preHandler: manage,
        schema: {
          operationId: 'previewAnnouncementHtml',
          summary: 'The HTML as it would be stored (the save sanitizer)',
          tags: adminTags,
          security: adminSecurity,
          body: ZHtmlPreviewRequest,
          response: { 200: ZHtmlPreview, ...errors },
        },
      },
      async (request) => service.preview(request.body.html),
    );

    app.get(
      ADMIN_ANNOUNCEMENTS_API.itemPattern,
      {
        preHandler: read,
        schema: {
          operationId: 'getAdminAnnouncement',
          summary: 'One announcement with every language',
          tags: adminTags,
          security: adminSecurity,
          params: ZIdParams,
          response: { 200: ZAdminAnnouncement, ...errors },
        },
      },
      async (request) => service.get(request.params.id),
    );

    app.put(
      ADMIN_ANNOUNCEMENTS_API.itemPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'updateAnnouncement',
          summary: 'Replace an announcement (HTML sanitized on save)',
          tags: adminTags,
          security: adminSecurity,
          params: ZIdParams,
          body: ZAnnouncementInput,
          response: { 200: ZAdminAnnouncement, ...errors },
        },
      },
      async (request) => service.update(request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      ADMIN_ANNOUNCEMENTS_API.itemPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'deleteAnnouncement',
          summary: 'Delete an announcement',
          tags: adminTags,
          security: adminSecurity,
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      ANNOUNCEMENTS_API.feed,
      {
        schema: {
          operationId: 'getNoticeFeed',
          summary: 'Live marquee notices, the notice ids for the bell, and the popups',
          tags: publicTags,
          security: publicSecurity,
          querystring: ZNoticeLangQuery,
          response: { 200: ZNoticeFeed, 400: ZErrorResponse },
        },
      },
      async (request) =>
        service.feed(await audienceOf(deps.playerAuth, request), request.query.lang),
    );

    app.get(
      ANNOUNCEMENTS_API.notices,
      {
        schema: {
          operationId: 'listNotices',
          summary: 'The notice list (types B and PL), pages of 9',
          tags: publicTags,
          security: publicSecurity,
          querystring: ZPublicListQuery,
          response: { 200: ZPublicNoticePage, 400: ZErrorResponse },
        },
      },
      async (request) =>
        service.notices(
          await audienceOf(deps.playerAuth, request),
          request.query.lang,
          request.query.page,
        ),
    );

    app.get(
      ANNOUNCEMENTS_API.announcements,
      {
        schema: {
          operationId: 'listAnnouncements',
          summary: 'The announcement list (types PU, PR and H), pages of 7',
          tags: publicTags,
          security: publicSecurity,
          querystring: ZPublicListQuery,
          response: { 200: ZPublicNoticePage, 400: ZErrorResponse },
        },
      },
      async (request) =>
        service.announcementList(
          await audienceOf(deps.playerAuth, request),
          request.query.lang,
          request.query.page,
        ),
    );

    app.get(
      ANNOUNCEMENTS_API.noticePattern,
      {
        schema: {
          operationId: 'getNotice',
          summary: 'One live notice or announcement for this audience',
          tags: publicTags,
          security: publicSecurity,
          params: ZIdParams,
          querystring: ZNoticeLangQuery,
          response: { 200: ZPublicNotice, 400: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) =>
        service.notice(
          await audienceOf(deps.playerAuth, request),
          request.query.lang,
          request.params.id,
        ),
    );
  };
}
