/** Jackpot display range (spec §4, §9). */
export const JACKPOT_MIN = 200_000_000;
export const JACKPOT_MAX = 300_000_000;
/** Each tick grows the jackpot by 100 to 500. */
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
/** Ticks come every 3 to 5 seconds. */
export const JACKPOT_DELAY_MIN_MS = 3000;
export const JACKPOT_DELAY_MAX_MS = 5000;

const RANGE = JACKPOT_MAX - JACKPOT_MIN;

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Brings any value into [MIN, MAX] by wrapping around, keeping 2 decimals. */
export function wrapJackpot(value: number): number {
  if (value >= JACKPOT_MIN && value <= JACKPOT_MAX) return cents(value);
  const offset = (((value - JACKPOT_MIN) % RANGE) + RANGE) % RANGE;
  return cents(JACKPOT_MIN + offset);
}

/** One growth step in [100, 500] with cents, from a random number in [0, 1). */
export function jackpotStep(random: number): number {
  return cents(JACKPOT_STEP_MIN + random * (JACKPOT_STEP_MAX - JACKPOT_STEP_MIN));
}

/** The next jackpot value: grown by one step, kept inside the display range. */
export function nextJackpot(current: number, random: number): number {
  return wrapJackpot(current + jackpotStep(random));
}

/** Milliseconds until the next tick, in [3000, 5000]. */
export function jackpotDelay(random: number): number {
  return Math.round(JACKPOT_DELAY_MIN_MS + random * (JACKPOT_DELAY_MAX_MS - JACKPOT_DELAY_MIN_MS));
}

/**
 * The starting value: derived from the clock so every visitor sees roughly the same figure
 * and it keeps growing between visits (about 75 per second on average).
 */
export function initialJackpot(now: number): number {
  return wrapJackpot(JACKPOT_MIN + (now / 1000) * 75);
}
