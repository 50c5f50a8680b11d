import {
  REGISTER_FIELDS,
  type TFieldRule,
  type TLoginHistoryEntry,
  type TLoginResult,
  type TMemberInfo,
  type TPermissionResponse,
  type TPublicState,
  type TRegisterFieldName,
  type TRegisterSettings,
} from '@lw/contracts';

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
    currency: 'THB',
    timeZone: 'Asia/Bangkok',
    modules: {
      mobileRegistration: false,
      mobileRegistrationWithPassword: false,
      smsVerification: false,
      smsCodeLogin: false,
      freePlay: false,
      oneClickLogin: false,
      forgotByMobile: false,
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
        name: { th: 'ใบอนุญาตเกม PAGCOR', en: 'PAGCOR Gaming Licence', zh: 'PAGCOR 博彩牌照' },
        issuer: 'PAGCOR',
        number: 'GLH-0042',
        imageUrl: '',
        verifyUrl: '',
      },
    ],
    appDownloads: { ios: 'https://apps.example.com/ios', iosLite: '', android: '' },
    copyrightStartYear: 2019,
    footerVendors: ['PG', 'EG2', 'PT'],
    identityProviders: [],
    smsCountdownSeconds: 60,
    serverTime: '2025-11-21T05:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in member as GET /api/members/me answers. */
export function memberFixture(overrides: Partial<TMemberInfo> = {}): TMemberInfo {
  return {
    id: 1001,
    account: 'somchai',
    nickname: 'Somchai',
    type: 0,
    mobileMasked: '81****678',
    emailMasked: 's*****i@example.com',
    realName: 'Somchai Jaidee',
    hasPaymentPassword: false,
    language: 'th',
    createdAt: '2025-11-01T03:00:00.000Z',
    lastLoginAt: '2025-11-20T12:30:00.000Z',
    ...overrides,
  };
}

/** POST /api/auth/login or /register success. */
export function loginResultFixture(
  overrides: Partial<Omit<TLoginResult, 'member'>> = {},
  member: Partial<TMemberInfo> = {},
): TLoginResult {
  return {
    token: 'tok-new-session',
    expiresAt: '2025-11-22T05:00:00.000Z',
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    member: memberFixture(member),
    ...overrides,
  };
}

/** GET /api/members/me/public-state. */
export function publicStateFixture(overrides: Partial<TPublicState> = {}): TPublicState {
  return {
    balance: 123456,
    currencySymbol: '฿',
    hasVip: false,
    vipLabelName: null,
    vipRankLevel: null,
    availablePromoCount: 0,
    unreadMessage: 0,
    ...overrides,
  };
}

const hidden: TFieldRule = {
  shown: false,
  required: false,
  patternId: 0,
  min: null,
  max: null,
  acceptedPattern: '*',
};

/** GET /api/auth/register-settings: username, passwords, nickname and mobile shown. */
export function registerSettingsFixture(
  fields: Partial<Record<TRegisterFieldName, Partial<TFieldRule>>> = {},
): TRegisterSettings {
  const base = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, hidden])) as Record<
    TRegisterFieldName,
    TFieldRule
  >;
  const shown: Partial<Record<TRegisterFieldName, TFieldRule>> = {
    username: { shown: true, required: true, patternId: 1, min: 6, max: 16, acceptedPattern: '*' },
    password: { shown: true, required: true, patternId: 5, min: 8, max: 20, acceptedPattern: '*' },
    confirmPassword: {
      shown: true,
      required: true,
      patternId: 0,
      min: null,
      max: null,
      acceptedPattern: '*',
    },
    nickname: { shown: true, required: false, patternId: 0, min: 2, max: 20, acceptedPattern: '*' },
    mobileNum: {
      shown: true,
      required: true,
      patternId: 6,
      min: null,
      max: null,
      acceptedPattern: '*',
    },
    affiliateCode: {
      shown: true,
      required: false,
      patternId: 4,
      min: 4,
      max: 16,
      acceptedPattern: '*',
    },
  };
  const merged = { ...base, ...shown };
  for (const [name, rule] of Object.entries(fields) as [
    TRegisterFieldName,
    Partial<TFieldRule>,
  ][]) {
    merged[name] = { ...merged[name], ...rule };
  }
  return {
    usernameRegistration: true,
    mobileRegistration: false,
    mobileRegistrationWithPassword: false,
    smsVerification: false,
    captcha: false,
    botCheck: false,
    birthdayMinAge: 21,
    agreementMinAge: 18,
    fields: merged,
  };
}

/** GET /api/auth/country-codes. */
export function countryCodesFixture() {
  return {
    items: [
      {
        countryCode: 'TH',
        countryDialingCode: '66',
        name: 'Thailand',
        phoneDigits: { min: 9, max: 9 },
      },
      {
        countryCode: 'VN',
        countryDialingCode: '84',
        name: 'Vietnam',
        phoneDigits: { min: 9, max: 10 },
      },
    ],
    default: '66',
  };
}

/** GET /api/auth/validation-rules. */
export function validationRulesFixture(): { rules: Record<string, TFieldRule> } {
  const settings = registerSettingsFixture();
  return { rules: { ...settings.fields } };
}

/** GET /api/members/me/login-history. */
export function loginHistoryFixture(): { items: TLoginHistoryEntry[] } {
  return {
    items: [
      {
        at: '2025-11-20T12:30:00.000Z',
        ip: '203.0.113.7',
        countryCode: 'TH',
        userAgent: 'Mozilla/5.0',
        site: 'member',
        method: 'password',
        success: true,
        failure: null,
      },
      {
        at: '2025-11-20T12:29:00.000Z',
        ip: '203.0.113.7',
        countryCode: 'TH',
        userAgent: 'Mozilla/5.0',
        site: 'member',
        method: 'password',
        success: false,
        failure: 'INVALID_CREDENTIALS',
      },
    ],
  };
}
