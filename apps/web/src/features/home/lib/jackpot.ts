import { formatMoneyInput } from '@lw/contracts';

/** Jackpot display range (spec §4, §9), in major units as the spec writes it. */
export const JACKPOT_MIN = 200_000_000;
export const JACKPOT_MAX = 300_000_000;
/** Each tick grows the jackpot by 100 to 500. */
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
/** Ticks come every 3 to 5 seconds. */
export const JACKPOT_DELAY_MIN_MS = 3000;
export const JACKPOT_DELAY_MAX_MS = 5000;

/** Minor units per major unit of the figures above (the jackpot shows 2 decimals). */
const MINOR_PER_MAJOR = 100;
/** The range and steps in integer minor units: all the jackpot arithmetic is done in these. */
const MIN_MINOR = JACKPOT_MIN * MINOR_PER_MAJOR;
const MAX_MINOR = JACKPOT_MAX * MINOR_PER_MAJOR;
const RANGE_MINOR = MAX_MINOR - MIN_MINOR;
const STEP_MIN_MINOR = JACKPOT_STEP_MIN * MINOR_PER_MAJOR;
const STEP_SPAN_MINOR = (JACKPOT_STEP_MAX - JACKPOT_STEP_MIN) * MINOR_PER_MAJOR;

/** Brings any whole number of minor units into the range by wrapping around. */
export function wrapJackpotMinor(minor: number): number {
  if (minor >= MIN_MINOR && minor <= MAX_MINOR) return minor;
  const offset = (((minor - MIN_MINOR) % RANGE_MINOR) + RANGE_MINOR) % RANGE_MINOR;
  return MIN_MINOR + offset;
}

/** One growth step in minor units (100.00 to 500.00), from a random number in [0, 1). */
export function jackpotStepMinor(random: number): number {
  return STEP_MIN_MINOR + Math.round(random * STEP_SPAN_MINOR);
}

/** The next jackpot in minor units: grown by one step, kept inside the display range. */
export function nextJackpotMinor(current: number, random: number): number {
  return wrapJackpotMinor(current + jackpotStepMinor(random));
}

/**
 * The starting value in minor units: derived from the clock so every visitor sees roughly the
 * same figure and it keeps growing between visits (about 75.00 per second on average, i.e.
 * 7.5 minor units per millisecond).
 */
export function initialJackpotMinor(now: number): number {
  return wrapJackpotMinor(MIN_MINOR + Math.round((Math.trunc(now) * 15) / 2));
}

/** Minor units as the major-unit number the spec's figures are written in (e.g. 250000100.5). */
function toMajor(minor: number): number {
  return Number(formatMoneyInput(minor));
}

/** A major-unit figure as whole minor units (to the nearest one). */
function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

/** Brings any value into [MIN, MAX] by wrapping around, keeping 2 decimals. */
export function wrapJackpot(value: number): number {
  return toMajor(wrapJackpotMinor(toMinor(value)));
}

/** One growth step in [100, 500] with cents, from a random number in [0, 1). */
export function jackpotStep(random: number): number {
  return toMajor(jackpotStepMinor(random));
}

/** The next jackpot value: grown by one step, kept inside the display range. */
export function nextJackpot(current: number, random: number): number {
  return toMajor(nextJackpotMinor(toMinor(current), random));
}

/** Milliseconds until the next tick, in [3000, 5000]. */
export function jackpotDelay(random: number): number {
  return Math.round(JACKPOT_DELAY_MIN_MS + random * (JACKPOT_DELAY_MAX_MS - JACKPOT_DELAY_MIN_MS));
}

/** The starting value in major units. */
export function initialJackpot(now: number): number {
  return toMajor(initialJackpotMinor(now));
}
