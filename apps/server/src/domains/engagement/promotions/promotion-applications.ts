import {
  APPLICATION_IMAGE_MAX_BYTES,
  errorMessages,
  pickLocalized,
  type TApplicationDecision,
  type TPromotionApplication,
  type TPromotionApplyRequest,
} from '@lw/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import {
  accounts,
  promotionApplicationImages,
  promotionApplications,
  promotions,
} from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { AppError } from '../../../platform/errors.js';
import type { SettingsService } from '../../site/settings/index.js';
import { claimIn, type ClaimDeps } from './claim-core.js';
import { assertEligible, isOpen } from './promotion-eligibility.js';
import type { ClaimMeta } from './promotion-claims.js';

/** The type the bytes really are by their magic numbers (never the client's word), or null. */
export function sniffApplicationImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/** Decodes and checks each image: PNG or JPEG by content, at most 5 MB; clear codes otherwise. */
function decodeImages(images: string[]): { bytes: Buffer; type: 'image/png' | 'image/jpeg' }[] {
  return images.map((b64, index) => {
    const bytes = Buffer.from(b64, 'base64');
    if (bytes.length > APPLICATION_IMAGE_MAX_BYTES) {
      throw new AppError('PROMOTION_IMAGE_TOO_LARGE', errorMessages.PROMOTION_IMAGE_TOO_LARGE.en, {
        index,
      });
    }
    const type = sniffApplicationImage(bytes);
    if (!type) {
      throw new AppError('PROMOTION_IMAGE_INVALID', errorMessages.PROMOTION_IMAGE_INVALID.en, {
        index,
      });
    }
    return { bytes, type };
  });
}

export interface PromotionApplicationsDeps extends ClaimDeps {
  db: Database;
  clock: Clock;
  settings: SettingsService;
}

/** Apply-for-review offers: the member applies with a remark and images; an operator decides. */
export class PromotionApplications {
  constructor(private readonly deps: PromotionApplicationsDeps) {}

