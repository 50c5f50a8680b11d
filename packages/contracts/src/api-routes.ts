/**
 * Paths of the API operations, shared by the server (which registers them) and the clients
 * (which call them). Each comment names the operationId in OpenAPI.
 */
export const API = {
  /** getHealth */
  health: '/api/health',
  /** getPermission: the startup configuration (spec §3 "Permission response"). */
  permission: '/api/permission',
  /** getSystemStatus */
  systemStatus: '/api/system/status',
  auth: {
    /** getRegisterSettings (GET) */
    registerSettings: '/api/auth/register-settings',
    /** getValidationRules (GET) */
    validationRules: '/api/auth/validation-rules',
    /** getCountryCodes (GET) */
    countryCodes: '/api/auth/country-codes',
    /** checkAffiliateCode (GET) */
    affiliate: (code: string) => `/api/auth/affiliates/${encodeURIComponent(code)}`,
    /** registerMember (POST) with ZRegisterRequest -> ZLoginResult */
    register: '/api/auth/register',
    /** login (POST) with ZLoginRequest -> ZLoginResult */
    login: '/api/auth/login',
    /** logout (POST) */
    logout: '/api/auth/logout',
    /** getCaptcha (GET) -> ZCaptcha; at most once per second per client */
    captcha: '/api/auth/captcha',
    /** getBotChallenge (GET) -> ZBotChallenge; solve it and send `botCheck` with the login */
    botChallenge: '/api/auth/bot-challenge',
    /** requestPasswordReset (POST) with ZForgotPasswordRequest -> 204 */
    forgotPassword: '/api/auth/password/forgot',
    /** resetPassword (POST) with ZResetPasswordRequest -> 204 */
    resetPassword: '/api/auth/password/reset',
  },
  member: {
    /** getMemberInfo (GET) */
    me: '/api/members/me',
    /** getPublicState (GET) */
    publicState: '/api/members/me/public-state',
    /** changePassword (POST) with ZChangePasswordRequest -> 204 */
    password: '/api/members/me/password',
    /** getLoginHistory (GET) */
    loginHistory: '/api/members/me/login-history',
  },
  admin: {
    /** adminLogin (POST) */
    login: '/api/admin/auth/login',
    /** adminLogout (POST) */
    logout: '/api/admin/auth/logout',
    /** getAdminSession (GET) */
    session: '/api/admin/auth/session',
    /** changeAdminPassword (POST) */
    password: '/api/admin/auth/password',
    /** getAllSettings (GET) */
    settings: '/api/admin/settings',
    /** getSettingsSection (GET), updateSettingsSection (PUT) */
    settingsSection: (section: string) => `/api/admin/settings/${section}`,
    /** listOperators (GET), createOperator (POST) */
    operators: '/api/admin/operators',
    /** updateOperator (PATCH) */
    operator: (id: number) => `/api/admin/operators/${id}`,
    /** listAuditLog (GET) with ZAuditQuery */
    auditLog: '/api/admin/audit-log',
    /** searchAccounts (GET) with ZAccountSearchQuery -> ZAccountPage */
    accounts: '/api/admin/accounts',
    /** getAccount (GET) -> ZAccountDetail */
    account: (id: number) => `/api/admin/accounts/${id}`,
    /** createAgent (POST) with ZCreateAgentRequest -> ZCreatedAccount */
    agents: '/api/admin/agents',
    /** moveAccountUpline (POST) with ZMoveUplineRequest -> ZAccountSummary */
    accountUpline: (id: number) => `/api/admin/accounts/${id}/upline`,
    /** setAccountStatus (POST) with ZAccountStatusRequest -> ZAccountSummary */
    accountStatus: (id: number) => `/api/admin/accounts/${id}/status`,
    /** resetAccountPassword (POST) -> ZPasswordResetResult */
    accountPasswordReset: (id: number) => `/api/admin/accounts/${id}/password-reset`,
    /** endAccountSessions (POST) -> 204 */
    accountSessions: (id: number) => `/api/admin/accounts/${id}/sessions/end`,
    /** getAccountLoginHistory (GET) -> ZLoginHistory */
    accountLoginHistory: (id: number) => `/api/admin/accounts/${id}/login-history`,
    /** lookupIpLocation (GET): where an IP is, and whether it would be let in now */
    ipLookup: (ip: string) => `/api/admin/geoip/${encodeURIComponent(ip)}`,
    /** listOutbox (GET) with ZOutboxQuery -> ZOutboxPage */
    outbox: '/api/admin/outbox',
    /** sendTestMessage (POST) with ZSendTestMessageRequest -> ZSendTestMessageResult */
    messagingTest: '/api/admin/messaging/test',
  },
} as const;
