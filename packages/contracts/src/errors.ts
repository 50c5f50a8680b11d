import { z } from 'zod';

/**
 * Every error code the API can answer with. Clients translate the code (see `errorMessages`),
 * never the server's English `message`.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'TOO_MANY_REQUESTS',
  'CONFLICT',
  'USERNAME_TAKEN',
  'LAST_SUPER_ADMIN',
  'CANNOT_CHANGE_SELF',
  'WRONG_PASSWORD',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'NOT_A_MEMBER',
  'NOT_AN_AGENT',
  'TRIAL_NOT_ALLOWED',
  'PASSWORD_MISMATCH',
  'PASSWORD_TOO_COMMON',
  'SAME_PASSWORD',
  'INVALID_INVITATION_CODE',
  'TERMS_NOT_ACCEPTED',
  'AGE_RESTRICTED',
  'MOBILE_TAKEN',
  'EMAIL_TAKEN',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'BOT_CHECK_FAILED',
  'INVALID_UPLINE',
  'RESET_CODE_INVALID',
  'RESET_CODE_EXPIRED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

/** The one error shape of every failed API call. */
export const ZErrorResponse = z
  .object({
    error: z.object({
      code: ZErrorCode,
      /** English, for logs and developers; clients show the translated code instead. */
      message: z.string(),
      /** Extra facts, e.g. `issues` for VALIDATION_ERROR or `retryAfterSeconds`. */
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** HTTP status that goes with each code. */
export const errorHttpStatus: Record<TErrorCode, number> = {
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_DISABLED: 403,
  TOO_MANY_REQUESTS: 429,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  LAST_SUPER_ADMIN: 409,
  CANNOT_CHANGE_SELF: 409,
  WRONG_PASSWORD: 400,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 451,
  NOT_A_MEMBER: 403,
  NOT_AN_AGENT: 403,
  TRIAL_NOT_ALLOWED: 403,
  PASSWORD_MISMATCH: 400,
  PASSWORD_TOO_COMMON: 400,
  SAME_PASSWORD: 400,
  INVALID_INVITATION_CODE: 400,
  TERMS_NOT_ACCEPTED: 400,
  AGE_RESTRICTED: 400,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  BOT_CHECK_FAILED: 400,
  INVALID_UPLINE: 409,
  RESET_CODE_INVALID: 400,
  RESET_CODE_EXPIRED: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};
