import { pickLocalized, type TLocalizedText } from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { vipMembers } from '../../../db/schema/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { loadProgram } from './vip-program.js';

/** A member's VIP level as other programmes read it (level 0: none, or VIP switched off). */
export interface VipLevel {
  level: number;
  /** The level's label in the site's default language (Thai), null at level 0. */
  label: string | null;
  /** The label in every language, null at level 0. */
  labels: TLocalizedText | null;
}

/**
 * Reads the level a member holds (`VipLevels.levelOf`): for rebate rates by level and the header's
 * public state. Read-only, so the cashier's public state can take it as a port before the VIP
 * module's own services exist (app.ts wires it).
 */
export class VipLevelReader {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
  ) {}

  /** Whether the operator switched VIP on (module `vip`). */
  async enabled(tx?: Database): Promise<boolean> {
    return Boolean((await this.settings.get('modules', tx)).enabled.vip);
  }

  /** The level a member holds now, on the caller's transaction when given. */
  async levelOf(accountId: number, tx?: Database): Promise<VipLevel> {
    const db = tx ?? this.db;
    if (!(await this.enabled(tx))) return { level: 0, label: null, labels: null };
    const [program, held] = await Promise.all([loadProgram(db), heldLevel(db, accountId)]);
    const level = program.levels[Math.min(held, program.levels.length) - 1];
    if (!level) return { level: 0, label: null, labels: null };
    return { level: level.level, label: pickLocalized(level.label, 'th'), labels: level.label };
  }

  /**
   * The levels of many members in three statements however many (the switch, the programme, the
   * rows): a rebate run pays thousands of members, and one `levelOf` each was most of its time.
   */
  async levelsOf(accountIds: number[], tx?: Database): Promise<Map<number, VipLevel>> {
    const db = tx ?? this.db;
    const none: VipLevel = { level: 0, label: null, labels: null };
    const out = new Map(accountIds.map((id) => [id, none]));
    if (accountIds.length === 0 || !(await this.enabled(tx))) return out;
    const program = await loadProgram(db);
    const rows = await db
      .select({ accountId: vipMembers.accountId, level: vipMembers.level })
      .from(vipMembers)
      .where(
        sql`${vipMembers.accountId} IN (SELECT value::bigint FROM jsonb_array_elements_text(
              ${JSON.stringify([...new Set(accountIds)])}::jsonb))`,
      );
    for (const row of rows) {
      const level = program.levels[Math.min(row.level, program.levels.length) - 1];
      if (!level) continue;
      out.set(row.accountId, {
        level: level.level,
        label: pickLocalized(level.label, 'th'),
        labels: level.label,
      });
    }
    return out;
  }
}

/** The level row of a member (0 when never reached). */
export async function heldLevel(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ level: vipMembers.level })
    .from(vipMembers)
    .where(eq(vipMembers.accountId, accountId));
  return row?.level ?? 0;
}
