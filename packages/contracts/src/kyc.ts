import { z } from 'zod';

/** KYC (issue 24 item 4): the member's documents and level, the operators' review queue. */
export const KYC_API = {
  member: {
    /** getMyKyc (GET) -> ZMyKyc */
    kyc: '/api/kyc',
    /** uploadKycDocument (POST, raw PNG / JPEG / PDF bytes) -> ZKycDocument */
    upload: '/api/kyc/documents/:kind',
  },
  admin: {
    /** listKycQueue (GET, kyc.review) -> ZKycQueue */
    queue: '/api/admin/kyc/queue',
    /** getKycDocumentFile (GET, kyc.review) -> the file's bytes */
    file: '/api/admin/kyc/documents/:id/file',
    /** reviewKycDocument (POST, kyc.review) ZKycReviewRequest -> ZAdminKycDocument */
    review: '/api/admin/kyc/documents/:id/review',
    /** getMemberKyc (GET, members.read) -> ZMemberKyc */
    member: '/api/admin/accounts/:id/kyc',
  },
} as const;

export const KYC_DOCUMENT_KINDS = ['id_document', 'selfie', 'proof_of_address'] as const;
export const ZKycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type TKycDocumentKind = z.infer<typeof ZKycDocumentKind>;

/** The file types a document may be, checked by the server on the bytes (magic numbers). */
export const KYC_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type TKycFileType = (typeof KYC_FILE_TYPES)[number];
/** At most 5 MB per file. */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The longest reason an operator may give for a rejection or a re-request. */
export const KYC_REASON_MAX = 500;

/**
 * 0: nothing verified; 1: identity (an ID document and a selfie approved); 2: also the address
 * (a proof of address approved). Derived from the documents, never stored by hand.
 */
export const ZKycLevel = z.number().int().min(0).max(2);
export type TKycLevel = z.infer<typeof ZKycLevel>;

/**
 * pending: waiting for an operator; approved; rejected (the member uploads another);
 * rerequested: an operator asked for a new upload (e.g. expired or unreadable).
 */
export const ZKycDocumentStatus = z.enum(['pending', 'approved', 'rejected', 'rerequested']);
export type TKycDocumentStatus = z.infer<typeof ZKycDocumentStatus>;

const ZInstant = z.iso.datetime({ offset: true });

export const ZKycDocument = z
  .object({
    id: z.number().int(),
    kind: ZKycDocumentKind,
    status: ZKycDocumentStatus,
    contentType: z.enum(KYC_FILE_TYPES),
    sizeBytes: z.number().int().min(0),
    uploadedAt: ZInstant,
    reviewedAt: ZInstant.nullable(),
    /** Why it was rejected or asked again; null otherwise. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'KycDocument' });
export type TKycDocument = z.infer<typeof ZKycDocument>;

/**
 * One kind's state: its latest document, or `none`; `canUpload` when the member may send one
 * (nothing yet, rejected or re-requested).
 */
export const ZKycKindState = z.object({
  kind: ZKycDocumentKind,
  status: z.union([ZKycDocumentStatus, z.literal('none')]),
  canUpload: z.boolean(),
  latest: ZKycDocument.nullable(),
});
export type TKycKindState = z.infer<typeof ZKycKindState>;

export const ZMyKyc = z
  .object({
    level: ZKycLevel,
    kinds: z.array(ZKycKindState),
    /** Every document the member sent, newest first. */
    history: z.array(ZKycDocument),
  })
  .meta({ id: 'MyKyc' });
export type TMyKyc = z.infer<typeof ZMyKyc>;

export const ZKycKindParams = z.object({ kind: ZKycDocumentKind });

export const ZAdminKycDocument = ZKycDocument.extend({
  accountId: z.number().int(),
  username: z.string(),
  reviewedBy: z.string().nullable(),
}).meta({ id: 'AdminKycDocument' });
export type TAdminKycDocument = z.infer<typeof ZAdminKycDocument>;

export const ZKycQueueItem = ZAdminKycDocument.extend({
  /** Seconds since the upload (the queue's age column). */
  ageSeconds: z.number().int().min(0),
  /** The member's level now. */
  level: ZKycLevel,
}).meta({ id: 'KycQueueItem' });
export type TKycQueueItem = z.infer<typeof ZKycQueueItem>;

export const ZKycQueue = z
  .object({ items: z.array(ZKycQueueItem), total: z.number().int().min(0) })
  .meta({ id: 'KycQueue' });
export type TKycQueue = z.infer<typeof ZKycQueue>;

export const ZKycQueueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const ZReason = z.string().trim().min(1).max(KYC_REASON_MAX);

/** Approve; reject or re-request with the reason the member reads. */
export const ZKycReviewRequest = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve') }),
    z.object({ decision: z.literal('reject'), reason: ZReason }),
    z.object({ decision: z.literal('rerequest'), reason: ZReason }),
  ])
  .meta({ id: 'KycReviewRequest' });
export type TKycReviewRequest = z.infer<typeof ZKycReviewRequest>;

export const ZMemberKyc = z
  .object({
    level: ZKycLevel,
    kinds: z.array(ZKycKindState),
    history: z.array(ZAdminKycDocument),
  })
  .meta({ id: 'MemberKyc' });
export type TMemberKyc = z.infer<typeof ZMemberKyc>;

/** The level a member's latest document of each kind gives. */
export function kycLevelOf(
  latest: Partial<Record<TKycDocumentKind, TKycDocumentStatus>>,
): TKycLevel {
  const ok = (kind: TKycDocumentKind) => latest[kind] === 'approved';
  if (!ok('id_document') || !ok('selfie')) return 0;
  return ok('proof_of_address') ? 2 : 1;
}

/** The KYC_REQUIRED error's details (a withdrawal above the setting's amount). */
export interface TKycRequiredDetails {
  requiredLevel: number;
  level: number;
  /** Withdrawals above this amount (minor units) need the level. */
  aboveAmount: number;
}
