import { and, count, desc, eq, gt, gte, isNull, like, lt, or, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { verificationCodes } from '../../../db/schema/index.js';
import { startOfDay, systemClock, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';
import type { MessagingService, SendOutcome } from '../../backoffice/messaging/index.js';
import type { OperatorAlertsService } from '../../backoffice/operator-alerts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { emailCodeMessage, smsCodeText } from './code-messages.js';
import {
  budgetAlert,
  budgetAlerts,
  budgetWindowStart,
  checkSmsBudgets,
  SmsBudgetRefusal,
} from './sms-budgets.js';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose =
  'register' | 'login' | 'resetPassword' | 'bindMobile' | 'bindEmail' | 'secondStep';

export interface IssueCodeInput {
  channel: CodeChannel;
  /** E.164 mobile (+66812345678, see normalizeMobile) or the e-mail address. */
  destination: string;
  purpose: CodePurpose;
  ip: string;
  accountId?: number | null;
  /** Language of the message text (th, en, zh). */
  language: string;
  /** False: record and count it but send nothing (unknown number on login/reset: no enumeration). */
  deliver?: boolean;
  /**
   * Send this text instead of the code (a registration code asked for a number that already has
   * an account: its owner is told). Answered, counted and limited exactly like a code.
   */
  notice?: (siteName: string) => string;
}

export interface IssuedCode {
  expiredMinutes: number;
  resendAfterSeconds: number;
}

/** Wrong answers a code survives; the fifth kills it. */
export const CODE_MAX_ATTEMPTS = 5;
/** E-mail codes live longer than SMS ones (mail can be slow) … */
export const EMAIL_CODE_MINUTES = 30;
/** … so their resend wait is a fixed minute rather than the whole life. */
export const EMAIL_RESEND_SECONDS = 60;
/** Spec §4: sending is throttled to once per 1000 ms. */
export const IP_THROTTLE_MS = 1000;
/** Too many sends: more than 5 to one destination or 10 from one IP within 15 minutes … */
export const SEND_WINDOW_MS = 15 * 60_000;
export const MAX_SENDS_PER_DESTINATION = 5;
export const MAX_SENDS_PER_IP = 10;
/** … locks further sends for 5 minutes from the last one (spec §8, §9). */
export const TOO_MANY_LOCK_MS = 5 * 60_000;
/**
 * Silent answers (a login or reset code asked for an unknown number: nothing is sent) cost no
 * SMS and no quota, so they have their own limits: more than 5 from one IP or 10 to one number
 * block within SEND_WINDOW_MS lock every login and reset code from that IP or to that block for
 * TOO_MANY_LOCK_MS, whether the number asked for is known or not (the answer reveals nothing).
 */
export const MAX_SILENT_PER_IP = 5;
export const MAX_SILENT_PER_BLOCK = 10;
/** A number block is the E.164 number without its last digits (10,000 numbers). */
export const NUMBER_BLOCK_DIGITS = 4;
/** The purposes that answer an unknown number silently, and so fall under the silent limits. */
const SILENT_PURPOSES: ReadonlySet<CodePurpose> = new Set(['login', 'resetPassword']);

const SECRET_NAME = 'verification-codes';

/**
 * Verification codes by SMS and e-mail: issue (with the countdown, too-many-sends 5-minute lock,
 * silent-answer limits, the daily quota of delivered SMS) and consume (single use, expiry,
 * attempts). Errors are AppErrors with the §8 codes: SMS_COUNTDOWN, TOO_MANY_REQUESTS, SMS_QUOTA_EXCEEDED, SMS_HOURLY_LIMIT, SMS_SEND_FAILED, SMS_CODE_REQUIRED,
 * SMS_CODE_INVALID, SMS_CODE_EXPIRED (EMAIL_CODE_INVALID for e-mail).
 *
 * Every limit is counted from the `verification_codes` rows inside one transaction holding
 * advisory locks on the IP, the number block, the destination and (for a delivered SMS) the
 * site-wide SMS count, so several server processes agree. Times come from the app's clock; the
 * daily quota counts from midnight in the operator's time zone (cashier settings), the hourly
 * budgets (whole site, number prefix: sms-budgets.ts) per clock hour, with operator alerts when
 * one is near or used up.
 */
export class VerificationCodeService {
  constructor(
    readonly db: Database,
    readonly settings: SettingsService,
    readonly messaging: MessagingService,
    private readonly secrets: ServerSecrets,
    private readonly alerts: Pick<OperatorAlertsService, 'raise'>,
    readonly clock: Clock = systemClock,
  ) {}

  async issue(input: IssueCodeInput): Promise<IssuedCode> {
    const [sms, site, cashier] = await Promise.all([
      this.settings.get('sms'),
      this.settings.get('site'),
      this.settings.get('cashier'),
    ]);
    const isSms = input.channel === 'sms';
    if (input.notice && !isSms) throw new Error('A notice instead of a code is an SMS only');
    const expiredMinutes = isSms ? sms.codeExpiredMinutes : EMAIL_CODE_MINUTES;
    const resendAfterSeconds = isSms ? expiredMinutes * 60 : EMAIL_RESEND_SECONDS;
    const destination = normalizeDestination(input.channel, input.destination);
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = await this.hash(input.channel, destination, input.purpose, code);
    const deliver = input.deliver ?? true;
    // Login and reset codes may be silent answers: the silent limits count by number block.
    const block = isSms && SILENT_PURPOSES.has(input.purpose) ? numberBlock(destination) : null;

    const id = await this.db
      .transaction(async (tx) => {
        const lock = (key: string) =>
          tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        // Fixed order (IP, number block, destination, quota) so two sends never wait on each
        // other in a cycle.
        await lock(`vc-ip:${input.ip}`);
        if (block) await lock(`vc-block:${block}`);
        await lock(`vc-to:${input.channel}:${destination}`);
        // Only a delivered SMS adds to the site's daily and hourly counts: one at a time may take
        // the last place.
        if (isSms && deliver) await lock('vc-sms-quota');
        const now = this.clock.now().getTime();
        await this.checkLimits(tx, {
          channel: input.channel,
          destination,
          purpose: input.purpose,
          ip: input.ip,
          block,
          resendAfterMs: resendAfterSeconds * 1000,
          dailyLimit: isSms ? sms.dailyLimit : null,
          dayStart: startOfDay(new Date(now), cashier.timeZone),
          now,
        });
        const budgets = isSms ? await checkSmsBudgets(tx, { destination, now, sms }) : [];
        const [row] = await tx
          .insert(verificationCodes)
          .values({
            channel: input.channel,
            destination,
            purpose: input.purpose,
            codeHash,
            accountId: input.accountId ?? null,
            ip: input.ip,
            delivered: deliver,
            createdAt: new Date(now),
            expiresAt: new Date(now + expiredMinutes * 60_000),
          })
          .returning({ id: verificationCodes.id });
        // A silent answer uses no budget, so it brings none nearer.
        if (isSms && deliver) {
          const window = budgetWindowStart(now);
          for (const alert of budgetAlerts(budgets, window, sms.budgetAlertPercent)) {
            await this.alerts.raise(alert, tx);
          }
        }
        return row!.id;
      })
      .catch(async (e: unknown) => {
        // A refusal rolled the transaction back; the used-up budget still alerts (once).
        if (e instanceof SmsBudgetRefusal) {
          await this.alerts.raise(
            budgetAlert(e.budget, e.windowStart, sms.budgetAlertPercent, 'exhausted'),
          );
        }
        throw e;
      });

    if (deliver) {
      const facts = { siteName: site.siteName, code, minutes: expiredMinutes };
      const outcome = await this.send(
        input.channel,
        destination,
        input.language,
        facts,
        input.notice,
      );
      if (outcome.status === 'failed') {
        // A send that did not go out is no send: it holds no countdown and counts to no limit.
        // The outbox keeps the provider's reason for the operator.
        await this.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
        throw new AppError('SMS_SEND_FAILED', 'The code could not be sent', {
          outboxId: outcome.id,
        });
      }
    }
    return { expiredMinutes, resendAfterSeconds };
  }

  /**
   * Checks `code` against the newest live code for destination and purpose and spends it.
   * Throws on a missing, wrong or expired code; wrong answers count towards the lock.
   */
  async consume(input: {
    channel: CodeChannel;
    destination: string;
    purpose: CodePurpose;
    code: string | undefined;
    accountId?: number | null;
  }): Promise<void> {
    const isSms = input.channel === 'sms';
    const invalid = () =>
      isSms
        ? new AppError('SMS_CODE_INVALID', 'Verification code is not valid')
        : new AppError('EMAIL_CODE_INVALID', 'E-mail code is not valid');
    const code = input.code?.trim() ?? '';
    if (code === '') throw new AppError('SMS_CODE_REQUIRED', 'Verification code required');
    const destination = normalizeDestination(input.channel, input.destination);

    const where = [
      eq(verificationCodes.channel, input.channel),
      eq(verificationCodes.destination, destination),
      eq(verificationCodes.purpose, input.purpose),
    ];
    if (input.accountId != null) where.push(eq(verificationCodes.accountId, input.accountId));
    // Only the newest code counts: asking for a new one replaces the older ones.
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(...where))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (!row || row.consumedAt || row.attempts >= CODE_MAX_ATTEMPTS) throw invalid();
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw isSms
        ? new AppError('SMS_CODE_EXPIRED', 'Verification code expired, send again')
        : new AppError('EMAIL_CODE_INVALID', 'E-mail code has expired');
    }
    const given = Buffer.from(
      await this.hash(input.channel, destination, input.purpose, code),
      'hex',
    );
    if (!crypto.timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
      await this.db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      throw invalid();
    }
    // Single use even under concurrency: only one UPDATE finds consumed_at still empty.
    const spent = await this.db
      .update(verificationCodes)
      .set({ consumedAt: this.clock.now() })
      .where(
        and(
          eq(verificationCodes.id, row.id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (spent.length !== 1) throw invalid();
  }

  /** Throws the first send limit that applies now (the longest wait first). */
  private async checkLimits(
    tx: Database,
    q: {
      channel: CodeChannel;
      destination: string;
      purpose: string;
      ip: string;
      /** The number block, when the silent limits apply to this send. */
      block: string | null;
      resendAfterMs: number;
      dailyLimit: number | null;
      dayStart: Date;
      now: number;
    },
  ): Promise<void> {
    const { now } = q;
    const t = verificationCodes;
    const since = new Date(now - Math.max(SEND_WINDOW_MS, q.resendAfterMs));
    const sameDestination = and(eq(t.channel, q.channel), eq(t.destination, q.destination));
    const sameBlock = q.block
      ? and(eq(t.channel, 'sms'), eq(t.delivered, false), like(t.destination, `${q.block}%`))
      : undefined;
    const recent = await tx
      .select({
        purpose: t.purpose,
        ip: t.ip,
        channel: t.channel,
        destination: t.destination,
        delivered: t.delivered,
        createdAt: t.createdAt,
      })
      .from(t)
      .where(and(gt(t.createdAt, since), or(sameDestination, eq(t.ip, q.ip), sameBlock)));
    const times = (keep: (r: (typeof recent)[number]) => boolean) =>
      recent.filter(keep).map((r) => r.createdAt.getTime());
    const inWindow = (ms: number) => ms > now - SEND_WINDOW_MS;
    const toDestination = times((r) => r.channel === q.channel && r.destination === q.destination);
    const fromIp = times((r) => r.ip === q.ip);

    const tooMany = (sends: number[], max: number) => {
      const counted = sends.filter(inWindow);
      if (counted.length < max) return;
      const unlockAt = Math.max(...counted) + TOO_MANY_LOCK_MS;
      if (unlockAt > now) {
        throw new AppError('TOO_MANY_REQUESTS', 'Too many codes sent, try again after 5 minutes', {
          retryAfterSeconds: Math.ceil((unlockAt - now) / 1000),
        });
      }
    };
    tooMany(toDestination, MAX_SENDS_PER_DESTINATION);
    tooMany(fromIp, MAX_SENDS_PER_IP);
    if (q.block) {
      const silent = (r: (typeof recent)[number]) => r.channel === 'sms' && !r.delivered;
      tooMany(
        times((r) => silent(r) && r.ip === q.ip),
        MAX_SILENT_PER_IP,
      );
      tooMany(
        times((r) => silent(r) && r.destination.startsWith(q.block!)),
        MAX_SILENT_PER_BLOCK,
      );
    }

    const countdown = (sends: number[], waitMs: number) => {
      const last = sends.length ? Math.max(...sends) : null;
      if (last !== null && last + waitMs > now) {
        throw new AppError('SMS_COUNTDOWN', 'Wait for the countdown before sending again', {
          retryAfterSeconds: Math.ceil((last + waitMs - now) / 1000),
        });
      }
    };
    countdown(
      times(
        (r) =>
          r.channel === q.channel && r.destination === q.destination && r.purpose === q.purpose,
      ),
      q.resendAfterMs,
    );
    countdown(fromIp, IP_THROTTLE_MS);

    if (q.dailyLimit !== null) {
      // Only SMS that went out count: silent answers cost nothing and must not use the quota up.
      const [today] = await tx
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.channel, 'sms'), eq(t.delivered, true), gte(t.createdAt, q.dayStart)));
      if ((today?.n ?? 0) >= q.dailyLimit) {
        throw new AppError('SMS_QUOTA_EXCEEDED', 'Daily SMS quota used up');
      }
    }
  }

  private async send(
    channel: CodeChannel,
    destination: string,
    language: string,
    facts: { siteName: string; code: string; minutes: number },
    notice?: (siteName: string) => string,
  ): Promise<SendOutcome> {
    try {
      const smsText = notice ? notice(facts.siteName) : smsCodeText(language, facts);
      return channel === 'sms'
        ? await this.messaging.sendSms(destination, smsText)
        : await this.messaging.sendEmail({
            to: destination,
            ...emailCodeMessage(language, facts),
          });
    } catch (e) {
      // A provider that cannot even be set up (bad settings) fails like a refused send.
      return {
        id: 0,
        status: 'failed',
        error: e instanceof Error ? e.message : String(e),
        provider: channel,
      };
    }
  }

  /** Keyed hash bound to where and what for the code is, so a stolen table reveals nothing. */
  private async hash(
    channel: CodeChannel,
    destination: string,
    purpose: string,
    code: string,
  ): Promise<string> {
    const key = await this.secrets.get(SECRET_NAME);
    return crypto
      .createHmac('sha256', key)
      .update(`${channel}\n${destination}\n${purpose}\n${code}`)
      .digest('hex');
  }
}

/** '+66812345678' -> '+6681234': the block of numbers the silent limits count together. */
export function numberBlock(e164: string): string {
  return e164.slice(0, -NUMBER_BLOCK_DIGITS);
}

function normalizeDestination(channel: CodeChannel, destination: string): string {
  return channel === 'email' ? destination.trim().toLowerCase() : destination.trim();
}
