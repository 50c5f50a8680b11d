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
    /** lookupIpLocation (GET): where an IP is, and whether it would be let in now */
    ipLookup: (ip: string) => `/api/admin/geoip/${encodeURIComponent(ip)}`,
  },
} as const;
