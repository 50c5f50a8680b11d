import {
  isPatternId,
  patternMessage,
  REGISTER_FIELDS,
  type TErrorCode,
  type TFieldRule,
  type TRegisterFieldName,
  type TRegisterRequest,
  type TRegisterSettings,
} from '@lw/contracts';
import type { TFunction } from 'i18next';

/** A country of the dialling-code list (GET /api/auth/country-codes). */
export interface TCountryDialing {
  countryCode: string;
  countryDialingCode: string;
  name: string;
  phoneDigits: { min: number; max: number };
}

/** Fields the username form always has, whatever the settings say. */
const ALWAYS_SHOWN: readonly TRegisterFieldName[] = ['username', 'password', 'confirmPassword'];

/**
 * The fields the registration form renders, in form order: username and passwords first, then
 * every other field the server marks as shown. The invitation code is left out when the link
 * already brought a valid one (spec §5).
 */
export function shownRegisterFields(
  settings: TRegisterSettings,
  order: readonly TRegisterFieldName[],
  { hideAffiliate }: { hideAffiliate: boolean },
): TRegisterFieldName[] {
  return order.filter((name) => {
    if (ALWAYS_SHOWN.includes(name)) return true;
    if (name === 'affiliateCode' && hideAffiliate) return false;
    return settings.fields[name]?.shown === true;
  });
}

/** Whether a field is required: the server rule, plus username and both passwords always. */
export function isRequired(settings: TRegisterSettings, name: TRegisterFieldName): boolean {
  return ALWAYS_SHOWN.includes(name) || settings.fields[name]?.required === true;
}

/** The rule of a field the server sent none for: any value. */
const ANY_VALUE: TFieldRule = {
  shown: true,
  required: false,
  patternId: 0,
  min: null,
  max: null,
  acceptedPattern: '*',
};

/**
 * The rule a field is checked by: the server's (any value when it sent none), required as
 * {@link isRequired} says.
 */
export function effectiveRule(settings: TRegisterSettings, name: TRegisterFieldName): TFieldRule {
  return { ...(settings.fields[name] ?? ANY_VALUE), required: isRequired(settings, name) };
}

/** The mobile number's rule from the server (digits when it sent none), shown and required. */
export function requiredMobileRule(settings: TRegisterSettings): TFieldRule {
  const rule = settings.fields.mobileNum as TFieldRule | undefined;
  return {
    ...(rule ?? { patternId: 6, min: null, max: null, acceptedPattern: '*' }),
    shown: true,
    required: true,
  };
}

/**
 * With SMS verification on, the username form's mobile number is shown and required: the code
 * sent to it (purpose register) goes along as `verificationCode`.
 */
export function withSmsVerification(settings: TRegisterSettings): TRegisterSettings {
  if (!settings.smsVerification) return settings;
  return { ...settings, fields: { ...settings.fields, mobileNum: requiredMobileRule(settings) } };
}

/** The rule of a field in words (its pattern message), shown under it until an error is. */
export function ruleHint(
  settings: TRegisterSettings,
  name: TRegisterFieldName,
  language: string,
): string | undefined {
  const rule = settings.fields[name];
  if (!rule || !isPatternId(rule.patternId)) return undefined;
  if (rule.patternId === 0 && rule.min === null && rule.max === null) return undefined;
  return patternMessage(rule.patternId, language, { min: rule.min, max: rule.max });
}

/** "Thailand: 9 digits without the leading 0" under the phone field, once a country is known. */
export function phoneDigitsHint(country: TCountryDialing | null, t: TFunction): string | undefined {
  if (!country) return undefined;
  const { min, max } = country.phoneDigits;
  return min === max
    ? t('auth:register.phoneDigitsExact', { digits: min, country: country.name })
    : t('auth:register.phoneDigits', { min, max, country: country.name });
}

/** A phone number as sent: digits only, without the national trunk prefix 0. */
export function nationalNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').replace(/^0/, '');
}

/**
 * The latest birthday that is at least `years` old on `today` (both yyyy-MM-dd; `today` is the
 * site's day in its time zone, so the age counts as the operator counts it).
 */
export function latestBirthday(years: number, today: string): string {
  const [year, month, day] = today.split('-');
  const y = String(Number(year) - years).padStart(4, '0');
  // 29 February on a non-leap year: the last allowed day is 28 February.
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  if (month === '02' && day === '29' && !leap(Number(y))) return `${y}-02-28`;
  return `${y}-${month}-${day}`;
}

/** The server's error codes that belong under one registration field. */
export function registerCodeFields(hasBirthday: boolean): Partial<Record<TErrorCode, string>> {
  return {
    USERNAME_TAKEN: 'username',
    MOBILE_TAKEN: 'mobileNum',
    EMAIL_TAKEN: 'email',
    PASSWORD_MISMATCH: 'confirmPassword',
    PASSWORD_TOO_COMMON: 'password',
    INVALID_INVITATION_CODE: 'affiliateCode',
    TERMS_NOT_ACCEPTED: 'agreeTerms',
    AGE_RESTRICTED: hasBirthday ? 'birthday' : 'agreeTerms',
    SMS_CODE_INVALID: 'verificationCode',
    SMS_CODE_EXPIRED: 'verificationCode',
    SMS_CODE_REQUIRED: 'verificationCode',
  };
}

/** The parsed username registration form: the shown fields' values (hidden ones undefined). */
export type TRegisterValues = Partial<Record<TRegisterFieldName, string>> & {
  agreeTerms: boolean;
};

interface TBuildContext {
  country: TCountryDialing | null;
  affiliateCode: string;
  referralCode: string;
  domain: string;
}

/** The registration request: the shown fields that have a value, plus the link codes. */
export function buildRegisterRequest(
  values: TRegisterValues,
  { country, affiliateCode, referralCode, domain }: TBuildContext,
): TRegisterRequest {
  const extra: Partial<Record<TRegisterFieldName, string>> = {};
  for (const name of REGISTER_FIELDS) {
    const value = values[name];
    // The invitation code goes as decided by the caller (the link's, or the typed one).
    if (name !== 'affiliateCode' && value) extra[name] = value;
  }
  return {
    ...extra,
    username: values.username ?? '',
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    ...(extra.mobileNum && country ? { countryDialingCode: country.countryDialingCode } : {}),
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    domain,
    registerMethod: 'WEB',
    agreeTerms: values.agreeTerms,
  };
}
