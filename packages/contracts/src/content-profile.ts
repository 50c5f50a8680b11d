import { z } from 'zod';
export { PROFILE_API } from './content-profile-api.js';

/**
 * Profile touches (spec §7 "GET icon; PUT member icon; Update language"): the avatar icons a
 * member chooses from, the member's choice, and the saved interface language.
 */

/** Built-in avatars are `b1`…`b12` (drawn by the server); operator uploads are `u<id>`. */
export const BUILTIN_AVATAR_COUNT = 12;
export const AVATAR_ID_PATTERN = /^(b([1-9]|1[0-2])|u[1-9][0-9]{0,9})$/;
export const ZAvatarId = z.string().trim().max(12).regex(AVATAR_ID_PATTERN);

export const ZAvatar = z
  .object({
    id: z.string(),
    /** Relative to our server. */
    url: z.string(),
    /** Drawn by the server (cannot be deleted) or uploaded by an operator. */
    builtIn: z.boolean(),
  })
  .meta({ id: 'Avatar' });
export type TAvatar = z.infer<typeof ZAvatar>;

export const ZAvatarList = z.object({ avatars: z.array(ZAvatar) });
export type TAvatarList = z.infer<typeof ZAvatarList>;

/** The member's avatar: null when never chosen (the site draws one from the name). */
export const ZMemberAvatar = z
  .object({ avatarId: z.string().nullable(), url: z.string().nullable() })
  .meta({ id: 'MemberAvatar' });
export type TMemberAvatar = z.infer<typeof ZMemberAvatar>;

export const ZMemberAvatarUpdate = z.object({ avatarId: ZAvatarId });
export type TMemberAvatarUpdate = z.infer<typeof ZMemberAvatarUpdate>;

/** Update language (spec §7): one of the languages the site offers. */
export const ZMemberLanguageUpdate = z.object({ language: z.string().trim().min(2).max(10) });
export type TMemberLanguageUpdate = z.infer<typeof ZMemberLanguageUpdate>;
export const ZMemberLanguage = z.object({ language: z.string() });
export type TMemberLanguage = z.infer<typeof ZMemberLanguage>;

export const ZBuiltinAvatarParams = z.object({ file: z.string().max(20) });
export const ZAvatarIdParams = z.object({ id: ZAvatarId });
