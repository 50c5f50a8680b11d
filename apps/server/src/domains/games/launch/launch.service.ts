import type { SessionLimit } from '../../identity/player-auth/index.js';
import {
  DEMO_PLAY_MONEY,
  errorMessages,
  findLanguage,
  FUN_CURRENCY,
  ZVendorLaunchAnswer,
  type TGameLaunchRequest,
  type TGameLaunchResponse,
  type TGameMaintenanceDetails,
} from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';
import crypto from 'node:crypto';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { hashToken, newSessionToken } from '../../../platform/tokens.js';
import type { CatalogueService } from '../catalogue/index.js';
import { callVendor, type VendorDirectory } from '../vendors/index.js';
import { memberLaunchToken, type LaunchLink } from './launch-token.js';

/** accounts.type of trial players: demo only, with the play money of their play wallet. */
const TRIAL_TYPE = 4;
/** How long a launch token stays good for bets (wins and rollbacks never need it). */
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Popular games suggested when the chosen one is in maintenance. */
const POPULAR_SUGGESTIONS = 6;

/** Who launches: a signed-in account, or a visitor (null). */
export interface Launcher {
  id: number;
  /** Transfer-mode vendors know the member by username (cashier/vendor-transfers). */
  username: string;
  type: number;
  status: string;
  lockedUntil: Date | null;
  language: string;
  /**
   * Token hash of the sign-in session the member launches from: its sign-out ends these launches
   * (other sessions' launches go on). Without it only account-wide endings reach the launch.
   */
  signInTokenHash?: string;
  /** Signed in with a password that must be changed first: no game until it is changed. */
  mustChangePassword?: boolean;
}

export interface LaunchDeps {
  db: Database;
  clock: Clock;
  vendors: Pick<VendorDirectory, 'get'>;
  catalogue: Pick<CatalogueService, 'getGame' | 'recordLaunch' | 'hotGames' | 'isPlayable'>;
  /** The site's launchGameCDNs (the launch host is picked at random among them). */
  launchHosts: () => Promise<string[]>;
  /** The server key members' launch tokens are derived with (see `memberLaunchToken`). */
  launchKey: () => Promise<string>;
  operatorCode: string;
  /** The site's default language, for members who never chose one (their language is `*`). */
  siteLanguage: () => Promise<string>;
  /** Responsible gaming: a member whose session time is used up is signed out, not launched. */
  sessionLimit?: SessionLimit;
}

/** Tries at opening a member's launch session before giving up (each a millisecond later). */
const OPEN_ATTEMPTS = 10;

/**
 * Launches a game: checks the game (listed, not hidden), its vendor (enabled, not in maintenance:
 * GAME_MAINTENANCE with popular games to suggest) and the player (a disabled or locked member
 * cannot launch; visitors and trial accounts play demo only, with play money), creates the launch
 * session whose token the vendor presents, and asks the vendor's /launch for the game URL.
 */
export class LaunchService {
  /** Vendors whose games are pages of this site (the house studio): their URL of a session. */
  private readonly inSite = new Map<string, (gameCode: string, token: string) => string>();

  constructor(private readonly deps: LaunchDeps) {}

  /**
   * The member's own language, or the site's default for visitors and for members who never chose
   * one: accounts registered through the API carry `*`, which no vendor understands.
   */
  private async launchLanguage(launcher: Launcher | null): Promise<string> {
    const own = launcher?.language;
    const known = own ? findLanguage(own) : undefined;
    return known ? known.code : this.deps.siteLanguage();
  }

  /** Launches of this vendor answer `url(gameCode, token)` instead of asking its /launch. */
  setInSiteVendor(code: string, url: (gameCode: string, token: string) => string): void {
    this.inSite.set(code, url);
  }

