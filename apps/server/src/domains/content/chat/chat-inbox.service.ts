import {
  dayRangeInstants,
  roleHasPermission,
  type TAdminChatList,
  type TAdminChatPlayer,
  type TAdminChatQuery,
  type TCannedReply,
  type TCannedReplyInput,
  type TChatOperator,
} from '@lw/contracts';
import { and, asc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  chatCannedReplies,
  chatConversations as c,
  operators,
} from '../../../db/schema/index.js';
import { knownTimeZone, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { selectConversations } from './chat-presenter.js';

/** What the inbox needs to show a member's balance. */
export interface BalanceReader {
  balanceOf(account: { id: number; type: number }): Promise<{ balance: number; currency: string }>;
}

/** The back office's side of the chat: the inbox lists and search, canned replies, operators. */
export class ChatInboxService {
  constructor(
    private readonly db: Database,
    private readonly balances: BalanceReader,
    private readonly clock: Clock,
    /** The site time zone, whose calendar days the date search means. */
    private readonly timeZone: () => Promise<string>,
  ) {}

  /** A tab of the inbox; history (closed) is searched by member, operator, date and rating. */
  async list(query: TAdminChatQuery, operatorId: number): Promise<TAdminChatList> {
    const where: (SQL | undefined)[] = [];
    if (query.tab === 'waiting') where.push(eq(c.status, 'waiting'));
    if (query.tab === 'mine') where.push(eq(c.status, 'open'), eq(c.operatorId, operatorId));
    if (query.tab === 'open') where.push(sql`${c.status} <> 'closed'`);
    if (query.tab === 'closed') where.push(eq(c.status, 'closed'));
    if (query.member) {
      const pattern = `%${query.member.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      where.push(
        sql`${c.memberId} IN (SELECT ${accounts.id} FROM ${accounts} WHERE ${ilike(accounts.username, pattern)})`,
      );
    }
    if (query.operatorId) where.push(eq(c.operatorId, query.operatorId));
    // Dates are whole days of the conversation's start in the site time zone.
    if (query.from || query.to) {
      const days = dayRangeInstants(query.from, query.to, knownTimeZone(await this.timeZone()));
      if (days.from) where.push(gte(c.createdAt, new Date(days.from)));
      if (days.to) where.push(lt(c.createdAt, new Date(days.to)));
    }
    if (query.rating) where.push(eq(c.rating, query.rating));
    const condition = and(...where);
    const [items, [count]] = await Promise.all([
      selectConversations(this.db, condition, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(c)
        .where(condition),
    ]);
    return { items, total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** The member beside a conversation; the balance only for operators with `members.read`. */
  async playerInfo(
    memberId: number | null,
    withBalance: boolean,
  ): Promise<TAdminChatPlayer | null> {
    if (memberId === null) return null;
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, memberId));
    if (!account) return null;
    const balance = withBalance ? await this.balances.balanceOf(account) : null;
    return {
      username: account.username,
      status: account.status,
      registeredAt: account.createdAt.toISOString(),
      balance: balance?.balance ?? null,
      currency: balance?.currency ?? null,
    };
  }

  /** Active operators who answer chats (hand-over targets). */
  async chatOperators(): Promise<TChatOperator[]> {
    const rows = await this.db
      .select({ id: operators.id, name: operators.displayName, role: operators.role })
      .from(operators)
      .where(eq(operators.status, 'active'))
      .orderBy(asc(operators.displayName));
    return rows
      .filter((r) => roleHasPermission(r.role, 'chat.answer'))
      .map(({ id, name }) => ({ id, name }));
  }

  /** An active chat operator by id; NOT_FOUND otherwise. */
  async chatOperator(id: number): Promise<{ id: number; displayName: string }> {
    const found = (await this.chatOperators()).find((o) => o.id === id);
    if (!found) throw new AppError('NOT_FOUND', 'No such operator answering chats');
    return { id: found.id, displayName: found.name };
  }

  listCanned(): Promise<TCannedReply[]> {
    return this.db
      .select({
        id: chatCannedReplies.id,
        title: chatCannedReplies.title,
        body: chatCannedReplies.body,
      })
      .from(chatCannedReplies)
      .orderBy(asc(chatCannedReplies.title));
  }

  async createCanned(input: TCannedReplyInput): Promise<TCannedReply> {
    const now = this.clock.now();
    const [row] = await this.db
      .insert(chatCannedReplies)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    return { id: row!.id, title: row!.title, body: row!.body };
  }

  async updateCanned(id: number, input: TCannedReplyInput): Promise<TCannedReply> {
    const [row] = await this.db
      .update(chatCannedReplies)
      .set({ ...input, updatedAt: this.clock.now() })
      .where(eq(chatCannedReplies.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such canned reply');
    return { id: row.id, title: row.title, body: row.body };
  }

  async deleteCanned(id: number): Promise<void> {
    const gone = await this.db
      .delete(chatCannedReplies)
      .where(eq(chatCannedReplies.id, id))
      .returning({ id: chatCannedReplies.id });
    if (gone.length === 0) throw new AppError('NOT_FOUND', 'No such canned reply');
  }
}
