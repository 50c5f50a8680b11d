import { z } from 'zod';
import { ZLoginResult, ZLoginSite } from './accounts.js';

/**
 * Sign-in paths beyond username and password (spec §4, §7 "Members and login"): SMS codes,
 * mobile registration, one-click and free-play (trial) sign-in, OpenID Connect social sign-in,
 * remembered devices, the unregistered-IP second step, and the member's security settings.
 */

/** What an SMS code is for; a code only works for the purpose it was sent for. */
export const SMS_PURPOSES = ['register', 'login', 'resetPassword', 'bindMobile'] as const;
export const ZSmsPurpose = z.enum(SMS_PURPOSES);
export type TSmsPurpose = z.infer<typeof ZSmsPurpose>;

const ZDialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'dialing code like +66');
/** National number as typed (digits; a leading trunk 0 is dropped by the server). */
const ZMobileNum = z.string().trim().max(20);
const ZVerificationCode = z.string().trim().max(255);

/** sendSmsCode: bot check first; throttled to once per second, refused while the countdown runs. */
export const ZSendSmsCodeRequest = z
  .object({
    purpose: ZSmsPurpose,
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobileNum,
    /** Solved proof-of-work bot check (required, spec §5 "a bot-check runs before sending an SMS"). */
    botCheck: z.string().max(4000).optional(),
  })
  .meta({ id: 'SendSmsCodeRequest' });
export type TSendSmsCodeRequest = z.input<typeof ZSendSmsCodeRequest>;

/** The answer to a send; the button counts down `expiredMinutes` x 60 seconds. */
export const ZSmsCodeSent = z
  .object({
    expiredMinutes: z.number().int(),
    /** Seconds until another code may be asked for this number (= expiredMinutes x 60). */
    resendAfterSeconds: z.number().int(),
  })
  .meta({ id: 'SmsCodeSent' });
export type TSmsCodeSent = z.infer<typeof ZSmsCodeSent>;

/** loginBySms: mobile number and the code sent for purpose `login`. */
export const ZSmsLoginRequest = z
  .object({
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobileNum,
    verificationCode: ZVerificationCode,
    site: ZLoginSite.default('member'),
    remember: z.boolean().default(false),
  })
  .meta({ id: 'SmsLoginRequest' });
export type TSmsLoginRequest = z.input<typeof ZSmsLoginRequest>;

/**
 * registerByMobile: the number proven by an SMS code (purpose `register`). The password is asked
 * only when "mobile registration with password" is on; otherwise the member signs in by SMS.
 */
export const ZRegisterMobileRequest = z
  .object({
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobileNum,
    verificationCode: ZVerificationCode,
    password: z.string().max(128).optional(),
    confirmPassword: z.string().max(128).optional(),
    affiliateCode: z.string().trim().max(32).optional(),
    referralCode: z.string().trim().max(32).optional(),
    domain: z.string().trim().max(200).optional(),
    registerMethod: z.literal('WEB').default('WEB'),
    agreeTerms: z.boolean(),
  })
  .meta({ id: 'RegisterMobileRequest' });
export type TRegisterMobileRequest = z.input<typeof ZRegisterMobileRequest>;

/** resetPasswordByMobile: then signs in with the new password (spec §4). */
export const ZResetPasswordByMobileRequest = z
  .object({
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobileNum,
    verificationCode: ZVerificationCode,
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  })
  .meta({ id: 'ResetPasswordByMobileRequest' });
export type TResetPasswordByMobileRequest = z.input<typeof ZResetPasswordByMobileRequest>;

/** oneClickLogin: an account with generated credentials, shown once to keep. */
export const ZOneClickLoginRequest = z
  .object({ botCheck: z.string().max(4000).optional() })
  .meta({ id: 'OneClickLoginRequest' });
export const ZOneClickLoginResult = z
  .object({
    credentials: z.object({ username: z.string(), password: z.string() }),
    login: ZLoginResult,
  })
  .meta({ id: 'OneClickLoginResult' });
export type TOneClickLoginResult = z.infer<typeof ZOneClickLoginResult>;

/** getTrialKey: the RSA public key (SPKI, base64) that free-play payloads are encrypted with. */
export const ZTrialKey = z
  .object({
    keyId: z.string(),
    /** RSA-OAEP with SHA-256, SPKI DER in base64. */
    publicKey: z.string(),
    algorithm: z.literal('RSA-OAEP-256'),
  })
  .meta({ id: 'TrialKey' });
export type TTrialKey = z.infer<typeof ZTrialKey>;

/** trialLogin (spec §7 "free-play login"): os, platform W, encrypted random string, gateway 3. */
export const ZTrialLoginRequest = z
  .object({
    os: z.string().trim().max(40),
    platform: z.literal('W'),
    keyId: z.string().max(64),
    /** base64 of the RSA-OAEP ciphertext of a fresh random string (16 to 128 characters). */
    encrypted: z.string().max(2000),
    gatewayVersion: z.literal(3),
  })
  .meta({ id: 'TrialLoginRequest' });
export type TTrialLoginRequest = z.input<typeof ZTrialLoginRequest>;

/** Ways to prove it is really the member when signing in from an IP the account has not used. */
export const SECOND_STEP_METHODS = ['sms', 'email', 'payeeName', 'totp'] as const;
export const ZSecondStepMethod = z.enum(SECOND_STEP_METHODS);
export type TSecondStepMethod = z.infer<typeof ZSecondStepMethod>;

