import { noSessionLimit, type SessionLimit } from './session-limit.js';
import {
  errorMessages,
  isAgentType,
  TRIAL_ACCOUNT_TYPE,
  type TAccountPolicySettings,
  type TLoginResult,
  type TLoginResponse,
  type TLoginHistoryEntry,
  type TSecondStepRequired,
} from '@lw/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, accountSessions, loginHistory } from '../../../db/schema/index.js';
import {
  AttemptGuard,
  secondsUntil,
  type AttemptVerdict,
} from '../../../platform/attempt-guard.js';
import { AppError } from '../../../platform/errors.js';
import type { RequestMeta } from '../../../platform/request-meta.js';
import type { PlayerSession } from '../../../platform/guards/player-guard.js';
import { expiringCounter } from '../../../platform/expiring-counter.js';
import { countryOfIp } from '../../../platform/geoip.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../platform/passwords.js';
import { sessionIsLive, sessionNeedsTouch } from '../../../platform/session-clock.js';
import { hashToken, newSessionToken } from '../../../platform/tokens.js';
import {
  presentLogin,
  presentMemberInfo,
  publishSignedOut,
  playRestrictionOf,
  refusePlayRestricted,
  type AccountRow,
} from '../accounts/index.js';
import { systemClock, type Clock } from '../../../platform/clock.js';
import type { AccountsService } from '../accounts/index.js';
import type { BotCheckService } from '../bot-defence/index.js';
import type { CaptchaService } from '../bot-defence/index.js';
import {
  checkNewPassword,
  publishAccountLocked,
  publishPasswordChanged,
} from '../accounts/index.js';
import { UnknownUsernameGuard } from './unknown-username-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import { LoginChallenges, usableMethods } from './login-challenges.js';
import { RememberedDevices } from './remembered-devices.js';

export type LoginSite = 'member' | 'agent';

/** Just what the service logs (pino and Fastify's logger both fit). */
export interface InfoLogger {
  info(fields: Record<string, unknown>, message: string): void;
}

export type { RequestMeta };

export interface SessionRules {
  policy: TAccountPolicySettings;
  passwordExpiryOn: boolean;
}

/** How an account proved who it is, and what the session should do next. */
export interface LoginOptions {
  /** The forced change-password modal (never for SMS or social sign-in). */
  mustChangePassword: boolean;
  /** Keep a device token cookie for a day (remember me). */
  remember?: boolean;
  /** The identity provider asks for an SMS step after it (social sign-in). */
  requireSms?: boolean;
}

/**
 * What a sign-in answers, plus the device token a route must set as the httpOnly cookie
 * (see `replyLogin`). Every login path ends in `completeLogin`.
 */
export interface LoginOutcome {
  response: TLoginResponse;
  deviceToken?: string;
}

/** A sign-in that opened a session (no second step pending). */
export type SessionOutcome = LoginOutcome & { response: TLoginResult };

/** Sign-in methods whose first factor was an SMS code to the account's bound mobile. */
const MOBILE_PROVEN_METHODS = new Set(['sms', 'resetPassword']);

export type { PlayerSession };

/** Hears a sign-out: the account and the token hash of the sign-in session that ended. */
export type SignedOutListener = (accountId: number, tokenHash: string) => void | Promise<void>;

/** Player and agent sign-in, sessions and passwords (spec §4 "Login success"). */
/** Keeps the device id of a sign-in, in the session's transaction. */
export type DeviceSeen = (accountId: number, deviceId: string, tx: Database) => Promise<void>;

