import type { TCrashMyBet, TCrashPlayerBet, TCrashRound } from '@lw/contracts';
import { maskUsername } from '../rounds/index.js';
import type { BetRow, RoundRow } from './crash-store.js';

/** A round as clients see it: the hash and the point only once it has ended. */
export function presentRound(round: RoundRow): TCrashRound {
  const ended = round.phase === 'crashed' || round.phase === 'refunded';
  return {
    roundId: round.id,
    gameNumber: round.gameNumber,
    phase: round.phase,
    startsAt: round.startsAt.toISOString(),
    startedAt: round.startedAt?.toISOString() ?? null,
    crashedAt: round.crashedAt?.toISOString() ?? null,
    crashPoint: ended ? round.crashPoint : null,
    hash: ended ? round.hash : null,
  };
}

/** A bet in the round's players list (masked name). */
export function presentPlayerBet(bet: BetRow): TCrashPlayerBet {
  return {
    betId: bet.id,
    player: maskUsername(bet.username),
    amount: bet.amount,
    currency: bet.currency,
    autoCashOut: bet.autoCashOut,
    status: bet.status === 'placing' ? 'active' : bet.status,
    cashedOutAt: bet.cashedOutAt,
    win: bet.win,
  };
}

/** The member's own bet, with the round's result once it has ended. */
export function presentMyBet(bet: BetRow, round: RoundRow | null): TCrashMyBet {
  const shown = round ? presentRound(round) : null;
  return {
    betId: bet.id,
    roundId: bet.roundId,
    amount: bet.amount,
    currency: bet.currency,
    autoCashOut: bet.autoCashOut,
    status: bet.status === 'placing' ? 'active' : bet.status,
    cashedOutAt: bet.cashedOutAt,
    win: bet.win,
    crashPoint: shown?.crashPoint ?? null,
    hash: shown?.hash ?? null,
    createdAt: bet.createdAt.toISOString(),
  };
}
