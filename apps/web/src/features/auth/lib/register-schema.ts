import {
  REGISTER_FIELDS,
  ZRegisterMobileRequest,
  ZRegisterRequest,
  type TFieldRule,
  type TRegisterFieldName,
  type TRegisterSettings,
} from '@lw/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { confirmationRefinement, fieldRuleError, ruleRefinement } from './field-rules';
import {
  effectiveRule,
  latestBirthday,
  nationalNumber,
  requiredMobileRule,
  type TCountryDialing,
} from './register-form';

/**
 * The registration forms' zod schemas, built from the server's registration settings (spec §5)
 * the way the server checks a sign-up: each value is first parsed by the contract's request schema
 * (trimmed, the username in lower case, length limits), then checked by its field rule (pattern
 * id, min, max, accepted pattern) with the shared pattern messages of the interface language.
 */

/** Everything the checks depend on. */
export interface TRegisterSchemaContext {
  /** The registration settings (with SMS verification's mobile rule applied). */
  settings: TRegisterSettings;
  /** The country picked in the phone field: the number's length. */
  country: TCountryDialing | null;
  language: string;
  t: TFunction;
  /** Today, for the birthday's minimum age. */
  /** The site's day (yyyy-MM-dd in its time zone). */
  today: string;
}

/** A form text: checked and parsed, or (a field the form does not show) left out. */
type TTextSchema = z.ZodType<string | undefined, string>;

/** A field the form does not show: whatever it holds is neither checked nor sent. */
const notShown = (): TTextSchema => z.string().transform((): undefined => undefined);

/** The contract's schema of a registration field, as a plain string (its optional wrapper off). */
function contractField(name: TRegisterFieldName): z.ZodType<string, string> {
  const field = ZRegisterRequest.shape[name];
  return field instanceof z.ZodOptional ? field.unwrap() : field;
}

/**
 * The mobile number's check (sent as digits without the trunk 0): required when the rule says
 * so, the picked country's number of digits, then the rule.
 */
function mobileRefinement(rule: TFieldRule, { country, language, t }: TRegisterSchemaContext) {
  return (digits: string, ctx: z.RefinementCtx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!digits) {
      if (rule.required) issue(t('auth:error.mobileRequired'));
      return;
    }
    const bounds = country?.phoneDigits;
    if (
      !/^[0-9]+$/.test(digits) ||
      (bounds && (digits.length < bounds.min || digits.length > bounds.max))
    ) {
      issue(
        bounds
          ? t('auth:error.mobileDigits', { min: bounds.min, max: bounds.max })
          : t('auth:error.mobileRequired'),
      );
      return;
    }
    const message = fieldRuleError(rule, digits, language, t);
    if (message) issue(message);
  };
}

/** The mobile number field: typed freely, sent as national digits, checked by `rule`. */
function mobileField(
  contract: z.ZodType<string, string>,
  rule: TFieldRule,
  context: TRegisterSchemaContext,
) {
  return z
    .string()
    .transform(nationalNumber)
    .pipe(contract)
    .superRefine(mobileRefinement(rule, context));
}

/** A confirmation: required; equal to its password (checked on the whole form). */
function confirmationField(contract: z.ZodType<string, string>, t: TFunction) {
  return contract.superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: t('auth:error.required') });
  });
}

/** The terms checkbox: it must be ticked. */
function termsField({ settings, t }: TRegisterSchemaContext) {
  return ZRegisterRequest.shape.agreeTerms.refine(
    Boolean,
    t('auth:error.agreeRequired', { age: settings.agreementMinAge }),
  );
}

/** One shown field of the username form with its rule (and the birthday's minimum age). */
function registerField(name: TRegisterFieldName, context: TRegisterSchemaContext): TTextSchema {
  const { settings, language, t, today } = context;
  const rule = effectiveRule(settings, name);
  if (name === 'confirmPassword') return confirmationField(contractField(name), t);
  if (name === 'mobileNum') return mobileField(contractField(name), rule, context);
  if (name === 'birthday') {
    return contractField(name).superRefine((value, ctx) => {
      const message =
        fieldRuleError(rule, value, language, t) ??
        (value && value > latestBirthday(settings.birthdayMinAge, today)
          ? t('auth:error.birthdayAge', { age: settings.birthdayMinAge })
          : null);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
  }
  return contractField(name).superRefine(ruleRefinement(rule, language, t));
}

/**
 * Username registration (`ZRegisterRequest`): every field in `fields` (the shown ones) by its
 * rule, the confirmation, the terms, and the SMS code and the captcha when the settings ask.
 */
export function usernameRegisterSchema(
  fields: readonly TRegisterFieldName[],
  context: TRegisterSchemaContext,
) {
  const { settings, t } = context;
  const shape = ZRegisterRequest.shape;
  const values = Object.fromEntries(
    REGISTER_FIELDS.map((name) => [
      name,
      fields.includes(name) ? registerField(name, context) : notShown(),
    ]),
  ) as Record<TRegisterFieldName, TTextSchema>;
  return z
    .object({
      ...values,
      agreeTerms: termsField(context),
      verificationCode: settings.smsVerification
        ? shape.verificationCode.unwrap().min(1, t('auth:error.codeRequired'))
        : notShown(),
      captcha: settings.captcha
        ? shape.captcha.unwrap().min(1, t('auth:captcha.required'))
        : notShown(),
    })
    .superRefine(
      confirmationRefinement('password', 'confirmPassword', t('auth:error.confirmMismatch')),
    );
}

/**
 * Mobile registration (`ZRegisterMobileRequest`, spec §5): the number (always required, by the
 * mobile rule), the SMS code, the passwords when the settings ask for them, the invitation code
 * when shown (checked with the server when sent) and the terms.
 */
export function mobileRegisterSchema(
  { affiliateShown }: { affiliateShown: boolean },
  context: TRegisterSchemaContext,
) {
  const { settings, language, t } = context;
  const shape = ZRegisterMobileRequest.shape;
  const withPassword = settings.mobileRegistrationWithPassword;
  return z
    .object({
      mobileNum: mobileField(shape.mobileNum, requiredMobileRule(settings), context),
      verificationCode: shape.verificationCode.min(1, t('auth:error.codeRequired')),
      password: withPassword
        ? shape.password
            .unwrap()
            .superRefine(ruleRefinement(effectiveRule(settings, 'password'), language, t))
        : notShown(),
      confirmPassword: withPassword
        ? confirmationField(shape.confirmPassword.unwrap(), t)
        : notShown(),
      affiliateCode: affiliateShown ? shape.affiliateCode.unwrap() : notShown(),
      agreeTerms: termsField(context),
    })
    .superRefine(
      confirmationRefinement('password', 'confirmPassword', t('auth:error.confirmMismatch')),
    );
}
