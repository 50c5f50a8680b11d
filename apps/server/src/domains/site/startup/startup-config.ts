import {
  findLanguage,
  MODULE_TREE,
  SHIPPED_LANGUAGES,
  type TAllSettings,
  type TModuleFlags,
  type TModuleId,
  type TModuleNode,
  type TPermissionResponse,
  type TSystemStatusResponse,
} from '@lw/contracts';
import type { AccessDecision } from './access-policy.js';

/** A child module is on only when it and its parent are on. */
export function moduleOn(enabled: Partial<Record<TModuleId, boolean>>, id: TModuleId): boolean {
  const parent = id.includes('.') ? (id.split('.')[0] as TModuleId) : null;
  return Boolean(enabled[id]) && (parent === null || Boolean(enabled[parent]));
}

export function buildModuleTree(enabled: Partial<Record<TModuleId, boolean>>): TModuleNode[] {
  return MODULE_TREE.map((m) => ({
    modId: m.modId,
    enabled: moduleOn(enabled, m.modId) ? '1' : '0',
    childrenNodes: m.children.map((child) => ({
      modId: child,
      enabled: moduleOn(enabled, child) ? '1' : '0',
      childrenNodes: [],
    })),
  }));
}

export function buildModuleFlags(enabled: Partial<Record<TModuleId, boolean>>): TModuleFlags {
  const on = (id: TModuleId) => moduleOn(enabled, id);
  return {
    mobileRegistration: on('register.mobile'),
    mobileRegistrationWithPassword: on('register.mobilePassword'),
    smsVerification: on('register.smsVerification'),
    smsCodeLogin: on('login.smsCode'),
    freePlay: on('login.freePlay'),
    oneClickLogin: on('login.oneClick'),
    forgotByMobile: on('login.forgotByMobile'),
    forcePasswordExpiryChange: on('login.passwordExpiry'),
    vip: on('vip'),
    agentContractTypes: {
      dividend: on('agent.contract.dividend'),
      dailySalary: on('agent.contract.dailySalary'),
      hourlySalary: on('agent.contract.hourlySalary'),
      realtimeSalary: on('agent.contract.realtimeSalary'),
    },
    consolidatedContract: on('agent.consolidatedContract'),
  };
}

export function buildSystemStatus(
  settings: TAllSettings,
  decision: AccessDecision,
  ip: string,
  now: Date,
): TSystemStatusResponse {
  return {
    status: decision.status,
    maintenance: {
      active: decision.status === 1,
      endsAt: settings.maintenance.endsAt,
      message: settings.maintenance.message,
    },
    regionRestriction: {
      restricted: decision.status === 2,
      message: settings.region.message,
    },
    location: { ip, countryCode: decision.countryCode },
    serverTime: now.toISOString(),
  };
}

/** The startup configuration of spec §3 "Permission response". */
export function buildPermission(
  settings: TAllSettings,
  decision: AccessDecision,
  ip: string,
  now: Date,
): TPermissionResponse {
  const status = buildSystemStatus(settings, decision, ip, now);
  const channels = settings.customerService.channels.filter((c) => c.enabled);
  const offered = settings.languages.offered.map((code) => {
    const info = findLanguage(code);
    return {
      code,
      name: info?.name ?? code,
      nativeName: info?.nativeName ?? code,
      complete: (SHIPPED_LANGUAGES as readonly string[]).includes(code),
    };
  });
  return {
    systemStatus: status.status,
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    location: status.location,
    whiteLabel: buildModuleTree(settings.modules.enabled),
    modules: buildModuleFlags(settings.modules.enabled),
    currency: settings.cashier.currency,
    timeZone: settings.cashier.timeZone,
    languages: { offered, default: settings.languages.default },
    customerService: channels.map(({ csType, kind, label, path }) => ({
      csType,
      kind,
      label,
      path,
    })),
    resources: [
      ...channels.map((c) => ({ resourceType: c.csType, path: c.path })),
      ...(settings.apps.android
        ? [{ resourceType: 'ANDROID' as const, path: settings.apps.android }]
        : []),
    ],
    siteName: settings.site.siteName,
    mainDomain: settings.site.mainDomain,
    analyticsId: settings.site.analyticsId,
    imageCDNs: settings.site.imageCDNs,
    launchGameCDNs: settings.site.launchGameCDNs,
    domainRoutes: settings.site.domainRoutes,
    socialLinks: settings.social.links,
    licences: settings.licences.items,
    appDownloads: settings.apps,
    copyrightStartYear: settings.site.copyrightStartYear,
    footerVendors: settings.site.footerVendors,
    identityProviders: moduleOn(settings.modules.enabled, 'login.social')
      ? Object.entries(settings.identityProviders.providers)
          .filter(([, p]) => p.enabled)
          .sort(([, a], [, b]) => a.order - b.order)
          .map(([id, p]) => ({ id, name: p.name }))
      : [],
    smsCountdownSeconds: settings.sms.codeExpiredMinutes * 60,
    serverTime: now.toISOString(),
  };
}
