/** The timestamps every bearer session keeps, operator or player. */
export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Live when neither the absolute lifetime nor the idle time has run out. */
export function sessionIsLive(session: SessionTimes, idleMinutes: number, now: number): boolean {
  const idleUntil = session.lastSeenAt.getTime() + idleMinutes * 60_000;
  return session.expiresAt.getTime() > now && idleUntil > now;
}

/** Touch at most once a minute: keeps the idle clock right without a write per request. */
export function sessionNeedsTouch(session: SessionTimes, now: number): boolean {
  return now - session.lastSeenAt.getTime() > 60_000;
}
