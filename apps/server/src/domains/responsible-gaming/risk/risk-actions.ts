import type { TMessageText, TRiskCase, TRiskCaseAction, TRiskNoteKind } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { RiskActionPorts } from './risk-ports.js';
import { noteCase, type RiskQueue } from './risk-queue.js';

interface HeldCase {
  status: string;
  account_id: string;
  assigned_to: string | null;
}

/** The sender name members see on a message from the risk team. */
const SENDER = 'Responsible gaming';

/**
 * The steps an operator takes on a case: assign (to themself), note, message the member, lower
 * a limit, apply a time-out, close the account, close the case. Each is noted on the case and
 * audited as `risk.<action>`; a closed case takes none (409 RISK_CASE_CLOSED). A step on the
 * member runs through its own module first (which audits its own change); the note follows it,
 * so a refused step leaves no note.
 */
export class RiskActions {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly queue: RiskQueue,
    private readonly ports: RiskActionPorts,
  ) {}

  /**
   * Takes one step. With a `requestId` a replay (a double click, a retried request) takes
   * nothing and answers the case: the step's note carries the key, and the case's row lock makes
   * the check and the note one decision. A member step runs before that lock; two copies racing
   * past the first check would both reach the member's module, whose steps set the same state
   * (a limit to the same amount, the same time-out, a disabled account), and one note is kept.
   */
  async act(id: number, action: TRiskCaseAction, actor: Actor): Promise<TRiskCase> {
    const requestId = action.requestId ?? null;
    if (requestId && (await stepTaken(this.db, id, requestId))) return this.queue.get(id);
    const before = await held(this.db, id);
    const accountId = Number(before.account_id);
    const text = await this.onMember(accountId, action, actor);
    let announce: TMessageText | null = null;
    const result = await this.db.transaction(async (tx) => {
      // A step already taken on the member is noted even if the case closed meanwhile.
      const current = await held(tx, id, { lock: true, refuseClosed: !(action.action in NOTE_OF) });
      if (requestId && (await stepTaken(tx, id, requestId))) return this.queue.get(id, tx);
      const at = this.clock.now();
      const note = (kind: TRiskNoteKind, line: string) =>
        noteCase(tx, id, kind, line, actor.operatorId, at, requestId);
      if (action.action === 'assign') {
        await tx.execute(
          sql`UPDATE risk_cases SET status = 'assigned', assigned_to = ${actor.operatorId}
               WHERE id = ${id}`,
        );
        await note('assigned', actor.username ?? '');
      } else if (action.action === 'close') {
        await tx.execute(
          sql`UPDATE risk_cases SET status = 'closed', outcome = ${action.outcome},
                     closed_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`,
        );
        await note('closed', action.text ? `${action.outcome}: ${action.text}` : action.outcome);
      } else if (action.action === 'message') {
        await this.ports.messages.notifyInTransaction(tx, accountId, {
          title: action.title,
          body: action.body,
          sender: SENDER,
        });
        announce = action.title;
        await note('message', text);
      } else if (action.action === 'note') {
        await note('note', text);
      } else {
        await note(NOTE_OF[action.action], text);
      }
      await recordAudit(tx, actor, {
        action: `risk.${action.action}`,
        targetType: 'risk_case',
        targetId: String(id),
        before: { status: current.status, assignedTo: current.assigned_to },
        after: action,
      });
      return this.queue.get(id, tx);
    });
    if (announce) await this.ports.messages.announceNotice(accountId, announce);
    return result;
  }

  /** The step's effect on the member, through its module; answers the case note's text. */
  private async onMember(
    accountId: number,
    action: TRiskCaseAction,
    actor: Actor,
  ): Promise<string> {
    switch (action.action) {
      case 'limit':
        await this.ports.limits.lowerByOperator(
          accountId,
          action.kind,
          action.period,
          action.amount,
          actor,
        );
        return `${action.kind}/${action.period}: ${action.amount}`;
      case 'time_out':
        await this.ports.exclusions.apply(
          accountId,
          { period: action.period, reason: action.reason },
          actor,
        );
        return `${action.period}: ${action.reason}`;
      case 'close_account':
        await this.ports.accounts.setStatus(accountId, 'disabled', action.reason, actor);
        return action.reason;
      case 'message':
        return action.title.en || action.title.th || action.title.zh;
      case 'note':
        return action.text;
      default:
        return '';
    }
  }
}

/** The member steps taken before the case's transaction, and their notes. */
const NOTE_OF = {
  limit: 'limit',
  time_out: 'time_out',
  close_account: 'account_closed',
} as const satisfies Record<string, TRiskNoteKind>;

/** True when a step with this key was already noted on the case. */
async function stepTaken(db: Database, caseId: number, requestId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM risk_case_notes WHERE case_id = ${caseId} AND request_id = ${requestId}`,
  );
  return rows.length > 0;
}

/** The case, refused when closed; `lock` holds it for the step's transaction. */
async function held(
  db: Database,
  id: number,
  { lock = false, refuseClosed = true } = {},
): Promise<HeldCase> {
  const [row] = await queryRows<HeldCase>(
    db,
    sql`SELECT status, account_id::text, assigned_to::text FROM risk_cases WHERE id = ${id}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such risk case');
  if (refuseClosed && row.status === 'closed') {
    throw new AppError('RISK_CASE_CLOSED', 'This case is already closed');
  }
  return row;
}
