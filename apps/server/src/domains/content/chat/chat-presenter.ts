import type { TChatConversation, TChatMessage } from '@lw/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  chatConversations as c,
  chatMessages as m,
  operators,
} from '../../../db/schema/index.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns a conversation is presented from (with its member and operator names). */
const conversationColumns = {
  row: c,
  username: accounts.username,
  operatorName: operators.displayName,
  lastMessageId:
    sql<number>`(SELECT coalesce(max(${m.id}), 0) FROM ${m} WHERE ${m.conversationId} = ${c.id})`.mapWith(
      Number,
    ),
};

/** Conversations matching `where`, newest activity first, presented. */
export async function selectConversations(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 50, offset: 0 },
): Promise<TChatConversation[]> {
  const rows = await db
    .select(conversationColumns)
    .from(c)
    .leftJoin(accounts, eq(accounts.id, c.memberId))
    .leftJoin(operators, eq(operators.id, c.operatorId))
    .where(where)
    .orderBy(sql`${c.lastMessageAt} DESC`, sql`${c.id} DESC`)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(presentConversation);
}

function presentConversation(r: {
  row: typeof c.$inferSelect;
  username: string | null;
  operatorName: string | null;
  lastMessageId: number;
}): TChatConversation {
  const row = r.row;
  return {
    id: row.id,
    status: row.status,
    member: row.memberId !== null ? { id: row.memberId, username: r.username ?? '' } : null,
    visitor: row.memberId === null,
    operator: row.operatorId !== null ? { id: row.operatorId, name: r.operatorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    assignedAt: iso(row.assignedAt),
    closedAt: iso(row.closedAt),
    closedBy: row.closedBy,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessageId: r.lastMessageId,
    playerLastReadId: row.playerLastReadId,
    operatorLastReadId: row.operatorLastReadId,
    rating: row.rating,
    ratingComment: row.ratingComment,
  };
}

/** Messages of a conversation matching `where`, oldest first, presented. */
export async function selectMessages(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<TChatMessage[]> {
  const rows = await db
    .select({ row: m, operatorName: operators.displayName })
    .from(m)
    .leftJoin(operators, eq(operators.id, m.operatorId))
    .where(where)
    .orderBy(sql`${m.id} DESC`)
    .limit(limit);
  return rows.reverse().map(({ row, operatorName }) => presentMessage(row, operatorName));
}

/** One message row as clients see it. */
export function presentMessage(
  row: typeof m.$inferSelect,
  operatorName: string | null,
): TChatMessage {
  const event = row.sender === 'system' ? (row.body?.split(':', 1)[0] ?? null) : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    operatorName: row.sender === 'player' ? null : operatorName,
    // A system message's body is `<event>:<note>`: clients see the event and the note apart.
    body: row.sender === 'system' ? row.body!.slice((event?.length ?? 0) + 1) || null : row.body,
    imageId: row.imageId,
    event: event === 'assigned' || event === 'handover' || event === 'closed' ? event : null,
    internal: row.internal,
    createdAt: row.createdAt.toISOString(),
  };
}
