import { z } from 'zod';
import { ZSpendLimitSettings } from './limits.js';
import { ZRiskRuleSettings } from './risk-settings.js';
import { AGREEMENT_MIN_AGE } from './age.js';
import { ZSecondStepMethod } from './auth-flows.js';
import { ZCashierSettings, ZPaymentGatewaySettings } from './cashier-settings.js';
import { ZAgentPullSettings } from './downline-pulls.js';
import { ZAgentContractSettings } from './agent-contracts.js';
import { ZFieldRule, ZRegisterFieldName } from './accounts.js';
import { LANGUAGE_CODES } from './languages.js';
import { ZLocalizedText } from './localized.js';
import { ZRealityCheckSettings } from './reality-checks.js';
import { ZEmailSettings, ZSmsSettings } from './messaging.js';

/**
 * Site settings edited in the back office. Each section is stored as one row and validated with
 * its schema on every write; the startup permission response is built from them.
 */

const ZUrl = z.url({ protocol: /^https?$/ }).max(500);
/** A link that may also be a `tel:`, `mailto:` or messenger deep link. */
const ZLink = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(
    /^(https?:\/\/|tel:|mailto:|line:|tg:|whatsapp:)\S+$/,
    'must be an http(s), tel:, mailto: or app link',
  );
const ZIsoDateTime = z.iso.datetime({ offset: true });
/** ISO 3166-1 alpha-2 country code, upper case. */
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code');
/** An IPv4/IPv6 address or a CIDR range. */
export const ZIpOrCidr = z
  .string()
  .trim()
  .max(50)
  .pipe(
    z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
      error: 'must be an IP address or CIDR range',
    }),
  );

export const ZMaintenanceSettings = z
  .object({
    enabled: z.boolean(),
    /** Expected end, shown to players; the site stays in maintenance until switched off. */
    endsAt: ZIsoDateTime.nullable(),
    message: ZLocalizedText,
    /** Office IPs that still see the normal site, to check it before reopening. */
    bypassIps: z.array(ZIpOrCidr).max(200),
  })
  .meta({ id: 'MaintenanceSettings' });

export const ZRegionSettings = z
  .object({
    /** When false nobody is blocked by location. */
    enabled: z.boolean(),
    /** When non-empty, only these countries (and the IP allow-list) get in; unknown locations are blocked. */
    allowedCountries: z.array(ZCountryCode).max(250),
    blockedCountries: z.array(ZCountryCode).max(250),
    /** Always let in, whatever the country. */
    ipAllowList: z.array(ZIpOrCidr).max(500),
    /** Always block, whatever the country. */
    ipBlockList: z.array(ZIpOrCidr).max(5000),
    message: ZLocalizedText,
  })
  .meta({ id: 'RegionSettings' });

/** The white-label modules an operator switches on or off. Nested ids are children in the tree. */
export const MODULE_TREE = [
  {
    modId: 'register',
    children: ['register.mobile', 'register.mobilePassword', 'register.smsVerification'],
  },
  {
    modId: 'login',
    children: [
      'login.smsCode',
      'login.freePlay',
      'login.passwordExpiry',
      'login.oneClick',
      'login.forgotByMobile',
      'login.social',
    ],
  },
  { modId: 'vip', children: [] },
  {
    modId: 'agent',
    children: [
      'agent.contract.dividend',
      'agent.contract.dailySalary',
      'agent.contract.hourlySalary',
      'agent.contract.realtimeSalary',
      'agent.consolidatedContract',
    ],
  },
] as const;
export type TModuleId =
  (typeof MODULE_TREE)[number]['modId'] | (typeof MODULE_TREE)[number]['children'][number];
export const MODULE_IDS = MODULE_TREE.flatMap((m) => [m.modId, ...m.children]) as TModuleId[];

export const ZModuleSettings = z
  .object({
    /** modId -> enabled. A child counts as enabled only when its parent is too. */
    enabled: z.record(z.enum(MODULE_IDS as [TModuleId, ...TModuleId[]]), z.boolean()),
  })
  .meta({ id: 'ModuleSettings' });

export const ZLanguageSettings = z
  .object({
    offered: z
      .array(z.enum(LANGUAGE_CODES as [string, ...string[]]))
      .min(1)
      .max(LANGUAGE_CODES.length),
    default: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  })
  .refine((s) => s.offered.includes(s.default), {
    message: 'the default language must be offered',
    path: ['default'],
  })
  .meta({ id: 'LanguageSettings' });

export const CS_TYPES = ['CS1', 'CS2', 'CS3', 'CS4', 'CS5', 'CS6'] as const;
export const ZCsType = z.enum(CS_TYPES);
export const CS_KINDS = [
  'livechat',
  'line',
  'telegram',
  'whatsapp',
  'facebook',
  'wechat',
  'zalo',
  'phone',
  'email',
  'other',
] as const;
export const ZCsKind = z.enum(CS_KINDS);

