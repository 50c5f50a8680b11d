import type {
  TMessageAudience,
  TMyMessage,
  TMyMessagePage,
  TSentMessage,
  TSentMessagePage,
  TMessageFormat,
  TMessageText,
} from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { AppError } from '../../../platform/errors.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import { audienceIds, EVERYONE_COUNT, rows } from './message-audience.js';
import { storedBody } from './message-html.js';

/** The member a request is for (the session's account row has these). */
export interface Reader {
  id: number;
  type: number;
  createdAt: Date;
}

export interface SendInput {
  title: TMessageText;
  body: TMessageText;
  format: TMessageFormat;
  audience: TMessageAudience;
}

interface MessageRow {
  id: number;
  title: TMessageText;
  body: TMessageText;
  format: TMessageFormat;
  created_at: Date | string;
  read_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Platform messages (messageV2). A member's messages are the recipient rows of messages sent to
 * them (one member, a segment) plus every broadcast sent since the account was created, minus
 * the deleted ones; see the tables' comment in `db/schema/content-messages.ts`. Read, delete and
 * "read all" are single idempotent statements, so parallel clicks never miscount.
 */
export class MessagesService {
  constructor(
    private readonly db: Database,
    private readonly live: LiveHub,
    /** The site time zone, whose calendar days a segment's dates mean. */
    private readonly timeZone: () => Promise<string>,
  ) {}

  /** How many accounts the audience reaches now (the back office's preview). */
  async countAudience(audience: TMessageAudience): Promise<number> {
    const query =
      audience.kind === 'everyone'
        ? EVERYONE_COUNT
        : sql`select count(*)::int as n from (${await audienceIds(this.db, audience, await this.timeZone())}) x`;
    return (await rows<{ n: number }>(this.db, query))[0]!.n;
  }

  /** Sends a message; its recipients' open pages hear `message.new` once it is stored. */
  async send(input: SendInput, actor: Actor): Promise<TSentMessage> {
    const body = storedBody(input.body, input.format);
    const broadcast = input.audience.kind === 'everyone';
    // Read before the transaction: the settings read takes a connection of its own (on PGlite,
    // the only one, which the transaction holds).
    const timeZone = await this.timeZone();
    const { message, recipientIds } = await this.db.transaction(async (tx) => {
      const [created] = await rows<{ id: number; created_at: Date | string }>(
        tx,
        sql`insert into content_messages
              (title, body, format, audience, broadcast, recipients, sent_by, sent_by_username)
            values (${JSON.stringify(input.title)}::jsonb, ${JSON.stringify(body)}::jsonb,
              ${input.format}, ${JSON.stringify(input.audience)}::jsonb, ${broadcast}, 0,
              ${actor.operatorId}, ${actor.username})
            returning id::int as id, created_at`,
      );
      const id = created!.id;
      let ids: number[] = [];
      let recipients: number;
      if (input.audience.kind === 'everyone') {
        // One row for everyone: no per-member rows until a member reads or deletes it.
        recipients = (await rows<{ n: number }>(tx, EVERYONE_COUNT))[0]!.n;
      } else {
        // One INSERT ... SELECT in the database, however large the segment.
        const inserted = await rows<{ account_id: number }>(
          tx,
          sql`insert into content_message_recipients (account_id, message_id)
              select x.id, ${id}::bigint from (${await audienceIds(tx, input.audience, timeZone)}) x
              returning account_id::int as account_id`,
        );
        ids = inserted.map((r) => r.account_id);
        recipients = ids.length;
      }
      await tx.execute(
        sql`update content_messages set recipients = ${recipients} where id = ${id}`,
      );
      await recordAudit(tx, actor, {
        action: 'player-messages.send',
        targetType: 'player-message',
        targetId: String(id),
        after: { title: input.title, format: input.format, audience: input.audience, recipients },
      });
      const sent: TSentMessage = {
        id,
        title: input.title,
        body,
        format: input.format,
        audience: input.audience,
        recipients,
        reads: 0,
        sentBy: actor.username,
        sentAt: iso(created!.created_at),
      };
      return { message: sent, recipientIds: ids };
    });
    await this.announce(message, recipientIds);
    return message;
  }

