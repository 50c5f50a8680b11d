import { z } from 'zod';

/**
 * Messengers (e-mail over SMTP, SMS through an HTTP provider) and the forgot-password flow.
 * Every message sent, whatever the provider, is also recorded in the outbox the back office lists.
 */

export const EMAIL_PROVIDERS = ['outbox', 'smtp'] as const;
export const SMS_PROVIDERS = ['outbox', 'http'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export const ZMessageChannel = z.enum(MESSAGE_CHANNELS);
export type TMessageChannel = z.infer<typeof ZMessageChannel>;

const ZHost = z
  .string()
  .trim()
  .max(253)
  .regex(/^[A-Za-z0-9.-]*$/, 'must be a host name or an IP address');

export const ZEmailSettings = z
  .object({
    /** `outbox`: nothing leaves the server, the message is only recorded (development). */
    provider: z.enum(EMAIL_PROVIDERS),
    fromName: z.string().trim().max(100),
    fromAddress: z.email().max(200).or(z.literal('')),
    smtp: z.object({
      host: ZHost,
      port: z.number().int().min(1).max(65535),
      /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
      secure: z.boolean(),
      username: z.string().max(200),
      /** Readable by operators with settings.read; never written to logs or the audit log. */
      password: z.string().max(200),
    }),
  })
  .refine((s) => s.provider !== 'smtp' || (s.smtp.host !== '' && s.fromAddress !== ''), {
    message: 'SMTP needs a host and a from address',
    path: ['smtp', 'host'],
  })
  .meta({ id: 'EmailSettings' });
export type TEmailSettings = z.infer<typeof ZEmailSettings>;

export const ZSmsSettings = z
  .object({
    /** `outbox`: nothing leaves the server, the message is only recorded (development). */
    provider: z.enum(SMS_PROVIDERS),
    http: z.object({
      url: z
        .url({ protocol: /^https?$/ })
        .max(500)
        .or(z.literal('')),
      method: z.literal('POST'),
      headers: z.record(z.string().min(1).max(100), z.string().max(1000)),
      /** Request body; `{{to}}`, `{{text}}` and `{{senderId}}` are replaced (JSON-escaped). */
      bodyTemplate: z.string().max(5000),
      /** HTTP status the provider answers on success. */
      successStatus: z.number().int().min(100).max(599),
    }),
    senderId: z.string().trim().max(20),
    /** Life of a verification code; the send button counts down this x 60 seconds. */
    codeExpiredMinutes: z.number().int().min(1).max(30),
    /** Codes sent by the whole site per day; beyond it players see "quota not sufficient". */
    dailyLimit: z.number().int().min(1).max(10_000_000),
    /**
     * Hourly budgets against SMS pumping: SMS the whole site may deliver per clock hour (UTC), and
     * per number prefix (the country code and the first two national digits, `+6681`) per hour.
     */
    hourlyLimit: z.number().int().min(1).max(1_000_000),
    prefixHourlyLimit: z.number().int().min(1).max(1_000_000),
    /** Operators get an alert once a budget's hour reaches this share of it (and when it runs out). */
    budgetAlertPercent: z.number().int().min(1).max(100),
  })
  .refine((s) => s.provider !== 'http' || s.http.url !== '', {
    message: 'the HTTP provider needs a URL',
    path: ['http', 'url'],
  })
  .meta({ id: 'SmsSettings' });
export type TSmsSettings = z.infer<typeof ZSmsSettings>;

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

export const ZOutboxMessage = z
  .object({
    id: z.number().int(),
    channel: ZMessageChannel,
    to: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    error: z.string().nullable(),
    /** `outbox`, `smtp` or `http`. */
    provider: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxQuery = z.object({
  channel: ZMessageChannel.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TOutboxQuery = z.input<typeof ZOutboxQuery>;

export const ZOutboxPage = z
  .object({
    items: z.array(ZOutboxMessage),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OutboxPage' });
export type TOutboxPage = z.infer<typeof ZOutboxPage>;

export const ZSendTestMessageRequest = z
  .object({
    channel: ZMessageChannel,
    /** An e-mail address or a mobile number with its country code. */
    to: z.string().trim().min(3).max(200),
  })
  .meta({ id: 'SendTestMessageRequest' });
export type TSendTestMessageRequest = z.infer<typeof ZSendTestMessageRequest>;

export const ZSendTestMessageResult = z
  .object({ status: z.enum(OUTBOX_STATUSES), error: z.string().nullable(), provider: z.string() })
  .meta({ id: 'SendTestMessageResult' });
export type TSendTestMessageResult = z.infer<typeof ZSendTestMessageResult>;

/** How long a reset code or link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Wrong codes after which the code is dead. */
export const PASSWORD_RESET_MAX_ATTEMPTS = 5;

export const ZForgotPasswordRequest = z
  .object({
    username: z.string().trim().min(1).max(64),
    email: z.string().trim().min(3).max(200),
  })
  .meta({ id: 'ForgotPasswordRequest' });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    username: z.string().trim().max(64).optional(),
    /** The 6-digit code of the e-mail (with the username). */
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be 6 digits')
      .optional(),
    /** The token of the e-mail's link (the username is then optional). */
    token: z.string().trim().min(20).max(200).optional(),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  })
  .refine((r) => Boolean(r.token) || (Boolean(r.code) && Boolean(r.username)), {
    message: 'a code with the username, or a link token, is required',
    path: ['code'],
  })
  .meta({ id: 'ResetPasswordRequest' });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * Settings values that are secrets (passwords, API keys in headers). The back office reads them
 * as SECRET_PLACEHOLDER when set, the audit log records only the placeholder, and a save that
 * sends the placeholder back keeps the stored value. `*` stands for every key of a record.
 */
export const SECRET_SETTING_PATHS = {
  email: [['smtp', 'password']],
  sms: [['http', 'headers', '*']],
  identityProviders: [['providers', '*', 'clientSecret']],
  paymentGateways: [['gateways', '*', 'secret']],
} as const;
export const SECRET_PLACEHOLDER = '********';
