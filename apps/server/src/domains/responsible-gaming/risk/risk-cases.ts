import type { TRiskFinding } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { scoreOf } from './risk-markers.js';

/**
 * Opens a case when the findings reach the threshold and the member has none active; on an active
 * case adds the markers it did not have yet (a `finding` note each) and keeps the higher score.
 * The member's active case is locked first; the insert also stands on the unique index of active
 * cases (ON CONFLICT DO NOTHING), so two batches never open two.
 */
export async function raiseCase(
  tx: Database,
  accountId: number,
  findings: TRiskFinding[],
  now: Date,
  caseThreshold: number,
): Promise<void> {
  const [active] = await queryRows<{ id: string; findings: TRiskFinding[] }>(
    tx,
    sql`SELECT id::text, findings FROM risk_cases
         WHERE account_id = ${accountId} AND status <> 'closed' FOR UPDATE`,
  );
  const at = now.toISOString();
  if (!active) {
    if (findings.length === 0 || scoreOf(findings) < caseThreshold) return;
    const [opened] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO risk_cases (account_id, status, score, findings, opened_at, updated_at)
          VALUES (${accountId}, 'open', ${scoreOf(findings)}, ${JSON.stringify(findings)}::jsonb,
                  ${at}::timestamptz, ${at}::timestamptz)
          ON CONFLICT (account_id) WHERE status <> 'closed' DO NOTHING
          RETURNING id::text`,
    );
    if (opened) await noteFindings(tx, Number(opened.id), findings, at);
    return;
  }
  const known = new Set(active.findings.map((f) => f.marker));
  const fresh = findings.filter((f) => !known.has(f.marker));
  if (fresh.length === 0) return;
  const all = [...active.findings, ...fresh];
  await tx.execute(
    sql`UPDATE risk_cases SET findings = ${JSON.stringify(all)}::jsonb, score = ${scoreOf(all)},
               updated_at = ${at}::timestamptz
         WHERE id = ${Number(active.id)}`,
  );
  await noteFindings(tx, Number(active.id), fresh, at);
}

async function noteFindings(tx: Database, caseId: number, findings: TRiskFinding[], at: string) {
  for (const f of findings) {
    await tx.execute(
      sql`INSERT INTO risk_case_notes (case_id, kind, text, at)
          VALUES (${caseId}, 'finding', ${`${f.marker}: ${f.value} >= ${f.threshold}`},
                  ${at}::timestamptz)`,
    );
  }
}
