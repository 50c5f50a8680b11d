/**
 * Responsible gaming's session-time limit, a port filled in app.ts (the limits programme sits in a
 * higher layer): the `LIMIT_EXCEEDED` details when the member's sign-in time of a period is used
 * up, else null. `endSessions`: the member's sessions end too (a game launch found it used up).
 */
export interface SessionLimit {
  exceeded(
    accountId: number,
    options?: { endSessions?: boolean },
  ): Promise<Record<string, unknown> | null>;
}

/** Until responsible gaming fills the port (and in unit tests): no session limit. */
export const noSessionLimit: SessionLimit = { exceeded: async () => null };
