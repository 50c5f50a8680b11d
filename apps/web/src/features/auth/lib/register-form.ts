import type {
  TFieldRule,
  TRegisterFieldName,
  TRegisterRequest,
  TRegisterSettings,
} from '@lw/contracts';
import type { TFunction } from 'i18next';
import { fieldText } from '../../../lib/use-form-submit';
import { fieldRuleError } from './field-rules';

/** A country of the dialling-code list (GET /api/auth/country-codes). */
export interface TCountryDialing {
  countryCode: string;
  countryDialingCode: string;
  name: string;
  phoneDigits: { min: number; max: number };
}

/** Fields typed as secrets: never trimmed, never sent back in the clear to the page. */
const SECRET_FIELDS: ReadonlySet<TRegisterFieldName> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

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

/** The value of a field as it is checked and sent: trimmed, except secrets. */
export function registerValue(data: FormData, name: TRegisterFieldName): string {
  return SECRET_FIELDS.has(name) ? String(data.get(name) ?? '') : fieldText(data, name);
}

/** A phone number as sent: digits only, without the national trunk prefix 0. */
export function nationalNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').replace(/^0/, '');
}

/** The latest birthday that is at least `years` old on `today` (yyyy-MM-dd, local calendar). */
export function latestBirthday(years: number, today: Date): string {
  const y = today.getFullYear() - years;
  const m = String(today.getMonth() + 1).padStart(2, '0');
  const d = String(today.getDate()).padStart(2, '0');
  // 29 February on a non-leap year: the last allowed day is 28 February.
  const candidate = new Date(y, today.getMonth(), today.getDate());
  if (candidate.getMonth() !== today.getMonth()) return `${y}-02-28`;
  return `${y}-${m}-${d}`;
}

interface TValidateContext {
  settings: TRegisterSettings;
  fields: readonly TRegisterFieldName[];
  country: TCountryDialing | null;
  language: string;
  t: TFunction;
  today: Date;
}

/**
 * Client validation of the username registration form (spec §5) with the same pattern
 * functions and messages as the server. Returns errors by field name ('agree' for the terms).
 */
export function validateRegistration(
  data: FormData,
  { settings, fields, country, language, t, today }: TValidateContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const rule = (name: TRegisterFieldName): TFieldRule => ({
    ...(settings.fields[name] ?? anyValue),
    required: isRequired(settings, name),
  });

  for (const name of fields) {
    const value = registerValue(data, name);
    if (name === 'confirmPassword') {
      if (!value) errors[name] = t('auth:error.required');
      else if (value !== registerValue(data, 'password'))
        errors[name] = t('auth:error.confirmMismatch');
      continue;
    }
    if (name === 'mobileNum') {
      const digits = nationalNumber(value);
      if (!digits) {
        if (isRequired(settings, name)) errors[name] = t('auth:error.mobileRequired');
        continue;
      }
      const bounds = country?.phoneDigits;
      if (
        !/^[0-9]+$/.test(digits) ||
        (bounds && (digits.length < bounds.min || digits.length > bounds.max))
      ) {
        errors[name] = bounds
          ? t('auth:error.mobileDigits', { min: bounds.min, max: bounds.max })
          : t('auth:error.mobileRequired');
        continue;
      }
      const message = fieldRuleError(rule(name), digits, language, t);
      if (message) errors[name] = message;
      continue;
    }
    const message = fieldRuleError(rule(name), value, language, t);
    if (message) {
      errors[name] = message;
      continue;
    }
    if (name === 'birthday' && value && value > latestBirthday(settings.birthdayMinAge, today)) {
      errors[name] = t('auth:error.birthdayAge', { age: settings.birthdayMinAge });
    }
  }
  if (data.get('agree') !== 'on') {
    errors.agree = t('auth:error.agreeRequired', { age: settings.agreementMinAge });
  }
  return errors;
}

/** The rule of a field the server sent none for: any value. */
const anyValue: TFieldRule = {
  shown: true,
  required: false,
  patternId: 0,
  min: null,
  max: null,
  acceptedPattern: '*',
};

interface TBuildContext {
  fields: readonly TRegisterFieldName[];
  country: TCountryDialing | null;
  affiliateCode: string;
  referralCode: string;
  domain: string;
}

/** The registration request from the form: shown fields that have a value, plus the link codes. */
export function buildRegisterRequest(
  data: FormData,
  { fields, country, affiliateCode, referralCode, domain }: TBuildContext,
): TRegisterRequest {
  const extra: Partial<Record<TRegisterFieldName, string>> = {};
  for (const name of fields) {
    if (name === 'affiliateCode') continue;
    const value = registerValue(data, name);
    if (!value) continue;
    extra[name] = name === 'mobileNum' ? nationalNumber(value) : value;
  }
  return {
    ...extra,
    username: registerValue(data, 'username'),
    password: registerValue(data, 'password'),
    confirmPassword: registerValue(data, 'confirmPassword'),
    ...(extra.mobileNum && country ? { countryDialingCode: country.countryDialingCode } : {}),
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    domain,
    registerMethod: 'WEB',
    agreeTerms: data.get('agree') === 'on',
  };
}
