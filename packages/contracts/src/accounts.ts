import { z } from 'zod';

/**
 * Player-side accounts: members, agents and trial players (spec §3 "Account type codes").
 * Operators are back-office staff (admin.ts), not accounts.
 */
export const ACCOUNT_STATUSES = ['active', 'locked', 'disabled'] as const;
export const ZAccountStatus = z.enum(ACCOUNT_STATUSES);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

/** 0 member; 1, 2, 41, 42 agents; 4 trial (play money only). */
export const ACCOUNT_TYPES = [0, 1, 2, 4, 41, 42] as const;
export const ZAccountType = z.union(
  ACCOUNT_TYPES.map((t) => z.literal(t)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<4>,
    z.ZodLiteral<41>,
    z.ZodLiteral<42>,
  ],
);
export type TAccountType = z.infer<typeof ZAccountType>;
/** The agent types an operator or an upline agent may open. */
export const ZAgentType = z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]);

/** Which site a sign-in is for: the player site, or the agent site (`/agent`). */
export const ZLoginSite = z.enum(['member', 'agent']);

/** The query of startSocialLogin: which site signs in, and where to come back to. */
export const ZSocialLoginStartQuery = z.object({
  site: ZLoginSite.default('member'),
  /** Path on this site to come back to (same-site, relative). */
  returnTo: z.string().max(500).optional(),
});
export type TSocialLoginStartQuery = z.infer<typeof ZSocialLoginStartQuery>;

/** spec §3 "Member info". */
export const ZMemberInfo = z
  .object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    type: ZAccountType,
    /** Masked forms for display (e.g. 08*****678); null when not bound. */
    mobileMasked: z.string().nullable(),
    emailMasked: z.string().nullable(),
    realName: z.string().nullable(),
    hasPaymentPassword: z.boolean(),
    language: z.string(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'MemberInfo' });
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** spec §3 "Public state": header figures refreshed while signed in. */
export const ZPublicState = z
  .object({
    /** Main wallet balance in minor units (0 until the wallet exists). */
    balance: z.number().int(),
    currencySymbol: z.string(),
    hasVip: z.boolean(),
    vipLabelName: z.string().nullable(),
    vipRankLevel: z.number().int().nullable(),
    availablePromoCount: z.number().int(),
    unreadMessage: z.number().int(),
  })
  .meta({ id: 'PublicState' });
export type TPublicState = z.infer<typeof ZPublicState>;

