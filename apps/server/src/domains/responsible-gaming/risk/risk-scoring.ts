import type { TRiskRuleSettings } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { raiseCase } from './risk-cases.js';
import { memberRiskFigures } from './risk-figures.js';
import { findingsOf, scoreOf } from './risk-markers.js';

/** What scoring reads of the settings: the operator's zone and rules, read once per batch. */
export interface ScoringRules {
  timeZone: string;
  rules: TRiskRuleSettings;
}

/** Scores one member at `now` on `tx`: their score row, and a case when the markers say so. */
export async function scoreMember(
  tx: Database,
  accountId: number,
  now: Date,
  { timeZone, rules }: ScoringRules,
): Promise<void> {
  const figures = await memberRiskFigures(tx, accountId, now, timeZone, rules);
  const findings = findingsOf(figures, rules, now);
  await tx.execute(
    sql`INSERT INTO risk_member_scores (account_id, score, scored_at, dirty_since)
        VALUES (${accountId}, ${scoreOf(findings)}, ${now.toISOString()}::timestamptz, NULL)
        ON CONFLICT (account_id) DO UPDATE
          SET score = EXCLUDED.score, scored_at = EXCLUDED.scored_at, dirty_since = NULL`,
  );
  await raiseCase(tx, accountId, findings, now, rules.caseThreshold);
}

/** Members scored per run of the job, each batch in one transaction. */
const RESCORE_BATCH = 200;

/**
 * The `risk-rescore` job: scores every member that settled play marked, oldest mark first,
 * claiming them with SKIP LOCKED so that a second runner never scores the same member twice.
 * Answers how many it scored.
 */
export async function rescoreMarked(
  db: Database,
  now: Date,
  scoring: ScoringRules,
): Promise<number> {
  let scored = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const marked = await queryRows<{ account_id: string }>(
        tx,
        sql`SELECT account_id::text FROM risk_member_scores
             WHERE dirty_since IS NOT NULL AND dirty_since <= ${now.toISOString()}::timestamptz
             ORDER BY dirty_since LIMIT ${RESCORE_BATCH} FOR UPDATE SKIP LOCKED`,
      );
      for (const row of marked) await scoreMember(tx, Number(row.account_id), now, scoring);
      return marked.length;
    });
    scored += done;
    if (done < RESCORE_BATCH) return scored;
  }
}
