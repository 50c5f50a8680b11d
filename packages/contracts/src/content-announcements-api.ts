// The announcement and notice API paths: constants only (no zod), so the first screen can use them without the schemas.

/** Player routes (public: a bearer token, when sent, decides the audience). */
export const ANNOUNCEMENTS_API = {
  /** getNoticeFeed (GET) with ZNoticeLangQuery -> ZNoticeFeed: marquee, notice ids, popups */
  feed: '/api/notices/feed',
  /** listNotices (GET) with ZPublicListQuery -> ZPublicNoticePage (types B and PL, pages of 9) */
  notices: '/api/notices',
  /** getNotice (GET) with ZNoticeLangQuery -> ZPublicNotice (any live type) */
  notice: (id: number) => `/api/notices/${id}`,
  noticePattern: '/api/notices/:id',
  /** listAnnouncements (GET) with ZPublicListQuery -> ZPublicNoticePage (PU, PR, H; pages of 7) */
  announcements: '/api/announcements',
} as const;
