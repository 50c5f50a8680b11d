import {
  errorMessages,
  KYC_FILE_TYPES,
  KYC_MAX_FILE_BYTES,
  type TKycFileType,
} from '@lw/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../platform/errors.js';

/** The type the bytes really are by their magic numbers (never the declared header), or null. */
export function sniffKycFile(bytes: Buffer): TKycFileType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** The upload's content types: the three file types, or bytes of unknown type (we sniff). */
const ACCEPTED = [...KYC_FILE_TYPES, 'application/octet-stream'];

/** Lets the routes of this plugin take raw file bytes up to 5 MB (413 above). */
export function acceptKycFiles(app: FastifyInstance): void {
  app.addContentTypeParser(
    ACCEPTED,
    { parseAs: 'buffer', bodyLimit: KYC_MAX_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded file, checked by its magic bytes; KYC_FILE_INVALID otherwise. */
export function uploadedKycFile(request: FastifyRequest): { bytes: Buffer; type: TKycFileType } {
  const bytes = request.body;
  const type = Buffer.isBuffer(bytes) ? sniffKycFile(bytes) : null;
  if (!Buffer.isBuffer(bytes) || !type) {
    throw new AppError('KYC_FILE_INVALID', errorMessages.KYC_FILE_INVALID.en);
  }
  return { bytes, type };
}

const EXTENSION: Record<TKycFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/**
 * The documents' folder, DATA_DIR/kyc: outside any web root (the static sites serve the built
 * SPAs only), read back only through the operators' guarded route.
 */
export class KycFileStore {
  constructor(private readonly root: string) {}

  /** Writes the bytes under a random name of our own; returns its key. */
  async put(accountId: number, bytes: Buffer, type: TKycFileType): Promise<string> {
    const key = `${accountId}/${crypto.randomUUID()}.${EXTENSION[type]}`;
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Removes a file whose row was never written (a refused upload). */
  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    // Keys are ours (`<id>/<uuid>.<ext>`); refuse anything else so no key can leave the folder.
    if (!/^\d+\/[0-9a-f-]{36}\.(png|jpg|pdf)$/.test(key)) throw new Error(`bad kyc key ${key}`);
    return path.join(this.root, key);
  }
}
