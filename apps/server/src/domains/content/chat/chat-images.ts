import { CHAT_IMAGE_TYPES, CHAT_LIMITS } from '@lw/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.js';

export type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number];

/** The type the bytes really are by their magic numbers (never the declared header), or null. */
export function sniffChatImage(bytes: Buffer): ChatImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Lets the routes of this plugin take raw PNG, JPEG or WebP bytes up to 2 MB. */
export function acceptChatImages(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...CHAT_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: CHAT_LIMITS.imageMaxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded image, checked by its magic bytes; IMAGE_INVALID otherwise. */
export function uploadedChatImage(request: FastifyRequest): { bytes: Buffer; type: ChatImageType } {
  const bytes = request.body;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
    throw new AppError('IMAGE_INVALID', 'Send PNG, JPEG or WebP bytes with their Content-Type');
  }
  const type = sniffChatImage(bytes);
  if (!type) throw new AppError('IMAGE_INVALID', 'Not a PNG, JPEG or WebP image');
  return { bytes, type };
}
