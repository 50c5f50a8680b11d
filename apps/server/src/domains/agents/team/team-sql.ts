import { AGENT_ACCOUNT_TYPES, type TTeamFigures } from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** A bigint or numeric sum as the driver gives it (text on PostgreSQL) as a safe integer. */
export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** SQL: the account type is an agent's (spec §3 codes). */
export function isAgentSql(typeColumn: SQL): SQL {
  return sql`${typeColumn} IN (${sql.raw(AGENT_ACCOUNT_TYPES.join(', '))})`;
}

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One P/L line from its sums. Team P/L = wins + rebates + bonuses - bets, the team's side
 * (negative: the team lost). Rebates and bonuses are 0 until the engagement programme (issue 26)
 * pays them; they are then its ledger figures for the same members and days.
 */
export function figures(sums: {
  deposits?: unknown;
  withdrawals?: unknown;
  stake?: unknown;
  validStake?: unknown;
  win?: unknown;
}): TTeamFigures {
  const bets = num(sums.stake);
  const wins = num(sums.win);
  const rebates = 0;
  const bonuses = 0;
  return {
    deposits: num(sums.deposits),
    withdrawals: num(sums.withdrawals),
    bets,
    validBets: num(sums.validStake),
    wins,
    rebates,
    bonuses,
    profitLoss: wins + rebates + bonuses - bets,
  };
}

/** Adds P/L lines figure by figure. */
export function addFigures(a: TTeamFigures, b: TTeamFigures): TTeamFigures {
  return {
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    bets: a.bets + b.bets,
    validBets: a.validBets + b.validBets,
    wins: a.wins + b.wins,
    rebates: a.rebates + b.rebates,
    bonuses: a.bonuses + b.bonuses,
    profitLoss: a.profitLoss + b.profitLoss,
  };
}

export const ZERO_FIGURES: TTeamFigures = figures({});
