import { dayOfInstant, type TVipState } from '@lw/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, vipBonuses, vipLevelChanges, vipMembers } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { VipBonusPayer } from './vip-bonus-payer.js';
import { figuresOf } from './vip-figures.js';
import { heldLevel, type VipLevel, type VipLevelReader } from './vip-level-reader.js';
import { loadProgram } from './vip-program.js';
import { keeps, progressTo, qualifyingLevel } from './vip-rules.js';
import { monthAt, windowAt } from './vip-window.js';

/**
 * The member's VIP level: read (`levelOf`, for rebates and the header), raised when the window's
 * figures reach a higher level (`refresh`, paying each level's level-up bonus once), explained
 * (`stateOf`: the figures that put the member there).
 */
export class VipLevels {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly bonuses: VipBonusPayer,
    private readonly reader: VipLevelReader,
  ) {}

  /** Whether the operator switched VIP on (module `vip`). */
  enabled(tx?: Database): Promise<boolean> {
    return this.reader.enabled(tx);
  }

  /** The level a member holds now (0: none or VIP off), on the caller's transaction when given. */
  levelOf(accountId: number, tx?: Database): Promise<VipLevel> {
    return this.reader.levelOf(accountId, tx);
  }

  /** The levels of many members at once (a rebate run), as `levelOf` would answer each. */
  levelsOf(accountIds: number[], tx?: Database): Promise<Map<number, VipLevel>> {
    return this.reader.levelsOf(accountIds, tx);
  }

  /**
   * Recomputes the member's qualifying level from the window's figures and raises the level held
   * to it (never lowers it: that is the monthly review's), paying the level-up bonus of every
   * level newly reached, once each. Serialised per member by the row lock; a bonus is keyed by
   * member and level, so racing refreshes pay it once. Answers the level held afterwards.
   */
  async refresh(accountId: number): Promise<number> {
    if (!(await this.enabled())) return 0;
    const { currency, timeZone } = await this.settings.get('cashier');
    const wallets = await this.bonuses.prepare(accountId, currency);
    return this.db.transaction(async (db) => {
      const program = await loadProgram(db);
      const now = this.clock.now();
      const windows = {
        window: windowAt(program.window, now, timeZone),
        month: monthAt(now, timeZone),
      };
      const figures = await figuresOf(db, accountId, currency, windows);
      const qualifying = qualifyingLevel(program.levels, figures.window);
      if (qualifying === 0) return this.heldLevel(db, accountId);
      await db
        .insert(vipMembers)
        .values({ accountId, level: 0, reachedAt: now })
        .onConflictDoNothing();
      const [row] = await db
        .select({ level: vipMembers.level })
        .from(vipMembers)
        .where(eq(vipMembers.accountId, accountId))
        .for('update');
      const held = row!.level;
      if (qualifying <= held) return held;
      const paid = await this.bonuses.levelUps(db, program, accountId, held, qualifying, wallets);
      // A member whose standing refuses rewards (excluded, locked, …) is not raised now: the
      // level, and its bonus, come when a refresh finds them in good standing.
      if (!paid) return held;
      await db
        .update(vipMembers)
        .set({ level: qualifying, reachedAt: now, updatedAt: now })
        .where(eq(vipMembers.accountId, accountId));
      await db.insert(vipLevelChanges).values({
        accountId,
        fromLevel: held,
        toLevel: qualifying,
        reason: 'qualified',
        figures: { ...windows.window, ...figures.window },
        createdAt: now,
      });
      return qualifying;
    });
  }

  /** The member's VIP page, and the back office's explanation: every figure behind the level. */
  async stateOf(accountId: number): Promise<TVipState> {
    const enabled = await this.enabled();
    if (enabled) await this.refresh(accountId);
    const program = await loadProgram(this.db);
    const { currency, timeZone } = await this.settings.get('cashier');
    const now = this.clock.now();
    const window = windowAt(program.window, now, timeZone);
    const month = monthAt(now, timeZone);
    const figures = await figuresOf(this.db, accountId, currency, { window, month });
    const held = enabled
      ? Math.min(await this.heldLevel(this.db, accountId), program.levels.length)
      : 0;
    const [changes, bonuses] = await Promise.all([
      this.db
        .select()
        .from(vipLevelChanges)
        .where(eq(vipLevelChanges.accountId, accountId))
        .orderBy(desc(vipLevelChanges.id))
        .limit(50),
      this.db
        .select()
        .from(vipBonuses)
        .where(eq(vipBonuses.accountId, accountId))
        .orderBy(desc(vipBonuses.id))
        .limit(100),
    ]);
    return {
      enabled,
      currency,
      window: program.window,
      levels: program.levels,
      level: held,
      qualifyingLevel: qualifyingLevel(program.levels, figures.window),
      figures: {
        fromDay: window.fromDay,
        toDay: window.toDay,
        deposits: figures.window.deposits,
        validBets: figures.window.validBets,
        monthDeposits: figures.month.deposits,
        monthValidBets: figures.month.validBets,
      },
      next: progressTo(program.levels, held, figures.window),
      keptThisMonth: held === 0 || keeps(program.levels[held - 1], figures.month),
      changes: changes.map((c) => ({
        fromLevel: c.fromLevel,
        toLevel: c.toLevel,
        reason: c.reason,
        at: c.createdAt.toISOString(),
      })),
      bonuses: bonuses.map((b) => ({
        kind: b.kind,
        level: b.level,
        period: b.period,
        amount: b.amount,
        paidAt: b.createdAt.toISOString(),
      })),
    };
  }

  /** Members with recent activity (deposits or settled play since `sinceDay`), for the refresh job. */
  async activeSince(sinceDay: string): Promise<number[]> {
    const rows = await this.db.execute(
      sql`SELECT account_id FROM vip_deposits WHERE business_day >= ${sinceDay}::date
          UNION SELECT account_id FROM wager_days WHERE business_day >= ${sinceDay}::date`,
    );
    return (rows as unknown as { rows: { account_id: string | number }[] }).rows.map((r) =>
      Number(r.account_id),
    );
  }

  /** Whether an account with this id exists (the explanation of an unknown id is a 404). */
  async memberExists(accountId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return Boolean(row);
  }

  /** Today's business day in the operator's zone. */
  async today(): Promise<string> {
    return dayOfInstant(this.clock.now(), (await this.settings.get('cashier')).timeZone);
  }

  private heldLevel(db: Database, accountId: number): Promise<number> {
    return heldLevel(db, accountId);
  }
}
