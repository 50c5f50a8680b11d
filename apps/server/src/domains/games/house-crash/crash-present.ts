import type { TCrashChainInfo, TCrashMyBet, TCrashPlayerBet, TCrashRound } from '@lw/contracts';
import { maskUsername } from '../rounds/index.js';
import { chainStatus, type ChainRecord } from './crash-chain-store.js';
import type { BetRow, RoundRow } from './crash-store.js';

/** A round as clients see it: the hash and the point only once it has ended. */
export function presentRound(round: RoundRow): TCrashRound {
  const ended = round.phase === 'crashed' || round.phase === 'refunded';
  return {
    roundId: round.id,
    chainId: round.chainId,
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
    chainId: round?.chainId ?? null,
    gameNumber: round?.gameNumber ?? null,
    createdAt: bet.createdAt.toISOString(),
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A chain's public record. The salt shows once confirmed (an entry waiting for its checker is
 * not the salt yet); a retired chain shows the salt its games were played with.
 */
export function presentChain(c: ChainRecord): TCrashChainInfo {
  return {
    chainId: c.id,
    status: chainStatus(c),
    terminator: c.terminator,
    length: c.length,
    publishedAt: c.publishedAt.toISOString(),
    saltBlockHeight: c.saltBlockHeight,
    salt: c.salt,
    saltEnteredBy: c.salt === null ? null : c.saltProposedByName,
    saltEnteredAt: c.salt === null ? null : iso(c.saltProposedAt),
    saltConfirmedBy: c.saltConfirmedByName,
    saltConfirmedAt: iso(c.saltConfirmedAt),
    retiredAt: iso(c.retiredAt),
    gamesPlayed: c.gamesPlayed,
    firstGameAt: iso(c.firstGameAt),
    lastGameAt: iso(c.lastGameAt),
  };
}
