import {
  REGISTER_FIELDS,
  type TFieldRule,
  type TLoginResult,
  type TRegisterRequest,
  type TRegisterSettings,
  ZRegisterRequest,
} from '@lw/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CaptchaService } from '../bot-defence/captcha.service.js';
import {
  checkFields,
  checkNewPassword,
  throwIfIssues,
  type FieldIssue,
} from '../accounts/field-rules.js';
import type { PlayerAuthService, RequestMeta } from '../player-auth/player-auth.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { DEFAULT_DIALING_CODE, mobileFitsCountry, normalizeMobile } from './country-codes.js';
import { buildModuleFlags } from '../system/permission.js';

/** Fields every form shows and requires, whatever the configuration says. */
const ALWAYS_REQUIRED = ['username', 'password', 'confirmPassword'] as const;

/** Sign-up by username (spec §4 "Registration flow"): validate, place in the tree, sign in. */
export class RegistrationService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly accountsService: AccountsService,
    private readonly auth: PlayerAuthService,
    private readonly captcha: CaptchaService,
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
      birthdayMinAge: registration.birthdayMinAge,
      agreementMinAge: registration.agreementMinAge,
      fields: effectiveRules(registration.fields),
    };
  }

  async register(
    raw: TRegisterRequest,
    meta: RequestMeta & { language: string },
  ): Promise<TLoginResult> {
    const settings = await this.registerSettings();
    const input = onlyShownFields(ZRegisterRequest.parse(raw), settings.fields);
    if (!settings.usernameRegistration)
      throw new AppError('FORBIDDEN', 'Username registration is off');
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

    const issues: FieldIssue[] = checkFields(fieldValues(input), settings.fields);
    if (input.password && input.confirmPassword !== input.password) {
      issues.push({ path: ['confirmPassword'], code: 'mismatch', message: 'Passwords differ' });
    }
    const dialingCode = input.countryDialingCode || DEFAULT_DIALING_CODE;
    const mobile = input.mobileNum ? normalizeMobile(input.mobileNum) : undefined;
    if (mobile && !mobileFitsCountry(mobile, dialingCode)) {
      issues.push({
        path: ['mobileNum'],
        code: 'pattern',
        message: 'Wrong number of digits for the country',
      });
    }
    throwIfIssues(issues);
    if (!input.agreeTerms) throw new AppError('TERMS_NOT_ACCEPTED', 'Terms not accepted');
    if (input.birthday && ageOn(input.birthday, new Date()) < settings.birthdayMinAge) {
      throw new AppError('AGE_RESTRICTED', `Must be at least ${settings.birthdayMinAge}`, {
        minAge: settings.birthdayMinAge,
      });
    }
    checkNewPassword(input.password, settings.fields.password, {
      username: input.username,
      defaultPassword: policy.defaultPassword,
    });

    // The invitation code places the member under that agent; without one, under the house.
    let uplineId: number;
    if (input.affiliateCode) {
      const agent = await this.accountsService.findByAffiliateCode(input.affiliateCode);
      if (!agent) throw new AppError('INVALID_INVITATION_CODE', 'Unknown invitation code');
      uplineId = agent.id;
    } else {
      uplineId = (await this.accountsService.house()).id;
    }
    // A stale or mistyped invite-a-friend link must not stop a sign-up: it is just not credited.
    const referrer = input.referralCode
      ? await this.accountsService.findByReferralCode(input.referralCode)
      : null;

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
      const account = await this.accountsService.create(
        {
          username: input.username,
          type: 0,
          uplineId,
          password: input.password,
          nickname: input.nickname,
          realName: input.payeeName,
          email: input.email,
          mobile,
          countryDialingCode: dialingCode,
          birthday: input.birthday,
          profile,
          paymentPassword: input.paymentPassword,
          referredById: referrer?.id ?? null,
          language: meta.language,
          registerIp: meta.ip,
          registerDomain: input.domain ?? null,
        },
        tx,
      );
      await recordAudit(
        tx,
        { operatorId: null, username: null, ip: meta.ip, requestId: null },
        {
          action: 'account.register',
          targetType: 'account',
          targetId: String(account.id),
          after: { username: account.username, uplineId, referredById: referrer?.id ?? null },
        },
      );
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

/** Full years between a yyyy-MM-dd birthday and `today`. */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
