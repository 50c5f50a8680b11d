import {
  dayOfInstant,
  type TCreateLeaderboard,
  type TLeaderboard,
  type TLeaderboardList,
  type TLeaderboardResults,
  type TLeaderboardRow,
} from '@lw/contracts';
import { ZCreateLeaderboard } from '@lw/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { leaderboardPeriods, leaderboardResults, leaderboards } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { RewardCentre } from '../rewards/index.js';
import {
  freezeInstant,
  periodOf,
  previousPeriod,
  type BoardPeriod,
} from './leaderboard-periods.js';
import { rankPeriod, type RankedMember } from './leaderboard-ranking.js';

type Board = typeof leaderboards.$inferSelect;

/** Places kept in a frozen result and shown live. */
const RESULT_PLACES = 100;
const SHOWN_PLACES = 20;
/** Days a prize waits in the reward centre. */
const PRIZE_DAYS = 30;

/** ab***yz: other members' names on a public ranking. */
export function maskUsername(name: string): string {
  return name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/**
 * The mission leaderboard (issue 26 item 4): a live ranking of the current period, frozen once
 * per period by the `leaderboard-freeze` job. The freeze's claim is the insert of the period's
 * row (primary key): a second process, or a second run, inserts nothing and does nothing, so
 * results and prizes are made once. Prizes go to the reward centre, one per (board, period,
 * rank); a member who may not receive rewards then (excluded, locked, …) gets none.
 */
export class Leaderboards {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly rewards: RewardCentre,
    private readonly clock: Clock,
  ) {}

  /** Every active board with the live ranking, the member's place and the last frozen result. */
  async view(accountId: number): Promise<TLeaderboardList> {
    const { timeZone } = await this.settings.get('cashier');
    const now = this.clock.now();
    const boards = await this.db
      .select()
      .from(leaderboards)
      .where(eq(leaderboards.active, true))
      .orderBy(asc(leaderboards.id));
    const items = [];
    for (const board of boards) {
      const period = periodOf(board.period, dayOfInstant(now, timeZone));
      const ranked = await rankPeriod(this.db, board, period, SHOWN_PLACES, accountId);
      const show = (r: RankedMember) => row(board, r, r.accountId === accountId);
      const mine = ranked.find((r) => r.accountId === accountId);
      const last = await this.lastFrozen(board, accountId);
      items.push({
        ...presentBoard(board),
        ...period,
        freezesAt: freezeInstant(period, board.freezeMinutes, timeZone).toISOString(),
        rows: ranked.filter((r) => r.rank <= SHOWN_PLACES).map(show),
        mine: mine ? show(mine) : null,
        last,
      });
    }
    return { items };
  }

  /**
   * Freezes every period whose freeze time has passed (the current period's predecessor and the
   * one before, for a site that was down over a freeze). Answers how many periods it froze.
   */
  async freezeDue(): Promise<number> {
    const { timeZone } = await this.settings.get('cashier');
    const now = this.clock.now();
    const boards = await this.db.select().from(leaderboards).where(eq(leaderboards.active, true));
    let frozen = 0;
    for (const board of boards) {
      const current = periodOf(board.period, dayOfInstant(now, timeZone));
      const previous = previousPeriod(board.period, current);
      for (const period of [previousPeriod(board.period, previous), previous]) {
        // A period that ended before the board existed has nothing to freeze.
        if (freezeInstant(period, 0, timeZone) <= board.createdAt) continue;
        if (freezeInstant(period, board.freezeMinutes, timeZone) > now) continue;
        if (await this.freeze(board, period, now)) frozen += 1;
      }
    }
    return frozen;
  }

  /** Freezes one period once: false when it was frozen already (here or by another process). */
  private async freeze(board: Board, period: BoardPeriod, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(leaderboardPeriods)
        .values({ leaderboardId: board.id, ...period, frozenAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      const ranked = await rankPeriod(tx, board, period, RESULT_PLACES);
      if (ranked.length === 0) return true;
      await tx.insert(leaderboardResults).values(
        ranked.map((r) => ({
          leaderboardId: board.id,
          firstDay: period.firstDay,
          rank: r.rank,
          accountId: r.accountId,
          validStake: r.validStake,
          reachedAt: r.reachedAt,
          prize: board.prizes[r.rank - 1] ?? 0,
        })),
      );
      for (const r of ranked) {
        const prize = board.prizes[r.rank - 1] ?? 0;
        if (prize <= 0) continue;
        await this.rewards.offer(tx, {
          accountId: r.accountId,
          sourceKind: 'leaderboard',
          sourceKey: `${board.id}:${period.firstDay}:${r.rank}`,
          amount: prize,
          titleParams: {
            ...board.title,
            rank: r.rank,
            firstDay: period.firstDay,
            lastDay: period.lastDay,
          },
          availableUntil: new Date(now.getTime() + PRIZE_DAYS * 86_400_000),
        });
      }
      return true;
    });
  }

  private async lastFrozen(board: Board, accountId: number) {
    const [period] = await this.db
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.leaderboardId, board.id))
      .orderBy(desc(leaderboardPeriods.firstDay))
      .limit(1);
    if (!period) return null;
    return {
      ...presentPeriod(period),
      rows: await this.frozenRows(board, period.firstDay, accountId, SHOWN_PLACES),
    };
  }

  private async frozenRows(
    board: Board,
    firstDay: string,
    accountId: number | null,
    limit: number,
  ): Promise<TLeaderboardRow[]> {
    const rows = await this.db
      .select()
      .from(leaderboardResults)
      .where(
        and(
          eq(leaderboardResults.leaderboardId, board.id),
          eq(leaderboardResults.firstDay, firstDay),
        ),
      )
      .orderBy(asc(leaderboardResults.rank))
      .limit(limit);
    const names = await this.usernames(rows.map((r) => r.accountId));
    return rows.map((r) => ({
      rank: r.rank,
      username:
        accountId === null || r.accountId === accountId
          ? (names.get(r.accountId) ?? '')
          : maskUsername(names.get(r.accountId) ?? ''),
      validStake: r.validStake,
      reachedAt: r.reachedAt.toISOString(),
      prize: r.prize,
    }));
  }

  private async usernames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const ranked = await this.db.query.accounts.findMany({
      columns: { id: true, username: true },
      where: (a, { inArray }) => inArray(a.id, ids),
    });
    return new Map(ranked.map((a) => [a.id, a.username]));
  }

  async list(): Promise<TLeaderboard[]> {
    const rows = await this.db.select().from(leaderboards).orderBy(asc(leaderboards.id));
    return rows.map(presentBoard);
  }

  /** Every frozen period of a board, newest first, with unmasked names (back office). */
  async results(id: number): Promise<TLeaderboardResults> {
    const [board] = await this.db.select().from(leaderboards).where(eq(leaderboards.id, id));
    if (!board) throw new AppError('NOT_FOUND', 'Leaderboard not found');
    const periods = await this.db
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.leaderboardId, id))
      .orderBy(desc(leaderboardPeriods.firstDay))
      .limit(20);
    const out = [];
    for (const p of periods) {
      out.push({
        ...presentPeriod(p),
        rows: await this.frozenRows(board, p.firstDay, null, RESULT_PLACES),
      });
    }
    return { periods: out };
  }

  async create(input: TCreateLeaderboard, actor: Actor): Promise<TLeaderboard> {
    const board = ZCreateLeaderboard.parse(input);
    const row = await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(leaderboards)
        .values({ ...board, createdAt: this.clock.now() })
        .returning();
      await recordAudit(tx, actor, {
        action: 'leaderboard.create',
        targetType: 'leaderboard',
        targetId: String(made!.id),
        after: made,
      });
      return made!;
    });
    return presentBoard(row);
  }

  async setActive(id: number, active: boolean, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(leaderboards)
        .set({ active })
        .where(eq(leaderboards.id, id))
        .returning({ id: leaderboards.id });
      if (!row) throw new AppError('NOT_FOUND', 'Leaderboard not found');
      await recordAudit(tx, actor, {
        action: 'leaderboard.active',
        targetType: 'leaderboard',
        targetId: String(id),
        after: { active },
      });
    });
  }
}

function row(board: Board, r: RankedMember, own: boolean): TLeaderboardRow {
  return {
    rank: r.rank,
    username: own ? r.username : maskUsername(r.username),
    validStake: r.validStake,
    reachedAt: r.reachedAt.toISOString(),
    prize: board.prizes[r.rank - 1] ?? 0,
  };
}

function presentPeriod(p: typeof leaderboardPeriods.$inferSelect) {
  return { firstDay: p.firstDay, lastDay: p.lastDay, frozenAt: p.frozenAt.toISOString() };
}

function presentBoard(b: Board): TLeaderboard {
  return {
    id: b.id,
    title: b.title,
    period: b.period,
    category: b.category,
    freezeMinutes: b.freezeMinutes,
    prizes: b.prizes,
    active: b.active,
  };
}
