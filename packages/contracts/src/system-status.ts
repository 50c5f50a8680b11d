// The site status codes of the permission answer: constants only (no zod), so the first screen can use them without the schemas.

/** 0 normal, 1 maintenance, 2 region restricted (maintenance wins). */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
