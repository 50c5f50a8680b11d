import {
  CHAT_LIMITS,
  type TChatConversation,
  type TChatMessage,
  type TChatMessagesQuery,
  type TChatSocketEvent,
  type TLiveServerEvent,
} from '@lw/contracts';
import { and, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  chatConversations as c,
  chatImages,
  chatMessages as m,
  chatSettings,
  operators,
} from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import { OPERATORS_TOPIC, playerTopic, type ChatHub } from './chat-hub.js';
import type { ChatImageType } from './chat-images.js';
import { presentMessage, selectConversations, selectMessages } from './chat-presenter.js';
import { startVisitorChat, visitorLimit, visitorMessagesLeft } from './chat-visitor-bounds.js';

/** Who is chatting on the player side: a member, or a visitor by the random part of its id. */
export type ChatParty =
  { memberId: number; visitorId: null } | { memberId: null; visitorId: string };

/** The operator acting on a conversation. */
export interface ChatOperatorRef {
  id: number;
  displayName: string;
}

/** What the service needs to reach members whose chat window is closed. */
export interface MemberLive {
  publish(accountId: number, event: TLiveServerEvent): Promise<void>;
}

type ConversationRow = typeof c.$inferSelect;

/**
 * Live chat rules shared by the player's and the operators' routes: one open conversation per
 * player, sends with an atomic per-conversation rate limit, read marks, assignment and hand-over,
 * closing and the player's rating. Every change is pushed to the chat sockets through the hub.
 */
export class ChatService {
  constructor(
    private readonly db: Database,
    private readonly hub: ChatHub,
    private readonly live: MemberLive,
    private readonly clock: Clock,
  ) {}

  /** Whether visitors may chat without signing in. */
  async visitorChatAllowed(): Promise<boolean> {
    const [row] = await this.db.select().from(chatSettings).where(eq(chatSettings.id, 1));
    return row?.visitorChat ?? false;
  }

  async setVisitorChat(visitorChat: boolean): Promise<void> {
    await this.db
      .insert(chatSettings)
      .values({ id: 1, visitorChat, updatedAt: this.clock.now() })
      .onConflictDoUpdate({
        target: chatSettings.id,
        set: { visitorChat, updatedAt: this.clock.now() },
      });
  }

  // ---- player side -------------------------------------------------------------------------

  /** The player's open conversation, or a new waiting one (a visitor's within its bounds). */
  async open(party: ChatParty): Promise<TChatConversation> {
    if (party.visitorId !== null) {
      const started = await startVisitorChat(this.db, this.clock, party.visitorId);
      const conversation = await this.present(started.id);
      if (started.created) await this.pushConversation(conversation, party);
      return conversation;
    }
    const existing = await this.openRowOf(party);
    if (existing) return this.present(existing.id);
    const now = this.clock.now();
    try {
      const [row] = await this.db
        .insert(c)
        .values({ ...party, createdAt: now, lastMessageAt: now })
        .returning();
      const conversation = await this.present(row!.id);
      await this.pushConversation(conversation, party);
      return conversation;
    } catch (err) {
      // Two tabs opening at once: the other insert won; answer it.
      if (!uniqueConstraintOf(err)) throw err;
      const winner = await this.openRowOf(party);
      if (!winner) throw err;
      return this.present(winner.id);
    }
  }

  /** The player's conversations, newest first (history). */
  listFor(party: ChatParty): Promise<TChatConversation[]> {
    return selectConversations(this.db, partyIs(party));
  }

  /** A conversation and its messages, for its own player only (others get NOT_FOUND). */
  async threadFor(party: ChatParty, id: number, query: TChatMessagesQuery) {
    await this.ownRow(party, id);
    return {
      conversation: await this.present(id),
      messages: await this.messages(id, query, false),
    };
  }

  /** A player's text message; refused on a closed chat and above the rate limit. */
  async sendFromPlayer(party: ChatParty, id: number, body: string): Promise<TChatMessage> {
    const row = await this.ownRow(party, id);
    if (row.status === 'closed') throw new AppError('CONFLICT', 'This chat is closed');
    await this.countPlayerSend(id);
    return this.addMessage(row, { sender: 'player', body });
  }

