import {
  addDays,
  dayOfInstant,
  errorMessages,
  type TCreateEngagementTask,
  type TEngagementTask,
  type TReward,
  type TSignInResult,
  type TTaskBoard,
} from '@lw/contracts';
import { ZCreateEngagementTask } from '@lw/contracts';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { engagementTasks, signInRewards, signIns } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { mayBeOffered, requireGoodStanding } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { RewardCentre } from '../rewards/index.js';
import { memberDay, progressOf } from './task-progress.js';

type TaskRow = typeof engagementTasks.$inferSelect;

/** Days a task's or a check-in's reward waits in the reward centre before it expires. */
const REWARD_DAYS = 7;

/**
 * The sign-in calendar and the daily tasks (issue 26 item 4). A business day is the operator's
 * (`cashier.timeZone`). A check-in is one row per member and day (its key is the guard); a task's
 * reward is one reward-centre offer keyed by (task, day, member), so it is claimable once a day.
 */
export class Tasks {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly rewards: RewardCentre,
    private readonly moneyGate: MoneyGate,
    private readonly clock: Clock,
  ) {}

  private async today(): Promise<string> {
    const { timeZone } = await this.settings.get('cashier');
    return dayOfInstant(this.clock.now(), timeZone);
  }

  /**
   * Today's tasks with the member's progress, and the sign-in calendar of this month. A member
   * who may not receive rewards now (excluded, on a time-out, locked, ...) is offered no task.
   */
  async board(accountId: number): Promise<TTaskBoard> {
    const day = await this.today();
    const { currency } = await this.settings.get('cashier');
    const member = { accountId, currency, at: this.clock.now() };
    const tasks = (await mayBeOffered(this.db, this.moneyGate, member))
      ? await this.db
          .select()
          .from(engagementTasks)
          .where(eq(engagementTasks.active, true))
          .orderBy(asc(engagementTasks.id))
      : [];
    const figures = await memberDay(this.db, accountId, day);
    const collected = await this.rewards.sourceKeysOf(
      accountId,
      'task',
      tasks.map((t) => taskKey(t.id, day, accountId)),
    );
    const monthStart = `${day.slice(0, 8)}01`;
    const checked = await this.db
      .select()
      .from(signIns)
      .where(
        and(
          eq(signIns.accountId, accountId),
          gte(signIns.businessDay, addDays(monthStart, -31)),
          lte(signIns.businessDay, day),
        ),
      )
      .orderBy(desc(signIns.businessDay));
    const todays = checked.find((c) => c.businessDay === day);
    const yesterdays = checked.find((c) => c.businessDay === addDays(day, -1));
    return {
      day,
      tasks: tasks.map((t) => ({
        ...presentTask(t),
        progress: progressOf(t, figures),
        collected: collected.has(taskKey(t.id, day, accountId)),
      })),
      signIn: {
        signedToday: Boolean(todays),
        streak: todays?.streak ?? yesterdays?.streak ?? 0,
        days: checked.filter((c) => c.businessDay >= monthStart).map((c) => c.businessDay),
        amounts: await this.signInAmounts(),
      },
    };
  }

  /** Posts a completed task's reward of today into the reward centre (once a day; a replay answers it). */
  async collect(accountId: number, taskId: number): Promise<TReward> {
    const day = await this.today();
    const [task] = await this.db
      .select()
      .from(engagementTasks)
      .where(and(eq(engagementTasks.id, taskId), eq(engagementTasks.active, true)));
    if (!task) throw new AppError('NOT_FOUND', 'Task not found');
    const { timeZone, currency } = await this.settings.get('cashier');
    const now = this.clock.now();
    const key = taskKey(task.id, day, accountId);
    const offered = await this.db.transaction(async (tx) => {
      await requireGoodStanding(tx, this.moneyGate, {
        accountId,
        amount: task.rewardAmount,
        currency,
        at: now,
        key: `task:${key}`,
      });
      const figures = await memberDay(tx, accountId, dayOfInstant(now, timeZone));
      if (progressOf(task, figures) < task.target) {
        throw new AppError('TASK_NOT_COMPLETE', errorMessages.TASK_NOT_COMPLETE.en, {
          progress: progressOf(task, figures),
          target: task.target,
        });
      }
      return this.rewards.offer(tx, {
        accountId,
        sourceKind: 'task',
        sourceKey: key,
        amount: task.rewardAmount,
        titleParams: { ...task.title, day },
        availableUntil: new Date(now.getTime() + REWARD_DAYS * 86_400_000),
      });
    });
    return this.rewards.find(accountId, offered!.id);
  }

  /** Today's check-in: once per business day; the streak goes on from yesterday's. */
  async signIn(accountId: number): Promise<TSignInResult> {
    const day = await this.today();
    const { currency } = await this.settings.get('cashier');
    const amounts = await this.signInAmounts();
    const now = this.clock.now();
    const made = await this.db.transaction(async (tx) => {
      await requireGoodStanding(tx, this.moneyGate, {
        accountId,
        amount: 1,
        currency,
        at: now,
        key: `sign-in:${day}:${accountId}`,
      });
      const [yesterday] = await tx
        .select({ streak: signIns.streak })
        .from(signIns)
        .where(and(eq(signIns.accountId, accountId), eq(signIns.businessDay, addDays(day, -1))));
      const streak = (yesterday?.streak ?? 0) + 1;
      const amount = amounts[Math.min(streak, amounts.length) - 1] ?? 0;
      const [row] = await tx
        .insert(signIns)
        .values({ accountId, businessDay: day, streak, amount, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('SIGN_IN_ALREADY_TODAY', errorMessages.SIGN_IN_ALREADY_TODAY.en);
      const offered =
        amount > 0
          ? await this.rewards.offer(tx, {
              accountId,
              sourceKind: 'sign_in',
              sourceKey: `${day}:${accountId}`,
              amount,
              titleParams: { day, streak },
              availableUntil: new Date(now.getTime() + REWARD_DAYS * 86_400_000),
            })
          : null;
      return { streak, rewardId: offered?.id ?? null };
    });
    return {
      day,
      streak: made.streak,
      reward: made.rewardId ? await this.rewards.find(accountId, made.rewardId) : null,
    };
  }

  /** The calendar's reward per streak day (the last repeats); none configured: nothing. */
  async signInAmounts(): Promise<number[]> {
    const rows = await this.db.select().from(signInRewards).orderBy(asc(signInRewards.streakDay));
    return rows.map((r) => r.amount);
  }

  async setSignInAmounts(amounts: number[], actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await tx.select().from(signInRewards).orderBy(asc(signInRewards.streakDay));
      await tx.delete(signInRewards);
      await tx
        .insert(signInRewards)
        .values(amounts.map((amount, i) => ({ streakDay: i + 1, amount })));
      await recordAudit(tx, actor, {
        action: 'sign_in_rewards.set',
        targetType: 'sign_in_rewards',
        before: before.map((r) => r.amount),
        after: amounts,
      });
    });
  }

  async listTasks(): Promise<TEngagementTask[]> {
    const rows = await this.db.select().from(engagementTasks).orderBy(asc(engagementTasks.id));
    return rows.map(presentTask);
  }

  async createTask(input: TCreateEngagementTask, actor: Actor): Promise<TEngagementTask> {
    const task = ZCreateEngagementTask.parse(input);
    const row = await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(engagementTasks)
        .values({ ...task, category: task.kind === 'deposit' ? null : task.category })
        .returning();
      await recordAudit(tx, actor, {
        action: 'engagement_task.create',
        targetType: 'engagement_task',
        targetId: String(made!.id),
        after: made,
      });
      return made!;
    });
    return presentTask(row);
  }

  async setTaskActive(id: number, active: boolean, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(engagementTasks)
        .set({ active })
        .where(eq(engagementTasks.id, id))
        .returning({ id: engagementTasks.id });
      if (!row) throw new AppError('NOT_FOUND', 'Task not found');
      await recordAudit(tx, actor, {
        action: 'engagement_task.active',
        targetType: 'engagement_task',
        targetId: String(id),
        after: { active },
      });
    });
  }
}

function taskKey(taskId: number, day: string, accountId: number): string {
  return `${taskId}:${day}:${accountId}`;
}

function presentTask(t: TaskRow): TEngagementTask {
  return {
    id: t.id,
    kind: t.kind,
    target: t.target,
    category: t.category,
    rewardAmount: t.rewardAmount,
    title: t.title,
    active: t.active,
  };
}
