import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from '../../../../test/test-app.js';

/* Test helpers shared by the KYC and the withdrawal-gate suites. */

/** A fresh DATA_DIR for one suite's app (its documents land in <dir>/kyc). */
export function kycDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lw-kyc-'));
}

/** Bytes that start like the given type, padded to `size`. */
export function fileBytes(kind: 'png' | 'jpg' | 'pdf' | 'gif' | 'text', size = 512): Buffer {
  const head = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    pdf: [...Buffer.from('%PDF-1.7\n')],
    gif: [...Buffer.from('GIF89a')],
    text: [...Buffer.from('hello, not an image')],
  }[kind];
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(head).copy(bytes);
  return bytes;
}

export function uploadKyc(
  t: TestApp,
  headers: Record<string, string>,
  kind: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/kyc/documents/${kind}`,
    headers: { ...headers, 'content-type': contentType },
    payload: bytes,
  });
}

export function reviewKyc(
  t: TestApp,
  headers: Record<string, string>,
  documentId: number,
  payload: object,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/documents/${documentId}/review`,
    headers,
    payload,
  });
}

/** Uploads and approves an ID document and a selfie: the member reaches level 1. */
export async function verifyIdentity(
  t: TestApp,
  member: Record<string, string>,
  admin: Record<string, string>,
): Promise<void> {
  for (const kind of ['id_document', 'selfie']) {
    const up = await uploadKyc(t, member, kind, fileBytes('png'));
    if (up.statusCode !== 201) throw new Error(`upload failed: ${up.body}`);
    const done = await reviewKyc(t, admin, up.json<{ id: number }>().id, { decision: 'approve' });
    if (done.statusCode !== 200) throw new Error(`review failed: ${done.body}`);
  }
}