export const ZLoginRequest = z
  .object({
    username: z.string().trim().toLowerCase().min(1).max(64),
    password: z.string().min(1).max(128),
    site: ZLoginSite.default('member'),
    type: z.literal('username').default('username'),
    /** Answer to the captcha image, when the previous failure asked for one. */
    captchaId: z.string().max(64).optional(),
    captcha: z.string().trim().max(12).optional(),
    /** The solved proof-of-work bot check (base64 payload of challenge and solution). */
    botCheck: z.string().max(4000).optional(),
    /** Remember this device for a day (an httpOnly device-token cookie; never the password). */
    remember: z.boolean().default(false),
  })
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** spec §3 "Login result", plus the member so the client needs no second call. */
export const ZLoginResult = z
  .object({
    /** Opaque bearer token; send as `Authorization: Bearer <token>`. */
    token: z.string(),
    expiresAt: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** The password is the default weak password: the change-password modal must open. */
    mustChangePassword: z.boolean(),
    member: ZMemberInfo,
  })
  .meta({ id: 'LoginResult' });
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZChangePasswordRequest = z
  .object({
    oldPassword: z.string().min(1).max(128),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Fields of the registration form (spec §3 "Registration user"); the server says which show. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'birthday',
  'recommenderId',
  'affiliateCode',
] as const;
export const ZRegisterFieldName = z.enum(REGISTER_FIELDS);
export type TRegisterFieldName = z.infer<typeof ZRegisterFieldName>;

/** One field's rule: shown/required and a pattern id (spec §5) with length bounds. */
export const ZFieldRule = z
  .object({
    shown: z.boolean(),
    required: z.boolean(),
    patternId: z.number().int().min(0).max(24),
    min: z.number().int().min(0).max(255).nullable(),
    max: z.number().int().min(1).max(255).nullable(),
    /** Extra regular expression the value must match; '*' matches anything. */
    acceptedPattern: z.string().max(300),
  })
  .refine((r) => r.min === null || r.max === null || r.min <= r.max, {
    message: 'min must not exceed max',
    path: ['min'],
  })
  .meta({ id: 'FieldRule' });
export type TFieldRule = z.infer<typeof ZFieldRule>;

/** getRegisterSettings: how registration works on this site now. */
export const ZRegisterSettings = z
  .object({
    usernameRegistration: z.boolean(),
    mobileRegistration: z.boolean(),
    mobileRegistrationWithPassword: z.boolean(),
    smsVerification: z.boolean(),
    captcha: z.boolean(),
    /** Solve the proof-of-work bot check (getBotChallenge) and send it as `botCheck`. */
    botCheck: z.boolean(),
    /** Minimum age for the birthday field (spec §9: 21). */
    birthdayMinAge: z.number().int(),
    /** Minimum age the terms checkbox confirms (spec §9: 18). */
    agreementMinAge: z.number().int(),
    fields: z.record(ZRegisterFieldName, ZFieldRule),
  })
  .meta({ id: 'RegisterSettings' });
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;

/** getValidationRules: the rule per field, also for fields outside registration (loginPassword). */
export const ZValidationRules = z
  .object({ rules: z.record(z.string(), ZFieldRule) })
  .meta({ id: 'ValidationRules' });

export const ZRegisterRequest = z
  .object({
    username: z.string().trim().toLowerCase().max(64),
    password: z.string().max(128),
    confirmPassword: z.string().max(128),
    nickname: z.string().trim().max(64).optional(),
    payeeName: z.string().trim().max(128).optional(),
    email: z.string().trim().max(254).optional(),
    mobileNum: z.string().trim().max(20).optional(),
    countryDialingCode: z.string().trim().max(6).optional(),
    paymentPassword: z.string().max(128).optional(),
    qqNum: z.string().trim().max(64).optional(),
    line: z.string().trim().max(64).optional(),
    whatsapp: z.string().trim().max(64).optional(),
    facebook: z.string().trim().max(128).optional(),
    wechat: z.string().trim().max(64).optional(),
    telegram: z.string().trim().max(64).optional(),
    zalo: z.string().trim().max(64).optional(),
    idNumber: z.string().trim().max(64).optional(),
    /** yyyy-MM-dd */
    birthday: z.string().trim().max(10).optional(),
    recommenderId: z.string().trim().max(64).optional(),
    /** The upline agent's invitation code. */
    affiliateCode: z.string().trim().max(32).optional(),
    /** A member's invite-a-friend code from the URL query. */
    referralCode: z.string().trim().max(32).optional(),
    domain: z.string().trim().max(200).optional(),
    registerMethod: z.literal('WEB').default('WEB'),
    /** Terms accepted and at least 18 years old. */
    agreeTerms: z.boolean(),
    captchaId: z.string().max(64).optional(),
    captcha: z.string().trim().max(12).optional(),
    /** The solved proof-of-work bot check, when the registration settings ask for one. */
    botCheck: z.string().max(4000).optional(),
    /** SMS code sent to mobileNum (purpose `register`) when SMS verification is on. */
    verificationCode: z.string().trim().max(255).optional(),
  })
  .meta({ id: 'RegisterRequest' });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZAffiliateCheck = z
  .object({ valid: z.boolean(), agentNickname: z.string().nullable() })
  .meta({ id: 'AffiliateCheck' });

export const ZCountryDialing = z
  .object({
    countryCode: z.string(),
    countryDialingCode: z.string(),
    name: z.string(),
    /** National number length without the leading 0 / trunk prefix. */
    phoneDigits: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: 'CountryDialing' });
export const ZCountryCodes = z
  .object({ items: z.array(ZCountryDialing), default: z.string() })
  .meta({ id: 'CountryCodes' });

export const ZLoginHistoryEntry = z
  .object({
    at: z.string(),
    ip: z.string().nullable(),
    countryCode: z.string().nullable(),
    userAgent: z.string().nullable(),
    site: ZLoginSite,
    method: z.string(),
    success: z.boolean(),
    /** Error code of a failed attempt. */
    failure: z.string().nullable(),
  })
  .meta({ id: 'LoginHistoryEntry' });
export const ZLoginHistory = z
  .object({ items: z.array(ZLoginHistoryEntry) })
  .meta({ id: 'LoginHistory' });
export type TLoginHistoryEntry = z.infer<typeof ZLoginHistoryEntry>;

/** A captcha image to show on the login or registration form (answer it within `expiresAt`). */
export const ZCaptcha = z
  .object({
    /** Send back as `captchaId` with the typed `captcha`; good for one check. */
    captchaId: z.string(),
    /** `data:image/png;base64,...` */
    image: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Captcha' });
export type TCaptcha = z.infer<typeof ZCaptcha>;

/** A signed proof-of-work challenge (altcha v2 format); the client solves it before sign-in. */
export const ZBotChallenge = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        memoryCost: z.number().optional(),
        parallelism: z.number().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().optional(),
  })
  .meta({ id: 'BotChallenge' });
export type TBotChallenge = z.infer<typeof ZBotChallenge>;
