import {
  errorMessages,
  TRIAL_ACCOUNT_TYPE,
  type TModuleFlags,
  type TSmsPurpose,
} from '@lw/contracts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { BotCheckService } from '../bot-defence/index.js';
import type {
  LoginOutcome,
  LoginSite,
  PlayerAuthService,
  PlayerSession,
  RequestMeta,
} from '../player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { buildModuleFlags } from '../../site/startup/index.js';
import { registerAttemptText } from './code-messages.js';
import { findByMobile, parseMobile } from '../phone-numbers/index.js';
import { assertMaySignIn } from './sign-in-checks.js';
import type { IssuedCode, VerificationCodeService } from './verification-codes.service.js';

/** Which module must be on for a code of each purpose (bindMobile needs a signed-in member). */
const PURPOSE_GATES: Record<Exclude<TSmsPurpose, 'bindMobile'>, (f: TModuleFlags) => boolean> = {
  register: (f) => f.mobileRegistration || f.smsVerification,
  login: (f) => f.smsCodeLogin,
  resetPassword: (f) => f.forgotByMobile,
};

export interface SmsRequestMeta extends RequestMeta {
  language: string;
}

/** Sending SMS codes for every purpose, and signing in with one (spec §4 "SMS code", §7). */
export class SmsAuthService {
  constructor(
    private readonly deps: {
      db: Database;
      settings: SettingsService;
      botCheck: BotCheckService;
      playerAuth: PlayerAuthService;
      codes: VerificationCodeService;
    },
  ) {}

  async moduleFlags(): Promise<TModuleFlags> {
    return buildModuleFlags((await this.deps.settings.get('modules')).enabled);
  }

  /**
   * Checks the module gate, the number and the proof-of-work bot check, then issues the code.
   * Login and reset codes for an unknown number answer the same but send nothing, and a
   * register code for a number that has an account answers the same as for a free number but
   * tells the owner instead of sending a code: the answer never tells which numbers have accounts.
   */
  async sendCode(
    input: {
      purpose: TSmsPurpose;
      countryDialingCode: string;
      mobileNum: string;
      botCheck?: string | undefined;
    },
    meta: SmsRequestMeta,
    session: PlayerSession | null,
  ): Promise<IssuedCode> {
    if (input.purpose === 'bindMobile') {
      if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to bind a mobile number');
      if (session.account.type === TRIAL_ACCOUNT_TYPE) {
        throw new AppError('TRIAL_NOT_ALLOWED', errorMessages.TRIAL_NOT_ALLOWED.en);
      }
    } else if (!PURPOSE_GATES[input.purpose](await this.moduleFlags())) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    const mobile = parseMobile(input.countryDialingCode, input.mobileNum);
    if (!(await this.deps.botCheck.verify(input.botCheck))) {
      throw new AppError('BOT_CHECK_FAILED', errorMessages.BOT_CHECK_FAILED.en);
    }
    const holder = await findByMobile(this.deps.db, mobile);
    let deliver = true;
    let notice: ((siteName: string) => string) | undefined;
    let accountId: number | null = holder?.id ?? null;
    if (input.purpose === 'register') {
      // A taken number answers like a free one (no MOBILE_TAKEN to strangers); no code goes out,
      // its owner is told instead. Signing up with it still fails at submit.
      if (holder) notice = (siteName) => registerAttemptText(holder.language, siteName);
    } else if (input.purpose === 'bindMobile') {
      if (holder && holder.id !== session!.account.id) {
        throw new AppError('MOBILE_TAKEN', errorMessages.MOBILE_TAKEN.en);
      }
      accountId = session!.account.id;
    } else {
      deliver = holder !== null;
    }
    return this.deps.codes.issue({
      channel: 'sms',
      destination: mobile.e164,
      purpose: input.purpose,
      ip: meta.ip,
      accountId,
      language: meta.language,
      deliver,
      notice,
    });
  }

  /** Sign-in with a login code; never the forced password change (spec §4 "Login success"). */
  async login(
    input: {
      countryDialingCode: string;
      mobileNum: string;
      verificationCode: string;
      site: LoginSite;
      remember: boolean;
    },
    meta: RequestMeta,
  ): Promise<LoginOutcome> {
    if (!(await this.moduleFlags()).smsCodeLogin) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    const mobile = parseMobile(input.countryDialingCode, input.mobileNum);
    await this.deps.codes.consume({
      channel: 'sms',
      destination: mobile.e164,
      purpose: 'login',
      code: input.verificationCode,
    });
    const account = await findByMobile(this.deps.db, mobile);
    // Same answer as a wrong code: the number's owner is not revealed.
    if (!account) throw new AppError('SMS_CODE_INVALID', errorMessages.SMS_CODE_INVALID.en);
    try {
      assertMaySignIn(account, input.site);
    } catch (err) {
      // Refused sign-ins of a known account show in its login history, as password ones do.
      if (err instanceof AppError) {
        await this.deps.playerAuth.recordLogin(account.id, input.site, 'sms', meta, err.code);
      }
      throw err;
    }
    return this.deps.playerAuth.completeLogin(account, input.site, 'sms', meta, {
      mustChangePassword: false,
      remember: input.remember,
    });
  }
}
