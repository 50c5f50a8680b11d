import {
  ageOn,
  errorMessages,
  isAgentType,
  minimumAge,
  REGISTER_FIELDS,
  type TFieldRule,
  type TLoginResult,
  type TRegisterMobileRequest,
  type TRegisterRequest,
  type TRegisterSettings,
  ZRegisterMobileRequest,
  ZRegisterRequest,
} from '@lw/contracts';
import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { localDate, systemClock, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit } from '../../../platform/audit-log.js';
import type { AccountRow } from '../accounts/index.js';
import type { AccountsService, NewAccount } from '../accounts/index.js';
import type { BotCheckService } from '../bot-defence/index.js';
import type { CaptchaService } from '../bot-defence/index.js';
import {
  checkFields,
  checkNewPassword,
  throwIfIssues,
  type FieldIssue,
} from '../accounts/index.js';
import type { LoginOutcome, PlayerAuthService, RequestMeta } from '../player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { buildModuleFlags } from '../../site/startup/index.js';
import { findByMobile, parseMobile, type ParsedMobile } from '../phone-numbers/index.js';
import type { VerificationCodeService } from '../verification/index.js';
import type { IdentityMatchesService } from '../identity-matches/index.js';
import {
  DEFAULT_DIALING_CODE,
  mobileFitsCountry,
  normalizeMobile,
} from '../phone-numbers/index.js';
import { generatedUsernames } from './generated-username.js';
import type { InvitationCodes } from './invitation-port.js';

/** Fields every form shows and requires, whatever the configuration says. */
const ALWAYS_REQUIRED = ['username', 'password', 'confirmPassword'] as const;

type RegisterMeta = RequestMeta & { language: string };

/** Where a new member hangs in the tree, who invited them, and what the invitation opens. */
interface Placement {
  uplineId: number;
  referredById: number | null;
  /** 0 a member; 1 an agent (an agent's invitation link for agents). */
  type: 0 | 1;
  /** The invitation link whose count this sign-up adds to; null without one. */
  linkId: number | null;
}

/**
 * Sign-up by username or by mobile number (spec §4 "Registration flow"): validate, prove the
 * mobile by SMS when configured, place in the tree, sign in.
 */
