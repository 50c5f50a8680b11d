import { ZVipProgram, type TVipProgram } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { vipPrograms } from '../../../db/schema/index.js';

const text = (en: string, th: string, zh: string) => ({ en, th, zh });

/**
 * The ladder a site starts with until the operator saves its own: five levels over a rolling
 * 90 days, reached by deposits or valid bets, kept by a month's modest play.
 */
export const DEFAULT_VIP_PROGRAM: TVipProgram = {
  window: { kind: 'rolling', days: 90 },
  levels: [
    ['Bronze', 'บรอนซ์', '青铜', 100_000, 1_000_000, 10_000, 100_000, 5_000, 0],
    ['Silver', 'ซิลเวอร์', '白银', 500_000, 5_000_000, 50_000, 500_000, 20_000, 5_000],
    ['Gold', 'โกลด์', '黄金', 2_000_000, 20_000_000, 200_000, 2_000_000, 50_000, 20_000],
    ['Platinum', 'แพลทินัม', '铂金', 10_000_000, 100_000_000, 1_000_000, 10_000_000, 200_000, 50_000],
    [
      'Diamond',
      'ไดมอนด์',
      '钻石',
      50_000_000,
      500_000_000,
      5_000_000,
      50_000_000,
      1_000_000,
      200_000,
    ],
  ].map(([en, th, zh, deposits, validBets, keepDeposits, keepValidBets, levelUp, monthly], i) => ({
    level: i + 1,
    label: text(en as string, th as string, zh as string),
    deposits: deposits as number,
    validBets: validBets as number,
    qualifyBy: 'any' as const,
    keepDeposits: keepDeposits as number,
    keepValidBets: keepValidBets as number,
    levelUpBonus: levelUp as number,
    monthlyBonus: monthly as number,
  })),
};

/** The programme in force (the default until the operator saves one). */
export async function loadProgram(db: Database): Promise<TVipProgram> {
  const [row] = await db.select().from(vipPrograms).where(eq(vipPrograms.id, 1));
  // Parsed again: a document saved by an older version keeps its meaning or fails loudly.
  return row ? ZVipProgram.parse(row.program) : DEFAULT_VIP_PROGRAM;
}

/** Saves the whole programme (one row); answers what was there before (for the audit). */
export async function saveProgram(
  tx: Database,
  program: TVipProgram,
  operatorId: number | null,
): Promise<TVipProgram> {
  const before = await loadProgram(tx);
  await tx
    .insert(vipPrograms)
    .values({ id: 1, program, updatedBy: operatorId })
    .onConflictDoUpdate({
      target: vipPrograms.id,
      set: { program, updatedBy: operatorId, updatedAt: new Date() },
    });
  return before;
}
