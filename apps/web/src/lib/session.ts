import { isAgentType, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Session-storage keys of the player session (spec §3 "Session storage"). */
export const SESSION_KEYS = { token: 'token', isAgent: 'isAgent', username: 'username' } as const;

export interface TSession {
  token: string | null;
  /** Account type code as stored (spec: isAgent); null when unknown. */
  accountType: number | null;
  username: string | null;
}

export interface TSessionView extends TSession {
  isLoggedIn: boolean;
  isAgent: boolean;
  isTrial: boolean;
  /**
   * The visitor signed out on purpose (until the next sign-in): guarded pages then send them
   * home, not to the login popup.
   */
  signedOut: boolean;
  /**
   * Signed in, but the password must be changed before anything else: only the calls of
   * ALLOWED_BEFORE_PASSWORD_CHANGE are made meanwhile (the server refuses the others).
   */
  passwordChangePending: boolean;
  /** Member-only calls may be made: signed in and no password change pending. */
  memberCalls: boolean;
}

const listeners = new Set<() => void>();
let cached: TSessionView | null = null;
let signedOutOnPurpose = false;

function read(): TSessionView {
  const token = readStorage('session', SESSION_KEYS.token) || null;
  const rawType = readStorage('session', SESSION_KEYS.isAgent);
  const parsed = rawType === null || rawType === '' ? NaN : Number(rawType);
  const accountType = Number.isFinite(parsed) ? parsed : null;
  const username = readStorage('session', SESSION_KEYS.username) || null;
  const pending =
    token !== null && readStorage('session', SESSION_FLAGS.forcePasswordChange) === '1';
  return {
    token,
    accountType,
    username,
    isLoggedIn: token !== null,
    isAgent: token !== null && accountType !== null && isAgentType(accountType),
    isTrial: token !== null && accountType === TRIAL_ACCOUNT_TYPE,
    signedOut: token === null && signedOutOnPurpose,
    passwordChangePending: pending,
    memberCalls: token !== null && !pending,
  };
}

function emit(): void {
  cached = null;
  listeners.forEach((listener) => listener());
}

/** The current session, read from session storage (stable object between changes). */
export function getSession(): TSessionView {
  const fresh = read();
  if (
    cached &&
    cached.token === fresh.token &&
    cached.accountType === fresh.accountType &&
    cached.username === fresh.username &&
    cached.signedOut === fresh.signedOut &&
    cached.passwordChangePending === fresh.passwordChangePending
  ) {
    return cached;
  }
  cached = fresh;
  return fresh;
}

/** Stores (part of) a session and notifies subscribers. */
export function saveSession(patch: Partial<TSession>): void {
  if (patch.token !== undefined) {
    if (patch.token) signedOutOnPurpose = false;
    if (patch.token) writeStorage('session', SESSION_KEYS.token, patch.token);
    else removeStorage('session', SESSION_KEYS.token);
  }
  if (patch.accountType !== undefined) {
    if (patch.accountType === null) removeStorage('session', SESSION_KEYS.isAgent);
    else writeStorage('session', SESSION_KEYS.isAgent, String(patch.accountType));
  }
  if (patch.username !== undefined) {
    if (patch.username) writeStorage('session', SESSION_KEYS.username, patch.username);
    else removeStorage('session', SESSION_KEYS.username);
  }
  emit();
}

/**
 * Login state flags kept beside the session (spec §3 "Login state flags", §4 "Login success"),
 * in session storage so a reload keeps them and signing out clears them with the rest.
 * - afterLogin: set once a login finished; the announcements popup reads it.
 * - firstTimeLogin: the server said this is the account's first login.
 * - forcePasswordChange: the password must be changed before anything else (default weak
 *   password or expired); the change-password modal reopens until it is done.
 */
export const SESSION_FLAGS = {
  afterLogin: 'afterLogin',
  firstTimeLogin: 'firstTimeLogin',
  forcePasswordChange: 'forcePasswordChange',
} as const;
export type TSessionFlag = keyof typeof SESSION_FLAGS;

/** Sets or clears one login state flag. */
export function setSessionFlag(flag: TSessionFlag, on: boolean): void {
  if (on) writeStorage('session', SESSION_FLAGS[flag], '1');
  else removeStorage('session', SESSION_FLAGS[flag]);
  // The session view carries forcePasswordChange: its readers follow.
  if (flag === 'forcePasswordChange') emit();
}

/** Reads one login state flag. */
export function readSessionFlag(flag: TSessionFlag): boolean {
  return readStorage('session', SESSION_FLAGS[flag]) === '1';
}

/**
 * Signs out locally: clears the whole session storage with the login state flags (spec §4
 * "Logout"). `signedOut` marks a sign-out the visitor asked for (not an expired session).
 */
export function clearSession({ signedOut = false }: { signedOut?: boolean } = {}): void {
  signedOutOnPurpose = signedOut;
  try {
    window.sessionStorage.clear();
  } catch {
    /* ignore */
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React view of the session; re-renders on sign-in and sign-out. */
export function useSession(): TSessionView {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** What the address brought at start: a one-time sign-in ticket or an error code. */
export interface TLoginHandoff {
  ticket: string | null;
  error: string | null;
}

let pendingHandoff: TLoginHandoff | null = null;

/**
 * A social sign-in comes back as `?loginTicket=…` (or `?loginError=CODE`), and an app or partner
 * page hands a signed-in player over as `?token=…` (spec §4; a one-time hand-over ticket, never a
 * session token). All are taken at start, before the router reads the address, and removed from
 * it, so they are neither bookmarked nor shared. The app redeems the ticket once it runs
 * (`takeLoginHandoff`).
 */
export function captureLoginHandoffFromUrl(win: Window = window): boolean {
  const url = new URL(win.location.href);
  const ticket = url.searchParams.get('loginTicket') || url.searchParams.get('token');
  const error = url.searchParams.get('loginError');
  if (!ticket && !error) return false;
  pendingHandoff = { ticket: ticket || null, error: error || null };
  url.searchParams.delete('loginTicket');
  url.searchParams.delete('token');
  url.searchParams.delete('loginError');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

/** The captured handoff, handed out once. */
export function takeLoginHandoff(): TLoginHandoff | null {
  const handoff = pendingHandoff;
  pendingHandoff = null;
  return handoff;
}
