/**
 * Paths of the API operations, shared by the server (which registers them) and the clients
 * (which call them). Each comment names the operationId in OpenAPI. A path with parameters has a
 * builder for the clients and, beside it, a `…Pattern` with `:name` placeholders: the route the
 * server registers.
 */
export const API = {
  /** getHealth */
  health: '/api/health',
  /** getPermission: the startup configuration (spec §3 "Permission response"). */
  permission: '/api/permission',
  /** getSystemStatus */
  systemStatus: '/api/system/status',
  /** The OpenAPI 3.1 document of this API (not itself an operation in it) */
  openapi: '/api/openapi.json',
  /** Interactive API docs (Swagger UI) over that document */
  docs: '/api/docs',
  auth: {
    /** getRegisterSettings (GET) */
    registerSettings: '/api/auth/register-settings',
    /** getValidationRules (GET) */
    validationRules: '/api/auth/validation-rules',
    /** getCountryCodes (GET) */
    countryCodes: '/api/auth/country-codes',
    /** checkAffiliateCode (GET) */
    affiliate: (code: string) => `/api/auth/affiliates/${encodeURIComponent(code)}`,
    affiliatePattern: '/api/auth/affiliates/:code',
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
    /** resetPasswordByMobile (POST) with ZResetPasswordByMobileRequest -> ZLoginResult */
    resetPasswordByMobile: '/api/auth/password/reset-by-mobile',
    /** sendSmsCode (POST) with ZSendSmsCodeRequest -> ZSmsCodeSent */
    smsCode: '/api/auth/sms-code',
    /** loginBySms (POST) with ZSmsLoginRequest -> ZLoginResponse */
    smsLogin: '/api/auth/login/sms',
    /** registerByMobile (POST) with ZRegisterMobileRequest -> ZLoginResult */
    registerMobile: '/api/auth/register/mobile',
    /** oneClickLogin (POST) with ZOneClickLoginRequest -> ZOneClickLoginResult */
    oneClick: '/api/auth/login/one-click',
    /** getTrialKey (GET) -> ZTrialKey */
    trialKey: '/api/auth/trial-key',
    /** trialLogin (POST) with ZTrialLoginRequest -> ZLoginResult */
    trialLogin: '/api/auth/login/trial',
    /** getRememberedDevice (GET) -> ZRememberedDevice; forgetDevice (DELETE) -> 204 */
    remembered: '/api/auth/remembered',
    /** rememberedLogin (POST) with ZRememberedLoginRequest -> ZLoginResponse */
    rememberedLogin: '/api/auth/login/remembered',
    /** sendSecondStepCode (POST) with ZSecondStepSendRequest -> ZSmsCodeSent */
    secondStepSend: '/api/auth/second-step/send',
    /** verifySecondStep (POST) with ZSecondStepVerifyRequest -> ZLoginResult */
    secondStepVerify: '/api/auth/second-step/verify',
    /** listIdentityProviders (GET) -> ZIdentityProviderList */
    identityProviders: '/api/auth/oidc/providers',
    /** startSocialLogin (GET, redirect to the provider); query `site` */
    oidcStart: (id: string) => `/api/auth/oidc/${encodeURIComponent(id)}/start`,
    oidcStartPattern: '/api/auth/oidc/:id/start',
    /** socialLoginCallback (GET, redirect back to the site with `?loginTicket=`) */
    oidcCallback: (id: string) => `/api/auth/oidc/${encodeURIComponent(id)}/callback`,
    oidcCallbackPattern: '/api/auth/oidc/:id/callback',
    /** ticketLogin (POST) with ZTicketLoginRequest -> ZLoginResponse */
    ticketLogin: '/api/auth/login/ticket',
    /** createHandoverTicket (POST, signed in) -> ZHandoverTicket: a one-time `?token=` link */
    handoverTickets: '/api/auth/handover-tickets',
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
    /** getSecurityOverview (GET) -> ZSecurityOverview */
    security: '/api/members/me/security',
    /** setPaymentPassword (POST) with ZSetPaymentPasswordRequest -> 204 */
    paymentPassword: '/api/members/me/payment-password',
    /** bindMobile (POST) with ZBindMobileRequest -> 204 */
    mobile: '/api/members/me/mobile',
    /** sendEmailCode (POST) with ZSendEmailCodeRequest -> ZSmsCodeSent */
    emailCode: '/api/members/me/email/code',
    /** bindEmail (POST) with ZBindEmailRequest -> 204 */
    email: '/api/members/me/email',
    /** startAuthenticatorBinding (POST) -> ZAuthenticatorSetup; unbindAuthenticator (DELETE) with ZAuthenticatorCodeRequest */
    authenticator: '/api/members/me/authenticator',
    /** confirmAuthenticator (POST) with ZAuthenticatorCodeRequest -> 204 */
    authenticatorConfirm: '/api/members/me/authenticator/confirm',
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
    settingsSectionPattern: '/api/admin/settings/:section',
    /** listOperators (GET), createOperator (POST) */
    operators: '/api/admin/operators',
    /** updateOperator (PATCH) */
    operator: (id: number) => `/api/admin/operators/${id}`,
    operatorPattern: '/api/admin/operators/:id',
    /** listAuditLog (GET) with ZAuditQuery */
    auditLog: '/api/admin/audit-log',
    /** searchAccounts (GET) with ZAccountSearchQuery -> ZAccountPage */
    accounts: '/api/admin/accounts',
    /** getAccount (GET) -> ZAccountDetail */
    account: (id: number) => `/api/admin/accounts/${id}`,
    accountPattern: '/api/admin/accounts/:id',
    /** createAgent (POST) with ZCreateAgentRequest -> ZCreatedAccount */
    agents: '/api/admin/agents',
    /** moveAccountUpline (POST) with ZMoveUplineRequest -> ZAccountSummary */
    accountUpline: (id: number) => `/api/admin/accounts/${id}/upline`,
    accountUplinePattern: '/api/admin/accounts/:id/upline',
    /** setAccountStatus (POST) with ZAccountStatusRequest -> ZAccountSummary */
    accountStatus: (id: number) => `/api/admin/accounts/${id}/status`,
    accountStatusPattern: '/api/admin/accounts/:id/status',
    /** resetAccountPassword (POST) -> ZPasswordResetResult */
    accountPasswordReset: (id: number) => `/api/admin/accounts/${id}/password-reset`,
    accountPasswordResetPattern: '/api/admin/accounts/:id/password-reset',
    /** endAccountSessions (POST) -> 204 */
    accountSessions: (id: number) => `/api/admin/accounts/${id}/sessions/end`,
    accountSessionsPattern: '/api/admin/accounts/:id/sessions/end',
    /** getAccountLoginHistory (GET) -> ZLoginHistory */
    accountLoginHistory: (id: number) => `/api/admin/accounts/${id}/login-history`,
    accountLoginHistoryPattern: '/api/admin/accounts/:id/login-history',
    /** lookupIpLocation (GET): where an IP is, and whether it would be let in now */
    ipLookup: (ip: string) => `/api/admin/geoip/${encodeURIComponent(ip)}`,
    ipLookupPattern: '/api/admin/geoip/:ip',
    /** listOutbox (GET) with ZOutboxQuery -> ZOutboxPage */
    outbox: '/api/admin/outbox',
    /** sendTestMessage (POST) with ZSendTestMessageRequest -> ZSendTestMessageResult */
    messagingTest: '/api/admin/messaging/test',
  },
} as const;
