import type { Database } from '../../../db/client.js';
import type { EventPayload } from '../../../platform/events/event-catalogue.js';
import { publish } from '../../../platform/events/publish.js';

/**
 * Publishes `account.password_changed` in `tx`, the transaction that sets the new password
 * hash (the owner's change, a reset, an operator's temporary password).
 */
export function publishPasswordChanged(
  tx: Database,
  accountId: number,
  by: EventPayload<'account.password_changed'>['by'],
): Promise<void> {
  return publish(tx, {
    type: 'account.password_changed',
    key: `account:${accountId}`,
    payload: { accountId, by },
  });
}

/**
 * Publishes `account.sessions_ended` in `tx`, the transaction that revokes the account's
 * sessions, so what hangs on them (game launches) ends even if this process dies after it.
 */
export function publishSessionsEnded(tx: Database, accountId: number): Promise<void> {
  return publish(tx, {
    type: 'account.sessions_ended',
    key: `account:${accountId}`,
    payload: { accountId },
  });
}

/** Publishes `account.signed_out` in `tx`, the transaction that ends that one session. */
export function publishSignedOut(
  tx: Database,
  accountId: number,
  sessionTokenHash: string,
): Promise<void> {
  return publish(tx, {
    type: 'account.signed_out',
    key: `account:${accountId}`,
    payload: { accountId, sessionTokenHash },
  });
}

/**
 * Publishes `account.locked` in `tx`: by the sign-in guard until `until`, or by an operator
 * (until unlocked).
 */
export function publishAccountLocked(
  tx: Database,
  accountId: number,
  lock: { by: 'guard'; until: Date } | { by: 'operator'; operatorId: number | null },
): Promise<void> {
  return publish(tx, {
    type: 'account.locked',
    key: `account:${accountId}`,
    payload: {
      accountId,
      by: lock.by,
      until: lock.by === 'guard' ? lock.until.toISOString() : null,
      operatorId: lock.by === 'operator' ? lock.operatorId : null,
    },
  });
}