  async imageFromPlayer(
    party: ChatParty,
    id: number,
    image: { bytes: Buffer; type: ChatImageType },
  ): Promise<TChatMessage> {
    // Images are for members: a visitor's upload would be anonymous storage (text only).
    if (party.visitorId !== null) throw new AppError('UNAUTHORIZED', 'Sign in to send images');
    const row = await this.ownRow(party, id);
    if (row.status === 'closed') throw new AppError('CONFLICT', 'This chat is closed');
    await this.countPlayerSend(id);
    const imageId = await this.storeImage(id, image);
    return this.addMessage(row, { sender: 'player', imageId });
  }

  async readByPlayer(party: ChatParty, id: number, lastReadId: number): Promise<void> {
    await this.ownRow(party, id);
    await this.markRead(id, 'player', lastReadId);
  }

  async closeByPlayer(party: ChatParty, id: number): Promise<TChatConversation> {
    await this.ownRow(party, id);
    return this.close(id, 'player', null);
  }

  /** The player's rating of a closed chat, once. */
  async rate(
    party: ChatParty,
    id: number,
    rating: number,
    comment: string | undefined,
  ): Promise<TChatConversation> {
    await this.ownRow(party, id);
    const done = await this.db
      .update(c)
      .set({ rating, ratingComment: comment || null, ratedAt: this.clock.now() })
      .where(and(eq(c.id, id), eq(c.status, 'closed'), sql`${c.rating} IS NULL`))
      .returning({ id: c.id });
    if (done.length === 0) throw new AppError('CONFLICT', 'Rate a closed chat, once');
    return this.changed(id);
  }

  /** An image's bytes if the party may see it (its conversation's player), else null. */
  async imageFor(party: ChatParty | 'operator', imageId: number) {
    const [found] = await this.db
      .select({ image: chatImages, memberId: c.memberId, visitorId: c.visitorId })
      .from(chatImages)
      .innerJoin(c, eq(c.id, chatImages.conversationId))
      .where(eq(chatImages.id, imageId));
    if (!found) return null;
    if (
      party !== 'operator' &&
      (found.memberId !== party.memberId || found.visitorId !== party.visitorId)
    ) {
      return null;
    }
    return { bytes: found.image.bytes, contentType: found.image.contentType };
  }

  /** The conversation a player's typing belongs to, when it is theirs and open. */
  async typingByPlayer(party: ChatParty, id: number, typing: boolean): Promise<void> {
    const row = await this.rowOf(id);
    if (!row || !sameParty(row, party) || row.status === 'closed') return;
    await this.hub.publish([OPERATORS_TOPIC], {
      type: 'typing',
      conversationId: id,
      side: 'player',
      typing,
    });
  }

  // ---- operator side -----------------------------------------------------------------------

  async threadForOperator(id: number, query: TChatMessagesQuery) {
    await this.requireRow(id);
    return { conversation: await this.present(id), messages: await this.messages(id, query, true) };
  }

  /** Takes a waiting conversation; CONFLICT when someone else took it first. */
  async assign(operator: ChatOperatorRef, id: number): Promise<TChatConversation> {
    await this.requireRow(id);
    const now = this.clock.now();
    const taken = await this.db
      .update(c)
      .set({ status: 'open', operatorId: operator.id, assignedAt: now })
      .where(and(eq(c.id, id), eq(c.status, 'waiting')))
      .returning();
    if (taken.length === 0) throw new AppError('CONFLICT', 'Already taken or closed');
    await this.addMessage(taken[0]!, {
      sender: 'system',
      operatorId: operator.id,
      body: 'assigned:',
    });
    return this.changed(id);
  }

  /** Hands an open conversation of this operator to another operator, with an internal note. */
  async handover(
    operator: ChatOperatorRef,
    id: number,
    to: ChatOperatorRef,
    note: string | undefined,
  ): Promise<TChatConversation> {
    await this.requireRow(id);
    const moved = await this.db
      .update(c)
      .set({ operatorId: to.id, assignedAt: this.clock.now() })
      .where(and(eq(c.id, id), eq(c.status, 'open'), eq(c.operatorId, operator.id)))
      .returning();
    if (moved.length === 0)
      throw new AppError('CONFLICT', 'Only your open chats can be handed over');
    await this.addMessage(moved[0]!, {
      sender: 'system',
      operatorId: operator.id,
      body: `handover:${to.displayName}${note ? ` — ${note}` : ''}`,
      internal: true,
    });
    return this.changed(id);
  }

  /** An operator's message: only on a chat assigned to them. */
  async sendFromOperator(operator: ChatOperatorRef, id: number, body: string) {
    const row = await this.assignedRow(operator, id);
    return this.addMessage(row, { sender: 'operator', operatorId: operator.id, body });
  }

