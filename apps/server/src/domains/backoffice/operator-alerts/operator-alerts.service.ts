import type { TOperatorAlert, TOperatorAlertKind, TOperatorAlertList } from '@lw/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { operatorAlerts, operators } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { systemClock, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';

export interface RaiseAlert {
  /** The condition and its window: an alert with this key is written once. */
  key: string;
  kind: TOperatorAlertKind;
  level: 'warning' | 'critical';
  params: Record<string, string | number>;
}

/** The newest alerts the list answers. */
const LIST_SIZE = 50;

/**
 * Alerts for operators: raised by other modules when something needs a person (a budget near or
 * used up), listed in the back office's top bar, acknowledged by an operator (audited).
 */
export class OperatorAlertsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Writes the alert unless one with its key exists (one statement, so parallel raisers write
   * it once). `tx`: the caller's transaction, so the alert stands or falls with its cause.
   * Answers whether this call wrote it.
   */
  async raise(alert: RaiseAlert, tx: Database = this.db): Promise<boolean> {
    const written = await tx
      .insert(operatorAlerts)
      .values({ ...alert, createdAt: this.clock.now() })
      .onConflictDoNothing({ target: operatorAlerts.key })
      .returning({ id: operatorAlerts.id });
    return written.length === 1;
  }

  async list(): Promise<TOperatorAlertList> {
    const [rows, [open]] = await Promise.all([
      this.db
        .select({ alert: operatorAlerts, by: operators.username })
        .from(operatorAlerts)
        .leftJoin(operators, eq(operators.id, operatorAlerts.acknowledgedBy))
        .orderBy(desc(operatorAlerts.createdAt), desc(operatorAlerts.id))
        .limit(LIST_SIZE),
      this.db
        .select({ n: count() })
        .from(operatorAlerts)
        .where(isNull(operatorAlerts.acknowledgedAt)),
    ]);
    return { items: rows.map((r) => present(r.alert, r.by)), open: open?.n ?? 0 };
  }

  /** Marks an alert seen by `actor`; a second acknowledgement answers the first one's result. */
  async acknowledge(id: number, actor: Actor): Promise<TOperatorAlert> {
    return this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(operatorAlerts)
        .set({ acknowledgedAt: this.clock.now(), acknowledgedBy: actor.operatorId })
        .where(and(eq(operatorAlerts.id, id), isNull(operatorAlerts.acknowledgedAt)))
        .returning();
      if (done) {
        await recordAudit(tx, actor, {
          action: 'operator_alert.acknowledge',
          targetType: 'operator_alert',
          targetId: String(id),
          after: { key: done.key, kind: done.kind },
        });
      }
      const [row] = await tx
        .select({ alert: operatorAlerts, by: operators.username })
        .from(operatorAlerts)
        .leftJoin(operators, eq(operators.id, operatorAlerts.acknowledgedBy))
        .where(eq(operatorAlerts.id, id));
      if (!row) throw new AppError('NOT_FOUND', 'No such alert');
      return present(row.alert, row.by);
    });
  }
}

function present(row: typeof operatorAlerts.$inferSelect, by: string | null): TOperatorAlert {
  return {
    id: row.id,
    kind: row.kind as TOperatorAlertKind,
    level: row.level,
    params: row.params,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: by,
  };
}
