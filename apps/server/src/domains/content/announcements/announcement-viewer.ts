import {
  isAgentType,
  SHIPPED_LANGUAGES,
  type TAnnouncementStatus,
  type TShippedLanguage,
} from '@lw/contracts';
import type { announcements } from '../../../db/schema/index.js';

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * Who is reading: the audience tags of a visitor (no session) or of a signed-in account. VIP
 * levels will add `vip:<level>` tags here.
 */
export function viewerTags(account: { type: number } | null): string[] {
  if (!account) return ['visitor'];
  return [isAgentType(account.type) ? 'agent' : 'member'];
}

/** The row reaches this viewer. */
export function reaches(row: AnnouncementRow, tags: readonly string[]): boolean {
  return row.audiences.some((a) => tags.includes(a));
}

/** Enable and the window, read at `now` (the business clock). */
export function statusAt(row: AnnouncementRow, now: Date): TAnnouncementStatus {
  if (!row.enabled) return 'disabled';
  if (row.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'ended';
  return 'live';
}

function shipped(code: string | undefined): TShippedLanguage | null {
  const key = (code ?? '').toLowerCase().slice(0, 2);
  return (SHIPPED_LANGUAGES as readonly string[]).includes(key) ? (key as TShippedLanguage) : null;
}

/**
 * The title and content for `lang`: that language when it has a title, else the site's default
 * language, else the first shipped language that has one.
 */
export function pickText(
  row: AnnouncementRow,
  lang: string | undefined,
  siteDefault: string,
): { title: string; content: string } {
  const order = [shipped(lang), shipped(siteDefault), ...SHIPPED_LANGUAGES];
  for (const key of order) {
    if (key && row.texts[key]?.title) return row.texts[key];
  }
  return { title: '', content: '' };
}

/** The order lists show: sort order, then the newest start, then the newest id. */
export function byDisplayOrder(a: AnnouncementRow, b: AnnouncementRow): number {
  return a.sortOrder - b.sortOrder || b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id;
}
