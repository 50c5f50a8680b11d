import {
  GAMES_API,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  ZErrorResponse,
  ZImageFileParams,
} from '@lw/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
import { AppError } from '../../../platform/errors.js';
import { bytesResponse, ZNoBody } from '../../../platform/openapi-responses.js';
import type { ImageStore } from './image-store.js';

/** Uploaded images never change (content-addressed): a year of caching. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated art follows the catalogue's names: a day, then revalidated by ETag. */
export const GENERATED = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Sends `body` with a strong ETag of its bytes; answers 304 when the client has it. Generated
 * SVG also gets a Content-Security-Policy that forbids script, should it be opened as a page.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  contentType: string,
  cacheControl: string,
  etagSeed?: string,
): FastifyReply {
  const etag = `"${etagSeed ?? crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(contentType).send(body);
}

/** What a route answering through `sendCached` declares: the image (of `types`), or 304. */
export function cachedImageResponses(types: readonly string[], description: string) {
  return { 200: bytesResponse(types, description), 304: ZNoBody };
}

/** Lets a route take raw image bytes (PNG, JPEG, WebP; other types are 415) up to 1 MB. */
export function acceptImageUploads(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...IMAGE_UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded bytes and their declared type, or IMAGE_INVALID. */
export function uploadedImage(request: FastifyRequest): { bytes: Buffer; type: string } {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(request.body)) {
    throw new AppError(
      'IMAGE_INVALID',
      'Send the image bytes with Content-Type image/png, image/jpeg or image/webp',
    );
  }
  return { bytes: request.body, type };
}

/** Public: serves operator uploads at /images/uploads/<sha256>.<ext>. */
export function artRoutes(deps: { images: ImageStore }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      GAMES_API.uploadPattern,
      {
        schema: {
          operationId: 'getUploadedImage',
          summary: 'An operator-uploaded image (game icon or vendor logo)',
          tags: ['images'],
          security: [],
          params: ZImageFileParams,
          response: {
            ...cachedImageResponses(IMAGE_UPLOAD_TYPES, 'The image bytes'),
            404: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const image = await deps.images.get(request.params.file);
        if (!image) throw new AppError('NOT_FOUND', 'No such image');
        return sendCached(
          request,
          reply,
          image.bytes,
          image.contentType,
          IMMUTABLE,
          image.id.slice(0, 32),
        );
      },
    );
  };
}