  async imageFromOperator(
    operator: ChatOperatorRef,
    id: number,
    image: { bytes: Buffer; type: ChatImageType },
  ) {
    const row = await this.assignedRow(operator, id);
    const imageId = await this.storeImage(id, image);
    return this.addMessage(row, { sender: 'operator', operatorId: operator.id, imageId });
  }

  async readByOperator(id: number, lastReadId: number): Promise<void> {
    await this.requireRow(id);
    await this.markRead(id, 'operator', lastReadId);
  }

  async closeByOperator(operator: ChatOperatorRef, id: number): Promise<TChatConversation> {
    await this.requireRow(id);
    return this.close(id, 'operator', operator.id);
  }

  /** An operator's typing, pushed to the conversation's player. */
  async typingByOperator(id: number, typing: boolean): Promise<void> {
    const row = await this.rowOf(id);
    if (!row || row.status === 'closed') return;
    await this.hub.publish([playerTopic(row)], {
      type: 'typing',
      conversationId: id,
      side: 'operator',
      typing,
    });
  }

  // ---- shared ------------------------------------------------------------------------------

  private async close(
    id: number,
    by: 'player' | 'operator',
    operatorId: number | null,
  ): Promise<TChatConversation> {
    const closed = await this.db
      .update(c)
      .set({ status: 'closed', closedAt: this.clock.now(), closedBy: by })
      .where(and(eq(c.id, id), ne(c.status, 'closed')))
      .returning();
    if (closed.length === 0) throw new AppError('CONFLICT', 'Already closed');
    await this.addMessage(closed[0]!, { sender: 'system', operatorId, body: `closed:${by}` });
    return this.changed(id);
  }

