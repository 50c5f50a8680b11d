/** What the player set when starting autoplay. Amounts are minor units; null means "no limit". */
export interface TAutoplaySettings {
  spins: number;
  /** Stop when the session's net loss reaches this. */
  lossLimit: number | null;
  /** Stop when one round wins more than this. */
  singleWinAbove: number | null;
  /** Stop when a round triggers free spins (or the jackpot). */
  stopOnFeature: boolean;
}

/** Progress of a running autoplay. */
export interface TAutoplayProgress {
  played: number;
  /** Wins minus stakes so far. */
  net: number;
}

export type TAutoplayStop = 'spins' | 'lossLimit' | 'singleWin' | 'feature' | null;

/**
 * After a round: why autoplay stops now, or null to keep going. `win` is the round's payout,
 * `feature` whether it triggered free spins or the jackpot.
 */
export function autoplayStopReason(
  settings: TAutoplaySettings,
  progress: TAutoplayProgress,
  round: { win: number; feature: boolean },
): TAutoplayStop {
  if (settings.stopOnFeature && round.feature) return 'feature';
  if (settings.singleWinAbove !== null && round.win > settings.singleWinAbove) return 'singleWin';
  if (settings.lossLimit !== null && -progress.net >= settings.lossLimit) return 'lossLimit';
  if (progress.played >= settings.spins) return 'spins';
  return null;
}

/** The spin counts offered in the autoplay dialog. */
export const AUTOPLAY_SPINS = [10, 25, 50, 100, 500] as const;
