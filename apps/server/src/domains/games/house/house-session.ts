import { errorMessages, FUN_CURRENCY, HOUSE_VENDOR } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { hashToken } from '../../../platform/tokens.js';

/** Who plays a house game: the launch session the page presents, with its account. */
export interface HouseSession {
  tokenHash: string;
  /** The protocol player id: the account id, or a visitor's (or member's demo) `demo-…` id. */
  playerId: string;
  /** Null for a demo session held on the session row (visitors, members in demo mode). */
  accountId: number | null;
  accountType: number | null;
  username: string | null;
  gameCode: string;
  currency: string;
  mode: 'real' | 'demo';
  /** Real money, or FUN play money (trial accounts, demo sessions). */
  kind: 'real' | 'fun';
  /** The owner of seed pairs and rounds: `a<id>:real`, `a<id>:fun`, or the demo player id. */
  playerKey: string;
  /**
   * Served from this process's copy without reading the database: only the fast spin accepts
   * it, because its statement checks the session again (see `HouseSessions.resolveCached`).
   */
  fromCache?: true;
}

/** Sessions one process keeps at most (cleared whole beyond). */
const MAX_CACHED = 20_000;

interface SessionRow {
  player_id: string;
  account_id: unknown;
  vendor: string;
  game_code: string;
  mode: string;
  currency: string;
  expires_at: unknown;
  revoked_at: unknown;
  type: number | null;
  status: string | null;
  locked_until: unknown;
  must_change_password: boolean | null;
  username: string | null;
}

/**
 * Resolves the launch session token of a house page. The rules are the wallet API's for a bet:
 * a live session (not revoked by sign-out, lock, disable or password reset; not expired) of a
 * HOUSE game, and an active account (a locked or disabled account, or one whose password must be
 * changed first, moves no money).
 */
export class HouseSessions {
  private readonly cached = new Map<string, HouseSession>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async resolve(token: string | undefined): Promise<HouseSession> {
    if (!token || token.length > 256) throw unauthorized();
    return this.resolveHash(hashToken(token));
  }

  /**
   * A member's session for a slot spin or dice roll, from this process's copy when it has one
   * (no round trip). What the copy may have missed is checked in the spin's own statements: the
   * session's revocation and expiry in the guarded round insert, the account's lock, disable
   * and password rule in the wager core's claim; a failed check re-reads it (`fresh`). Visitors'
   * demo sessions are never copied.
   */
  async resolveCached(token: string | undefined): Promise<HouseSession> {
    if (!token || token.length > 256) throw unauthorized();
    const tokenHash = hashToken(token);
    const copy = this.cached.get(tokenHash);
    if (copy) return copy;
    const session = await this.resolveHash(tokenHash);
    if (session.accountId !== null) {
      if (this.cached.size >= MAX_CACHED) this.cached.clear();
      this.cached.set(tokenHash, { ...session, fromCache: true });
    }
    return session;
  }

  /** The session read again (its copy dropped): throws what `resolve` throws. */
  async fresh(session: HouseSession): Promise<HouseSession> {
    if (!session.fromCache) return session;
    this.forget(session.tokenHash);
    return this.resolveHash(session.tokenHash);
  }

  forget(tokenHash: string): void {
    this.cached.delete(tokenHash);
  }

  private async resolveHash(tokenHash: string): Promise<HouseSession> {
    const [row] = await queryRows<SessionRow>(
      this.db,
      sql`SELECT s.player_id, s.account_id, s.vendor, s.game_code, s.mode, s.currency,
                 s.expires_at, s.revoked_at, a.type, a.status, a.locked_until, a.username,
                 a.must_change_password
            FROM game_sessions s LEFT JOIN accounts a ON a.id = s.account_id
           WHERE s.token_hash = ${tokenHash}`,
    );
    const now = this.clock.now().getTime();
    if (
      !row ||
      row.vendor !== HOUSE_VENDOR ||
      row.revoked_at !== null ||
      new Date(row.expires_at as string).getTime() <= now
    ) {
      throw unauthorized();
    }
    const accountId = row.account_id === null ? null : Number(row.account_id);
    if (accountId !== null) {
      if (row.status === 'disabled') {
        throw new AppError('ACCOUNT_DISABLED', errorMessages.ACCOUNT_DISABLED.en);
      }
      const lockedUntil = row.locked_until ? new Date(row.locked_until as string).getTime() : 0;
      if (row.status !== 'active' || lockedUntil > now) {
        throw new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
      }
      if (row.must_change_password) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
      }
    }
    const kind = row.currency === FUN_CURRENCY ? 'fun' : 'real';
    return {
      tokenHash,
      playerId: row.player_id,
      accountId,
      accountType: row.type,
      username: row.username,
      gameCode: row.game_code,
      currency: row.currency,
      mode: row.mode === 'real' ? 'real' : 'demo',
      kind,
      playerKey: accountId === null ? row.player_id : `a${accountId}:${kind}`,
    };
  }

  /** The session, checked to be the one of this game (a page plays the game it launched). */
  async forGame(token: string | undefined, gameCode: string): Promise<HouseSession> {
    return sessionOfGame(await this.resolve(token), gameCode);
  }
}

/** The session, when it is one of `gameCode` (a launch plays the game it was made for). */
export function sessionOfGame(session: HouseSession, gameCode: string): HouseSession {
  if (session.gameCode !== gameCode) {
    throw new AppError(
      'UNAUTHORIZED',
      `This session is for ${session.gameCode}; launch ${gameCode}`,
    );
  }
  return session;
}

export function unauthorized(): AppError {
  return new AppError('UNAUTHORIZED', 'Launch the game again: the game session ended');
}