export class RegistrationService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly accountsService: AccountsService,
    private readonly auth: PlayerAuthService,
    private readonly captcha: CaptchaService,
    private readonly codes: VerificationCodeService,
    private readonly botCheck: BotCheckService,
    private readonly identityMatches: IdentityMatchesService,
    private readonly invitationCodes: InvitationCodes,
    private readonly clock: Clock = systemClock,
  ) {}

  async registerSettings(): Promise<TRegisterSettings> {
    const [registration, modules] = await Promise.all([
      this.settings.get('registration'),
      this.settings.get('modules'),
    ]);
    const flags = buildModuleFlags(modules.enabled);
    return {
      usernameRegistration: registration.usernameRegistration,
      mobileRegistration: flags.mobileRegistration,
      mobileRegistrationWithPassword: flags.mobileRegistrationWithPassword,
      smsVerification: flags.smsVerification,
      captcha: registration.captcha,
      botCheck: registration.botCheck,
      birthdayMinAge: registration.birthdayMinAge,
      agreementMinAge: registration.agreementMinAge,
      fields: effectiveRules(registration.fields),
    };
  }

  async register(raw: TRegisterRequest, meta: RegisterMeta): Promise<TLoginResult> {
    const settings = await this.registerSettings();
    const input = onlyShownFields(ZRegisterRequest.parse(raw), settings.fields);
    if (!settings.usernameRegistration)
      throw new AppError('FORBIDDEN', 'Username registration is off');
    if (settings.botCheck && !(await this.botCheck.verify(raw.botCheck))) {
      throw new AppError('BOT_CHECK_FAILED', errorMessages.BOT_CHECK_FAILED.en);
    }
    if (settings.captcha) {
      // One guess per image: a wrong answer (or a later field error) needs a new image.
      if (!raw.captchaId || !raw.captcha?.trim()) {
        throw new AppError('CAPTCHA_REQUIRED', 'Captcha required', { captchaRequired: true });
      }
      if (!(await this.captcha.check(raw.captchaId, raw.captcha))) {
        throw new AppError('CAPTCHA_INVALID', 'Captcha invalid', { captchaRequired: true });
      }
    }
    const sessionRules = await this.auth.sessionRules();
    const { policy } = sessionRules;

    // With SMS verification the number is asked (and proven) whatever the field settings say.
    const proven: ParsedMobile | null = settings.smsVerification
      ? parseMobile(raw.countryDialingCode || DEFAULT_DIALING_CODE, raw.mobileNum)
      : null;
    if (proven && !raw.verificationCode?.trim()) {
      throw new AppError('SMS_CODE_REQUIRED', errorMessages.SMS_CODE_REQUIRED.en);
    }

    const issues: FieldIssue[] = checkFields(fieldValues(input), settings.fields);
    if (input.password && input.confirmPassword !== input.password) {
      issues.push({ path: ['confirmPassword'], code: 'mismatch', message: 'Passwords differ' });
    }
    const dialingCode = (input.countryDialingCode || DEFAULT_DIALING_CODE).replace(/\D/g, '');
    const typedMobile = input.mobileNum ? normalizeMobile(input.mobileNum) : undefined;
    if (!proven && typedMobile && !mobileFitsCountry(typedMobile, dialingCode)) {
      issues.push({
        path: ['mobileNum'],
        code: 'pattern',
        message: 'Wrong number of digits for the country',
      });
    }
    throwIfIssues(issues);
    if (!input.agreeTerms) throw new AppError('TERMS_NOT_ACCEPTED', 'Terms not accepted');
    if (input.birthday) await this.refuseUnderAge(input.birthday, settings.birthdayMinAge);
    checkNewPassword(input.password, settings.fields.password, {
      username: input.username,
      defaultPassword: policy.defaultPassword,
    });
    const placement = await this.placement(input.affiliateCode, input.referralCode);
    if (await this.accountsService.findByUsername(input.username)) {
      throw new AppError('USERNAME_TAKEN', errorMessages.USERNAME_TAKEN.en);
    }
    // An excluded or closed member's details: refused before the number's MOBILE_TAKEN.
    const typedPhone = typedMobile ? { dialingCode, national: typedMobile } : null;
    const matchContext = {
      source: 'registration',
      accountId: null,
      attemptUsername: input.username,
      ip: meta.ip,
    } as const;
    const flagged = await this.identityMatches.refuseBlocked(
      {
        realName: input.payeeName,
        birthday: input.birthday,
        phone: proven ?? typedPhone,
        deviceId: meta.deviceId,
      },
      matchContext,
    );
    // Spend the code last, once nothing else can refuse the sign-up.
    if (proven) await this.spendRegisterCode(proven, raw.verificationCode);

    const profile = Object.fromEntries(
      (
        [
          'qqNum',
          'line',
          'whatsapp',
          'facebook',
          'wechat',
          'telegram',
          'zalo',
          'idNumber',
          'recommenderId',
        ] as const
      )
        .filter((k) => input[k])
        .map((k) => [k, input[k] as string]),
    );
    return this.db.transaction(async (tx) => {
      const account = await this.insertMember(
        tx,
        {
          username: input.username,
          password: input.password,
          nickname: input.nickname,
          realName: input.payeeName,
          email: input.email,
          mobile: proven?.national ?? typedMobile,
          countryDialingCode: proven?.dialingCode ?? dialingCode,
          birthday: input.birthday,
          profile,
          paymentPassword: input.paymentPassword,
          registerDomain: input.domain ?? null,
        },
        { placement, mobileVerified: proven !== null, method: 'username' },
        meta,
      );
      await this.identityMatches.record(flagged, { ...matchContext, accountId: account.id }, tx);
      return this.auth.startSession(
        account,
        'member',
        'register',
        meta,
        sessionRules,
        { mustChangePassword: false },
        tx,
      );
    });
  }

  /**
   * Sign-up with a mobile number proven by an SMS code (purpose register). The username is
   * generated; the password is asked only with "mobile registration with password", otherwise
   * it is a random one nobody knows and the member signs in by SMS.
   */
  async registerByMobile(raw: TRegisterMobileRequest, meta: RegisterMeta): Promise<LoginOutcome> {
    const input = ZRegisterMobileRequest.parse(raw);
    const settings = await this.registerSettings();
    if (!settings.mobileRegistration) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    const mobile = parseMobile(input.countryDialingCode, input.mobileNum);
    if (!input.verificationCode) {
      throw new AppError('SMS_CODE_REQUIRED', errorMessages.SMS_CODE_REQUIRED.en);
    }
    if (!input.agreeTerms) throw new AppError('TERMS_NOT_ACCEPTED', 'Terms not accepted');
    const candidates = await this.freeUsernames(mobile.national, settings.fields.username);
    const matchContext = {
      source: 'registration',
      accountId: null,
      attemptUsername: candidates[0]!,
      ip: meta.ip,
    } as const;
    const flagged = await this.identityMatches.refuseBlocked(
      { phone: mobile, deviceId: meta.deviceId },
      matchContext,
    );

    let password: string;
    if (settings.mobileRegistrationWithPassword) {
      password = input.password ?? '';
      if (password && password !== (input.confirmPassword ?? '')) {
        throw new AppError('PASSWORD_MISMATCH', 'Confirmation differs');
      }
      const { policy } = await this.auth.sessionRules();
      checkNewPassword(password, settings.fields.password, {
        username: candidates[0]!,
        defaultPassword: policy.defaultPassword,
      });
    } else {
      password = crypto.randomBytes(24).toString('base64url');
    }
    const placement = await this.placement(input.affiliateCode, input.referralCode);
    await this.spendRegisterCode(mobile, input.verificationCode);

    let account: AccountRow | null = null;
    for (const username of candidates) {
      try {
        account = await this.db.transaction(async (tx) => {
          const made = await this.insertMember(
            tx,
            {
              username,
              password,
              mobile: mobile.national,
              countryDialingCode: mobile.dialingCode,
              registerDomain: input.domain ?? null,
            },
            { placement, mobileVerified: true, method: 'mobile' },
            meta,
          );
          await this.identityMatches.record(flagged, { ...matchContext, accountId: made.id }, tx);
          return made;
        });
        break;
      } catch (err) {
        // Someone took the generated name meanwhile: the next candidate.
        if (!(err instanceof AppError && err.code === 'USERNAME_TAKEN')) throw err;
      }
    }
    if (!account) throw new AppError('CONFLICT', 'No free username could be generated');
    return this.auth.completeLogin(account, 'member', 'register', meta, {
      mustChangePassword: false,
    });
  }

  /**
   * AGE_RESTRICTED below the birthday setting, and never below the agreement's 18 whatever the
   * setting says. Birthdays turn over at midnight where the operator is, by the business clock.
   */
  private async refuseUnderAge(birthday: string, birthdayMinAge: number): Promise<void> {
    const { timeZone } = await this.settings.get('cashier');
    const minAge = minimumAge(birthdayMinAge);
    if (ageOn(birthday, localDate(this.clock.now(), timeZone)) < minAge) {
      throw new AppError('AGE_RESTRICTED', `Must be at least ${minAge}`, { minAge });
    }
  }

  /**
   * The agent an invitation code names (an invitation link's or the agent's own code), for the
   * sign-up form's check; null for an unknown or disabled code.
   */
  async invitingAgent(code: string): Promise<AccountRow | null> {
    const link = await this.invitationCodes.find(code);
    if (!link) return this.accountsService.findByAffiliateCode(code);
    const agent = await this.accountsService.findById(link.agentId);
    return agent && agent.status === 'active' ? agent : null;
  }

  /**
   * The invitation code places the member under that agent: an invitation link's code with the
   * link's kind (member or agent), or the agent's own code (a member). Without a code: under the
   * operator's default sponsor agent (registration setting `defaultSponsorAgent`), else the house.
   */
  private async placement(
    affiliateCode: string | undefined,
    referralCode: string | undefined,
  ): Promise<Placement> {
    let uplineId: number;
    let type: 0 | 1 = 0;
    let linkId: number | null = null;
    if (affiliateCode) {
      const link = await this.invitationCodes.find(affiliateCode);
      const agent = link
        ? await this.accountsService.findById(link.agentId)
        : await this.accountsService.findByAffiliateCode(affiliateCode);
      if (!agent || agent.status !== 'active') {
        throw new AppError('INVALID_INVITATION_CODE', 'Unknown invitation code');
      }
      uplineId = agent.id;
      if (link) {
        type = link.kind === 'agent' ? 1 : 0;
        linkId = link.linkId;
      }
    } else {
      uplineId = (await this.defaultSponsor()) ?? (await this.accountsService.house()).id;
    }
    // A stale or mistyped invite-a-friend link must not stop a sign-up: it is just not credited.
    const referrer = referralCode
      ? await this.accountsService.findByReferralCode(referralCode)
      : null;
    return { uplineId, referredById: referrer?.id ?? null, type, linkId };
  }

  /**
   * The operator's default sponsor agent for sign-ups without an invitation; null when none is
   * set or it is no longer an active agent (the sign-up then goes under the house, not refused).
   */
  private async defaultSponsor(): Promise<number | null> {
    const { defaultSponsorAgent } = await this.settings.get('registration');
    if (!defaultSponsorAgent) return null;
    const agent = await this.accountsService.findByUsername(defaultSponsorAgent);
    return agent && isAgentType(agent.type) && agent.status === 'active' ? agent.id : null;
  }

  /** MOBILE_TAKEN before the code is spent, so a taken number does not cost the member a code. */
  private async spendRegisterCode(mobile: ParsedMobile, code: string | undefined): Promise<void> {
    if (await findByMobile(this.db, mobile)) {
      throw new AppError('MOBILE_TAKEN', errorMessages.MOBILE_TAKEN.en);
    }
    await this.codes.consume({
      channel: 'sms',
      destination: mobile.e164,
      purpose: 'register',
      code,
    });
  }

  /** Generated usernames for a mobile sign-up that are still free (first is the best). */
  private async freeUsernames(national: string, rule: TFieldRule): Promise<string[]> {
    const free: string[] = [];
    for (const name of generatedUsernames(national, rule, 8)) {
      if (!(await this.accountsService.findByUsername(name))) free.push(name);
      if (free.length === 3) break;
    }
    if (!free.length) throw new AppError('CONFLICT', 'No free username could be generated');
    return free;
  }

  /**
   * Creates the account inside `tx` (a member, or an agent by an agent invitation link), with
   * the audit entry of the sign-up and the link's count.
   */
  private async insertMember(
    tx: Database,
    fields: Omit<NewAccount, 'type' | 'uplineId' | 'referredById' | 'language' | 'registerIp'>,
    how: { placement: Placement; mobileVerified: boolean; method: 'username' | 'mobile' },
    meta: RegisterMeta,
  ): Promise<AccountRow> {
    const { uplineId, referredById, type, linkId } = how.placement;
    let account = await this.accountsService.create(
      {
        ...fields,
        type,
        uplineId,
        referredById,
        language: meta.language,
        registerIp: meta.ip,
      },
      tx,
    );
    if (how.mobileVerified) {
      const [row] = await tx
        .update(accounts)
        .set({ mobileVerifiedAt: new Date() })
        .where(eq(accounts.id, account.id))
        .returning();
      account = row!;
    }
    // Counted with the account, in its transaction: a link disabled meanwhile refuses the sign-up.
    if (linkId !== null && !(await this.invitationCodes.countSignUp(linkId, account.id, tx))) {
      throw new AppError('INVALID_INVITATION_CODE', 'Unknown invitation code');
    }
    await this.identityMatches.rememberDevice(account.id, meta.deviceId, tx);
    await recordAudit(
      tx,
      { operatorId: null, username: null, ip: meta.ip, requestId: null },
      {
        action: 'account.register',
        targetType: 'account',
        targetId: String(account.id),
        after: {
          username: account.username,
          uplineId,
          referredById,
          method: how.method,
          ...(linkId === null ? {} : { type, invitationLinkId: linkId }),
        },
      },
    );
    return account;
  }
}

/** Values of hidden fields are dropped: what the form does not ask for is not stored. */
function onlyShownFields(
  input: ZRegisterRequestOutput,
  rules: Record<string, TFieldRule>,
): ZRegisterRequestOutput {
  const out = { ...input };
  for (const field of REGISTER_FIELDS) {
    if (!rules[field]?.shown)
      delete (out as Partial<ZRegisterRequestOutput>)[field as keyof ZRegisterRequestOutput];
  }
  return out;
}

function fieldValues(input: ZRegisterRequestOutput): Record<string, string | undefined> {
  return Object.fromEntries(REGISTER_FIELDS.map((f) => [f, input[f]]));
}

type ZRegisterRequestOutput = ReturnType<typeof ZRegisterRequest.parse>;

/** The configured rules with username and passwords forced on. */
export function effectiveRules(
  fields: Record<string, TFieldRule>,
): Record<(typeof REGISTER_FIELDS)[number], TFieldRule> {
  const out = { ...fields } as Record<(typeof REGISTER_FIELDS)[number], TFieldRule>;
  for (const name of ALWAYS_REQUIRED) out[name] = { ...out[name], shown: true, required: true };
  return out;
}