  /**
   * A platform notice to one member (a money movement they should hear of), written in the
   * caller's transaction so it exists exactly when the change does; no audit entry of its own
   * (the caller audits the change). Call `announceNotice` after the commit.
   */
  async notifyInTransaction(
    tx: Database,
    accountId: number,
    notice: { title: TMessageText; body: TMessageText; sender: string },
  ): Promise<void> {
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into content_messages
            (title, body, format, audience, broadcast, recipients, sent_by, sent_by_username)
          select ${JSON.stringify(notice.title)}::jsonb,
            ${JSON.stringify(notice.body)}::jsonb, 'text',
            jsonb_build_object('kind', 'member', 'username', a.username), false, 1, null,
            ${notice.sender}
          from accounts a where a.id = ${accountId}
          returning id::int as id`,
    );
    await tx.execute(
      sql`insert into content_message_recipients (account_id, message_id)
          values (${accountId}, ${created!.id})`,
    );
  }

  /** Tells the member's open pages of a notice written by `notifyInTransaction`. */
  async announceNotice(accountId: number, title: TMessageText): Promise<void> {
    if (!this.live.mayHaveListeners(accountId)) return;
    const [row] = await rows<{ type: number; created_at: Date | string }>(
      this.db,
      sql`select type, created_at from accounts where id = ${accountId}`,
    );
    if (!row) return;
    const unread = await this.unreadCount({
      id: accountId,
      type: row.type,
      createdAt: new Date(row.created_at),
    });
    await this.live.publish(accountId, { type: 'message.new', title, unread });
  }

  /**
   * Pushes `message.new`: one member gets the new count; a segment's members are published to
   * in batches (never a broadcast, so no other page learns of it); everyone is a members-only
   * broadcast (the pages then ask their own count).
   */
  private async announce(message: TSentMessage, recipientIds: number[]): Promise<void> {
    const event = { type: 'message.new' as const, title: message.title, unread: null };
    if (message.audience.kind === 'everyone') return this.live.broadcast(event, 'members');
    if (message.audience.kind === 'member') {
      const [accountId] = recipientIds;
      if (accountId === undefined || !this.live.mayHaveListeners(accountId)) return;
      const [row] = await rows<{ type: number; created_at: Date | string }>(
        this.db,
        sql`select type, created_at from accounts where id = ${accountId}`,
      );
      const unread = await this.unreadCount({
        id: accountId,
        type: row!.type,
        createdAt: new Date(row!.created_at),
      });
      return this.live.publish(accountId, { ...event, unread });
    }
    return this.live.publishMany(recipientIds, event);
  }

  /** The back office's list of sent messages, newest first, with read counts. */
  async listSent(page: number, pageSize: number): Promise<TSentMessagePage> {
    const [items, [total]] = await Promise.all([
      rows<{
        id: number;
        title: TMessageText;
        body: TMessageText;
        format: TMessageFormat;
        audience: TMessageAudience;
        recipients: number;
        reads: number;
        sent_by_username: string | null;
        created_at: Date | string;
      }>(
        this.db,
        sql`select m.id::int as id, m.title, m.body, m.format, m.audience, m.recipients,
              (select count(*)::int from content_message_recipients r
                where r.message_id = m.id and r.read_at is not null) as reads,
              m.sent_by_username, m.created_at
            from content_messages m order by m.id desc
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
      rows<{ n: number }>(this.db, sql`select count(*)::int as n from content_messages`),
    ]);
    return {
      items: items.map((m) => ({
        id: m.id,
        title: m.title,
        body: m.body,
        format: m.format,
        audience: m.audience,
        recipients: m.recipients,
        reads: m.reads,
        sentBy: m.sent_by_username,
        sentAt: iso(m.created_at),
      })),
      total: total!.n,
      page,
      pageSize,
    };
  }

  /**
   * The reader's visible messages with their read mark: own recipient rows of messages to
   * members and segments, and every broadcast since the account exists, not deleted.
   */
  private visible(reader: Reader): SQL {
    return sql`
      select m.id, m.title, m.body, m.format, m.created_at, r.read_at
        from content_message_recipients r join content_messages m on m.id = r.message_id
        where r.account_id = ${reader.id} and r.deleted_at is null and not m.broadcast
      union all
      select m.id, m.title, m.body, m.format, m.created_at, r.read_at
        from content_messages m left join content_message_recipients r
          on r.message_id = m.id and r.account_id = ${reader.id}
        where m.broadcast and m.created_at >= ${reader.createdAt.toISOString()}::timestamptz
          and r.deleted_at is null`;
  }

  async unreadCount(reader: Reader): Promise<number> {
    if (reader.type === 4) return 0;
    const [row] = await rows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (${this.visible(reader)}) v where v.read_at is null`,
    );
    return row!.n;
  }

  async listMine(reader: Reader, page: number, pageSize: number): Promise<TMyMessagePage> {
    const [items, [counts]] = await Promise.all([
      rows<MessageRow>(
        this.db,
        sql`select v.id::int as id, v.title, v.body, v.format, v.created_at, v.read_at
            from (${this.visible(reader)}) v order by v.id desc
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
      rows<{ total: number; unread: number }>(
        this.db,
        sql`select count(*)::int as total, (count(*) filter (where v.read_at is null))::int as unread
            from (${this.visible(reader)}) v`,
      ),
    ]);
    return {
      items: items.map(present),
      total: counts!.total,
      unread: counts!.unread,
      page,
      pageSize,
    };
  }

  /** Opens a message (marks it read); NOT_FOUND for another's, a deleted or an unknown one. */
  async read(reader: Reader, messageId: number): Promise<TMyMessage> {
    const marked = await this.mark(reader, messageId, sql`read_at`);
    if (!marked) throw new AppError('NOT_FOUND', 'No such message');
    const [row] = await rows<MessageRow>(
      this.db,
      sql`select id::int as id, title, body, format, created_at, now() as read_at
          from content_messages where id = ${messageId}`,
    );
    return present(row!);
  }

  /** Deletes the reader's copy; answers the unread count after it. */
  async remove(reader: Reader, messageId: number): Promise<number> {
    const marked = await this.mark(reader, messageId, sql`deleted_at`);
    if (!marked) throw new AppError('NOT_FOUND', 'No such message');
    return this.unreadCount(reader);
  }

  /** Marks every visible message read; answers the unread count after it (0). */
  async readAll(reader: Reader): Promise<number> {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`update content_message_recipients set read_at = now()
            where account_id = ${reader.id} and read_at is null and deleted_at is null`,
      );
      await tx.execute(
        sql`insert into content_message_recipients (account_id, message_id, read_at)
            select ${reader.id}, m.id, now() from content_messages m
            where m.broadcast and m.created_at >= ${reader.createdAt.toISOString()}::timestamptz
            on conflict (account_id, message_id) do nothing`,
      );
    });
    return this.unreadCount(reader);
  }

  /**
   * Sets `read_at` or `deleted_at` on the reader's copy (kept when already set): an update of
   * an own recipient row, or, for a broadcast, the row created on first touch. One statement
   * each, so a hundred parallel reads of one message leave one row and one count.
   */
  private async mark(reader: Reader, messageId: number, column: SQL): Promise<boolean> {
    const updated = await rows<{ ok: number }>(
      this.db,
      sql`update content_message_recipients set ${column} = coalesce(${column}, now())
          where account_id = ${reader.id} and message_id = ${messageId} and deleted_at is null
          returning 1 as ok`,
    );
    if (updated.length > 0) return true;
    const inserted = await rows<{ ok: number }>(
      this.db,
      sql`insert into content_message_recipients (account_id, message_id, ${column})
          select ${reader.id}, m.id, now() from content_messages m
          where m.id = ${messageId} and m.broadcast
            and m.created_at >= ${reader.createdAt.toISOString()}::timestamptz
          on conflict (account_id, message_id) do update
            set ${column} = coalesce(content_message_recipients.${column}, now())
            where content_message_recipients.deleted_at is null
          returning 1 as ok`,
    );
    return inserted.length > 0;
  }
}

function present(row: MessageRow): TMyMessage {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    format: row.format,
    read: row.read_at !== null,
    sentAt: iso(row.created_at),
  };
}
