import type {
  TOpenRiskCase,
  TRiskCase,
  TRiskCaseList,
  TRiskCaseQuery,
  TRiskFinding,
  TRiskNoteKind,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { memberRiskFigures } from './risk-figures.js';
import type { ScoringRules } from './risk-scoring.js';

interface CaseRow {
  id: string;
  account_id: string;
  username: string;
  status: 'open' | 'assigned' | 'closed';
  score: number;
  member_score: number | null;
  findings: TRiskFinding[];
  assigned_to: string | null;
  outcome: TRiskCase['outcome'];
  opened_at: string;
  updated_at: string;
}

const CASE_COLUMNS = sql`c.id::text, c.account_id::text, a.username, c.status, c.score,
  s.score AS member_score, c.findings, o.username AS assigned_to, c.outcome, c.opened_at::text,
  c.updated_at::text`;
const CASE_FROM = sql`risk_cases c JOIN accounts a ON a.id = c.account_id
  LEFT JOIN operators o ON o.id = c.assigned_to
  LEFT JOIN risk_member_scores s ON s.account_id = c.account_id`;

/** One line of a case's history, on the caller's transaction. */
export async function noteCase(
  tx: Database,
  caseId: number,
  kind: TRiskNoteKind,
  text: string,
  operatorId: number | null,
  at: Date,
  requestId: string | null = null,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO risk_case_notes (case_id, kind, text, operator_id, at, request_id)
        VALUES (${caseId}, ${kind}, ${text}, ${operatorId}, ${at.toISOString()}::timestamptz,
                ${requestId})`,
  );
  await tx.execute(
    sql`UPDATE risk_cases SET updated_at = ${at.toISOString()}::timestamptz WHERE id = ${caseId}`,
  );
}

/** The risk queue of the back office: cases by age or score, a case with its history. */
export class RiskQueue {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** The operator's zone and rules, for a case's latest figures. */
    private readonly scoring: (db: Database) => Promise<ScoringRules>,
  ) {}

  async list(query: TRiskCaseQuery): Promise<TRiskCaseList> {
    const where =
      query.status === 'active' ? sql`c.status <> 'closed'` : sql`c.status = ${query.status}`;
    const order = query.sort === 'score' ? sql`c.score DESC, c.opened_at` : sql`c.opened_at, c.id`;
    const offset = (query.page - 1) * query.pageSize;
    const [rows, [count]] = await Promise.all([
      queryRows<CaseRow>(
        this.db,
        sql`SELECT ${CASE_COLUMNS} FROM ${CASE_FROM} WHERE ${where}
             ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`,
      ),
      queryRows<{ n: string }>(
        this.db,
        sql`SELECT count(*)::text AS n FROM risk_cases c WHERE ${where}`,
      ),
    ]);
    return { items: rows.map((r) => this.summary(r)), total: Number(count?.n ?? 0) };
  }

  /** A case, its history, and the member's figures measured now. */
  async get(id: number, db: Database = this.db): Promise<TRiskCase> {
    const [row] = await queryRows<CaseRow>(
      db,
      sql`SELECT ${CASE_COLUMNS} FROM ${CASE_FROM} WHERE c.id = ${id}`,
    );
    if (!row) throw new AppError('NOT_FOUND', 'No such risk case');
    const notes = await queryRows<{
      id: string;
      kind: TRiskNoteKind;
      text: string;
      operator: string | null;
      at: string;
    }>(
      db,
      sql`SELECT n.id::text, n.kind, n.text, o.username AS operator, n.at::text
            FROM risk_case_notes n LEFT JOIN operators o ON o.id = n.operator_id
           WHERE n.case_id = ${id} ORDER BY n.id`,
    );
    const { timeZone, rules } = await this.scoring(db);
    const figures = await memberRiskFigures(
      db,
      Number(row.account_id),
      this.clock.now(),
      timeZone,
      rules,
    );
    return {
      ...this.summary(row),
      findings: row.findings,
      figures,
      outcome: row.outcome,
      notes: notes.map((n) => ({ ...n, id: Number(n.id), at: new Date(n.at).toISOString() })),
    };
  }

  /**
   * An operator opens a case by hand (a complaint, a call): the member's active case if there
   * is one, with the text as a note. The unique index of active cases decides between parallel
   * openings: one inserts, the others wait for it and then note on its case.
   */
  async open(input: TOpenRiskCase, actor: Actor): Promise<{ created: boolean; case: TRiskCase }> {
    const now = this.clock.now();
    const at = now.toISOString();
    return this.db.transaction(async (tx) => {
      const [member] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id::text FROM accounts WHERE id = ${input.accountId}`,
      );
      if (!member) throw new AppError('NOT_FOUND', 'Account not found');
      const [opened] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO risk_cases (account_id, status, score, findings, opened_at, updated_at)
            VALUES (${input.accountId}, 'open', 0, '[]'::jsonb, ${at}::timestamptz, ${at}::timestamptz)
            ON CONFLICT (account_id) WHERE status <> 'closed' DO NOTHING
            RETURNING id::text`,
      );
      const [active] = opened
        ? [opened]
        : await queryRows<{ id: string }>(
            tx,
            sql`SELECT id::text FROM risk_cases
                 WHERE account_id = ${input.accountId} AND status <> 'closed' FOR UPDATE`,
          );
      const id = Number(active!.id);
      await noteCase(tx, id, opened ? 'opened' : 'note', input.text, actor.operatorId, now);
      await recordAudit(tx, actor, {
        action: opened ? 'risk.open' : 'risk.note',
        targetType: 'risk_case',
        targetId: String(id),
        after: { accountId: input.accountId, text: input.text },
      });
      return { created: Boolean(opened), case: await this.get(id, tx) };
    });
  }

  private summary(row: CaseRow) {
    const openedAt = new Date(row.opened_at);
    return {
      id: Number(row.id),
      accountId: Number(row.account_id),
      username: row.username,
      status: row.status,
      score: row.score,
      memberScore: row.member_score ?? 0,
      markers: row.findings.map((f) => f.marker),
      assignedTo: row.assigned_to,
      openedAt: openedAt.toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      ageSeconds: Math.max(0, Math.floor((this.clock.now().getTime() - openedAt.getTime()) / 1000)),
    };
  }
}
