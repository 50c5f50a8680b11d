import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { vipLevelChanges, vipMembers } from '../../../db/schema/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { VipBonusPayer } from './vip-bonus-payer.js';
import { figuresOf } from './vip-figures.js';
import { loadProgram } from './vip-program.js';
import { qualifyingLevel, reviewedLevel } from './vip-rules.js';
import { wholeMonth, windowAt } from './vip-window.js';

export interface MonthlyReviewResult {
  reviewed: number;
  dropped: number;
  paid: number;
}

/**
 * The monthly review of a month 'YYYY-MM' (job `vip-monthly`, 1st of the next month): each member
 * holding a level keeps it when the month's figures meet its keep rule or the window (as it stood
 * at the month's last instant) still qualifies for it, and otherwise drops one level; then gets
 * the monthly bonus of the level held, once per member and month. One short transaction per
 * member, guarded by `reviewed_month` under the row lock: a second runner (another process, a
 * re-run) finds the member reviewed and does nothing.
 */
export class VipReview {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly bonuses: VipBonusPayer,
  ) {}

  async reviewMonth(month: string): Promise<MonthlyReviewResult> {
    const program = await loadProgram(this.db);
    const { currency, timeZone } = await this.settings.get('cashier');
    const monthWindow = wholeMonth(month, timeZone);
    const lastInstant = new Date(monthWindow.end.getTime() - 1);
    const window = windowAt(program.window, lastInstant, timeZone);
    const due = await this.db
      .select({ accountId: vipMembers.accountId })
      .from(vipMembers)
      .where(
        and(
          gt(vipMembers.level, 0),
          lt(vipMembers.reachedAt, monthWindow.end),
          or(isNull(vipMembers.reviewedMonth), lt(vipMembers.reviewedMonth, month)),
        ),
      );
    const result: MonthlyReviewResult = { reviewed: 0, dropped: 0, paid: 0 };
    for (const { accountId } of due) {
      const wallets = await this.bonuses.prepare(accountId, currency);
      await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(vipMembers)
          .where(eq(vipMembers.accountId, accountId))
          .for('update');
        if (!row || (row.reviewedMonth !== null && row.reviewedMonth >= month)) return;
        const figures = await figuresOf(tx, accountId, currency, { window, month: monthWindow });
        const qualifying = qualifyingLevel(program.levels, figures.window);
        const level = reviewedLevel(program.levels, row.level, figures.month, qualifying);
        await tx
          .update(vipMembers)
          .set({ level, reviewedMonth: month, updatedAt: lastInstant })
          .where(eq(vipMembers.accountId, accountId));
        if (level !== row.level) {
          await tx.insert(vipLevelChanges).values({
            accountId,
            fromLevel: row.level,
            toLevel: level,
            reason: level < row.level ? 'dropped' : 'kept',
            figures: {
              month,
              ...figures.month,
              windowFrom: window.fromDay,
              ...prefixed(figures.window),
            },
            createdAt: monthWindow.end,
          });
          if (level < row.level) result.dropped += 1;
        }
        result.reviewed += 1;
        if (
          level > 0 &&
          (await this.bonuses.monthly(tx, program, accountId, month, level, wallets))
        ) {
          result.paid += 1;
        }
      });
    }
    return result;
  }
}

function prefixed(f: { deposits: number; validBets: number }) {
  return { windowDeposits: f.deposits, windowValidBets: f.validBets };
}
