// The avatar and member language API paths: constants only (no zod), so the first screen can use them without the schemas.

export const PROFILE_API = {
  /** listAvatars (GET, public) -> ZAvatarList */
  avatars: '/api/content/avatars',
  /** getBuiltinAvatar (GET, public SVG) */
  builtinAvatar: (n: number) => `/api/content/avatars/builtin/b${n}.svg`,
  builtinAvatarPattern: '/api/content/avatars/builtin/:file',
  /** getMemberAvatar (GET), updateMemberAvatar (PUT ZMemberAvatarUpdate) -> ZMemberAvatar */
  memberAvatar: '/api/members/me/avatar',
  /** updateMemberLanguage (PUT ZMemberLanguageUpdate) -> ZMemberLanguage */
  memberLanguage: '/api/members/me/language',
  /** listAdminAvatars (GET), uploadAvatar (POST, body: image bytes) -> ZAvatar */
  adminAvatars: '/api/admin/content/avatars',
  /** deleteAvatar (DELETE) an uploaded avatar */
  adminAvatar: (id: string) => `/api/admin/content/avatars/${id}`,
  adminAvatarPattern: '/api/admin/content/avatars/:id',
} as const;
