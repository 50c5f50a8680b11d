import type {
  TAdminBanner,
  TBanner,
  TBannerAudience,
  TBannerGroup,
  TBannerLink,
  TBannerOrder,
  ZBannerInput,
} from '@lw/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { contentBanners } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';

type BannerRow = typeof contentBanners.$inferSelect;
export type BannerInput = z.output<typeof ZBannerInput>;

/** How long a group's live banners are kept in memory (writes in this process drop them). */
export const LIVE_CACHE_MS = 5000;

/** Who is asking: a signed-in member sees `members` and `all`, a visitor `visitors` and `all`. */
export type Viewer = 'visitor' | 'member';

function linkOf(row: BannerRow): TBannerLink {
  if (row.linkType === 'internal') return { type: 'internal', path: row.linkTarget };
  if (row.linkType === 'external') return { type: 'external', url: row.linkTarget };
  return { type: 'none' };
}

function linkColumns(link: TBannerLink): { linkType: string; linkTarget: string } {
  if (link.type === 'internal') return { linkType: 'internal', linkTarget: link.path };
  if (link.type === 'external') return { linkType: 'external', linkTarget: link.url };
  return { linkType: 'none', linkTarget: '' };
}

/** Drops empty per-language entries so "missing" means "use the default". */
function compact(values: Partial<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value) kept[key] = value;
  return kept;
}

export function presentAdminBanner(row: BannerRow): TAdminBanner {
  return {
    id: row.id,
    group: row.groupName as TBannerGroup,
    imageUrl: row.imageUrl,
    images: row.images,
    titles: row.titles,
    link: linkOf(row),
    audience: row.audience as TBannerAudience,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The picture and title in `language`, falling back to the default image and to English/Thai. */
function presentLive(row: BannerRow, language: string): TBanner {
  const lang = language.toLowerCase().slice(0, 2);
  return {
    id: row.id,
    imageUrl: row.images[lang] || row.imageUrl,
    title: row.titles[lang] || row.titles.en || row.titles.th || row.titles.zh || '',
    link: linkOf(row),
  };
}

/** Banners of every group: the back office's CRUD and the player site's live list. */
export class BannersService {
  /** group -> rows enabled, with when they were read; the window and audience filter per call. */
  private readonly cache = new Map<TBannerGroup, { rows: BannerRow[]; readAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(group?: TBannerGroup): Promise<TAdminBanner[]> {
    const rows = await this.db
      .select()
      .from(contentBanners)
      .where(group ? eq(contentBanners.groupName, group) : undefined)
      .orderBy(
        asc(contentBanners.groupName),
        asc(contentBanners.sortOrder),
        asc(contentBanners.id),
      );
    return rows.map(presentAdminBanner);
  }

  async create(input: BannerInput, actor: Actor): Promise<TAdminBanner> {
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(contentBanners)
        .values({ ...this.columns(input), createdAt: this.clock.now() })
        .returning();
      await recordAudit(tx as unknown as Database, actor, {
        action: 'content_banner.create',
        targetType: 'content_banner',
        targetId: String(created!.id),
        after: input,
      });
      return created!;
    });
    this.cache.clear();
    return presentAdminBanner(row);
  }

  async update(id: number, input: BannerInput, actor: Actor): Promise<TAdminBanner> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(contentBanners).where(eq(contentBanners.id, id));
      if (!before) throw new AppError('NOT_FOUND', 'No such banner', { id });
      const [updated] = await tx
        .update(contentBanners)
        .set(this.columns(input))
        .where(eq(contentBanners.id, id))
        .returning();
      await recordAudit(tx as unknown as Database, actor, {
        action: 'content_banner.update',
        targetType: 'content_banner',
        targetId: String(id),
        before: presentAdminBanner(before),
        after: input,
      });
      return updated!;
    });
    this.cache.clear();
    return presentAdminBanner(row);
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [gone] = await tx.delete(contentBanners).where(eq(contentBanners.id, id)).returning();
      if (!gone) throw new AppError('NOT_FOUND', 'No such banner', { id });
      await recordAudit(tx as unknown as Database, actor, {
        action: 'content_banner.delete',
        targetType: 'content_banner',
        targetId: String(id),
        before: presentAdminBanner(gone),
      });
    });
    this.cache.clear();
  }

  /** Numbers the group's banners 10, 20, … in the given order; every id must be of the group. */
  async reorder(order: TBannerOrder, actor: Actor): Promise<TAdminBanner[]> {
    const ids = [...new Set(order.ids)];
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: contentBanners.id })
        .from(contentBanners)
        .where(and(eq(contentBanners.groupName, order.group), inArray(contentBanners.id, ids)));
      if (rows.length !== ids.length) {
        throw new AppError('VALIDATION_ERROR', 'Every id must be a banner of the group', {
          group: order.group,
        });
      }
      for (const [index, id] of ids.entries()) {
        await tx
          .update(contentBanners)
          .set({ sortOrder: (index + 1) * 10, updatedAt: this.clock.now() })
          .where(eq(contentBanners.id, id));
      }
      await recordAudit(tx as unknown as Database, actor, {
        action: 'content_banner.reorder',
        targetType: 'content_banner',
        targetId: order.group,
        after: ids,
      });
    });
    this.cache.clear();
    return this.list(order.group);
  }

  /** The group's banners live now for `viewer`, in `language` (cached a few seconds). */
  async live(group: TBannerGroup, viewer: Viewer, language: string): Promise<TBanner[]> {
    const now = this.clock.now();
    const rows = await this.enabledRows(group);
    return rows
      .filter((row) => row.audience === 'all' || row.audience === `${viewer}s`)
      .filter((row) => (!row.startsAt || row.startsAt <= now) && (!row.endsAt || now < row.endsAt))
      .map((row) => presentLive(row, language));
  }

  private async enabledRows(group: TBannerGroup): Promise<BannerRow[]> {
    const hit = this.cache.get(group);
    // Real time, not the business clock: the cache's age is about this process, not about rules.
    if (hit && Date.now() - hit.readAt < LIVE_CACHE_MS) return hit.rows;
    const rows = await this.db
      .select()
      .from(contentBanners)
      .where(and(eq(contentBanners.groupName, group), eq(contentBanners.enabled, true)))
      .orderBy(asc(contentBanners.sortOrder), asc(contentBanners.id));
    this.cache.set(group, { rows, readAt: Date.now() });
    return rows;
  }

  private columns(input: BannerInput) {
    return {
      groupName: input.group,
      imageUrl: input.imageUrl,
      images: compact(input.images),
      titles: compact(input.titles),
      ...linkColumns(input.link),
      audience: input.audience,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      sortOrder: input.sortOrder,
      enabled: input.enabled,
      updatedAt: this.clock.now(),
    };
  }
}
