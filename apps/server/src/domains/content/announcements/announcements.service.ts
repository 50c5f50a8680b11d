import {
  ANNOUNCEMENT_LIST_TYPES,
  ANNOUNCEMENT_PAGE_SIZE,
  MARQUEE_TYPES,
  NOTICE_LIST_TYPES,
  NOTICE_PAGE_SIZE,
  ZAnnouncementInput,
  type TAdminAnnouncement,
  type TAdminAnnouncementPage,
  type TAnnouncementInput,
  type TAnnouncementStatus,
  type TLiveServerEvent,
  type TNoticeFeed,
  type TNoticeType,
  type TPopupExecution,
  type TPublicNotice,
  type TPublicNoticePage,
} from '@lw/contracts';
import { and, count, desc, asc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { announcements } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { plainText, sanitizeAnnouncementHtml } from './announcement-html.js';
import {
  byDisplayOrder,
  pickText,
  reaches,
  statusAt,
  type AnnouncementRow,
} from './announcement-viewer.js';

/** What the service needs of the settings (the site's default language). */
export interface AnnouncementSettings {
  get(section: 'languages'): Promise<{ default: string }>;
}

/** What the service needs of the live hub. */
export interface AnnouncementLive {
  broadcast(event: TLiveServerEvent): Promise<void>;
}

/** How long a process keeps the live rows before reading them again (writes drop it at once). */
const PUBLIC_CACHE_MS = 5_000;
/** The most live rows one read considers (far above what a site runs at once). */
const LIVE_ROWS_MAX = 2_000;
const MARQUEE_MAX = 20;
const BELL_IDS_MAX = 100;

/**
 * Announcements, notices and popups: the back office's authoring (sanitized on save, audited)
 * and the player site's reads for an audience and a language. Live rows are cached per process
 * for a few seconds; every write drops the cache and tells open pages (`notice.changed`).
 */
export class AnnouncementsService {
  private cache: { at: number; rows: AnnouncementRow[] } | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: AnnouncementSettings,
    private readonly live: AnnouncementLive,
    private readonly log: FastifyBaseLogger,
  ) {}

  // ---- back office ------------------------------------------------------------------------

  async list(query: {
    type?: TNoticeType;
    status?: TAnnouncementStatus;
    page: number;
    pageSize: number;
  }): Promise<TAdminAnnouncementPage> {
    const { page, pageSize } = query;
    const where = and(
      query.type ? eq(announcements.type, query.type) : undefined,
      query.status ? this.statusWhere(query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { items: rows.map((r) => this.present(r)), total: total?.n ?? 0, page, pageSize };
  }

  async get(id: number): Promise<TAdminAnnouncement> {
    const [row] = await this.db.select().from(announcements).where(eq(announcements.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'No such announcement');
    return this.present(row);
  }

  async create(input: TAnnouncementInput, actor: Actor): Promise<TAdminAnnouncement> {
    const values = this.toColumns(input);
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({ ...values, createdBy: actor.username, updatedBy: actor.username })
        .returning();
      const after = this.present(row!);
      await recordAudit(tx, actor, {
        action: 'content.announcement.create',
        targetType: 'announcement',
        targetId: String(after.id),
        after,
      });
      return after;
    });
    await this.changed(created.id);
    return created;
  }

  async update(id: number, input: TAnnouncementInput, actor: Actor): Promise<TAdminAnnouncement> {
    const values = this.toColumns(input);
    const updated = await this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(announcements)
        .where(eq(announcements.id, id))
        .for('update');
      if (!previous) throw new AppError('NOT_FOUND', 'No such announcement');
      const [row] = await tx
        .update(announcements)
        .set({ ...values, updatedBy: actor.username, updatedAt: this.clock.now() })
        .where(eq(announcements.id, id))
        .returning();
      const after = this.present(row!);
      await recordAudit(tx, actor, {
        action: 'content.announcement.update',
        targetType: 'announcement',
        targetId: String(id),
        before: this.present(previous),
        after,
      });
      return after;
    });
    await this.changed(id);
    return updated;
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
      if (!row) throw new AppError('NOT_FOUND', 'No such announcement');
      await recordAudit(tx, actor, {
        action: 'content.announcement.delete',
        targetType: 'announcement',
        targetId: String(id),
        before: this.present(row),
      });
    });
    await this.changed(id);
  }

  /** The save sanitizer's output, for the editor's preview. */
  preview(html: string): { html: string } {
    return { html: sanitizeAnnouncementHtml(html) };
  }

  // ---- player site ------------------------------------------------------------------------

  /** The first screen's needs: marquee lines, the bell's ids and the popups. */
  async feed(tags: readonly string[], lang: string | undefined): Promise<TNoticeFeed> {
    const rows = await this.liveFor(tags);
    const siteDefault = await this.siteDefault();
    const marquee = rows
      .filter((r) => MARQUEE_TYPES.includes(r.type as TNoticeType))
      .slice(0, MARQUEE_MAX)
      .map((r) => {
        const text = pickText(r, lang, siteDefault);
        return { id: r.id, title: text.title, text: plainText(text.content) };
      });
    const noticeIds = rows
      .filter((r) => NOTICE_LIST_TYPES.includes(r.type as TNoticeType))
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id)
      .slice(0, BELL_IDS_MAX)
      .map((r) => r.id);
    const popups = rows
      .filter((r) => r.type === 'PU')
      .map((r) => this.presentPublic(r, lang, siteDefault));
    return { marquee, noticeIds, popups };
  }

  /** The notice list (B, PL) a page of 9 at a time. */
  notices(tags: readonly string[], lang: string | undefined, page: number) {
    return this.page(tags, lang, page, NOTICE_LIST_TYPES, NOTICE_PAGE_SIZE);
  }

  /** The announcement list (PU, PR, H) a page of 7 at a time. */
  announcementList(tags: readonly string[], lang: string | undefined, page: number) {
    return this.page(tags, lang, page, ANNOUNCEMENT_LIST_TYPES, ANNOUNCEMENT_PAGE_SIZE);
  }

  /** One live item this viewer may read (a marquee click opens it). */
  async notice(tags: readonly string[], lang: string | undefined, id: number) {
    const row = (await this.liveFor(tags)).find((r) => r.id === id);
    if (!row) throw new AppError('NOT_FOUND', 'No such notice');
    return this.presentPublic(row, lang, await this.siteDefault());
  }

  /**
   * Tells open pages about items whose window opened or closed in (since, now] (by the business
   * clock), so a scheduled notice appears and an ended one leaves without a reload. Answers the
   * ids told. Every process may run it: a repeated `notice.changed` only refetches.
   */
  async announceWindowEdges(since: Date, now: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          eq(announcements.enabled, true),
          or(
            and(gt(announcements.startsAt, since), lte(announcements.startsAt, now)),
            and(gt(announcements.endsAt, since), lte(announcements.endsAt, now)),
          ),
        ),
      );
    for (const { id } of rows) await this.changed(id);
    return rows.map((r) => r.id);
  }

  // ---- inside -----------------------------------------------------------------------------

  private async page(
    tags: readonly string[],
    lang: string | undefined,
    page: number,
    types: readonly TNoticeType[],
    pageSize: number,
  ): Promise<TPublicNoticePage> {
    const rows = (await this.liveFor(tags)).filter((r) => types.includes(r.type as TNoticeType));
    const siteDefault = await this.siteDefault();
    const items = rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map((r) => this.presentPublic(r, lang, siteDefault));
    return { items, total: rows.length, page, pageSize };
  }

  /** Live rows for these audience tags, in display order. */
  private async liveFor(tags: readonly string[]): Promise<AnnouncementRow[]> {
    const now = this.clock.now();
    const rows = await this.liveRows();
    return rows.filter((r) => statusAt(r, now) === 'live' && reaches(r, tags));
  }

  /** Enabled rows not ended, cached a few seconds (the window is checked again on each read). */
  private async liveRows(): Promise<AnnouncementRow[]> {
    if (this.cache && Date.now() - this.cache.at < PUBLIC_CACHE_MS) return this.cache.rows;
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.enabled, true),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        ),
      )
      .orderBy(asc(announcements.sortOrder), desc(announcements.startsAt), desc(announcements.id))
      .limit(LIVE_ROWS_MAX);
    rows.sort(byDisplayOrder);
    this.cache = { at: Date.now(), rows };
    return rows;
  }

  private async siteDefault(): Promise<string> {
    return (await this.settings.get('languages')).default;
  }

  /** Drops this process's cache and tells open pages; a failed push is only logged. */
  private async changed(id: number): Promise<void> {
    this.cache = null;
    try {
      await this.live.broadcast({ type: 'notice.changed', id });
    } catch (err) {
      this.log.warn({ err }, 'notice.changed not sent');
    }
  }

  private statusWhere(status: TAnnouncementStatus): SQL | undefined {
    const now = this.clock.now();
    const on = eq(announcements.enabled, true);
    switch (status) {
      case 'disabled':
        return eq(announcements.enabled, false);
      case 'scheduled':
        return and(on, gt(announcements.startsAt, now));
      case 'ended':
        return and(
          on,
          lte(announcements.startsAt, now),
          isNotNull(announcements.endsAt),
          lte(announcements.endsAt, now),
        );
      case 'live':
        return and(
          on,
          lte(announcements.startsAt, now),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        );
    }
  }

  /** Validated input as columns, every content sanitized. */
  private toColumns(input: TAnnouncementInput) {
    const a = ZAnnouncementInput.parse(input);
    const texts = Object.fromEntries(
      (['th', 'en', 'zh'] as const).map((k) => [
        k,
        { title: a.texts[k].title, content: sanitizeAnnouncementHtml(a.texts[k].content) },
      ]),
    ) as AnnouncementRow['texts'];
    return {
      type: a.type,
      texts,
      audiences: [...new Set(a.audiences)],
      startsAt: new Date(a.startsAt),
      endsAt: a.endsAt ? new Date(a.endsAt) : null,
      enabled: a.enabled,
      sortOrder: a.sortOrder,
      execution: a.execution,
    };
  }

  private present(row: AnnouncementRow): TAdminAnnouncement {
    return {
      id: row.id,
      type: row.type as TNoticeType,
      texts: row.texts,
      audiences: row.audiences,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      enabled: row.enabled,
      sortOrder: row.sortOrder,
      execution: (row.execution as TPopupExecution | null) ?? null,
      status: statusAt(row, this.clock.now()),
      createdBy: row.createdBy,
      updatedBy: row.updatedBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private presentPublic(
    row: AnnouncementRow,
    lang: string | undefined,
    siteDefault: string,
  ): TPublicNotice {
    const text = pickText(row, lang, siteDefault);
    return {
      id: row.id,
      type: row.type as TNoticeType,
      title: text.title,
      content: text.content,
      execution: (row.execution as TPopupExecution | null) ?? null,
      startsAt: row.startsAt.toISOString(),
    };
  }
}
