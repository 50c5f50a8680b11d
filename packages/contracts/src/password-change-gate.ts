import { API } from './api-routes.js';
import { WALLET_API } from './wallet-api.js';

/**
 * What a session that must change its password may still call: change it, read its own info and
 * balance (the header shows them behind the forced change dialog), and sign out. The server
 * refuses every other signed-in call with PASSWORD_CHANGE_REQUIRED, and the player site does not
 * send them until the password is changed (one list for both).
 */
export const ALLOWED_BEFORE_PASSWORD_CHANGE: readonly string[] = [
  `POST ${API.member.password}`,
  `POST ${API.auth.logout}`,
  `GET ${API.member.me}`,
  `GET ${API.member.publicState}`,
  `GET ${API.member.loginHistory}`,
  `GET ${WALLET_API.balance}`,
];

const allowed = new Set(ALLOWED_BEFORE_PASSWORD_CHANGE);

/** Whether `method path` (a path without its query string) is allowed before the change. */
export function allowedBeforePasswordChange(method: string, path: string): boolean {
  return allowed.has(`${method.toUpperCase()} ${path}`);
}
