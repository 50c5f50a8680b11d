import { KYC_FILE_TYPES, KYC_MAX_FILE_BYTES } from '@lw/contracts';

/**
 * The client's check before an upload, mirroring the server's: PNG, JPEG or PDF, at most 5 MB.
 * The server still decides by the bytes; this only saves a refused upload.
 */
export function kycFileProblem(file: File): 'type' | 'size' | null {
  if (!(KYC_FILE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > KYC_MAX_FILE_BYTES) return 'size';
  return null;
}

/** What the file input offers. */
export const KYC_ACCEPT = [...KYC_FILE_TYPES, '.png', '.jpg', '.jpeg', '.pdf'].join(',');
