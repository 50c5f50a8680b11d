import {
  DEFAULT_REALITY_CHECK_MINUTES,
  REALITY_CHECK_INTERVALS,
  DEFAULT_VALID_STAKE_POLICY,
  MODULE_IDS,
  type TAllSettings,
  type TFieldRule,
  type TModuleId,
  type TRegisterFieldName,
} from '@lw/contracts';

const rule = (
  shown: boolean,
  required: boolean,
  patternId: number,
  min: number | null,
  max: number | null,
): TFieldRule => ({ shown, required, patternId, min, max, acceptedPattern: '*' });

/** The registration form of the demo site: username, password, real name, e-mail, mobile, LINE. */
export const DEFAULT_REGISTER_FIELDS: Record<TRegisterFieldName, TFieldRule> = {
  username: rule(true, true, 1, 4, 16),
  password: rule(true, true, 5, 6, 20),
  confirmPassword: rule(true, true, 0, 6, 20),
  nickname: rule(false, false, 0, 2, 20),
  payeeName: rule(true, false, 17, 2, 64),
  email: rule(true, false, 3, 6, 64),
  mobileNum: rule(true, false, 6, 9, 10),
  paymentPassword: rule(false, false, 6, 6, 6),
  qqNum: rule(false, false, 6, 5, 12),
  line: rule(true, false, 9, 3, 40),
  whatsapp: rule(false, false, 6, 8, 15),
  facebook: rule(false, false, 9, 3, 64),
  wechat: rule(false, false, 9, 3, 40),
  telegram: rule(false, false, 9, 3, 40),
  zalo: rule(false, false, 6, 8, 15),
  idNumber: rule(false, false, 4, 5, 20),
  birthday: rule(false, false, 11, 10, 10),
  recommenderId: rule(false, false, 4, 3, 20),
  affiliateCode: rule(true, false, 4, 4, 16),
};

/**
 * Values written on first start (the demo site). Operators change all of them in the back
 * office; the links point at placeholder domains until then.
 */