/** Answered instead of a session when a second step is needed. */
export const ZSecondStepRequired = z
  .object({
    secondStep: z.object({
      /** Carry to sendSecondStepCode / verifySecondStep; good for 10 minutes. */
      ticket: z.string(),
      /** The methods this account can use, in the operator's order of preference. */
      methods: z.array(ZSecondStepMethod),
      mobileMasked: z.string().nullable(),
      emailMasked: z.string().nullable(),
      expiresAt: z.string(),
      /** Why: a new IP, or the identity provider asks for SMS. */
      reason: z.enum(['newIp', 'providerSms']),
      /**
       * The account has no mobile yet (provider SMS step): the player types one, the code goes
       * there, and a right code binds it to the account.
       */
      bindMobile: z.boolean(),
    }),
  })
  .meta({ id: 'SecondStepRequired' });
export type TSecondStepRequired = z.infer<typeof ZSecondStepRequired>;

/** What every sign-in answers: a session, or the second step to pass first. */
export const ZLoginResponse = z.union([ZLoginResult, ZSecondStepRequired]).meta({
  id: 'LoginResponse',
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
export function needsSecondStep(r: TLoginResponse): r is TSecondStepRequired {
  return 'secondStep' in r;
}

/** The mobile to bind, only when the second step says `bindMobile`. */
const ZMobileToBind = {
  countryDialingCode: ZDialingCode.optional(),
  mobileNum: ZMobileNum.optional(),
};

export const ZSecondStepSendRequest = z
  .object({ ticket: z.string().max(200), method: z.enum(['sms', 'email']), ...ZMobileToBind })
  .meta({ id: 'SecondStepSendRequest' });
export const ZSecondStepVerifyRequest = z
  .object({
    ticket: z.string().max(200),
    method: ZSecondStepMethod,
    /** The SMS, e-mail or authenticator code, or the payee (real) name. */
    answer: z.string().trim().min(1).max(128),
    ...ZMobileToBind,
  })
  .meta({ id: 'SecondStepVerifyRequest' });
export type TSecondStepVerifyRequest = z.infer<typeof ZSecondStepVerifyRequest>;

/** A remembered device (httpOnly cookie, 1 day): pre-fills the username and signs in. */
export const ZRememberedDevice = z
  .object({ username: z.string().nullable() })
  .meta({ id: 'RememberedDevice' });
export const ZRememberedLoginRequest = z
  .object({ site: ZLoginSite.default('member') })
  .meta({ id: 'RememberedLoginRequest' });

/** An OpenID Connect provider as the player site shows it. */
export const ZPublicIdentityProvider = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'PublicIdentityProvider' });
export const ZIdentityProviderList = z
  .object({ items: z.array(ZPublicIdentityProvider) })
  .meta({ id: 'IdentityProviderList' });

/** ticketLogin: the one-time ticket a social sign-in redirect carries back (`?loginTicket=`). */
export const ZTicketLoginRequest = z
  .object({ ticket: z.string().min(1).max(200) })
  .meta({ id: 'TicketLoginRequest' });

/**
 * A one-time, short-lived ticket that signs the same account in elsewhere (spec §4 `?token=`):
 * an app or a partner page opens `url`, and the site trades the ticket for a new session.
 */
export const ZHandoverTicket = z
  .object({
    ticket: z.string(),
    /** ISO time after which the ticket is refused. */
    expiresAt: z.string(),
    /** This site's address with the ticket as `?token=`. */
    url: z.string(),
  })
  .meta({ id: 'HandoverTicket' });
export type THandoverTicket = z.infer<typeof ZHandoverTicket>;

/** Member security settings (securityCenter). */
export const ZSetPaymentPasswordRequest = z
  .object({
    /** The login password when none is set yet; the current payment password to change it. */
    currentPassword: z.string().min(1).max(128),
    newPaymentPassword: z.string().min(1).max(128),
    confirmPaymentPassword: z.string().min(1).max(128),
  })
  .meta({ id: 'SetPaymentPasswordRequest' });
export type TSetPaymentPasswordRequest = z.infer<typeof ZSetPaymentPasswordRequest>;

export const ZBindMobileRequest = z
  .object({
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobileNum,
    verificationCode: ZVerificationCode,
  })
  .meta({ id: 'BindMobileRequest' });
export type TBindMobileRequest = z.input<typeof ZBindMobileRequest>;

export const ZSendEmailCodeRequest = z
  .object({ email: z.string().trim().max(254), botCheck: z.string().max(4000).optional() })
  .meta({ id: 'SendEmailCodeRequest' });
export const ZBindEmailRequest = z
  .object({ email: z.string().trim().max(254), verificationCode: ZVerificationCode })
  .meta({ id: 'BindEmailRequest' });
export type TBindEmailRequest = z.infer<typeof ZBindEmailRequest>;

/** startAuthenticatorBinding: a new TOTP secret to scan; bound once a code from it is confirmed. */
export const ZAuthenticatorSetup = z
  .object({
    secret: z.string(),
    otpauthUrl: z.string(),
    /** data:image/png;base64 QR code of otpauthUrl. */
    qrCode: z.string(),
  })
  .meta({ id: 'AuthenticatorSetup' });
export const ZAuthenticatorCodeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits'),
  })
  .meta({ id: 'AuthenticatorCodeRequest' });

/** getSecuritySettings: what securityCenter shows beside the profile. */
export const ZSecurityOverview = z
  .object({
    mobileMasked: z.string().nullable(),
    countryDialingCode: z.string().nullable(),
    emailMasked: z.string().nullable(),
    hasPaymentPassword: z.boolean(),
    authenticatorBound: z.boolean(),
    rememberedDevices: z.number().int(),
  })
  .meta({ id: 'SecurityOverview' });
export type TSecurityOverview = z.infer<typeof ZSecurityOverview>;
