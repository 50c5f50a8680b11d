import type { TVipLevel } from '@lw/contracts';

/** A member's figures over a window: approved deposits and valid bets, minor units. */
export interface VipFigures {
  deposits: number;
  validBets: number;
}

function meets(
  figures: VipFigures,
  deposits: number | null,
  validBets: number | null,
  by: TVipLevel['qualifyBy'],
): boolean {
  const tests = [
    deposits === null ? null : figures.deposits >= deposits,
    validBets === null ? null : figures.validBets >= validBets,
  ].filter((t): t is boolean => t !== null);
  if (tests.length === 0) return true;
  return by === 'all' ? tests.every(Boolean) : tests.some(Boolean);
}

/** Whether the window's figures reach a level (its set thresholds, one or all of them). */
export function reaches(level: TVipLevel, figures: VipFigures): boolean {
  return meets(figures, level.deposits, level.validBets, level.qualifyBy);
}

/**
 * The highest level the figures reach, climbing from level 1: a level is reached only when every
 * level below it is too (a ladder, so a member never skips a rung they do not meet). 0: none.
 */
export function qualifyingLevel(levels: readonly TVipLevel[], figures: VipFigures): number {
  let reached = 0;
  for (const level of levels) {
    if (!reaches(level, figures)) break;
    reached = level.level;
  }
  return reached;
}

/** Whether a month's figures keep `level` (its keep requirements; none set: always kept). */
export function keeps(level: TVipLevel | undefined, month: VipFigures): boolean {
  if (!level) return true;
  return meets(month, level.keepDeposits, level.keepValidBets, level.qualifyBy);
}

/**
 * The level after a month's review: kept when the month's figures keep it, or when the window
 * still qualifies for it; otherwise one level down (never below what the window qualifies for).
 */
export function reviewedLevel(
  levels: readonly TVipLevel[],
  held: number,
  month: VipFigures,
  qualifying: number,
): number {
  if (held <= 0) return Math.max(0, qualifying);
  const capped = Math.min(held, levels.length);
  const kept = keeps(levels[capped - 1], month) || qualifying >= capped;
  return Math.max(qualifying, kept ? capped : capped - 1);
}

/** What the next level above `held` still asks (null when `held` is the top level). */
export function progressTo(
  levels: readonly TVipLevel[],
  held: number,
  figures: VipFigures,
): { level: number; depositsLeft: number | null; validBetsLeft: number | null } | null {
  const next = levels[held];
  if (!next) return null;
  const left = (need: number | null, have: number) =>
    need === null ? null : Math.max(0, need - have);
  return {
    level: next.level,
    depositsLeft: left(next.deposits, figures.deposits),
    validBetsLeft: left(next.validBets, figures.validBets),
  };
}
