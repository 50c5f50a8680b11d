import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** Who did something, and from where; attached to every audit entry. */
export interface Actor {
  operatorId: number | null;
  username: string | null;
  ip: string | null;
  requestId: string | null;
}

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one entry; call it inside the transaction that makes the change. */
export async function recordAudit(db: Database, actor: Actor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: actor.operatorId,
    operatorUsername: actor.username,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
