import {
  addDays,
  FEEDBACK_REFUSALS,
  ZFeedbackSettings,
  countWords,
  type TAdminFeedback,
  type TAdminFeedbackPage,
  type TFeedbackConfig,
  type TFeedbackSettings,
  type TMyFeedback,
  type TFeedbackRequest,
  type ZAdminFeedbackQuery,
} from '@lw/contracts';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  feedback,
  feedbackDailyCounts,
  feedbackSettings,
  operators,
} from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { localDate, startOfCalendarDay, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import { refuseTrial, type AccountRow } from '../../identity/accounts/index.js';
import { DEFAULT_FEEDBACK_SETTINGS } from './feedback.defaults.js';

type FeedbackRow = typeof feedback.$inferSelect;

/** The operator's time zone ("today" of the daily limit and the list's day filters). */
export type TimeZoneSource = () => Promise<string>;

const SETTINGS_ROW = 1;
const MINE_LIMIT = 50;

/**
 * Members' feedback and the operator's replies: the word bounds, question types and daily limit
 * are the operator's (one settings row); the daily count is one guarded upsert per submission.
 */
export class FeedbackService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly timeZone: TimeZoneSource,
    private readonly live: Pick<LiveHub, 'publish'>,
  ) {}

  async settings(): Promise<TFeedbackSettings> {
    const [row] = await this.db
      .select({ value: feedbackSettings.value })
      .from(feedbackSettings)
      .where(eq(feedbackSettings.id, SETTINGS_ROW));
    const parsed = row ? ZFeedbackSettings.safeParse(row.value) : null;
    return parsed?.success ? parsed.data : DEFAULT_FEEDBACK_SETTINGS;
  }

  async updateSettings(input: unknown, actor: Actor): Promise<TFeedbackSettings> {
    const value = ZFeedbackSettings.parse(input);
    const before = await this.settings();
    await this.db.transaction(async (tx) => {
      await tx
        .insert(feedbackSettings)
        .values({ id: SETTINGS_ROW, value, updatedBy: actor.operatorId })
        .onConflictDoUpdate({
          target: feedbackSettings.id,
          set: { value, updatedAt: sql`now()`, updatedBy: actor.operatorId },
        });
      await recordAudit(tx, actor, {
        action: 'feedback.settings.update',
        targetType: 'settings',
        targetId: 'feedback',
        before,
        after: value,
      });
    });
    return value;
  }

  /** What the member's form needs. */
  async config(): Promise<TFeedbackConfig> {
    const s = await this.settings();
    return {
      minWords: s.minWords,
      maxWords: s.maxWords,
      dailyLimit: s.dailyLimit,
      questionTypes: s.questionTypes
        .filter((t) => t.enabled)
        .map(({ code, label }) => ({ code, label })),
    };
  }

  /** Stores a member's feedback (spec §7 PUT feedback) within the bounds and the daily limit. */
  async submit(account: AccountRow, input: TFeedbackRequest): Promise<TMyFeedback> {
    refuseTrial(account);
    const rules = await this.settings();
    if (!rules.questionTypes.some((t) => t.enabled && t.code === input.questionType)) {
      throw new AppError('VALIDATION_ERROR', 'Unknown question type', {
        reason: FEEDBACK_REFUSALS.questionType,
      });
    }
    const words = countWords(input.content);
    if (words < rules.minWords || words > rules.maxWords) {
      throw new AppError('VALIDATION_ERROR', 'Feedback word count out of bounds', {
        reason: FEEDBACK_REFUSALS.words,
        words,
        min: rules.minWords,
        max: rules.maxWords,
      });
    }
    const now = this.clock.now();
    const { year, month, day } = localDate(now, await this.timeZone());
    const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const row = await this.db.transaction(async (tx) => {
      // Counts this one only while under the limit: concurrent submissions queue on the row.
      const counted = await tx
        .insert(feedbackDailyCounts)
        .values({ accountId: account.id, day: today, count: 1 })
        .onConflictDoUpdate({
          target: [feedbackDailyCounts.accountId, feedbackDailyCounts.day],
          set: { count: sql`${feedbackDailyCounts.count} + 1` },
          setWhere: sql`${feedbackDailyCounts.count} < ${rules.dailyLimit}`,
        })
        .returning({ count: feedbackDailyCounts.count });
      if (counted.length === 0) {
        throw new AppError('TOO_MANY_REQUESTS', 'Daily feedback limit reached', {
          reason: FEEDBACK_REFUSALS.dailyLimit,
          limit: rules.dailyLimit,
        });
      }
      const [created] = await tx
        .insert(feedback)
        .values({
          accountId: account.id,
          questionType: input.questionType,
          content: input.content,
          wordCount: words,
          contact: input.contact ? input.contact : null,
          createdAt: now,
        })
        .returning();
      return created!;
    });
    return presentMine(row);
  }

  /** The member's own feedback, newest first. */
  async listMine(accountId: number): Promise<TMyFeedback[]> {
    const rows = await this.db
      .select()
      .from(feedback)
      .where(eq(feedback.accountId, accountId))
      .orderBy(desc(feedback.id))
      .limit(MINE_LIMIT);
    return rows.map(presentMine);
  }

  // ---- back office ----

  async list(query: z.output<typeof ZAdminFeedbackQuery>): Promise<TAdminFeedbackPage> {
    const zone = await this.timeZone();
    const where: SQL[] = [];
    if (query.status) where.push(eq(feedback.status, query.status));
    if (query.questionType) where.push(eq(feedback.questionType, query.questionType));
    if (query.member) where.push(sql`lower(${accounts.username}) = ${query.member.toLowerCase()}`);
    if (query.from) where.push(gte(feedback.createdAt, startOfCalendarDay(query.from, zone)));
    if (query.to)
      where.push(lt(feedback.createdAt, startOfCalendarDay(addDays(query.to, 1), zone)));
    const condition = where.length ? and(...where) : undefined;
    const rows = await this.adminSelect()
      .where(condition)
      .orderBy(desc(feedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedback)
      .innerJoin(accounts, eq(accounts.id, feedback.accountId))
      .where(condition);
    return { items: rows.map(presentAdmin), total: n, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number): Promise<TAdminFeedback> {
    const [row] = await this.adminSelect().where(eq(feedback.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'No such feedback');
    return presentAdmin(row);
  }

  /** The operator's answer (plain text); a reply again replaces it. Closed feedback is final. */
  async reply(id: number, reply: string, actor: Actor): Promise<TAdminFeedback> {
    const accountId = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', 'No such feedback');
      if (before.status === 'closed') throw new AppError('CONFLICT', 'The feedback is closed');
      await tx
        .update(feedback)
        .set({
          reply,
          status: 'replied',
          repliedBy: actor.operatorId,
          repliedAt: this.clock.now(),
        })
        .where(eq(feedback.id, id));
      await recordAudit(tx, actor, {
        action: 'feedback.reply',
        targetType: 'feedback',
        targetId: String(id),
        before: { status: before.status, reply: before.reply },
        after: { status: 'replied', reply },
      });
      return before.accountId;
    });
    await this.live.publish(accountId, { type: 'feedback.replied', feedbackId: id });
    return this.get(id);
  }

  async close(id: number, actor: Actor): Promise<TAdminFeedback> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', 'No such feedback');
      if (before.status === 'closed') return;
      await tx
        .update(feedback)
        .set({ status: 'closed', closedAt: this.clock.now() })
        .where(eq(feedback.id, id));
      await recordAudit(tx, actor, {
        action: 'feedback.close',
        targetType: 'feedback',
        targetId: String(id),
        before: { status: before.status },
        after: { status: 'closed' },
      });
    });
    return this.get(id);
  }

  private adminSelect() {
    return this.db
      .select({ row: feedback, username: accounts.username, repliedBy: operators.username })
      .from(feedback)
      .innerJoin(accounts, eq(accounts.id, feedback.accountId))
      .leftJoin(operators, eq(operators.id, feedback.repliedBy))
      .$dynamic();
  }
}

function presentMine(row: FeedbackRow): TMyFeedback {
  return {
    id: row.id,
    questionType: row.questionType,
    content: row.content,
    contact: row.contact,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentAdmin(r: {
  row: FeedbackRow;
  username: string;
  repliedBy: string | null;
}): TAdminFeedback {
  return {
    ...presentMine(r.row),
    accountId: r.row.accountId,
    username: r.username,
    wordCount: r.row.wordCount,
    repliedBy: r.repliedBy,
    closedAt: r.row.closedAt?.toISOString() ?? null,
  };
}
