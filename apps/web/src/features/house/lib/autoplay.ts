/**
 * What the player set when starting autoplay (UKGC RTS 8: the player chooses the stake, the number
 * of spins, at most 100 a batch, and a loss limit; autoplay stops on the loss limit, on a single
 * win above a threshold and on a jackpot). Amounts are minor units; null means "no threshold".
 */
export interface TAutoplaySettings {
  spins: number;
  /** Stop when the batch's net loss reaches this: required. */
  lossLimit: number;
  /** Stop when one round wins more than this. */
  singleWinAbove: number | null;
  /** Stop when a round triggers free spins (a jackpot always stops autoplay). */
  stopOnFeature: boolean;
}

/** Progress of a running autoplay. */
export interface TAutoplayProgress {
  played: number;
  /** Wins minus stakes so far. */
  net: number;
}

export type TAutoplayStop = 'spins' | 'lossLimit' | 'singleWin' | 'feature' | 'jackpot' | null;

/** One finished round as autoplay judges it. */
export interface TAutoplayRound {
  /** The round's payout. */
  win: number;
  /** It triggered free spins. */
  feature: boolean;
  /** It won the progressive jackpot. */
  jackpot: boolean;
}

/** After a round: why autoplay stops now, or null to keep going. */
export function autoplayStopReason(
  settings: TAutoplaySettings,
  progress: TAutoplayProgress,
  round: TAutoplayRound,
): TAutoplayStop {
  if (round.jackpot) return 'jackpot';
  if (settings.stopOnFeature && round.feature) return 'feature';
  if (settings.singleWinAbove !== null && round.win > settings.singleWinAbove) return 'singleWin';
  if (-progress.net >= settings.lossLimit) return 'lossLimit';
  if (progress.played >= settings.spins) return 'spins';
  return null;
}

/** The spin counts offered in the autoplay dialog: at most 100 a batch (RTS 8). */
export const AUTOPLAY_SPINS = [10, 25, 50, 100] as const;