  async launch(
    launcher: Launcher | null,
    input: Required<Omit<TGameLaunchRequest, 'language'>> & { language?: string },
  ): Promise<TGameLaunchResponse> {
    const now = this.deps.clock.now();
    const game = await this.deps.catalogue.getGame(input.nodeId);
    if (!game || !game.listed || game.hidden) {
      throw new AppError('GAME_NOT_FOUND', errorMessages.GAME_NOT_FOUND.en);
    }
    const vendor = await this.deps.vendors.get(game.vendor);
    if (!vendor || !vendor.enabled) {
      throw new AppError('GAME_NOT_FOUND', errorMessages.GAME_NOT_FOUND.en);
    }
    if (vendor.inMaintenance(now)) {
      const hot = await this.deps.catalogue.hotGames({ limit: POPULAR_SUGGESTIONS * 3 });
      const popular = hot.list
        .filter((g) => g.vassalage !== vendor.code)
        .slice(0, POPULAR_SUGGESTIONS)
        .map((g) => g.nodeId);
      const details: TGameMaintenanceDetails = {
        vendor: vendor.code,
        until: vendor.maintenance.until?.toISOString() ?? null,
        popular,
      };
      throw new AppError('GAME_MAINTENANCE', errorMessages.GAME_MAINTENANCE.en, details);
    }
    if (launcher) {
      if (launcher.status === 'disabled') {
        throw new AppError('ACCOUNT_DISABLED', errorMessages.ACCOUNT_DISABLED.en);
      }
      if (
        launcher.status === 'locked' ||
        (launcher.lockedUntil && launcher.lockedUntil.getTime() > now.getTime())
      ) {
        throw new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
      }
      // The same rule as the player guard: such a session changes its password before anything.
      if (launcher.mustChangePassword) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
      }
      const over = await this.deps.sessionLimit?.exceeded(launcher.id, { endSessions: true });
      if (over) throw new AppError('LIMIT_EXCEEDED', errorMessages.LIMIT_EXCEEDED.en, over);
    }
    const trial = launcher?.type === TRIAL_TYPE;
    // Visitors play demo only; trial accounts play their play money (the vendor sees demo).
    const mode = !launcher || trial ? 'demo' : input.mode;
    if (!launcher && input.mode === 'real') {
      throw new AppError('UNAUTHORIZED', 'Sign in to play for real money');
    }
    // A demo session of its own (not the ledger's play wallet) needs the vendor's demo offer.
    const sessionDemo = mode === 'demo' && !trial;
    if (sessionDemo && game.supportPlay !== 0) {
      throw new AppError('DEMO_NOT_AVAILABLE', errorMessages.DEMO_NOT_AVAILABLE.en);
    }
    const playerId = sessionDemo
      ? `demo-${crypto.randomBytes(10).toString('hex')}`
      : vendor.walletMode === 'transfer'
        ? launcher!.username
        : String(launcher!.id);
    const currency = sessionDemo || trial ? FUN_CURRENCY : vendor.currency;
    const language = input.language ?? (await this.launchLanguage(launcher));
    const signInTokenHash = sessionDemo ? undefined : launcher?.signInTokenHash;
    const token = await this.openSession(
      now,
      signInTokenHash ? { signInTokenHash, accountId: launcher!.id, gameId: game.id } : null,
      (tokenHash, createdAt) =>
        sql`INSERT INTO game_sessions (token_hash, player_id, account_id, vendor, game_code, game_id,
              mode, currency, language, demo_balance, created_at, expires_at)
            VALUES (${tokenHash}, ${playerId}, ${sessionDemo ? null : launcher!.id},
              ${vendor.code}, ${game.gameCode}, ${game.id}, ${mode}, ${currency}, ${language},
              ${sessionDemo ? DEMO_PLAY_MONEY : null}, ${createdAt.toISOString()}::timestamptz,
              ${new Date(now.getTime() + SESSION_TTL_MS).toISOString()}::timestamptz)
            ON CONFLICT (token_hash) DO NOTHING
            RETURNING token_hash`,
    );
    const inSite = this.inSite.get(vendor.code);
    if (inSite) {
      if (launcher) await this.deps.catalogue.recordLaunch(launcher.id, game.id);
      return { url: inSite(game.gameCode, token), mode, openIn: input.openIn, currency };
    }
    let url: string;
    try {
      const answer = ZVendorLaunchAnswer.safeParse(
        await callVendor(
          vendor,
          '/launch',
          {
            playerId,
            token,
            gameCode: game.gameCode,
            language,
            currency,
            mode,
            device: input.device,
            returnUrl: input.returnUrl,
          },
          { operatorCode: this.deps.operatorCode, timeoutMs: 8_000 },
        ),
      );
      if (!answer.success) throw new Error('the vendor refused the launch');
      url = answer.data.url;
    } catch {
      await queryRows(
        this.deps.db,
        sql`UPDATE game_sessions SET revoked_at = ${now.toISOString()}::timestamptz
             WHERE token_hash = ${hashToken(token)}`,
      );
      throw new AppError('GAME_LAUNCH_FAILED', errorMessages.GAME_LAUNCH_FAILED.en, {
        vendor: vendor.code,
      });
    }
    if (launcher) await this.deps.catalogue.recordLaunch(launcher.id, game.id);
    return {
      url: onLaunchHost(url, await this.deps.launchHosts()),
      mode,
      // Live tables on phones want the whole screen; everything else opens inside /seamless.
      openIn: input.device === 'mobile' && game.gameType === 'LIVE' ? 'window' : input.openIn,
      currency,
    };
  }

  /**
   * Inserts the launch session (`insert` answers the row it wrote, none on a taken token) and
   * answers its token: a member's is derived from the sign-in session (`link`), anyone else's is
   * random. Two launches of one game from one sign-in session in the same millisecond (a double
   * tap) would derive the same token: the second moves on a millisecond.
   */
  private async openSession(
    now: Date,
    link: Omit<LaunchLink, 'createdAt'> | null,
    insert: (tokenHash: string, createdAt: Date) => SQL,
  ): Promise<string> {
    const key = link ? await this.deps.launchKey() : null;
    let createdAt = now;
    for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt += 1) {
      const token =
        link && key ? memberLaunchToken(key, { ...link, createdAt }) : newSessionToken();
      const written = await queryRows(this.deps.db, insert(hashToken(token), createdAt));
      if (written.length > 0) return token;
      createdAt = new Date(createdAt.getTime() + 1);
    }
    throw new Error('no free launch token after several milliseconds');
  }

  /**
   * Ends the launch sessions opened from one sign-in session (its sign-out): each live launch
   * of the account whose token derives from that session. The member's other devices play on.
   * `db`: the transaction of the consumer that heard the sign-out.
   */
  async revokeSignInLaunches(
    accountId: number,
    signInTokenHash: string,
    db: Database = this.deps.db,
  ): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    const rows = await queryRows<{ token_hash: string; game_id: unknown; created_ms: unknown }>(
      db,
      sql`SELECT token_hash, game_id, floor(extract(epoch FROM created_at) * 1000) AS created_ms
            FROM game_sessions
           WHERE ${ofAccount(accountId)} AND revoked_at IS NULL
             AND expires_at > ${now}::timestamptz AND game_id IS NOT NULL`,
    );
    if (rows.length === 0) return;
    const key = await this.deps.launchKey();
    const ended = rows
      .filter(
        (row) =>
          hashToken(
            memberLaunchToken(key, {
              signInTokenHash,
              accountId,
              gameId: Number(row.game_id),
              createdAt: new Date(Number(row.created_ms)),
            }),
          ) === row.token_hash,
      )
      .map((row) => sql`${row.token_hash}`);
    if (ended.length === 0) return;
    await queryRows(
      db,
      sql`UPDATE game_sessions SET revoked_at = ${now}::timestamptz
           WHERE token_hash IN (${sql.join(ended, sql`, `)}) AND revoked_at IS NULL`,
    );
  }

  /**
   * Deletes launch sessions expired more than a week ago, in batches (each one short statement),
   * so the table holds recent launches only. A visitor's demo balance goes with its session.
   * Answers how many rows went.
   */
  async pruneExpired(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - EXPIRED_LAUNCH_RETENTION_MS);
    let total = 0;
    for (;;) {
      const deleted = await queryRows(
        this.deps.db,
        sql`DELETE FROM game_sessions WHERE token_hash IN (
              SELECT token_hash FROM game_sessions
               WHERE expires_at < ${cutoff.toISOString()}::timestamptz LIMIT ${PRUNE_BATCH})
            RETURNING 1`,
      );
      total += deleted.length;
      if (deleted.length < PRUNE_BATCH) return total;
    }
  }

  /**
   * Ends every launch session of a member opened up to `openedBy` (lock, disable, a password
   * change or reset, an operator ending the sessions): later bets answer TOKEN_EXPIRED. A
   * launch opened after it (a new sign-in) is left alone, so hearing the event again (a replay)
   * ends nothing new. `db`: the transaction of the consumer that heard it.
   */
  async revokeSessions(
    accountId: number,
    openedBy: Date = this.deps.clock.now(),
    db: Database = this.deps.db,
  ): Promise<void> {
    await queryRows(
      db,
      sql`UPDATE game_sessions SET revoked_at = ${this.deps.clock.now().toISOString()}::timestamptz
           WHERE ${ofAccount(accountId)} AND revoked_at IS NULL
             AND created_at <= ${openedBy.toISOString()}::timestamptz`,
    );
  }
}

/** How long an expired launch session is kept (a vendor's late wins never need it). */
export const EXPIRED_LAUNCH_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 5_000;

/**
 * The launch sessions of an account. player_id (the account id for seamless vendors, the
 * username for transfer ones) is indexed, account_id is not: it narrows the scan of a table that
 * keeps every launch.
 */
function ofAccount(accountId: number): SQL {
  return sql`player_id IN (${String(accountId)},
               (SELECT username FROM accounts WHERE id = ${accountId}))
             AND account_id = ${accountId}`;
}

/**
 * The game URL served from one of the site's launch hosts, picked at random (they front the
 * game hosts); the vendor's own URL when none is configured.
 */
export function onLaunchHost(url: string, hosts: string[]): string {
  if (hosts.length === 0) return url;
  const host = hosts[crypto.randomInt(hosts.length)]!;
  try {
    const game = new URL(url);
    const base = new URL(host);
    base.pathname = `${base.pathname.replace(/\/+$/, '')}${game.pathname}`;
    base.search = game.search;
    base.hash = game.hash;
    return base.toString();
  } catch {
    return url;
  }
}