export const ZCustomerServiceChannel = z
  .object({
    csType: ZCsType,
    /** Decides the icon shown. */
    kind: ZCsKind,
    label: ZLocalizedText,
    path: ZLink,
    enabled: z.boolean(),
  })
  .meta({ id: 'CustomerServiceChannel' });

export const ZCustomerServiceSettings = z
  .object({
    channels: z
      .array(ZCustomerServiceChannel)
      .max(6)
      .refine((list) => new Set(list.map((c) => c.csType)).size === list.length, {
        message: 'each CS type can be used once',
      }),
  })
  .meta({ id: 'CustomerServiceSettings' });

export const ZDomainRoute = z.object({
  /** Host name without scheme, e.g. `lw-mirror1.example`. */
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a host name'),
  /** Shown on the mirror list page. */
  label: z.string().max(60),
  primary: z.boolean(),
});

export const ZSiteSettings = z
  .object({
    siteName: z.string().trim().min(1).max(60),
    mainDomain: z.string().trim().max(200),
    /** Analytics measurement id; empty for none. */
    analyticsId: z.string().trim().max(60),
    imageCDNs: z.array(ZUrl).max(20),
    launchGameCDNs: z.array(ZUrl).max(20),
    domainRoutes: z.array(ZDomainRoute).max(50),
    /** First year of the copyright range shown in the footer. */
    copyrightStartYear: z.number().int().min(2000).max(2100),
    /** Vendor codes shown as grey logos in the footer. */
    footerVendors: z.array(z.string().regex(/^[A-Z0-9_]{1,20}$/)).max(40),
  })
  .meta({ id: 'SiteSettings' });

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'youtube',
  'x',
  'tiktok',
  'telegram',
  'line',
] as const;
export const ZSocialSettings = z
  .object({
    links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: ZUrl })).max(20),
  })
  .meta({ id: 'SocialSettings' });

/** A licence's name in each shipped language; at least one is given (the site falls back to it). */
export const ZLicenceName = z
  .object({
    th: z.string().trim().max(100),
    en: z.string().trim().max(100),
    zh: z.string().trim().max(100),
  })
  .refine((name) => Boolean(name.th || name.en || name.zh), {
    message: 'at least one language needs a name',
    path: ['th'],
  })
  .meta({ id: 'LicenceName' });

export const ZLicence = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: ZLicenceName,
  issuer: z.string().trim().max(100),
  number: z.string().trim().max(60),
  /** Certificate image (https URL or data URL); when empty the site draws a certificate. */
  imageUrl: z
    .string()
    .max(2_000_000)
    .regex(/^(https?:\/\/|data:image\/(png|jpeg|svg\+xml|webp);base64,)/, 'must be an image URL')
    .or(z.literal('')),
  verifyUrl: ZUrl.or(z.literal('')),
});
export const ZLicenceSettings = z
  .object({ items: z.array(ZLicence).max(20) })
  .meta({ id: 'LicenceSettings' });

export const ZAppDownloadSettings = z
  .object({
    ios: ZUrl.or(z.literal('')),
    iosLite: ZUrl.or(z.literal('')),
    android: ZUrl.or(z.literal('')),
  })
  .meta({ id: 'AppDownloadSettings' });

/** Registration form configuration (the mobile and SMS flows are switched in the modules). */
export const ZRegistrationSettings = z
  .object({
    usernameRegistration: z.boolean(),
    /** Ask for a captcha on the registration form. */
    captcha: z.boolean(),
    /** A username registration must carry a solved proof-of-work bot check (as sign-in does). */
    botCheck: z.boolean(),
    /** The birthday field's minimum age (spec §5's birthday rule: 21); never below the agreement's 18. */
    birthdayMinAge: z.number().int().min(AGREEMENT_MIN_AGE).max(99),
    /** The age the terms checkbox confirms; never below the agreement's 18. */
    agreementMinAge: z.number().int().min(AGREEMENT_MIN_AGE).max(99),
    /** Rule per field; username, password and confirmPassword are always shown and required. */
    fields: z.record(ZRegisterFieldName, ZFieldRule),
    /**
     * The agent a sign-up without an invitation code goes under (issue 25: the default sponsor);
     * '' or an account that is not an active agent: the house.
     */
    defaultSponsorAgent: z.string().trim().toLowerCase().max(64),
  })
  .meta({ id: 'RegistrationSettings' });

