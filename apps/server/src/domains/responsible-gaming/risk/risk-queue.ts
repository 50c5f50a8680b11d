import type {
  TRiskCase,
  TRiskCaseAction,
  TRiskCaseList,
  TRiskCaseQuery,
  TRiskFinding,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';

interface CaseRow {
  id: string;
  account_id: string;
  username: string;
  status: 'open' | 'assigned' | 'closed';
  score: number;
  findings: TRiskFinding[];
  assigned_to: string | null;
  outcome: TRiskCase['outcome'];
  opened_at: string;
  updated_at: string;
}

const CASE_COLUMNS = sql`c.id::text, c.account_id::text, a.username, c.status, c.score, c.findings,
  o.username AS assigned_to, c.outcome, c.opened_at::text, c.updated_at::text`;
const CASE_FROM = sql`risk_cases c JOIN accounts a ON a.id = c.account_id
  LEFT JOIN operators o ON o.id = c.assigned_to`;

/** The risk queue of the back office: cases by age or score, their history, and the steps. */
export class RiskQueue {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
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

  async get(id: number, db: Database = this.db): Promise<TRiskCase> {
    const [row] = await queryRows<CaseRow>(
      db,
      sql`SELECT ${CASE_COLUMNS} FROM ${CASE_FROM} WHERE c.id = ${id}`,
    );
    if (!row) throw new AppError('NOT_FOUND', 'No such risk case');
    const notes = await queryRows<{
      id: string;
      kind: 'note' | 'assigned' | 'closed' | 'finding';
      text: string;
      operator: string | null;
      at: string;
    }>(
      db,
      sql`SELECT n.id::text, n.kind, n.text, o.username AS operator, n.at::text
            FROM risk_case_notes n LEFT JOIN operators o ON o.id = n.operator_id
           WHERE n.case_id = ${id} ORDER BY n.id`,
    );
    return {
      ...this.summary(row),
      findings: row.findings,
      outcome: row.outcome,
      notes: notes.map((n) => ({ ...n, id: Number(n.id), at: new Date(n.at).toISOString() })),
    };
  }

  /**
   * Assign (to the acting operator), add a note, or close with an outcome; each step and its
   * audit entry in one transaction. A closed case takes no step (409 RISK_CASE_CLOSED): of two
   * operators closing at once, one wins.
   */
  async act(id: number, action: TRiskCaseAction, actor: Actor): Promise<TRiskCase> {
    const operatorId = actor.operatorId;
    return this.db.transaction(async (tx) => {
      const [held] = await queryRows<{ status: string; assigned_to: string | null }>(
        tx,
        sql`SELECT status, assigned_to::text FROM risk_cases WHERE id = ${id} FOR UPDATE`,
      );
      if (!held) throw new AppError('NOT_FOUND', 'No such risk case');
      if (held.status === 'closed') {
        throw new AppError('RISK_CASE_CLOSED', 'This case is already closed');
      }
      const at = this.clock.now().toISOString();
      const note = (kind: string, text: string) =>
        tx.execute(
          sql`INSERT INTO risk_case_notes (case_id, kind, text, operator_id, at)
              VALUES (${id}, ${kind}, ${text}, ${operatorId}, ${at}::timestamptz)`,
        );
      if (action.action === 'assign') {
        await tx.execute(
          sql`UPDATE risk_cases SET status = 'assigned', assigned_to = ${operatorId},
                     updated_at = ${at}::timestamptz WHERE id = ${id}`,
        );
        await note('assigned', actor.username ?? '');
      } else if (action.action === 'note') {
        await tx.execute(
          sql`UPDATE risk_cases SET updated_at = ${at}::timestamptz WHERE id = ${id}`,
        );
        await note('note', action.text);
      } else {
        await tx.execute(
          sql`UPDATE risk_cases SET status = 'closed', outcome = ${action.outcome},
                     closed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
               WHERE id = ${id}`,
        );
        await note('closed', action.text ? `${action.outcome}: ${action.text}` : action.outcome);
      }
      await recordAudit(tx, actor, {
        action: `risk.${action.action}`,
        targetType: 'risk_case',
        targetId: String(id),
        before: { status: held.status, assignedTo: held.assigned_to },
        after: action,
      });
      return this.get(id, tx);
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
      markers: row.findings.map((f) => f.marker),
      assignedTo: row.assigned_to,
      openedAt: openedAt.toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      ageSeconds: Math.max(0, Math.floor((this.clock.now().getTime() - openedAt.getTime()) / 1000)),
    };
  }
}
