import { MAX_PROOF_IMAGE_BYTES } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';

/** The image types a proof may be (what the route serving it declares). */
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export interface ProofImage {
  bytes: Buffer;
  mime: (typeof PROOF_IMAGE_TYPES)[number];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Decodes a base64 proof image and accepts PNG or JPEG only, judged by the file's own first
 * bytes (a name or a declared type proves nothing), at most MAX_PROOF_IMAGE_BYTES.
 */
export function decodeProofImage(input: string): ProofImage {
  const base64 = input.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) {
    throw new AppError('VALIDATION_ERROR', 'The proof image is not valid base64', {
      issues: [{ path: ['proofImage'], message: 'not base64' }],
    });
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PROOF_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The proof image is larger than 5 MB', {
      maxBytes: MAX_PROOF_IMAGE_BYTES,
    });
  }
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return { bytes, mime: 'image/png' };
  }
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    return { bytes, mime: 'image/jpeg' };
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The proof image must be a PNG or JPEG file', {
    allowed: ['image/png', 'image/jpeg'],
  });
}
