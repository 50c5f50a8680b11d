import {
  KYC_API,
  KYC_FILE_TYPES,
  ZAdminKycDocument,
  ZErrorResponse,
  ZIdParams,
  ZKycDocument,
  ZKycKindParams,
  ZKycQueue,
  ZKycQueueQuery,
  ZKycReviewRequest,
  ZMemberKyc,
  ZMyKyc,
  KYC_MAX_FILE_BYTES,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { bytesResponse } from '../../../platform/openapi-responses.js';
import { acceptKycFiles, uploadedKycFile } from './kyc-files.js';
import type { KycService } from './kyc.service.js';

export interface KycRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  kyc: KycService;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
};

/** The member's KYC page: level, each kind's state, uploads (raw bytes, sniffed). */
export function kycRoutes(deps: KycRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptKycFiles(app);
    const guard = requirePlayer(deps.playerAuth);
    const member = { tags: ['member'], security: [{ playerBearer: [] }] };

    app.get(
      KYC_API.member.kyc,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'getMyKyc',
          summary: "The member's KYC level and documents (their own only)",
          response: { 200: ZMyKyc, ...errors },
        },
      },
      async (request) => deps.kyc.mine(currentPlayer(request).account.id),
    );

    app.post(
      KYC_API.member.upload,
      {
        bodyLimit: KYC_MAX_FILE_BYTES,
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'uploadKycDocument',
          summary:
            'Upload a KYC document: PNG, JPEG or PDF bytes (checked by content), at most 5 MB',
          params: ZKycKindParams,
          response: { 201: ZKycDocument, ...errors },
        },
      },
      async (request, reply) => {
        const saved = await deps.kyc.upload(
          currentPlayer(request).account,
          request.params.kind,
          uploadedKycFile(request),
        );
        return reply.status(201).send(saved);
      },
    );
  };
}

/** The operators' KYC queue, the document viewer, reviews and the member page's card. */
export function adminKycRoutes(deps: KycRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['admin'], security: [{ adminBearer: [] }] };
    const review = requireAdmin(deps.adminAuth, 'kyc.review');

    app.get(
      KYC_API.admin.queue,
      {
        preHandler: review,
        schema: {
          ...base,
          operationId: 'listKycQueue',
          summary: 'KYC documents waiting for review, oldest first',
          querystring: ZKycQueueQuery,
          response: { 200: ZKycQueue, ...errors },
        },
      },
      async (request) => deps.kyc.queue(request.query.limit),
    );

    app.get(
      KYC_API.admin.file,
      {
        preHandler: review,
        schema: {
          ...base,
          operationId: 'getKycDocumentFile',
          summary: "A KYC document's file, shown inline",
          params: ZIdParams,
          response: { 200: bytesResponse(KYC_FILE_TYPES, 'The document'), ...errors },
        },
      },
      async (request, reply) => {
        const file = await deps.kyc.file(request.params.id);
        const ext = file.contentType === 'application/pdf' ? 'pdf' : file.contentType.slice(6);
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="kyc-${request.params.id}.${ext}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .type(file.contentType)
          .send(file.bytes);
      },
    );

    app.post(
      KYC_API.admin.review,
      {
        preHandler: review,
        schema: {
          ...base,
          operationId: 'reviewKycDocument',
          summary: 'Approve, reject (with a reason) or re-request a KYC document (audited)',
          params: ZIdParams,
          body: ZKycReviewRequest,
          response: { 200: ZAdminKycDocument, ...errors },
        },
      },
      async (request) => deps.kyc.review(request.params.id, request.body, actorOf(request)),
    );

    app.get(
      KYC_API.admin.member,
      {
        preHandler: requireAdmin(deps.adminAuth, 'members.read'),
        schema: {
          ...base,
          operationId: 'getMemberKyc',
          summary: "A member's KYC level and documents",
          params: ZIdParams,
          response: { 200: ZMemberKyc, ...errors },
        },
      },
      async (request) => deps.kyc.forMember(request.params.id),
    );
  };
}
