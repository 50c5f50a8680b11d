import {
  errorMessages,
  type TAdminKycDocument,
  type TKycDocument,
  type TKycDocumentKind,
  type TKycFileType,
  type TKycLevel,
  type TKycQueue,
  type TKycReviewRequest,
  type TMemberKyc,
  type TMyKyc,
} from '@lw/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, kycDocuments, operators } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import { publish } from '../../../platform/events/publish.js';
import { refuseTrial, type AccountRow } from '../accounts/index.js';
import type { KycFileStore } from './kyc-files.js';
import { kycNotice, type KycInbox } from './kyc-notices.js';
import {
  documentsOf,
  kindStates,
  levelOfRows,
  presentKycDocument,
  type KycDocumentRow,
} from './kyc-state.js';

/** Which statuses each decision may leave: a re-request may also withdraw an approval. */
const FROM: Record<TKycReviewRequest['decision'], KycDocumentRow['status'][]> = {
  approve: ['pending'],
  reject: ['pending'],
  rerequest: ['pending', 'approved'],
};
const TO = { approve: 'approved', reject: 'rejected', rerequest: 'rerequested' } as const;

/**
 * KYC (issue 24 item 4): members upload an ID document, a selfie and a proof of address; operators
 * approve, reject or re-request each; the level is derived from the latest document of each kind.
 */
