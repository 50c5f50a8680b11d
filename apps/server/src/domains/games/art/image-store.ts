import type { IMAGE_UPLOAD_TYPES } from '@lw/contracts';
import { GAMES_API, IMAGE_UPLOAD_MAX_BYTES } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { gameImages } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';

export type ImageType = (typeof IMAGE_UPLOAD_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The type the bytes really are (by their magic numbers), or null. Never trusts the header. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Operator-uploaded images (game icons, vendor logos), content-addressed in the database. */
export interface ImageStore {
  /** Stores the bytes (PNG, JPEG or WebP, at most 1 MB) and answers their URL (relative). */
  put(bytes: Buffer, declaredType: string): Promise<string>;
  /** The image of an upload URL's file name (`<sha256>.<ext>`), or null. */
  get(file: string): Promise<{ bytes: Buffer; contentType: string; id: string } | null>;
}

export class DatabaseImageStore implements ImageStore {
  constructor(private readonly db: Database) {}

  async put(bytes: Buffer, declaredType: string): Promise<string> {
    if (bytes.length === 0 || bytes.length > IMAGE_UPLOAD_MAX_BYTES) {
      throw new AppError('IMAGE_INVALID', 'The image must be 1 byte to 1 MB', {
        maxBytes: IMAGE_UPLOAD_MAX_BYTES,
      });
    }
    const type = sniffImageType(bytes);
    if (!type || type !== declaredType) {
      throw new AppError('IMAGE_INVALID', 'Not a PNG, JPEG or WebP image of the declared type');
    }
    const id = crypto.createHash('sha256').update(bytes).digest('hex');
    await this.db
      .insert(gameImages)
      .values({ id, contentType: type, bytes, size: bytes.length })
      .onConflictDoNothing();
    return GAMES_API.upload(`${id}.${EXTENSIONS[type]}`);
  }

  async get(file: string): Promise<{ bytes: Buffer; contentType: string; id: string } | null> {
    const match = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(file);
    if (!match) return null;
    const [row] = await this.db.select().from(gameImages).where(eq(gameImages.id, match[1]!));
    if (!row || EXTENSIONS[row.contentType as ImageType] !== match[2]) return null;
    return { bytes: row.bytes, contentType: row.contentType, id: row.id };
  }
}
