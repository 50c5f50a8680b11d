import {
  checkPattern,
  patternMessage,
  ZAuthenticatorCodeRequest,
  ZBindEmailRequest,
  ZBindMobileRequest,
  ZSetPaymentPasswordRequest,
  type TFieldRule,
} from '@lw/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { confirmationRefinement, ruleRefinement } from '../../auth';
import { filled } from '../../auth';
import { nationalNumber, type TCountryDialing } from '../../auth';

/**
 * The zod schemas of the security centre's dialogs: the contract's request schema of each call,
 * with the dialog's own checks (and their translated messages) first. `t` is the `pages`
 * translator; the account forms' messages are named with their `auth:` namespace.
 */

/** Pattern id 3 of spec §5: e-mail format. */
const EMAIL_PATTERN = 3;

/**
 * Set or change the payment password (`ZSetPaymentPasswordRequest`): the login or current payment
 * password, the new one by its field rule (always required), and its confirmation.
 */
export function paymentPasswordSchema(t: TFunction, language: string, rule: TFieldRule) {
  const shape = ZSetPaymentPasswordRequest.shape;
  return z
    .object({
      currentPassword: z
        .string()
        .min(1, t('auth:error.passwordRequired'))
        .pipe(shape.currentPassword),
      newPaymentPassword: z
        .string()
        .superRefine(ruleRefinement(rule, language, t))
        .pipe(shape.newPaymentPassword),
      confirmPaymentPassword: z
        .string()
        .min(1, t('auth:error.required'))
        .pipe(shape.confirmPaymentPassword),
    })
    .superRefine(
      confirmationRefinement(
        'newPaymentPassword',
        'confirmPaymentPassword',
        t('auth:error.confirmMismatch'),
      ),
    );
}

/** The mobile number's problem, or null: digits only, the country's length (no trunk 0). */
export function mobileError(
  raw: string,
  country: TCountryDialing | null,
  t: TFunction,
): string | null {
  const digits = nationalNumber(raw);
  if (!digits) return t('auth:error.mobileRequired');
  const bounds = country?.phoneDigits;
  if (!/^[0-9]+$/.test(digits)) return t('auth:error.mobileRequired');
  if (bounds && (digits.length < bounds.min || digits.length > bounds.max)) {
    return t('auth:error.mobileDigits', { min: bounds.min, max: bounds.max });
  }
  return null;
}

/**
 * Bind or change the mobile (`ZBindMobileRequest`): a number of the chosen country's length,
 * sent without the trunk 0, and the SMS code.
 */
export function bindMobileSchema(t: TFunction, country: TCountryDialing | null) {
  const shape = ZBindMobileRequest.shape;
  return z.object({
    mobileNum: z
      .string()
      .trim()
      .superRefine((raw, ctx) => {
        const message = mobileError(raw, country, t);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .transform(nationalNumber)
      .pipe(shape.mobileNum),
    verificationCode: filled(t('auth:error.codeRequired')).pipe(shape.verificationCode),
  });
}

/**
 * Bind or change the e-mail (`ZBindEmailRequest`): an address of pattern 3 within the site's
 * `email` rule's length bounds (its message when not), and the e-mailed code.
 */
export function bindEmailSchema(t: TFunction, language: string, rule: TFieldRule | undefined) {
  const shape = ZBindEmailRequest.shape;
  const bounds = { min: rule?.min ?? null, max: rule?.max ?? null };
  return z.object({
    email: z
      .string()
      .trim()
      .superRefine((email, ctx) => {
        const message = !email
          ? t('auth:error.required')
          : checkPattern(EMAIL_PATTERN, email, bounds).ok
            ? null
            : patternMessage(EMAIL_PATTERN, language, bounds);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .pipe(shape.email),
    verificationCode: filled(t('auth:error.codeRequired')).pipe(shape.verificationCode),
  });
}

/**
 * The authenticator app's code (`ZAuthenticatorCodeRequest`): six digits, typed with or without
 * spaces (they are dropped).
 */
export function authenticatorCodeSchema(t: TFunction) {
  return z.object({
    code: z
      .string()
      .transform((code) => code.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, t('security.authenticator.codeInvalid')))
      .pipe(ZAuthenticatorCodeRequest.shape.code),
  });
}