/** Sign-in and password rules for player and agent accounts. */
export const ZAccountPolicySettings = z
  .object({
    /** The default weak password (spec's {secret}); signing in with it forces a change. */
    defaultPassword: z.string().min(6).max(64),
    /** 0: passwords never expire. Expiry forces a change only when the module is on. */
    passwordExpiryDays: z.number().int().min(0).max(3650),
    sessionIdleMinutes: z.number().int().min(5).max(1440),
    sessionMaxHours: z.number().int().min(1).max(720),
    /** Failed sign-ins in a row before the account locks. */
    maxFailedLogins: z.number().int().min(3).max(50),
    lockMinutes: z.number().int().min(1).max(1440),
    /** Failed sign-ins after which the captcha is asked for. */
    captchaAfterFailures: z.number().int().min(1).max(50),
    /** A username sign-in must carry a solved proof-of-work bot check. */
    botCheckOnLogin: z.boolean(),
    currencySymbol: z.string().trim().min(1).max(4),
    /**
     * Second step for a sign-in from an IP the account has not signed in from before, in order of
     * preference; the member picks among those the account can use. Empty: no second step.
     */
    newIpSecondStep: z.array(ZSecondStepMethod).max(4),
    /** Play money a new free-play (trial) account starts with, in minor units. */
    trialPlayMoney: z.number().int().min(0).max(100_000_000_00),
  })
  .meta({ id: 'AccountPolicySettings' });

/** An OpenID Connect provider for social sign-in (discovery from `issuer`). */
export const ZIdentityProvider = z.object({
  name: z.string().trim().min(1).max(40),
  enabled: z.boolean(),
  issuer: z.url({ protocol: /^https?$/ }).max(500),
  clientId: z.string().trim().min(1).max(300),
  /** Secret: masked on read, kept when the placeholder is sent back. */
  clientSecret: z.string().max(500),
  scopes: z.string().trim().max(300),
  /** After the provider, the member also proves a mobile number by SMS. */
  requireSms: z.boolean(),
  /** Order on the login popup (lower first). */
  order: z.number().int().min(0).max(999),
});
export type TIdentityProvider = z.infer<typeof ZIdentityProvider>;
export const ZIdentityProviderId = z.string().regex(/^[a-z0-9-]{2,30}$/);
export const ZIdentityProviderSettings = z
  .object({ providers: z.record(ZIdentityProviderId, ZIdentityProvider) })
  .meta({ id: 'IdentityProviderSettings' });

/** Every settings section with its schema. */
export const SETTINGS_SECTIONS = {
  maintenance: ZMaintenanceSettings,
  region: ZRegionSettings,
  modules: ZModuleSettings,
  languages: ZLanguageSettings,
  customerService: ZCustomerServiceSettings,
  site: ZSiteSettings,
  social: ZSocialSettings,
  licences: ZLicenceSettings,
  apps: ZAppDownloadSettings,
  registration: ZRegistrationSettings,
  accountPolicy: ZAccountPolicySettings,
  email: ZEmailSettings,
  sms: ZSmsSettings,
  identityProviders: ZIdentityProviderSettings,
  cashier: ZCashierSettings,
  paymentGateways: ZPaymentGatewaySettings,
  agentPulls: ZAgentPullSettings,
  spendLimits: ZSpendLimitSettings,
  riskRules: ZRiskRuleSettings,
  realityChecks: ZRealityCheckSettings,
  agentContracts: ZAgentContractSettings,
} as const;
export type TSettingsSection = keyof typeof SETTINGS_SECTIONS;
export const SETTINGS_SECTION_NAMES = Object.keys(SETTINGS_SECTIONS) as TSettingsSection[];

/** Any section's value (updateSettings): the server then checks it with that section's schema. */
export const ZAnySettingsSection = z.union(Object.values(SETTINGS_SECTIONS));
export const ZSettingsSection = z.enum(
  SETTINGS_SECTION_NAMES as [TSettingsSection, ...TSettingsSection[]],
);
export type TSettingsValue<S extends TSettingsSection> = z.infer<(typeof SETTINGS_SECTIONS)[S]>;
export type TAllSettings = { [S in TSettingsSection]: TSettingsValue<S> };

export type TMaintenanceSettings = z.infer<typeof ZMaintenanceSettings>;
export type TRegionSettings = z.infer<typeof ZRegionSettings>;
export type TModuleSettings = z.infer<typeof ZModuleSettings>;
export type TLanguageSettings = z.infer<typeof ZLanguageSettings>;
export type TCustomerServiceSettings = z.infer<typeof ZCustomerServiceSettings>;
export type TCustomerServiceChannel = z.infer<typeof ZCustomerServiceChannel>;
export type TSiteSettings = z.infer<typeof ZSiteSettings>;
export type TSocialSettings = z.infer<typeof ZSocialSettings>;
export type TLicence = z.infer<typeof ZLicence>;
export type TLicenceSettings = z.infer<typeof ZLicenceSettings>;
export type TAppDownloadSettings = z.infer<typeof ZAppDownloadSettings>;
export type TRegistrationSettings = z.infer<typeof ZRegistrationSettings>;
export type TAccountPolicySettings = z.infer<typeof ZAccountPolicySettings>;
