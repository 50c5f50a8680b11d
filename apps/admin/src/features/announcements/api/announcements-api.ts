import {
  ADMIN_ANNOUNCEMENTS_API,
  ZAdminAnnouncement,
  ZAdminAnnouncementPage,
  ZHtmlPreview,
  type TAdminAnnouncement,
  type TAdminAnnouncementPage,
  type TAnnouncementInput,
  type TAnnouncementStatus,
  type TNoticeType,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface TAnnouncementFilter {
  type?: TNoticeType;
  status?: TAnnouncementStatus;
  page: number;
  pageSize: number;
}

export function listAnnouncements(filter: TAnnouncementFilter): Promise<TAdminAnnouncementPage> {
  return apiRequest(ADMIN_ANNOUNCEMENTS_API.list, {
    query: { ...filter },
    schema: ZAdminAnnouncementPage,
  });
}

export function createAnnouncement(input: TAnnouncementInput): Promise<TAdminAnnouncement> {
  return apiRequest(ADMIN_ANNOUNCEMENTS_API.list, {
    method: 'POST',
    body: input,
    schema: ZAdminAnnouncement,
  });
}

export function updateAnnouncement(
  id: number,
  input: TAnnouncementInput,
): Promise<TAdminAnnouncement> {
  return apiRequest(ADMIN_ANNOUNCEMENTS_API.item(id), {
    method: 'PUT',
    body: input,
    schema: ZAdminAnnouncement,
  });
}

export function deleteAnnouncement(id: number): Promise<void> {
  return apiRequest(ADMIN_ANNOUNCEMENTS_API.item(id), { method: 'DELETE' });
}

/** The HTML as the server would store it (its save sanitizer). */
export async function previewHtml(html: string): Promise<string> {
  const answer = await apiRequest(ADMIN_ANNOUNCEMENTS_API.preview, {
    method: 'POST',
    body: { html },
    schema: ZHtmlPreview,
  });
  return answer.html;
}
