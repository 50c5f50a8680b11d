import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TAuditEntry, TAuditPage } from '@lw/contracts';
import type { Database } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';

export interface AuditQuery {
  page: number;
  pageSize: number;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  operator?: string | undefined;
}

/** Newest first, filtered and paged. */
export async function listAudit(db: Database, q: AuditQuery): Promise<TAuditPage> {
  const filters: SQL[] = [];
  if (q.action) filters.push(eq(auditLog.action, q.action));
  if (q.targetType) filters.push(eq(auditLog.targetType, q.targetType));
  if (q.targetId) filters.push(eq(auditLog.targetId, q.targetId));
  if (q.operator) filters.push(eq(auditLog.operatorUsername, q.operator.toLowerCase()));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items: TAuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    operatorId: r.operatorId,
    operatorUsername: r.operatorUsername,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
    requestId: r.requestId,
  }));
  return { items, total: Number(total), page: q.page, pageSize: q.pageSize };
}
