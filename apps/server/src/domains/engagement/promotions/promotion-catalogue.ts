import {
  errorMessages,
  ZPromotionInput,
  ZPromotionRule,
  type TAdminPromotion,
  type TPromotionInput,
} from '@lw/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { promotions } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { AppError } from '../../../platform/errors.js';
import { sanitizeRichText } from '../../../platform/rich-text.js';
import type { PromotionRow } from './promotion-eligibility.js';

/** A stored row as the back office sees it (the rule re-read through its schema: defaults filled). */
export function adminView(row: PromotionRow): TAdminPromotion {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    bannerUrl: row.bannerUrl,
    category: row.category as TAdminPromotion['category'],
    audience: row.audience,
    languages: row.languages as TAdminPromotion['languages'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    budgetTotal: row.budgetTotal,
    budgetPerMember: row.budgetPerMember,
    claimLimit: row.claimLimit,
    rule: ZPromotionRule.parse(row.rule),
    state: row.state,
    spent: row.spent,
    claims: row.claims,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Operators' promotions: create, edit, schedule (publish with a window), close. Audited. */
export class PromotionCatalogue {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<TAdminPromotion[]> {
    const rows = await this.db.select().from(promotions).orderBy(desc(promotions.id));
    return rows.map(adminView);
  }

  async get(id: number, tx: Database = this.db): Promise<PromotionRow> {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id));
    if (!row) throw new AppError('PROMOTION_NOT_FOUND', errorMessages.PROMOTION_NOT_FOUND.en);
    return row;
  }

  async create(actor: Actor, input: TPromotionInput): Promise<TAdminPromotion> {
    const values = this.columns(input);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({ ...values, createdBy: actor.operatorId, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, actor, {
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: String(row!.id),
        after: values,
      });
      return adminView(row!);
    });
  }

  /**
   * Edits a promotion. Budgets and limits may change while it runs (the counters keep what was
   * spent); its kind may not once anyone claimed it, and a closed one stays closed.
   */
  async update(actor: Actor, id: number, input: TPromotionInput): Promise<TAdminPromotion> {
    const values = this.columns(input);
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promotions)
        .where(eq(promotions.id, id))
        .for('update');
      if (!before) throw new AppError('PROMOTION_NOT_FOUND', errorMessages.PROMOTION_NOT_FOUND.en);
      if (before.state === 'closed') {
        throw new AppError('PROMOTION_NOT_OPEN', errorMessages.PROMOTION_NOT_OPEN.en);
      }
      if (before.claims > 0 && before.kind !== values.kind) {
        throw new AppError('PROMOTION_WRONG_ACTION', errorMessages.PROMOTION_WRONG_ACTION.en);
      }
      const [row] = await tx
        .update(promotions)
        .set({ ...values, updatedAt: this.clock.now() })
        .where(eq(promotions.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'promotion.update',
        targetType: 'promotion',
        targetId: String(id),
        before: adminView(before),
        after: values,
      });
      return adminView(row!);
    });
  }

  /** Closes it for good: no more claims, opt-ins or applications (pending ones can still be decided). */
  async close(actor: Actor, id: number): Promise<TAdminPromotion> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(promotions)
        .set({ state: 'closed', updatedAt: this.clock.now() })
        .where(eq(promotions.id, id))
        .returning();
      if (!row) throw new AppError('PROMOTION_NOT_FOUND', errorMessages.PROMOTION_NOT_FOUND.en);
      await recordAudit(tx, actor, {
        action: 'promotion.close',
        targetType: 'promotion',
        targetId: String(id),
      });
      return adminView(row);
    });
  }

  /** The columns of an input: validated again (defaults filled) and its HTML sanitized. */
  private columns(raw: TPromotionInput) {
    const input = ZPromotionInput.parse(raw);
    const clean = (html: string) => sanitizeRichText(html, 'announcement');
    return {
      title: input.title,
      content: {
        th: clean(input.content.th),
        en: clean(input.content.en),
        zh: clean(input.content.zh),
      },
      bannerUrl: input.bannerUrl,
      category: input.category,
      kind: input.rule.kind,
      audience: input.audience,
      languages: [...new Set(input.languages)],
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      budgetTotal: input.budgetTotal,
      budgetPerMember: input.budgetPerMember,
      claimLimit: input.claimLimit,
      rule: input.rule,
      state: input.state,
    };
  }
}
