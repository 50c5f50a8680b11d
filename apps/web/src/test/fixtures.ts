import type { TPermissionResponse } from '@lw/contracts';

/** A realistic startup permission response (what GET /api/permission answers). */
export function permissionFixture(
  overrides: Partial<TPermissionResponse> = {},
): TPermissionResponse {
  return {
    systemStatus: 0,
    maintenance: { active: false, endsAt: null, message: { th: '', en: '', zh: '' } },
    regionRestriction: { restricted: false, message: { th: '', en: '', zh: '' } },
    location: { ip: '203.0.113.7', countryCode: 'TH' },
    whiteLabel: [],
    modules: {
      mobileRegistration: false,
      mobileRegistrationWithPassword: false,
      smsVerification: false,
      smsCodeLogin: false,
      freePlay: false,
      forcePasswordExpiryChange: false,
      vip: true,
      agentContractTypes: {
        dividend: true,
        dailySalary: true,
        hourlySalary: false,
        realtimeSalary: false,
      },
      consolidatedContract: false,
    },
    languages: {
      offered: [
        { code: 'th', name: 'Thai', nativeName: 'ไทย', complete: true },
        { code: 'en', name: 'English', nativeName: 'English', complete: true },
        { code: 'zh', name: 'Chinese (Simplified)', nativeName: '简体中文', complete: true },
      ],
      default: 'th',
    },
    customerService: [
      {
        csType: 'CS1',
        kind: 'livechat',
        label: { th: 'แชทสด', en: 'Live chat', zh: '在线客服' },
        path: 'https://chat.example.com/luckyway',
      },
      {
        csType: 'CS2',
        kind: 'line',
        label: { th: 'LINE', en: 'LINE', zh: 'LINE' },
        path: 'https://line.me/R/ti/p/@luckyway',
      },
    ],
    resources: [],
    siteName: 'LuckyWay',
    mainDomain: 'luckyway.example',
    analyticsId: '',
    imageCDNs: [],
    launchGameCDNs: [],
    domainRoutes: [],
    socialLinks: [
      { network: 'facebook', url: 'https://facebook.com/luckyway' },
      { network: 'youtube', url: 'https://youtube.com/@luckyway' },
    ],
    licences: [
      {
        id: 'pagcor',
        name: 'PAGCOR Gaming Licence',
        issuer: 'PAGCOR',
        number: 'GLH-0042',
        imageUrl: '',
        verifyUrl: '',
      },
    ],
    appDownloads: { ios: 'https://apps.example.com/ios', iosLite: '', android: '' },
    copyrightStartYear: 2019,
    footerVendors: ['PG', 'EG2', 'PT'],
    serverTime: '2025-11-21T05:00:00.000Z',
    ...overrides,
  };
}