export class PlayerAuthService {
  private deviceSeen: DeviceSeen | null = null;
  /** Sign-ins waiting for their second step (unregistered IP, SMS after social sign-in). */
  readonly challenges: LoginChallenges;
  /** Remember-me device tokens. */
  readonly rememberedDevices: RememberedDevices;
  /** Wrong sign-in passwords in a row, counted atomically per account. */
  private readonly loginAttempts: AttemptGuard;
  private readonly signedOutListeners = new Set<SignedOutListener>();

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly accountsService: AccountsService,
    private readonly defence: { captcha: CaptchaService; botCheck: BotCheckService },
    private readonly log: InfoLogger = { info: () => undefined },
    private readonly unknownUsernames = new UnknownUsernameGuard(expiringCounter(null, '')),
    /** Responsible gaming: a member whose session time is used up does not sign in. */
    private readonly sessionLimit: SessionLimit = noSessionLimit,
    /** Business time: a time-out ends on it (issue 24). */
    private readonly clock: Clock = systemClock,
  ) {
    this.challenges = new LoginChallenges(db);
    this.rememberedDevices = new RememberedDevices(db);
    this.loginAttempts = new AttemptGuard(db, {
      table: accounts,
      id: accounts.id,
      failures: accounts.failedLogins,
      lockedUntil: accounts.lockedUntil,
      // The lock and its event commit together.
      onLocked: (tx, accountId, until) =>
        publishAccountLocked(tx, accountId, { by: 'guard', until }),
    });
  }

  /**
   * Username and password sign-in on the member or the agent site. Before the password: the
   * proof-of-work bot check (when the policy asks for it), and the captcha once the account
   * has `captchaAfterFailures` failures in a row.
   */
  async login(
    input: {
      username: string;
      password: string;
      site: LoginSite;
      captchaId?: string | undefined;
      captcha?: string | undefined;
      botCheck?: string | undefined;
      remember?: boolean | undefined;
    },
    meta: RequestMeta,
  ): Promise<LoginOutcome> {
    const rules = await this.sessionRules();
    const { policy } = rules;
    if (policy.botCheckOnLogin && !(await this.defence.botCheck.verify(input.botCheck))) {
      throw new AppError('BOT_CHECK_FAILED', errorMessages.BOT_CHECK_FAILED.en);
    }
    const account = await this.accountsService.findByUsername(input.username);
    if (!account) return this.failUnknownUsername(input, policy);
    const fail = async (
      code:
        | 'INVALID_CREDENTIALS'
        | 'ACCOUNT_LOCKED'
        | 'ACCOUNT_DISABLED'
        | 'NOT_A_MEMBER'
        | 'NOT_AN_AGENT'
        | 'CAPTCHA_REQUIRED'
        | 'CAPTCHA_INVALID',
      details?: Record<string, unknown>,
    ) => {
      await this.recordLogin(account.id, input.site, 'password', meta, code);
      throw new AppError(code, errorMessages[code].en, details);
    };
    if (account.status === 'disabled') return fail('ACCOUNT_DISABLED');
    if (account.status === 'locked') return fail('ACCOUNT_LOCKED');
    const verdict = await this.checkPassword(account, input, policy);
    if (verdict.kind === 'captchaRequired' || verdict.kind === 'captchaInvalid') {
      return fail(verdict.kind === 'captchaRequired' ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID', {
        captchaRequired: true,
      });
    }
    if (verdict.kind === 'locked') {
      return fail('ACCOUNT_LOCKED', { retryAfterSeconds: secondsUntil(verdict.until, new Date()) });
    }
    if (verdict.kind === 'wrong') {
      return fail(
        'INVALID_CREDENTIALS',
        verdict.ordinal >= policy.captchaAfterFailures ? { captchaRequired: true } : undefined,
      );
    }
    // Trial accounts only come in through free play; agents have their own site.
    if (input.site === 'member' && account.type === TRIAL_ACCOUNT_TYPE) return fail('NOT_A_MEMBER');
    if (input.site === 'agent' && !isAgentType(account.type)) return fail('NOT_AN_AGENT');

    const mustChangePassword =
      account.mustChangePassword || input.password === policy.defaultPassword;
    return this.completeLogin(account, input.site, 'password', meta, {
      mustChangePassword,
      remember: input.remember,
    });
  }

  /**
   * The password check of a username sign-in, counted atomically per account (`AttemptGuard`):
   * the first `captchaAfterFailures` guesses in a run need no captcha, later ones need a solved
   * captcha before the password is even looked at, and the `maxFailedLogins`-th wrong one locks.
   */
  private async checkPassword(
    account: AccountRow,
    input: { password: string; captchaId?: string | undefined; captcha?: string | undefined },
    policy: TAccountPolicySettings,
  ): Promise<AttemptVerdict | { kind: 'captchaRequired' | 'captchaInvalid' }> {
    const rules = { maxFailures: policy.maxFailedLogins, lockMinutes: policy.lockMinutes };
    const lockUntil = () => new Date(Date.now() + policy.lockMinutes * 60_000);
    const free = Math.min(policy.captchaAfterFailures, policy.maxFailedLogins);
    let claim = await this.loginAttempts.claim(
      account.id,
      free,
      free === rules.maxFailures ? { wait: true, lockUntil } : { wait: false },
    );
    if (claim.kind === 'full') {
      if (!input.captchaId || !input.captcha) return { kind: 'captchaRequired' };
      if (!(await this.defence.captcha.check(input.captchaId, input.captcha))) {
        return { kind: 'captchaInvalid' };
      }
      claim = await this.loginAttempts.claim(account.id, rules.maxFailures, {
        wait: true,
        lockUntil,
      });
    }
    return this.loginAttempts.verify(
      account.id,
      rules,
      () => verifyPassword(account.passwordHash, input.password),
      claim,
    );
  }

  /**
   * A username that does not exist answers exactly as a real account with a wrong password would:
   * the same captcha flag after the same number of failures, the same lock, the same hashing time.
   */
  private async failUnknownUsername(
    input: {
      username: string;
      password: string;
      captchaId?: string | undefined;
      captcha?: string | undefined;
    },
    policy: TAccountPolicySettings,
  ): Promise<never> {
    const fail = (
      code: 'INVALID_CREDENTIALS' | 'ACCOUNT_LOCKED' | 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID',
      details?: Record<string, unknown>,
    ): never => {
      throw new AppError(code, errorMessages[code].en, details);
    };
    const lockedSeconds = await this.unknownUsernames.lockedSeconds(input.username);
    if (lockedSeconds > 0) fail('ACCOUNT_LOCKED', { retryAfterSeconds: lockedSeconds });
    const max = policy.maxFailedLogins;
    let ordinal = await this.unknownUsernames.claim(
      input.username,
      Math.min(policy.captchaAfterFailures, max),
    );
    if (ordinal === null && policy.captchaAfterFailures < max) {
      if (!input.captchaId || !input.captcha) fail('CAPTCHA_REQUIRED', { captchaRequired: true });
      if (!(await this.defence.captcha.check(input.captchaId!, input.captcha!))) {
        fail('CAPTCHA_INVALID', { captchaRequired: true });
      }
      ordinal = await this.unknownUsernames.claim(input.username, max);
    }
    // Every place taken: the guesses being checked will lock it, as an account's would.
    if (ordinal === null)
      return fail('ACCOUNT_LOCKED', { retryAfterSeconds: policy.lockMinutes * 60 });
    await verifyPassword(await dummyPasswordHash(), input.password);
    if (ordinal >= max) {
      await this.unknownUsernames.lock(input.username, policy);
      fail('ACCOUNT_LOCKED', { retryAfterSeconds: policy.lockMinutes * 60 });
    }
    return fail(
      'INVALID_CREDENTIALS',
      ordinal >= policy.captchaAfterFailures ? { captchaRequired: true } : undefined,
    );
  }

  /**
   * The one end of every sign-in path (password, SMS, one-click, trial, social, remembered
   * device, ticket): the unregistered-IP second step when configured, then the session, and the
   * device token when asked to remember.
   */
  async completeLogin(
    account: AccountRow,
    site: LoginSite,
    method: string,
    meta: RequestMeta,
    options: LoginOptions,
  ): Promise<LoginOutcome> {
    // Issue 24: a time-out or self-exclusion refuses every sign-in path, once the account is proven.
    const restricted = playRestrictionOf(account, this.clock.now());
    if (restricted) {
      await this.recordLogin(account.id, site, method, meta, 'PLAY_RESTRICTED');
      refusePlayRestricted(account, this.clock.now());
    }
    if (site === 'member') {
      const over = await this.sessionLimit.exceeded(account.id);
      if (over) throw new AppError('LIMIT_EXCEEDED', errorMessages.LIMIT_EXCEEDED.en, over);
    }
    const rules = await this.sessionRules();
    const secondStep = await this.secondStepFor(account, site, method, meta, options, rules);
    if (secondStep) return { response: secondStep };
    return this.openSession(account, site, method, meta, rules, options);
  }

  /**
   * The session of a sign-in that passed every step, plus a device token when it asked to be
   * remembered. `db` may be a transaction (the second step spends its ticket in the same one).
   */
  async openSession(
    account: AccountRow,
    site: LoginSite,
    method: string,
    meta: RequestMeta,
    rules: SessionRules,
    options: LoginOptions,
    db: Database = this.db,
  ): Promise<SessionOutcome> {
    const response = await this.startSession(
      account,
      site,
      method,
      meta,
      rules,
      { mustChangePassword: options.mustChangePassword },
      db,
    );
    if (!options.remember) return { response };
    return { response, deviceToken: await this.rememberedDevices.create(account.id, meta, db) };
  }

  /**
   * Sign-in with a remembered device cookie: the same account checks as a password sign-in, then
   * the old device token is spent and a new one issued (rotation), so a copied cookie works once.
   */
  async rememberedLogin(
    deviceToken: string | undefined,
    site: LoginSite,
    meta: RequestMeta,
  ): Promise<LoginOutcome> {
    const account = await this.rememberedDevices.accountOf(deviceToken);
    if (!account || !deviceToken) {
      throw new AppError('UNAUTHORIZED', 'This device is not remembered');
    }
    const refusal = signInRefusal(account, site, new Date());
    if (refusal) {
      await this.recordLogin(account.id, site, 'remembered', meta, refusal.code);
      throw new AppError(refusal.code, errorMessages[refusal.code].en, refusal.details);
    }
    if (!(await this.rememberedDevices.spend(deviceToken))) {
      throw new AppError('UNAUTHORIZED', 'This device is not remembered');
    }
    return this.completeLogin(account, site, 'remembered', meta, {
      mustChangePassword: account.mustChangePassword,
      remember: true,
    });
  }

  /**
   * The second step this sign-in must pass first, or null. Social sign-in may ask for SMS; an
   * IP the account never used asks for one of the operator's methods the account can use.
   */
  private async secondStepFor(
    account: AccountRow,
    site: LoginSite,
    method: string,
    meta: RequestMeta,
    options: LoginOptions,
    rules: SessionRules,
  ): Promise<TSecondStepRequired | null> {
    const challenge = {
      account,
      site,
      loginMethod: method,
      mustChangePassword: options.mustChangePassword,
      remember: options.remember ?? false,
      ip: meta.ip,
    };
    // The provider asks for SMS: to the bound mobile, or to one the player binds in the step.
    if (options.requireSms) {
      return this.challenges.create({ ...challenge, reason: 'providerSms', methods: ['sms'] });
    }
    const order = rules.policy.newIpSecondStep;
    // A code that reached the account's own mobile already proved possession: no second step.
    if (MOBILE_PROVEN_METHODS.has(method)) return null;
    if (order.length === 0 || (await this.challenges.isKnownIp(account, meta.ip))) return null;
    const methods = usableMethods(account, order);
    if (methods.length === 0) {
      this.log.info(
        { accountId: account.id, ip: meta.ip },
        'sign-in from a new IP let through: the account has no second-step method',
      );
      return null;
    }
    return this.challenges.create({ ...challenge, reason: 'newIp', methods });
  }

  /**
   * What a new session needs from the settings. Read it before opening a transaction: PGlite has
   * a single connection, so a read through `this.db` inside a transaction would wait forever.
   */
  async sessionRules(): Promise<SessionRules> {
    const [policy, modules] = await Promise.all([
      this.settings.get('accountPolicy'),
      this.settings.get('modules'),
    ]);
    return {
      policy,
      passwordExpiryOn: Boolean(
        modules.enabled['login'] && modules.enabled['login.passwordExpiry'],
      ),
    };
  }

  /**
   * Identity matching keeps the device id of every sign-in (issue 24); it plugs in here, in the
   * session's transaction, because it is listed after this module.
   */
  useDeviceSeen(recorder: DeviceSeen): void {
    this.deviceSeen = recorder;
  }

  /** Opens a session for an account that proved who it is; answers the login result. */
  async startSession(
    account: AccountRow,
    site: LoginSite,
    method: string,
    meta: RequestMeta,
    rules: SessionRules,
    flags: { mustChangePassword: boolean },
    db: Database = this.db,
  ): Promise<TLoginResult> {
    const { policy } = rules;
    // Every session starts here (a second step's too, whose account was read after the first).
    refusePlayRestricted(account, this.clock.now());
    const token = newSessionToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + policy.sessionMaxHours * 3_600_000);
    const passwordExpired =
      rules.passwordExpiryOn &&
      policy.passwordExpiryDays > 0 &&
      now.getTime() - account.passwordChangedAt.getTime() > policy.passwordExpiryDays * 86_400_000;
    const updated = await db.transaction(async (tx) => {
      await tx.insert(accountSessions).values({
        tokenHash: hashToken(token),
        accountId: account.id,
        site,
        method,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        mustChangePassword: flags.mustChangePassword,
      });
      const [row] = await tx
        .update(accounts)
        .set({
          failedLogins: 0,
          lockedUntil: null,
          lastLoginAt: now,
          lastLoginIp: meta.ip,
          firstLoginAt: account.firstLoginAt ?? now,
        })
        .where(eq(accounts.id, account.id))
        .returning();
      await this.recordLogin(account.id, site, method, meta, null, tx);
      if (meta.deviceId && this.deviceSeen) await this.deviceSeen(account.id, meta.deviceId, tx);
      return row!;
    });
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      firstTimeLogin: account.firstLoginAt === null,
      passwordExpired,
      mustChangePassword: flags.mustChangePassword,
      member: presentMemberInfo(updated),
    };
  }

  /** Resolves a bearer token; null when unknown, revoked, idle too long, expired or blocked. */
  async authenticate(token: string): Promise<PlayerSession | null> {
    const tokenHash = hashToken(token);
    const [found] = await this.db
      .select({ session: accountSessions, account: accounts })
      .from(accountSessions)
      .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
      .where(and(eq(accountSessions.tokenHash, tokenHash), isNull(accountSessions.revokedAt)));
    if (!found || found.account.status !== 'active') return null;
    const policy = await this.settings.get('accountPolicy');
    const now = Date.now();
    if (!sessionIsLive(found.session, policy.sessionIdleMinutes, now)) return null;
    if (sessionNeedsTouch(found.session, now)) {
      await this.db
        .update(accountSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(accountSessions.tokenHash, tokenHash));
    }
    return {
      account: found.account,
      tokenHash,
      site: found.session.site,
      mustChangePassword: found.session.mustChangePassword,
    };
  }

  /**
   * Hears every sign-out (after the session ended): the games end the launch sessions opened from
   * that sign-in session here, so their tokens stop taking bets. Answers an unsubscribe.
   */
  onSignedOut(listener: SignedOutListener): () => void {
    this.signedOutListeners.add(listener);
    return () => this.signedOutListeners.delete(listener);
  }

  async logout(tokenHash: string): Promise<void> {
    const ended = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(accountSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(accountSessions.tokenHash, tokenHash), isNull(accountSessions.revokedAt)))
        .returning({ accountId: accountSessions.accountId });
      // Durable: the game launches of this session end even if this process dies now.
      for (const { accountId } of rows) await publishSignedOut(tx, accountId, tokenHash);
      return rows;
    });
    for (const { accountId } of ended) {
      // Awaited: when the sign-out answers, what hangs on the session has ended too.
      for (const listener of this.signedOutListeners) await listener(accountId, tokenHash);
    }
  }

  /** Changes the own password; other sessions end, this one stays. */
  async changePassword(
    session: PlayerSession,
    input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ): Promise<void> {
    const { account } = session;
    if (account.type === TRIAL_ACCOUNT_TYPE)
      throw new AppError('TRIAL_NOT_ALLOWED', 'Trial account');
    await this.checkOwnPassword(account, input.oldPassword);
    if (input.newPassword !== input.confirmNewPassword) {
      throw new AppError('PASSWORD_MISMATCH', 'Confirmation differs');
    }
    if (input.newPassword === input.oldPassword)
      throw new AppError('SAME_PASSWORD', 'Same password');
    const [registration, policy] = await Promise.all([
      this.settings.get('registration'),
      this.settings.get('accountPolicy'),
    ]);
    checkNewPassword(input.newPassword, registration.fields.password, {
      username: account.username,
      defaultPassword: policy.defaultPassword,
      field: 'newPassword',
    });
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: false })
        .where(eq(accounts.id, account.id));
      await publishPasswordChanged(tx, account.id, 'member');
      await this.accountsService.revokeSessions(account.id, tx, session.tokenHash);
      await tx
        .update(accountSessions)
        .set({ mustChangePassword: false })
        .where(eq(accountSessions.tokenHash, session.tokenHash));
    });
    // A new password ends what hangs on every session (game launches), this one's too.
    await this.accountsService.sessionsEnded(account.id);
  }

  /**
   * Checks the sign-in password from inside a session (changing it, setting the payment
   * password). Wrong answers count with the sign-in failures, so a stolen session cannot guess it:
   * after `maxFailedLogins` the account locks as a failed sign-in would lock it.
   */
  async checkOwnPassword(account: AccountRow, password: string): Promise<void> {
    const policy = await this.settings.get('accountPolicy');
    const verdict = await this.loginAttempts.verify(
      account.id,
      { maxFailures: policy.maxFailedLogins, lockMinutes: policy.lockMinutes },
      () => verifyPassword(account.passwordHash, password),
    );
    if (verdict.kind === 'locked') {
      throw new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en, {
        retryAfterSeconds: secondsUntil(verdict.until, new Date()),
      });
    }
    if (verdict.kind === 'wrong') {
      throw new AppError('WRONG_PASSWORD', errorMessages.WRONG_PASSWORD.en);
    }
  }

  async loginHistory(accountId: number, limit = 50): Promise<TLoginHistoryEntry[]> {
    const rows = await this.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.accountId, accountId))
      .orderBy(desc(loginHistory.id))
      .limit(limit);
    return rows.map(presentLogin);
  }

  /** One line of the login history (failures too: wrong second-step answers, refusals). */
  async recordLogin(
    accountId: number,
    site: LoginSite,
    method: string,
    meta: RequestMeta,
    failure: string | null,
    db: Database = this.db,
  ): Promise<void> {
    await db.insert(loginHistory).values({
      accountId,
      site,
      method,
      ip: meta.ip,
      countryCode: countryOfIp(meta.ip),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      success: failure === null,
      failure,
    });
  }
}

type RefusalCode = 'ACCOUNT_LOCKED' | 'ACCOUNT_DISABLED' | 'NOT_A_MEMBER' | 'NOT_AN_AGENT';

/** Why an account that proved who it is may still not sign in on this site, or null. */
function signInRefusal(
  account: AccountRow,
  site: LoginSite,
  now: Date,
): { code: RefusalCode; details?: Record<string, unknown> } | null {
  if (account.status === 'disabled') return { code: 'ACCOUNT_DISABLED' };
  if (account.status === 'locked') return { code: 'ACCOUNT_LOCKED' };
  if (account.lockedUntil && account.lockedUntil > now) {
    return {
      code: 'ACCOUNT_LOCKED',
      details: { retryAfterSeconds: secondsUntil(account.lockedUntil, now) },
    };
  }
  if (site === 'member' && account.type === TRIAL_ACCOUNT_TYPE) return { code: 'NOT_A_MEMBER' };
  if (site === 'agent' && !isAgentType(account.type)) return { code: 'NOT_AN_AGENT' };
  return null;
}
