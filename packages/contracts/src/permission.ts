import { z } from 'zod';
import { ZLocalizedText } from './localized.js';
import {
  SOCIAL_NETWORKS,
  ZAppDownloadSettings,
  ZCsKind,
  ZCsType,
  ZDomainRoute,
  ZLicence,
} from './site-settings.js';
export { SYSTEM_STATUS } from './system-status.js';

export const ZSystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TSystemStatusCode = z.infer<typeof ZSystemStatusCode>;

export const ZVisitorLocation = z
  .object({
    ip: z.string(),
    /** ISO country code from the offline GeoIP database; null for private or unknown addresses. */
    countryCode: z.string().nullable(),
  })
  .meta({ id: 'VisitorLocation' });

export const ZMaintenanceState = z.object({
  active: z.boolean(),
  endsAt: z.string().nullable(),
  message: ZLocalizedText,
});

export const ZRegionRestrictionState = z.object({
  restricted: z.boolean(),
  message: ZLocalizedText,
});

export const ZSystemStatusResponse = z
  .object({
    status: ZSystemStatusCode,
    maintenance: ZMaintenanceState,
    regionRestriction: ZRegionRestrictionState,
    location: ZVisitorLocation,
    serverTime: z.string(),
  })
  .meta({ id: 'SystemStatusResponse' });
export type TSystemStatusResponse = z.infer<typeof ZSystemStatusResponse>;

export interface TModuleNode {
  modId: string;
  /** '1' on, '0' off (the white-label tree's wire form). */
  enabled: '1' | '0';
  childrenNodes: TModuleNode[];
}
/** A node of the white-label module tree; named, so OpenAPI can refer to it recursively. */
export const ZModuleNode: z.ZodType<TModuleNode> = z
  .lazy(() =>
    z.object({
      modId: z.string(),
      enabled: z.enum(['1', '0']),
      childrenNodes: z.array(ZModuleNode),
    }),
  )
  .meta({ id: 'ModuleNode' });

/** The module tree resolved into the flags the site asks about. */
export const ZModuleFlags = z
  .object({
    mobileRegistration: z.boolean(),
    mobileRegistrationWithPassword: z.boolean(),
    smsVerification: z.boolean(),
    smsCodeLogin: z.boolean(),
    freePlay: z.boolean(),
    oneClickLogin: z.boolean(),
    /** The forgot-password popup offers the mobile tab. */
    forgotByMobile: z.boolean(),
    forcePasswordExpiryChange: z.boolean(),
    vip: z.boolean(),
    agentContractTypes: z.object({
      dividend: z.boolean(),
      dailySalary: z.boolean(),
      hourlySalary: z.boolean(),
      realtimeSalary: z.boolean(),
    }),
    /** Agent policy: fetch contract info in one consolidated call. */
    consolidatedContract: z.boolean(),
  })
  .meta({ id: 'ModuleFlags' });
export type TModuleFlags = z.infer<typeof ZModuleFlags>;

export const ZOfferedLanguage = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  /** True when the interface texts are complete (th, en, zh); others fall back to English. */
  complete: z.boolean(),
});

export const ZPublicCustomerService = z.object({
  csType: ZCsType,
  kind: ZCsKind,
  label: ZLocalizedText,
  path: z.string(),
});

export const ZPermissionResponse = z
  .object({
    systemStatus: ZSystemStatusCode,
    maintenance: ZMaintenanceState,
    regionRestriction: ZRegionRestrictionState,
    location: ZVisitorLocation,
    whiteLabel: z.array(ZModuleNode),
    modules: ZModuleFlags,
    /** The cashier currency (ISO 4217), for amounts shown before sign-in (the jackpot). */
    currency: z.string(),
    /** The site time zone (IANA): the site shows every time in it and counts days in it. */
    timeZone: z.string(),
    languages: z.object({
      offered: z.array(ZOfferedLanguage),
      default: z.string(),
    }),
    customerService: z.array(ZPublicCustomerService),
    /** Resources by type: CS1..CS6 (the customer-service paths) and ANDROID (the app link). */
    resources: z.array(
      z.object({
        resourceType: z.enum(['CS1', 'CS2', 'CS3', 'CS4', 'CS5', 'CS6', 'ANDROID']),
        path: z.string(),
      }),
    ),
    siteName: z.string(),
    mainDomain: z.string(),
    analyticsId: z.string(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    domainRoutes: z.array(ZDomainRoute),
    socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
    licences: z.array(ZLicence),
    appDownloads: ZAppDownloadSettings,
    copyrightStartYear: z.number().int(),
    footerVendors: z.array(z.string()),
    /** Social sign-in buttons of the login popup (enabled OpenID Connect providers). */
    identityProviders: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Seconds the SMS send button counts down after a send (codeExpiredMinutes x 60). */
    smsCountdownSeconds: z.number().int(),
    serverTime: z.string(),
  })
  .meta({ id: 'PermissionResponse' });
export type TPermissionResponse = z.infer<typeof ZPermissionResponse>;

export const ZHealthResponse = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'HealthResponse' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