export class KycService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly files: KycFileStore,
    private readonly inbox: KycInbox,
  ) {}

  /** The member's level now (the withdrawal gate asks it, inside its transaction if given). */
  async levelOf(accountId: number, tx: Database = this.db): Promise<TKycLevel> {
    return levelOfRows(await documentsOf(tx, accountId));
  }

  async mine(accountId: number): Promise<TMyKyc> {
    const rows = await documentsOf(this.db, accountId);
    return {
      level: levelOfRows(rows),
      kinds: kindStates(rows),
      history: rows.map(presentKycDocument),
    };
  }

  /**
   * Stores the file under DATA_DIR/kyc and its row: refused while a document of the kind waits or
   * stands (a partial unique index makes racing uploads one).
   */
  async upload(
    account: AccountRow,
    kind: TKycDocumentKind,
    file: { bytes: Buffer; type: TKycFileType },
  ): Promise<TKycDocument> {
    refuseTrial(account);
    const state = kindStates(await documentsOf(this.db, account.id)).find((s) => s.kind === kind)!;
    if (!state.canUpload) throw notExpected(state.status);
    const key = await this.files.put(account.id, file.bytes, file.type);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(kycDocuments)
          .values({
            accountId: account.id,
            kind,
            status: 'pending',
            contentType: file.type,
            sizeBytes: file.bytes.length,
            storageKey: key,
            uploadedAt: this.clock.now(),
          })
          .returning();
        await publish(tx, {
          type: 'kyc.document_uploaded',
          key: `account:${account.id}`,
          payload: { accountId: account.id, documentId: inserted!.id, kind },
        });
        return inserted!;
      });
      return presentKycDocument(row);
    } catch (err) {
      await this.files.remove(key);
      if (uniqueConstraintOf(err) === 'kyc_documents_one_live_uq') throw notExpected('pending');
      throw err;
    }
  }

  /** Pending documents, oldest first, with their age. */
  async queue(limit: number): Promise<TKycQueue> {
    const pending = eq(kycDocuments.status, 'pending');
    const rows = await this.adminSelect()
      .where(pending)
      .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id))
      .limit(limit);
    const [total] = await this.db.select({ n: count() }).from(kycDocuments).where(pending);
    const now = this.clock.now().getTime();
    const levels = new Map<number, TKycLevel>();
    for (const r of rows) {
      if (!levels.has(r.doc.accountId)) {
        levels.set(r.doc.accountId, await this.levelOf(r.doc.accountId));
      }
    }
    return {
      items: rows.map((r) => ({
        ...presentAdmin(r),
        ageSeconds: Math.max(0, Math.floor((now - r.doc.uploadedAt.getTime()) / 1000)),
        level: levels.get(r.doc.accountId)!,
      })),
      total: total!.n,
    };
  }

  /** The back office's member card: level, each kind's state, every document with its reviewer. */
  async forMember(accountId: number): Promise<TMemberKyc> {
    const [account] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account) throw new AppError('NOT_FOUND', 'Account not found');
    const rows = await documentsOf(this.db, accountId);
    const history = await this.adminSelect()
      .where(eq(kycDocuments.accountId, accountId))
      .orderBy(desc(kycDocuments.id));
    return {
      level: levelOfRows(rows),
      kinds: kindStates(rows),
      history: history.map(presentAdmin),
    };
  }

  /** The stored bytes of a document, for an operator's viewer. */
  async file(documentId: number): Promise<{ bytes: Buffer; contentType: TKycFileType }> {
    const [row] = await this.db.select().from(kycDocuments).where(eq(kycDocuments.id, documentId));
    const bytes = row ? await this.files.get(row.storageKey) : null;
    if (!row || !bytes) throw new AppError('NOT_FOUND', 'No such document');
    return { bytes, contentType: row.contentType };
  }

  /**
   * One review: a guarded update (only from the statuses the decision allows), so however many
   * operators press at once, one review happens; its audit entry, event and the member's notice
   * are in the same transaction.
   */
  async review(
    documentId: number,
    input: TKycReviewRequest,
    actor: Actor,
  ): Promise<TAdminKycDocument> {
    const reason = input.decision === 'approve' ? null : input.reason;
    const notice = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(kycDocuments)
        .set({
          status: TO[input.decision],
          reviewedAt: this.clock.now(),
          reviewedBy: actor.operatorId,
          reason,
        })
        .where(
          and(eq(kycDocuments.id, documentId), inArray(kycDocuments.status, FROM[input.decision])),
        )
        .returning();
      if (!row) {
        const [before] = await tx
          .select({ status: kycDocuments.status })
          .from(kycDocuments)
          .where(eq(kycDocuments.id, documentId));
        if (!before) throw new AppError('NOT_FOUND', 'No such document');
        throw new AppError('KYC_DOCUMENT_NOT_PENDING', errorMessages.KYC_DOCUMENT_NOT_PENDING.en, {
          status: before.status,
        });
      }
      const level = await this.levelOf(row.accountId, tx);
      await publish(tx, {
        type: 'kyc.document_reviewed',
        key: `account:${row.accountId}`,
        payload: {
          accountId: row.accountId,
          documentId,
          kind: row.kind,
          decision: input.decision,
          level,
          operatorId: actor.operatorId!,
        },
      });
      await recordAudit(tx, actor, {
        action: `kyc.${input.decision}`,
        targetType: 'kyc_document',
        targetId: String(documentId),
        before: { accountId: row.accountId, kind: row.kind },
        after: { status: row.status, reason, level },
      });
      if (input.decision === 'approve') return null;
      const text = kycNotice(input.decision, row.kind, input.reason);
      await this.inbox.notifyInTransaction(tx, row.accountId, { ...text, sender: 'KYC' });
      return { accountId: row.accountId, title: text.title };
    });
    if (notice) await this.inbox.announceNotice(notice.accountId, notice.title);
    const [view] = await this.adminSelect().where(eq(kycDocuments.id, documentId));
    return presentAdmin(view!);
  }

  private adminSelect() {
    return this.db
      .select({ doc: kycDocuments, username: accounts.username, reviewer: operators.username })
      .from(kycDocuments)
      .innerJoin(accounts, eq(accounts.id, kycDocuments.accountId))
      .leftJoin(operators, eq(operators.id, kycDocuments.reviewedBy))
      .$dynamic();
  }
}

function presentAdmin(r: {
  doc: KycDocumentRow;
  username: string;
  reviewer: string | null;
}): TAdminKycDocument {
  return {
    ...presentKycDocument(r.doc),
    accountId: r.doc.accountId,
    username: r.username,
    reviewedBy: r.reviewer,
  };
}

function notExpected(status: string): AppError {
  return new AppError('KYC_UPLOAD_NOT_EXPECTED', errorMessages.KYC_UPLOAD_NOT_EXPECTED.en, {
    status,
  });
}
