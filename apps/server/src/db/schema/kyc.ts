import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { operators } from './operators.js';

/**
 * Every KYC document a member uploaded (issue 24). The file itself is on disk under
 * DATA_DIR/kyc (`storage_key`, never a path the client chose); the member's level is derived from
 * the latest document of each kind.
 * @owner identity/kyc
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['id_document', 'selfie', 'proof_of_address'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'rerequested'] }).notNull(),
    /** What the bytes are by their magic numbers (never the client's header). */
    contentType: text('content_type', {
      enum: ['image/png', 'image/jpeg', 'application/pdf'],
    }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The file's name under DATA_DIR/kyc: `<account id>/<random>.<ext>`. */
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reason: text('reason'),
  },
  (t) => [
    index('kyc_documents_account_idx').on(t.accountId, t.id),
    index('kyc_documents_pending_idx')
      .on(t.uploadedAt)
      .where(sql`status = 'pending'`),
    // One document of a kind waits or stands at a time: two racing uploads cannot both pass.
    uniqueIndex('kyc_documents_one_live_uq')
      .on(t.accountId, t.kind)
      .where(sql`status in ('pending', 'approved')`),
  ],
);
