import {
  MODULE_IDS,
  REGISTER_FIELDS,
  ROLE_PERMISSIONS,
  type TAccountDetail,
  type TAccountSummary,
  type TAdminSession,
  type TAllSettings,
  type TModuleId,
  type TOperatorRole,
} from '@lw/contracts';

/** A signed-in session for an operator of the given role. */
export function sessionFor(role: TOperatorRole, id = 1): TAdminSession {
  return {
    operator: {
      id,
      username: role === 'super_admin' ? 'admin' : role,
      displayName: role === 'super_admin' ? 'Site Admin' : `Ann ${role}`,
      role,
      status: 'active',
      createdAt: '2026-01-05T08:00:00.000Z',
      lastLoginAt: '2026-03-01T09:30:00.000Z',
    },
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

/** Every settings section with plausible saved values. */
export function allSettings(): TAllSettings {
  return {
    maintenance: {
      enabled: false,
      endsAt: null,
      message: { th: 'ปิดปรับปรุง', en: 'Down for maintenance', zh: '维护中' },
      bypassIps: ['203.0.113.10'],
    },
    region: {
      enabled: false,
      allowedCountries: ['TH'],
      blockedCountries: [],
      ipAllowList: [],
      ipBlockList: [],
      message: { th: 'ไม่ให้บริการ', en: 'Not available in your region', zh: '您所在地区不可用' },
    },
    modules: {
      enabled: Object.fromEntries(MODULE_IDS.map((id) => [id, true])) as Record<TModuleId, boolean>,
    },
    languages: { offered: ['th', 'en', 'zh'], default: 'th' },
    customerService: { channels: [] },
    site: {
      siteName: 'LuckyWay',
      mainDomain: 'luckyway.example',
      analyticsId: '',
      imageCDNs: [],
      launchGameCDNs: [],
      domainRoutes: [],
      copyrightStartYear: 2024,
      footerVendors: ['PG'],
    },
    social: { links: [] },
    licences: { items: [] },
    apps: { ios: '', iosLite: '', android: '' },
    registration: {
      usernameRegistration: true,
      captcha: false,
      botCheck: true,
      birthdayMinAge: 21,
      agreementMinAge: 18,
      defaultSponsorAgent: '',
      fields: Object.fromEntries(
        REGISTER_FIELDS.map((name) => [
          name,
          {
            shown: true,
            required: false,
            patternId: 0,
            min: null,
            max: null,
            acceptedPattern: '*',
          },
        ]),
      ) as TAllSettings['registration']['fields'],
    },
    accountPolicy: {
      defaultPassword: 'Lw123456',
      passwordExpiryDays: 90,
      sessionIdleMinutes: 30,
      sessionMaxHours: 24,
      maxFailedLogins: 5,
      lockMinutes: 15,
      captchaAfterFailures: 3,
      botCheckOnLogin: true,
      currencySymbol: '$',
      newIpSecondStep: [],
      trialPlayMoney: 200_000,
    },
    email: {
      provider: 'smtp',
      fromName: 'LuckyWay',
      fromAddress: 'no-reply@luckyway.example',
      smtp: {
        host: 'smtp.luckyway.example',
        port: 587,
        secure: false,
        username: 'mailer',
        password: 'smtp-secret',
      },
    },
    sms: {
      provider: 'outbox',
      http: {
        url: '',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        bodyTemplate: '{"to":"{{to}}","text":"{{text}}"}',
        successStatus: 200,
      },
      senderId: 'LuckyWay',
      codeExpiredMinutes: 1,
      dailyLimit: 10_000,
      hourlyLimit: 600,
      prefixHourlyLimit: 100,
      budgetAlertPercent: 80,
    },
    identityProviders: { providers: {} },
    cashier: {
      currency: 'THB',
      depositExpiryMinutes: 30,
      withdrawal: {
        minAmount: 10_000,
        maxAmount: 5_000_000,
        dailyCount: 5,
        dailyAmount: 20_000_000,
        depositTurnoverPercent: 100,
        autoReceiptMinutes: 60,
      },
      kycWithdrawal: { enabled: false, aboveAmount: 5_000_000 },
      transferUpline: { enabled: true, minAmount: 10_000, maxAmount: 5_000_000 },
      makerCheckerThreshold: 1_000_000,
      timeZone: 'Asia/Bangkok',
      validStake: { push: 'zero', halfLines: 'half', hedges: 'once', halfRounding: 'floor' },
    },
    paymentGateways: { gateways: {} },
    agentPulls: {
      directPullEnabled: false,
      directMaxPerPull: 1_000_000,
      directDailyMaxPerAgent: 5_000_000,
      requestTtlMinutes: 60,
    },
    spendLimits: { coolingOffHours: 24, maximums: { deposit: 0, loss: 0, wager: 0, session: 0 } },
    riskRules: {
      caseThreshold: 30,
      depositFrequency: { count: 5, points: 20 },
      depositSpike: { factor: 3, minimum: 100_000, points: 25 },
      chasingLosses: { deposits: 3, lossPercent: 50, points: 30 },
      lateNightPlay: { untilHour: 6, days: 3, points: 15 },
      longSession: { hours: 6, gapMinutes: 30, points: 20 },
      reversedWithdrawals: { count: 2, points: 20 },
      paymentMethods: { count: 4, points: 15 },
      sharedIp: { accounts: 3, points: 15 },
      sharedBankAccount: { accounts: 1, points: 30 },
      sharedDevice: { accounts: 1, points: 25 },
    },
    realityChecks: { intervals: [15, 30, 45, 60, 90, 120], defaultMinutes: 60 },
    agentContracts: {
      maxRateBps: { dailySalary: 300, dividend: 5_000, hourlySalary: 300, realtimeSalary: 210 },
      maxTiers: 10,
      activeMemberMinValidStake: 10_000,
      templates: [
        {
          name: 'Standard daily salary',
          terms: {
            kind: 'dailySalary',
            period: 'daily',
            tiers: [
              { minValidStake: 10_000_000, minActiveMembers: 5, rateBps: 50 },
              { minValidStake: 50_000_000, minActiveMembers: 10, rateBps: 100 },
            ],
          },
        },
      ],
    },
  };
}

/** A row of the member and agent search. */
export function accountSummary(overrides: Partial<TAccountSummary> = {}): TAccountSummary {
  return {
    id: 5,
    username: 'somchai88',
    nickname: 'Somchai',
    type: 0,
    status: 'active',
    uplineId: 2,
    uplineUsername: 'agentbkk',
    depth: 2,
    createdAt: '2026-02-01T03:00:00.000Z',
    lastLoginAt: '2026-03-02T11:15:00.000Z',
    lastLoginIp: '203.0.113.55',
    ...overrides,
  };
}

/** One account as the detail screen loads it. */
export function accountDetail(overrides: Partial<TAccountDetail> = {}): TAccountDetail {
  return {
    ...accountSummary(),
    realName: 'Somchai Jaidee',
    email: 'somchai@example.com',
    mobile: '0812345678',
    countryDialingCode: '66',
    birthday: '1990-04-12',
    affiliateCode: 'BKK2026',
    referralCode: null,
    profile: { occupation: 'Engineer' },
    uplineChain: [
      { id: 1, username: 'masterth' },
      { id: 2, username: 'agentbkk' },
    ],
    directDownlineCount: 0,
    totalDownlineCount: 0,
    activeSessions: 2,
    registerIp: '198.51.100.20',
    passwordChangedAt: '2026-02-01T03:00:00.000Z',
    recentLogins: [
      {
        at: '2026-03-02T11:15:00.000Z',
        ip: '203.0.113.55',
        countryCode: 'TH',
        userAgent: 'Mozilla/5.0',
        site: 'member',
        method: 'username',
        success: true,
        failure: null,
      },
    ],
    ...overrides,
  };
}