  /**
   * Counts one player send in the conversation's window (and, for a visitor, in the whole
   * chat): one UPDATE reads, checks and counts under the row lock, so parallel sends can never
   * pass more than the limit between them.
   */
  private async countPlayerSend(id: number): Promise<void> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - CHAT_LIMITS.windowSeconds * 1000);
    const expired = sql`(${c.rateWindowStart} IS NULL OR ${c.rateWindowStart} <= ${windowStart.toISOString()}::timestamptz)`;
    const counted = await this.db
      .update(c)
      .set({
        rateWindowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${c.rateWindowStart} END`,
        rateCount: sql`CASE WHEN ${expired} THEN 1 ELSE ${c.rateCount} + 1 END`,
        playerMessageCount: sql`${c.playerMessageCount} + 1`,
      })
      .where(
        and(
          eq(c.id, id),
          sql`(${expired} OR ${c.rateCount} < ${CHAT_LIMITS.playerMessagesPerWindow})`,
          visitorMessagesLeft(),
        ),
      )
      .returning({ id: c.id });
    if (counted.length === 0) {
      const row = await this.rowOf(id);
      if (row?.visitorId && row.playerMessageCount >= CHAT_LIMITS.visitorMessagesMax) {
        throw visitorLimit();
      }
      throw new AppError('TOO_MANY_REQUESTS', 'Too many messages; wait a moment', {
        retryAfterSeconds: CHAT_LIMITS.windowSeconds,
      });
    }
  }

  private async storeImage(
    conversationId: number,
    image: { bytes: Buffer; type: ChatImageType },
  ): Promise<number> {
    const [row] = await this.db
      .insert(chatImages)
      .values({
        conversationId,
        contentType: image.type,
        bytes: image.bytes,
        size: image.bytes.length,
        createdAt: this.clock.now(),
      })
      .returning({ id: chatImages.id });
    return row!.id;
  }

  private async addMessage(
    conversation: ConversationRow,
    message: {
      sender: 'player' | 'operator' | 'system';
      operatorId?: number | null;
      body?: string;
      imageId?: number;
      internal?: boolean;
    },
  ): Promise<TChatMessage> {
    const now = this.clock.now();
    const [row] = await this.db
      .insert(m)
      .values({
        conversationId: conversation.id,
        sender: message.sender,
        operatorId: message.operatorId ?? null,
        body: message.body ?? null,
        imageId: message.imageId ?? null,
        internal: message.internal ?? false,
        createdAt: now,
      })
      .returning();
    await this.db.update(c).set({ lastMessageAt: now }).where(eq(c.id, conversation.id));
    let operatorName: string | null = null;
    if (row!.operatorId !== null) {
      const [op] = await this.db
        .select({ name: operators.displayName })
        .from(operators)
        .where(eq(operators.id, row!.operatorId));
      operatorName = op?.name ?? null;
    }
    const presented = presentMessage(row!, operatorName);
    const topics = presented.internal
      ? [OPERATORS_TOPIC]
      : [OPERATORS_TOPIC, playerTopic(conversation)];
    await this.hub.publish(topics, { type: 'message', message: presented });
    // A member whose chat window is closed sees an unread dot on the page.
    if (message.sender !== 'player' && !presented.internal && conversation.memberId !== null) {
      await this.live.publish(conversation.memberId, {
        type: 'chat.message',
        conversationId: conversation.id,
      });
    }
    return presented;
  }

  private async markRead(id: number, side: 'player' | 'operator', lastReadId: number) {
    const column = side === 'player' ? c.playerLastReadId : c.operatorLastReadId;
    // Never backwards, never past the newest message.
    const [row] = await this.db
      .update(c)
      .set({
        [side === 'player' ? 'playerLastReadId' : 'operatorLastReadId']:
          sql`GREATEST(${column}, LEAST(${lastReadId}::bigint, (SELECT coalesce(max(${m.id}), 0) FROM ${m} WHERE ${m.conversationId} = ${id})))`,
      })
      .where(eq(c.id, id))
      .returning();
    const value = side === 'player' ? row!.playerLastReadId : row!.operatorLastReadId;
    const event: TChatSocketEvent = { type: 'read', conversationId: id, side, lastReadId: value };
    await this.hub.publish(side === 'player' ? [OPERATORS_TOPIC] : [playerTopic(row!)], event);
  }

  private async messages(id: number, query: TChatMessagesQuery, operatorView: boolean) {
    const where: (SQL | undefined)[] = [eq(m.conversationId, id)];
    if (query.before) where.push(lt(m.id, query.before));
    if (!operatorView) where.push(eq(m.internal, false));
    return selectMessages(this.db, and(...where), query.limit);
  }

  /** Presents a changed conversation and pushes it to operators and its player. */
  private async changed(id: number): Promise<TChatConversation> {
    const conversation = await this.present(id);
    const row = (await this.rowOf(id))!;
    await this.pushConversation(conversation, row);
    return conversation;
  }

  private pushConversation(
    conversation: TChatConversation,
    party: { memberId: number | null; visitorId: string | null },
  ) {
    return this.hub.publish([OPERATORS_TOPIC, playerTopic(party)], {
      type: 'conversation',
      conversation,
    });
  }

  async present(id: number): Promise<TChatConversation> {
    const [found] = await selectConversations(this.db, eq(c.id, id));
    if (!found) throw new AppError('NOT_FOUND', 'No such chat');
    return found;
  }

  private async rowOf(id: number): Promise<ConversationRow | undefined> {
    return (await this.db.select().from(c).where(eq(c.id, id)))[0];
  }

  private async requireRow(id: number): Promise<ConversationRow> {
    const row = await this.rowOf(id);
    if (!row) throw new AppError('NOT_FOUND', 'No such chat');
    return row;
  }

  /** The party's own conversation; someone else's answers NOT_FOUND (its existence is private). */
  private async ownRow(party: ChatParty, id: number): Promise<ConversationRow> {
    const row = await this.rowOf(id);
    if (!row || !sameParty(row, party)) throw new AppError('NOT_FOUND', 'No such chat');
    return row;
  }

  private async assignedRow(operator: ChatOperatorRef, id: number): Promise<ConversationRow> {
    const row = await this.requireRow(id);
    if (row.status !== 'open' || row.operatorId !== operator.id) {
      throw new AppError('CONFLICT', 'Take the chat first; only its operator answers');
    }
    return row;
  }

  private async openRowOf(party: ChatParty): Promise<ConversationRow | undefined> {
    return (
      await this.db
        .select()
        .from(c)
        .where(and(partyIs(party), ne(c.status, 'closed')))
    )[0];
  }
}

function partyIs(party: ChatParty): SQL {
  return party.memberId !== null
    ? eq(c.memberId, party.memberId)
    : eq(c.visitorId, party.visitorId);
}

function sameParty(row: ConversationRow, party: ChatParty): boolean {
  return party.memberId !== null
    ? row.memberId === party.memberId
    : row.memberId === null && row.visitorId === party.visitorId;
}
