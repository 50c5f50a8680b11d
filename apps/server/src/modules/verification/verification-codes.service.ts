/**
 * INTERFACE FIRST (written by the lead so other work can code against it); the helper who owns
 * modules/verification replaces the bodies and may add private members, but keeps these
 * signatures.
 */
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { MessagingService } from '../messaging/messaging.service.js';
import type { SettingsService } from '../settings/settings.service.js';

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
}

export interface IssuedCode {
  expiredMinutes: number;
  resendAfterSeconds: number;
}

/**
 * Verification codes by SMS and e-mail: issue (with the countdown, too-many-sends 5-minute lock,
 * daily quota) and consume (single use, expiry, attempts). Errors are AppErrors with the §8 codes:
 * SMS_COUNTDOWN, TOO_MANY_REQUESTS, SMS_QUOTA_EXCEEDED, SMS_SEND_FAILED, SMS_CODE_REQUIRED,
 * SMS_CODE_INVALID, SMS_CODE_EXPIRED (EMAIL_CODE_INVALID for e-mail).
 */
export class VerificationCodeService {
  constructor(
    readonly db: Database,
    readonly settings: SettingsService,
    readonly messaging: MessagingService,
  ) {}

  async issue(input: IssueCodeInput): Promise<IssuedCode> {
    void input;
    throw new AppError('FEATURE_DISABLED', 'not implemented yet');
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
    void input;
    throw new AppError('SMS_CODE_INVALID', 'not implemented yet');
  }
}
