import { CHAT_LIMITS, errorMessages } from '@lw/contracts';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { chatConversations as c, chatSettings } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';

const HOUR_MS = 3_600_000;

function visitorLimit(): AppError {
  return new AppError('CHAT_VISITOR_LIMIT', errorMessages.CHAT_VISITOR_LIMIT.en, {
    retryAfterSeconds: 60,
  });
}

/**
 * A visitor's open chat, or a new one within the visitor bounds (CHAT_LIMITS): visitor chat still
 * allowed, fewer than `visitorOpenMax` visitor chats open, fewer than `visitorStartsPerHour`
 * started this hour site-wide and `visitorStartsPerDay` by this visitor id. The chat settings row
 * is locked for the check and the insert, so parallel starts cannot pass a bound between them.
 * Answers the conversation id and whether it is new.
 */
export async function startVisitorChat(
  db: Database,
  clock: Clock,
  visitorId: string,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ visitorChat: chatSettings.visitorChat })
      .from(chatSettings)
      .where(eq(chatSettings.id, 1))
      .for('update');
    if (!settings?.visitorChat) throw new AppError('UNAUTHORIZED', 'Sign in to chat');
    const [open] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.visitorId, visitorId), ne(c.status, 'closed')));
    if (open) return { id: open.id, created: false };

    const now = clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
    const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
    const [counts] = await tx
      .select({
        open: sql<number>`count(*) FILTER (WHERE ${c.status} <> 'closed')::int`,
        lastHour: sql<number>`count(*) FILTER (WHERE ${c.createdAt} > ${hourAgo}::timestamptz)::int`,
        mine: sql<number>`count(*) FILTER (WHERE ${c.visitorId} = ${visitorId} AND ${c.createdAt} > ${dayAgo}::timestamptz)::int`,
      })
      .from(c)
      .where(isNotNull(c.visitorId));
    if (
      counts!.open >= CHAT_LIMITS.visitorOpenMax ||
      counts!.lastHour >= CHAT_LIMITS.visitorStartsPerHour ||
      counts!.mine >= CHAT_LIMITS.visitorStartsPerDay
    ) {
      throw visitorLimit();
    }
    const [row] = await tx
      .insert(c)
      .values({ memberId: null, visitorId, createdAt: now, lastMessageAt: now })
      .returning({ id: c.id });
    return { id: row!.id, created: true };
  });
}

/** A visitor's chat that has reached `visitorMessagesMax` player messages takes no more. */
export function visitorMessagesLeft() {
  return sql`(${c.visitorId} IS NULL OR ${c.playerMessageCount} < ${CHAT_LIMITS.visitorMessagesMax})`;
}

export { visitorLimit };
