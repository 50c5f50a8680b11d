import { crashMultiplierAt, type TCrashRound } from '@lw/contracts';
import { serverNow } from './server-clock';

/** A multiplier in hundredths as players read it: 2.35×. */
export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}×`;
}

/** "2.00" typed by a player -> 200 hundredths; null when not a number with at most 2 decimals. */
export function parseMultiplier(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** What the screen shows of a round at the server time `now`. */
export interface TRoundView {
  phase: TCrashRound['phase'];
  /** Hundredths: live while running, the crash point once crashed. */
  multiplier: number;
  elapsedMs: number;
  /** Seconds until the start while betting. */
  countdownMs: number;
}

export function roundView(round: TCrashRound, now = serverNow()): TRoundView {
  const started = round.startedAt ? Date.parse(round.startedAt) : null;
  const elapsedMs = started === null ? 0 : Math.max(0, now - started);
  if (round.phase === 'crashed' || round.phase === 'refunded') {
    return { phase: round.phase, multiplier: round.crashPoint ?? 100, elapsedMs, countdownMs: 0 };
  }
  if (round.phase === 'betting') {
    return {
      phase: 'betting',
      multiplier: 100,
      elapsedMs: 0,
      countdownMs: Math.max(0, Date.parse(round.startsAt) - now),
    };
  }
  return { phase: 'running', multiplier: crashMultiplierAt(elapsedMs), elapsedMs, countdownMs: 0 };
}
