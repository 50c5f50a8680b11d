import crypto from 'node:crypto';

/** What ties a member's launch session to the sign-in session it was opened from. */
export interface LaunchLink {
  /** Token hash of the sign-in session (account_sessions.token_hash). */
  signInTokenHash: string;
  accountId: number;
  gameId: number;
  /** game_sessions.created_at, to the millisecond. */
  createdAt: Date;
}

/**
 * A member's launch token: an HMAC (server key) of the sign-in session and the launch row.
 * game_sessions keeps only its hash, so the sign-out of one sign-in session recognises its own
 * launches by recomputing the token from each live row, with no column linking the two. Without
 * the key and the sign-in session's hash nobody can derive it.
 */
export function memberLaunchToken(key: string, link: LaunchLink): string {
  return crypto
    .createHmac('sha256', key)
    .update(`${link.signInTokenHash}|${link.accountId}|${link.gameId}|${link.createdAt.getTime()}`)
    .digest('base64url');
}
