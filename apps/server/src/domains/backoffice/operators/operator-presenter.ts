import type { TOperator } from '@lw/contracts';
import type { operators } from '../../../db/schema/index.js';

export type OperatorRow = typeof operators.$inferSelect;

export function presentOperator(row: OperatorRow): TOperator {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}
