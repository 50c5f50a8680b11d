import {
  checkPattern,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZResetPasswordByMobileRequest,
  ZResetPasswordRequest,
  ZSecondStepVerifyRequest,
  ZSmsLoginRequest,
  type TFieldRule,
} from '@lw/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { confirmationRefinement, ruleRefinement } from './field-rules';

/**
 * The zod schemas of the account forms: each is the contract's request schema for its call, with
 * the form's own checks first. Those carry the translated messages the player reads (`t` is any
 * namespace's translator: the keys name theirs); the contract's field schema then shapes the value
 * that is sent (trimmed, lower case) and refuses what is too long.
 */

/** A text that must not be empty once trimmed; `message` says so. */
export function filled(message: string) {
  return z.string().trim().min(1, message);
}

/** A secret (sent as typed) that must not be empty; `message` says so. */
function secret(message: string) {
  return z.string().min(1, message);
}

/** A new password: the site's `password` rule, "Please enter a password" when empty. */
function newPassword(rule: TFieldRule | undefined, language: string, t: TFunction) {
  return z
    .string()
    .superRefine(ruleRefinement(rule, language, t, t('auth:error.passwordRequired')));
}

/**
 * Username login (`ZLoginRequest`), in the login popup and on the agent landing. The password may
 * be left empty when the typed username is the remembered device's (`rememberedUsername`): the
 * device then signs in. The captcha answer is required once the server asked for it.
 */
export function usernameLoginSchema(
  t: TFunction,
  { rememberedUsername, captcha }: { rememberedUsername: string | null; captcha: boolean },
) {
  const shape = ZLoginRequest.shape;
  return z
    .object({
      username: filled(t('auth:error.usernameRequired')).pipe(shape.username),
      // Emptiness is judged with the username below; a typed password goes as typed.
      password: z.union([z.literal(''), shape.password]),
      captcha: captcha
        ? filled(t('auth:captcha.required')).pipe(shape.captcha.unwrap())
        : shape.captcha,
    })
    .superRefine((values, ctx) => {
      const remembered = isRememberedUsername(values.username, rememberedUsername);
      if (!remembered && values.password.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: t('auth:error.passwordRequired'),
        });
      }
    });
}

/** Whether `username` (as typed or as parsed) is the remembered device's. */
export function isRememberedUsername(username: string, remembered: string | null): boolean {
  return remembered !== null && username.trim().toLowerCase() === remembered.toLowerCase();
}

/** SMS login (`ZSmsLoginRequest`): the number and the code, both required. */
export function smsLoginSchema(t: TFunction) {
  const shape = ZSmsLoginRequest.shape;
  return z.object({
    mobileNum: filled(t('auth:error.mobileRequired')).pipe(shape.mobileNum),
    verificationCode: filled(t('auth:error.codeRequired')).pipe(shape.verificationCode),
  });
}

/** Forgot password by e-mail, first step (`ZForgotPasswordRequest`): username and e-mail. */
export function forgotRequestSchema(t: TFunction) {
  const shape = ZForgotPasswordRequest.shape;
  return z.object({
    username: filled(t('auth:error.usernameRequired')).pipe(shape.username),
    email: z
      .string()
      .trim()
      .refine((email) => checkPattern(3, email).ok, t('auth:error.emailInvalid'))
      .pipe(shape.email),
  });
}

/**
 * Forgot password by e-mail, second step (`ZResetPasswordRequest`): the e-mailed 6-digit code
 * (not with a link's token), the new password by the `password` rule, and its confirmation.
 */
export function resetPasswordSchema(
  t: TFunction,
  language: string,
  { rule, withToken }: { rule: TFieldRule | undefined; withToken: boolean },
) {
  const shape = ZResetPasswordRequest.shape;
  return z
    .object({
      code: withToken
        ? z.string().transform(() => undefined)
        : z
            .string()
            .trim()
            .regex(/^\d{6}$/, t('auth:error.codeRequired'))
            .pipe(shape.code.unwrap()),
      newPassword: newPassword(rule, language, t).pipe(shape.newPassword),
      confirmNewPassword: secret(t('auth:error.required')).pipe(shape.confirmNewPassword),
    })
    .superRefine(
      confirmationRefinement('newPassword', 'confirmNewPassword', t('auth:error.confirmMismatch')),
    );
}

/**
 * Forgot password by mobile (`ZResetPasswordByMobileRequest`): number, SMS code, the new
 * password by the `password` rule and its confirmation.
 */
export function resetByMobileSchema(t: TFunction, language: string, rule: TFieldRule | undefined) {
  const shape = ZResetPasswordByMobileRequest.shape;
  return z
    .object({
      mobileNum: filled(t('auth:error.mobileRequired')).pipe(shape.mobileNum),
      verificationCode: filled(t('auth:error.codeRequired')).pipe(shape.verificationCode),
      newPassword: newPassword(rule, language, t).pipe(shape.newPassword),
      confirmNewPassword: secret(t('auth:error.required')).pipe(shape.confirmNewPassword),
    })
    .superRefine(
      confirmationRefinement('newPassword', 'confirmNewPassword', t('auth:error.confirmMismatch')),
    );
}

/**
 * Change password (`ZChangePasswordRequest`): the current password (unless the login just gave
 * it: `askOldPassword` false), the new one by the `password` rule, and its confirmation.
 */
export function changePasswordSchema(
  t: TFunction,
  language: string,
  { rule, askOldPassword }: { rule: TFieldRule | undefined; askOldPassword: boolean },
) {
  const shape = ZChangePasswordRequest.shape;
  return z
    .object({
      oldPassword: askOldPassword
        ? secret(t('auth:error.passwordRequired')).pipe(shape.oldPassword)
        : z.string().transform(() => undefined),
      newPassword: newPassword(rule, language, t).pipe(shape.newPassword),
      confirmNewPassword: secret(t('auth:error.required')).pipe(shape.confirmNewPassword),
    })
    .superRefine(
      confirmationRefinement('newPassword', 'confirmNewPassword', t('auth:error.confirmMismatch')),
    );
}

/**
 * The sign-in's second step (`ZSecondStepVerifyRequest`): the answer (an authenticator code is
 * six digits) and, for a provider SMS step without a bound mobile, the number to bind.
 */
export function secondStepSchema(t: TFunction, { totp }: { totp: boolean }) {
  const shape = ZSecondStepVerifyRequest.shape;
  const answer = filled(t('auth:error.required'));
  return z.object({
    answer: (totp ? answer.regex(/^\d{6}$/, t('auth:secondStep.totpInvalid')) : answer).pipe(
      shape.answer,
    ),
    mobileNum: shape.mobileNum,
  });
}
