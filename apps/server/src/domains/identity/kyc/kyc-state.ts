import {
  KYC_DOCUMENT_KINDS,
  kycLevelOf,
  type TKycDocument,
  type TKycDocumentStatus,
  type TKycKindState,
  type TKycLevel,
} from '@lw/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { kycDocuments } from '../../../db/schema/index.js';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;

/** The member's view of one document (no storage key, no reviewer). */
export function presentKycDocument(row: KycDocumentRow): TKycDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** A member's documents, newest first. */
export function documentsOf(db: Database, accountId: number): Promise<KycDocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.accountId, accountId))
    .orderBy(desc(kycDocuments.id));
}

/** The latest document of each kind, from rows newest first. */
function latestByKind(rows: KycDocumentRow[]): Map<KycDocumentRow['kind'], KycDocumentRow> {
  const latest = new Map<KycDocumentRow['kind'], KycDocumentRow>();
  for (const row of rows) if (!latest.has(row.kind)) latest.set(row.kind, row);
  return latest;
}

/** The level the latest document of each kind gives (rows newest first). */
export function levelOfRows(rows: KycDocumentRow[]): TKycLevel {
  const statuses: Partial<Record<KycDocumentRow['kind'], TKycDocumentStatus>> = {};
  for (const [kind, row] of latestByKind(rows)) statuses[kind] = row.status;
  return kycLevelOf(statuses);
}

/** Each kind's state: its latest document, and whether the member may upload one now. */
export function kindStates(rows: KycDocumentRow[]): TKycKindState[] {
  const latest = latestByKind(rows);
  return KYC_DOCUMENT_KINDS.map((kind) => {
    const row = latest.get(kind);
    const status = row?.status ?? 'none';
    return {
      kind,
      status,
      canUpload: status !== 'pending' && status !== 'approved',
      latest: row ? presentKycDocument(row) : null,
    };
  });
}