  async apply(
    accountId: number,
    promotionId: number,
    body: TPromotionApplyRequest,
    meta: ClaimMeta,
  ): Promise<TPromotionApplication> {
    const images = decodeImages(body.images);
    const now = this.deps.clock.now();
    const [promotion] = await this.deps.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, promotionId));
    if (!promotion || promotion.state === 'draft') {
      throw new AppError('PROMOTION_NOT_FOUND', errorMessages.PROMOTION_NOT_FOUND.en);
    }
    if (promotion.rule.kind !== 'applyForReview') {
      throw new AppError('PROMOTION_WRONG_ACTION', errorMessages.PROMOTION_WRONG_ACTION.en);
    }
    if (!isOpen(promotion, now)) {
      throw new AppError('PROMOTION_NOT_OPEN', errorMessages.PROMOTION_NOT_OPEN.en);
    }
    const { currency } = await this.deps.settings.get('cashier');
    const id = await this.deps.db
      .transaction(async (tx) => {
        await assertEligible(
          tx,
          this.deps.moneyGate,
          this.deps.vipLevelOf,
          promotion,
          accountId,
          now,
          1,
          currency,
          `promotion-apply:${promotionId}:${accountId}`,
        );
        const [counted] = await queryRows<{ claims: number }>(
          tx,
          sql`SELECT claims FROM promotion_member_totals
               WHERE promotion_id = ${promotionId} AND account_id = ${accountId}`,
        );
        if (counted && counted.claims >= promotion.claimLimit) {
          throw new AppError('PROMOTION_CLAIM_LIMIT', errorMessages.PROMOTION_CLAIM_LIMIT.en);
        }
        const [row] = await tx
          .insert(promotionApplications)
          .values({
            promotionId,
            accountId,
            remark: body.remark,
            imageCount: images.length,
            status: 'applying',
            ip: meta.ip,
            deviceId: meta.deviceId,
            createdAt: now,
          })
          .returning({ id: promotionApplications.id });
        if (images.length > 0) {
          await tx.insert(promotionApplicationImages).values(
            images.map((image, position) => ({
              applicationId: row!.id,
              position,
              contentType: image.type,
              bytes: image.bytes,
            })),
          );
        }
        return row!.id;
      })
      .catch((err: unknown) => {
        // The one-waiting-application index: a second application while one waits.
        if (uniqueConstraintOf(err) === 'promotion_applications_waiting_uq') {
          throw new AppError(
            'PROMOTION_APPLICATION_PENDING',
            errorMessages.PROMOTION_APPLICATION_PENDING.en,
          );
        }
        throw err;
      });
    return this.get(id);
  }

  async list(status?: 'applying' | 'issued' | 'rejected'): Promise<TPromotionApplication[]> {
    const rows = await this.query(status ? eq(promotionApplications.status, status) : undefined);
    return rows;
  }

  async get(id: number): Promise<TPromotionApplication> {
    const [row] = await this.query(eq(promotionApplications.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'No such application');
    return row;
  }

  async image(id: number, position: number): Promise<{ bytes: Buffer; contentType: string }> {
    const [row] = await this.deps.db
      .select()
      .from(promotionApplicationImages)
      .where(
        and(
          eq(promotionApplicationImages.applicationId, id),
          eq(promotionApplicationImages.position, position),
        ),
      );
    if (!row) throw new AppError('NOT_FOUND', 'No such image');
    return { bytes: row.bytes, contentType: row.contentType };
  }

  /**
   * Approves (pays the amount, at most the offer's maximum, through the claim's guards and the
   * bonus wallet) or rejects with a reason. A guarded update from `applying`: a second decision,
   * or a second click, finds it decided and pays nothing.
   */
  async decide(
    actor: Actor,
    id: number,
    decision: TApplicationDecision,
  ): Promise<TPromotionApplication> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const [application] = await tx
        .update(promotionApplications)
        .set({
          status: decision.decision === 'approve' ? 'issued' : 'rejected',
          amount: decision.decision === 'approve' ? decision.amount : null,
          reason: decision.decision === 'reject' ? decision.reason : null,
          decidedBy: actor.operatorId,
          decidedAt: now,
        })
        .where(and(eq(promotionApplications.id, id), eq(promotionApplications.status, 'applying')))
        .returning();
      if (!application) {
        const [exists] = await tx
          .select({ id: promotionApplications.id })
          .from(promotionApplications)
          .where(eq(promotionApplications.id, id));
        if (!exists) throw new AppError('NOT_FOUND', 'No such application');
        throw new AppError(
          'PROMOTION_APPLICATION_DECIDED',
          errorMessages.PROMOTION_APPLICATION_DECIDED.en,
        );
      }
      if (decision.decision === 'approve') {
        const [promotion] = await tx
          .select()
          .from(promotions)
          .where(eq(promotions.id, application.promotionId));
        const rule = promotion!.rule;
        if (rule.kind !== 'applyForReview' || decision.amount > rule.maxAmount) {
          throw new AppError(
            'PROMOTION_AMOUNT_TOO_HIGH',
            errorMessages.PROMOTION_AMOUNT_TOO_HIGH.en,
            {
              maxAmount: rule.kind === 'applyForReview' ? rule.maxAmount : 0,
            },
          );
        }
        const { currency } = await this.deps.settings.get('cashier', tx);
        // The window was checked when the member applied; a late decision still pays.
        await claimIn(tx, this.deps, {
          promotion: {
            ...promotion!,
            state: 'published',
            startsAt: new Date(0),
            endsAt: new Date(8.64e15),
          },
          accountId: application.accountId,
          requestKey: `application:${id}`,
          amount: decision.amount,
          currency,
          status: 'issued',
          now,
          ip: application.ip,
          deviceId: application.deviceId,
        });
      }
      await recordAudit(tx, actor, {
        action: `promotion.application_${decision.decision}`,
        targetType: 'promotion_application',
        targetId: String(id),
        after: decision,
      });
    });
    return this.get(id);
  }

  private async query(where: ReturnType<typeof eq> | undefined): Promise<TPromotionApplication[]> {
    const rows = await this.deps.db
      .select({ a: promotionApplications, p: promotions, username: accounts.username })
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .innerJoin(accounts, eq(accounts.id, promotionApplications.accountId))
      .where(where)
      .orderBy(desc(promotionApplications.id))
      .limit(500);
    return rows.map(({ a, p, username }) => ({
      id: a.id,
      promotionId: a.promotionId,
      promotionTitle: pickLocalized(p.title, 'en'),
      accountId: a.accountId,
      username,
      remark: a.remark,
      imageCount: a.imageCount,
      status: a.status,
      amount: a.amount,
      maxAmount: p.rule.kind === 'applyForReview' ? p.rule.maxAmount : 0,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
    }));
  }
}
