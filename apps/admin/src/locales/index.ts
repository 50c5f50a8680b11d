import enAccounts from './en/accounts.json';
import enAlerts from './en/alerts.json';
import enAudit from './en/audit.json';
import enCashier from './en/cashier.json';
import enGames from './en/games.json';
import enGameRounds from './en/game-rounds.json';
import enHouse from './en/house.json';
import enBanners from './en/banners.json';
import enAnnouncements from './en/announcements.json';
import enHelpArticles from './en/help-articles.json';
import enFeedback from './en/feedback.json';
import enPlayerMessages from './en/player-messages.json';
import enMessaging from './en/messaging.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enNav from './en/nav.json';
import enOperators from './en/operators.json';
import enSettings from './en/settings.json';
import enJobs from './en/jobs.json';
import enRisk from './en/risk.json';
import enLimits from './en/limits.json';
import enIdentityMatches from './en/identity-matches.json';
import enKyc from './en/kyc.json';
import enAgentContracts from './en/agent-contracts.json';
import enPromotions from './en/promotions.json';
import enBonuses from './en/bonuses.json';
import enReferralRebate from './en/referral-rebate.json';
import enEngagement from './en/engagement.json';
import enVip from './en/vip.json';
import enPoints from './en/points.json';
import thAccounts from './th/accounts.json';
import thAlerts from './th/alerts.json';
import thAudit from './th/audit.json';
import thCashier from './th/cashier.json';
import thGames from './th/games.json';
import thGameRounds from './th/game-rounds.json';
import thHouse from './th/house.json';
import thBanners from './th/banners.json';
import thAnnouncements from './th/announcements.json';
import thHelpArticles from './th/help-articles.json';
import thFeedback from './th/feedback.json';
import thPlayerMessages from './th/player-messages.json';
import thMessaging from './th/messaging.json';
import thAuth from './th/auth.json';
import thCommon from './th/common.json';
import thDashboard from './th/dashboard.json';
import thNav from './th/nav.json';
import thOperators from './th/operators.json';
import thSettings from './th/settings.json';
import thJobs from './th/jobs.json';
import thRisk from './th/risk.json';
import thLimits from './th/limits.json';
import thIdentityMatches from './th/identity-matches.json';
import thKyc from './th/kyc.json';
import thAgentContracts from './th/agent-contracts.json';
import thPromotions from './th/promotions.json';
import thBonuses from './th/bonuses.json';
import thReferralRebate from './th/referral-rebate.json';
import thEngagement from './th/engagement.json';
import thVip from './th/vip.json';
import thPoints from './th/points.json';
import zhAccounts from './zh/accounts.json';
import zhAlerts from './zh/alerts.json';
import zhAudit from './zh/audit.json';
import zhCashier from './zh/cashier.json';
import zhGames from './zh/games.json';
import zhGameRounds from './zh/game-rounds.json';
import zhHouse from './zh/house.json';
import zhBanners from './zh/banners.json';
import zhAnnouncements from './zh/announcements.json';
import zhHelpArticles from './zh/help-articles.json';
import zhFeedback from './zh/feedback.json';
import zhPlayerMessages from './zh/player-messages.json';
import zhMessaging from './zh/messaging.json';
import zhAuth from './zh/auth.json';
import zhCommon from './zh/common.json';
import zhDashboard from './zh/dashboard.json';
import zhNav from './zh/nav.json';
import zhOperators from './zh/operators.json';
import zhSettings from './zh/settings.json';
import zhJobs from './zh/jobs.json';
import zhRisk from './zh/risk.json';
import zhLimits from './zh/limits.json';
import zhIdentityMatches from './zh/identity-matches.json';
import zhKyc from './zh/kyc.json';
import zhAgentContracts from './zh/agent-contracts.json';
import zhPromotions from './zh/promotions.json';
import zhBonuses from './zh/bonuses.json';
import zhReferralRebate from './zh/referral-rebate.json';
import zhEngagement from './zh/engagement.json';
import zhVip from './zh/vip.json';
import zhPoints from './zh/points.json';

/** Every interface text, by language and namespace (one namespace per feature). */
export const resources = {
  en: {
    common: enCommon,
    nav: enNav,
    auth: enAuth,
    settings: enSettings,
    operators: enOperators,
    audit: enAudit,
    accounts: enAccounts,
    dashboard: enDashboard,
    messaging: enMessaging,
    cashier: enCashier,
    games: enGames,
    gameRounds: enGameRounds,
    house: enHouse,
    banners: enBanners,
    announcements: enAnnouncements,
    helpArticles: enHelpArticles,
    feedback: enFeedback,
    playerMessages: enPlayerMessages,
    alerts: enAlerts,
    jobs: enJobs,
    risk: enRisk,
    limits: enLimits,
    identityMatches: enIdentityMatches,
    kyc: enKyc,
    agentContracts: enAgentContracts,
    promotions: enPromotions,
    bonuses: enBonuses,
    referralRebate: enReferralRebate,
    engagement: enEngagement,
    vip: enVip,
    points: enPoints,
  },
  th: {
    common: thCommon,
    nav: thNav,
    auth: thAuth,
    settings: thSettings,
    operators: thOperators,
    audit: thAudit,
    accounts: thAccounts,
    dashboard: thDashboard,
    messaging: thMessaging,
    cashier: thCashier,
    games: thGames,
    gameRounds: thGameRounds,
    house: thHouse,
    banners: thBanners,
    announcements: thAnnouncements,
    helpArticles: thHelpArticles,
    feedback: thFeedback,
    playerMessages: thPlayerMessages,
    alerts: thAlerts,
    jobs: thJobs,
    risk: thRisk,
    limits: thLimits,
    identityMatches: thIdentityMatches,
    kyc: thKyc,
    agentContracts: thAgentContracts,
    promotions: thPromotions,
    bonuses: thBonuses,
    referralRebate: thReferralRebate,
    engagement: thEngagement,
    vip: thVip,
    points: thPoints,
  },
  zh: {
    common: zhCommon,
    nav: zhNav,
    auth: zhAuth,
    settings: zhSettings,
    operators: zhOperators,
    audit: zhAudit,
    accounts: zhAccounts,
    dashboard: zhDashboard,
    messaging: zhMessaging,
    cashier: zhCashier,
    games: zhGames,
    gameRounds: zhGameRounds,
    house: zhHouse,
    banners: zhBanners,
    announcements: zhAnnouncements,
    helpArticles: zhHelpArticles,
    feedback: zhFeedback,
    playerMessages: zhPlayerMessages,
    alerts: zhAlerts,
    jobs: zhJobs,
    risk: zhRisk,
    limits: zhLimits,
    identityMatches: zhIdentityMatches,
    kyc: zhKyc,
    agentContracts: zhAgentContracts,
    promotions: zhPromotions,
    bonuses: zhBonuses,
    referralRebate: zhReferralRebate,
    engagement: zhEngagement,
    vip: zhVip,
    points: zhPoints,
  },
} as const;