export function defaultSettings(now = new Date()): TAllSettings {
  return {
    maintenance: {
      enabled: false,
      endsAt: null,
      message: {
        th: 'เรากำลังปรับปรุงระบบเพื่อประสบการณ์ที่ดียิ่งขึ้น ขออภัยในความไม่สะดวก',
        en: 'We are upgrading the site for a better experience. Sorry for the inconvenience.',
        zh: '我们正在升级系统以提供更好的体验，带来不便敬请谅解。',
      },
      bypassIps: [],
    },
    region: {
      enabled: true,
      allowedCountries: [],
      blockedCountries: [],
      ipAllowList: [],
      ipBlockList: [],
      message: {
        th: 'ขออภัย บริการของเราไม่เปิดให้ใช้งานในพื้นที่ของคุณ',
        en: 'Sorry, our service is not available in your region.',
        zh: '抱歉，您所在的地区无法使用本服务。',
      },
    },
    modules: {
      enabled: Object.fromEntries(
        MODULE_IDS.map((id) => [
          id,
          // Mobile-only sign-up and SMS flows need a configured SMS provider first.
          ![
            'register.mobile',
            'register.mobilePassword',
            'register.smsVerification',
            'login.smsCode',
            'login.forgotByMobile',
          ].includes(id),
        ]),
      ) as Record<TModuleId, boolean>,
    },
    languages: { offered: ['th', 'en', 'zh'], default: 'th' },
    customerService: {
      channels: [
        {
          csType: 'CS1',
          kind: 'livechat',
          label: { th: 'แชทสด 24 ชม.', en: 'Live chat 24/7', zh: '24小时在线客服' },
          path: 'https://chat.luckyway.example/',
          enabled: true,
        },
        {
          csType: 'CS2',
          kind: 'line',
          label: { th: 'LINE Official', en: 'LINE Official', zh: 'LINE 官方' },
          path: 'https://line.me/R/ti/p/@luckyway',
          enabled: true,
        },
        {
          csType: 'CS3',
          kind: 'telegram',
          label: { th: 'เทเลแกรม', en: 'Telegram', zh: 'Telegram' },
          path: 'https://t.me/luckyway_support',
          enabled: true,
        },
      ],
    },
    site: {
      siteName: 'LuckyWay',
      mainDomain: 'luckyway.example',
      analyticsId: '',
      imageCDNs: [],
      launchGameCDNs: [],
      domainRoutes: [
        { domain: 'luckyway.example', label: 'Main', primary: true },
        { domain: 'lw-mirror1.example', label: 'Mirror 1', primary: false },
      ],
      copyrightStartYear: Math.min(2024, now.getFullYear()),
      footerVendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
    },
    social: {
      links: [
        { network: 'facebook', url: 'https://facebook.com/luckyway' },
        { network: 'youtube', url: 'https://youtube.com/@luckyway' },
        { network: 'telegram', url: 'https://t.me/luckyway' },
      ],
    },
    // None shipped: a badge claims a licence or a certificate, so only an operator who holds one
    // enters it (Site settings -> Licences), with its real number and verify link.
    licences: { items: [] },
    apps: {
      ios: 'https://luckyway.example/app/ios',
      iosLite: 'https://luckyway.example/app/ios-lite',
      android: 'https://luckyway.example/app/android.apk',
    },
    registration: {
      usernameRegistration: true,
      captcha: false,
      botCheck: true,
      birthdayMinAge: 21,
      agreementMinAge: 18,
      defaultSponsorAgent: '',
      fields: DEFAULT_REGISTER_FIELDS,
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
      // 2,000.00 of play money for a free-play account.
      trialPlayMoney: 200_000,
    },
    // Development outboxes until an operator configures a real provider.
    email: {
      provider: 'outbox',
      fromName: 'LuckyWay',
      fromAddress: 'no-reply@luckyway.example',
      smtp: { host: '', port: 587, secure: false, username: '', password: '' },
    },
    sms: {
      provider: 'outbox',
      http: {
        url: '',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        bodyTemplate: '{"to":"{{to}}","text":"{{text}}","from":"{{senderId}}"}',
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
        // Off until an operator asks for it: bets only count once the games issue lands.
        depositTurnoverPercent: 0,
        autoReceiptMinutes: 60,
      },
      // Off until the operator sets its amount: a member's first small withdrawal needs no KYC.
      kycWithdrawal: { enabled: false, aboveAmount: 5_000_000 },
      transferUpline: { enabled: true, minAmount: 10_000, maxAmount: 5_000_000 },
      makerCheckerThreshold: 1_000_000,
      timeZone: 'Asia/Bangkok',
      validStake: { ...DEFAULT_VALID_STAKE_POLICY },
    },
    // The sandbox gateway (npm run sandbox-gateway) until an operator configures a real one.
    paymentGateways: { gateways: {} },
    // Issue 22 item 4: an agent's pull waits for the member's consent unless an operator allows
    // direct pulls; the caps apply only then.
    agentPulls: {
      directPullEnabled: false,
      directMaxPerPull: 1_000_000,
      directDailyMaxPerAgent: 5_000_000,
      requestTtlMinutes: 60,
    },
    // Issue 24: a member's limit increase waits a day; no maximum until the operator sets one.
    spendLimits: {
      coolingOffHours: 24,
      maximums: { deposit: 0, loss: 0, wager: 0, session: 0 },
    },
    // Issue 24 item 5: the markers of harm (MGA PPD) and their points; 30 opens a case.
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
    realityChecks: {
      intervals: [...REALITY_CHECK_INTERVALS],
      defaultMinutes: DEFAULT_REALITY_CHECK_MINUTES,
    },
    // Issue 25: the operator's limits on agent contracts (the kinds are switched in modules).
    agentContracts: {
      maxRateBps: { dailySalary: 300, dividend: 5_000, hourlySalary: 300, realtimeSalary: 210 },
      maxTiers: 10,
      activeMemberMinValidStake: 10_000,
      // Two presets the demo operator starts contracts from (amounts in satang).
      templates: [
        {
          name: 'Standard daily salary',
          terms: {
            kind: 'dailySalary',
            period: 'daily',
            tiers: [
              { minValidStake: 10_000_000, minActiveMembers: 5, rateBps: 50 },
              { minValidStake: 50_000_000, minActiveMembers: 10, rateBps: 100 },
              { minValidStake: 200_000_000, minActiveMembers: 20, rateBps: 150 },
            ],
          },
        },
        {
          name: 'Monthly dividend',
          terms: {
            kind: 'dividend',
            period: 'monthly',
            tiers: [
              { minLoss: 5_000_000, minActiveMembers: 5, rateBps: 1_000 },
              { minLoss: 50_000_000, minActiveMembers: 20, rateBps: 2_000 },
            ],
            carryOver: true,
          },
        },
      ],
    },
  };
}
