/**
 * The server's time as this browser estimates it: the multiplier is a function of the time since
 * the round started on the server's clock, so the curve is drawn from the server's time, not the
 * phone's (which may be seconds off).
 */
let offsetMs = 0;

/** Learns the offset from a server timestamp received now (half the round trip is ignored). */
export function syncServerClock(serverTimeMs: number, receivedAtMs = Date.now()): void {
  offsetMs = serverTimeMs - receivedAtMs;
}

/** The server's current time in ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
