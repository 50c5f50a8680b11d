import {
  errorMessages,
  type THouseMinesOutcome,
  type THouseMinesStartRequest,
  type THouseRound,
} from '@lw/contracts';
import {
  FloatStream,
  MINES_TILES,
  minesCapPicks,
  minesMultiplier,
  minesPayout,
  pickTile,
  startMines,
  type MinesRound,
} from '@lw/games';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { roundNumber, toApiRound, type HouseRoundRow, type HouseRounds } from './house-rounds.js';
import type { HouseSession } from './house-session.js';
import {
  assertEnabled,
  assertLimits,
  maxWinExceeded,
  type HouseSettings,
} from './house-settings.js';
import type { RoundSettler } from './round-settler.js';

/**
 * Mines: the bet is taken at the start and the round stays open, in the database (so it survives
 * restarts), until a mine is hit or the player cashes out; the win is paid at the end. The mine
 * positions are drawn at the start from the round's seeds and stay secret until it is over; the
 * seed pair cannot be rotated while the round is open. One unfinished round per player.
 */
export class HouseMines {
  constructor(
    private readonly deps: {
      db: Database;
      settings: HouseSettings;
      rounds: HouseRounds;
      settler: RoundSettler;
    },
  ) {}

  async start(session: HouseSession, input: THouseMinesStartRequest): Promise<THouseRound> {
    const settings = await this.deps.settings.game('mines');
    assertEnabled(settings);
    assertLimits(settings, input.stake);
    // The round cashes out by itself at the last pick whose win fits the maximum (fixed at the
    // start: a later change of the setting does not alter a round in play).
    const maxWin = await this.deps.settings.maxWin('mines', session.currency);
    const maxPicks =
      maxWin === null ? MINES_TILES - input.mines : minesCapPicks(input.mines, input.stake, maxWin);
    if (maxPicks === 0) throw maxWinExceeded(maxWin!);
    const round = await this.deps.rounds.create(
      session,
      {
        gameCode: 'mines',
        requestId: input.requestId,
        content: ['start', input.stake, input.mines],
        stake: input.stake,
      },
      (seed) => {
        const state = startMines(
          new FloatStream(seed.serverSeed, seed.clientSeed, seed.nonce),
          input.mines,
        );
        return {
          outcome: outcomeOf(state, null, maxPicks),
          payout: 0,
          secret: { minePositions: state.minePositions },
        };
      },
    );
    const { row, balance } = await this.deps.settler.openBet(session, round);
    return this.view(row, balance);
  }

  async reveal(session: HouseSession, roundId: string, tile: number): Promise<THouseRound> {
    const id = await this.ownRound(session, roundId);
    const changed = await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.rounds.lock(tx, id);
      if (!row || row.status !== 'open') return row;
      const state = stateOf(row);
      // A retried reveal of a tile already shown answers the round as it is.
      if (state.picks.includes(tile)) return row;
      const maxPicks = maxPicksOf(row);
      const picked = pickTile(state, tile);
      // At the maximum win the round cashes out by itself.
      const next: MinesRound =
        picked.status === 'playing' && picked.picks.length >= maxPicks
          ? { ...picked, status: 'cashed' }
          : picked;
      if (next.status === 'playing') {
        await this.deps.rounds.update(tx, id, ['open'], {
          status: 'open',
          outcome: outcomeOf(next, null, maxPicks),
        });
      } else {
        const busted = next.status === 'busted';
        await this.deps.rounds.update(tx, id, ['open'], {
          status: 'closing',
          outcome: outcomeOf(next, busted ? tile : null, maxPicks),
          payout: busted ? 0 : minesPayout(next.mines, next.picks.length, row.stake),
        });
      }
      return row;
    });
    return this.afterMove(session, id, changed, (row) => {
      const o = row.outcome as THouseMinesOutcome;
      return o.picks.includes(tile) || o.bustedAt === tile;
    });
  }

  async cashOut(session: HouseSession, roundId: string): Promise<THouseRound> {
    const id = await this.ownRound(session, roundId);
    const changed = await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.rounds.lock(tx, id);
      if (!row || row.status !== 'open') return row;
      const state = stateOf(row);
      if (state.picks.length === 0) {
        throw new AppError('VALIDATION_ERROR', 'Reveal at least one tile before cashing out');
      }
      await this.deps.rounds.update(tx, id, ['open'], {
        status: 'closing',
        outcome: outcomeOf({ ...state, status: 'cashed' }, null, maxPicksOf(row)),
        payout: minesPayout(state.mines, state.picks.length, row.stake),
      });
      return row;
    });
    return this.afterMove(session, id, changed, (row) => row.payout > 0);
  }

  /** The player's unfinished round (a half-settled one is finished first), or null. */
  async current(session: HouseSession): Promise<THouseRound | null> {
    let row = await this.deps.rounds.unfinished(session.playerKey, 'mines');
    if (!row) return null;
    if (row.status === 'pending') {
      try {
        row = (await this.deps.settler.openBet(session, row)).row;
      } catch (err) {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') return null;
        throw err;
      }
    }
    if (row.status === 'closing') {
      await this.deps.settler.close(session, row);
      return null;
    }
    return this.view(row, row.balanceAfter);
  }

  /**
   * Finishes what a move started (the win of a round that just ended) and answers the round.
   * A move on a round already over answers it when it is a retry (`repeat`), else HOUSE_ROUND_OVER.
   */
  private async afterMove(
    session: HouseSession,
    id: number,
    before: HouseRoundRow | null,
    repeat: (row: HouseRoundRow) => boolean,
  ): Promise<THouseRound> {
    if (!before) throw new AppError('NOT_FOUND', 'No such round');
    let row = (await this.deps.rounds.get(id))!;
    if (row.status === 'pending') row = (await this.deps.settler.openBet(session, row)).row;
    if (row.status === 'closing') {
      const { row: settled, balance } = await this.deps.settler.close(session, row);
      return this.view(settled, balance);
    }
    if (row.status === 'open' || (before.status === 'closing' && row.status === 'settled')) {
      return this.view(row, row.balanceAfter);
    }
    if (row.status === 'settled' && repeat(row)) return this.view(row, row.balanceAfter);
    throw new AppError('HOUSE_ROUND_OVER', errorMessages.HOUSE_ROUND_OVER.en);
  }

  /** The round's id, checked to be this player's mines round (else NOT_FOUND). */
  private async ownRound(session: HouseSession, roundId: string): Promise<number> {
    const id = roundNumber(roundId);
    const row = id === null ? null : await this.deps.rounds.get(id);
    if (!row || row.playerKey !== session.playerKey || row.gameCode !== 'mines') {
      throw new AppError('NOT_FOUND', 'No such round');
    }
    if (row.status === 'void')
      throw new AppError('HOUSE_ROUND_OVER', errorMessages.HOUSE_ROUND_OVER.en);
    return row.id;
  }

  private view(row: HouseRoundRow, balance: number | null): THouseRound {
    return toApiRound(row, balance);
  }
}

/** The game's state of a stored round (the mine positions from its secret). */
function stateOf(row: HouseRoundRow): MinesRound {
  const o = row.outcome as THouseMinesOutcome;
  return {
    mines: o.mines,
    minePositions: (row.secret?.minePositions as number[] | undefined) ?? [],
    picks: o.picks,
    status: 'playing',
  };
}

/** The round's automatic cash-out point (rounds from before the maximum win: every safe tile). */
function maxPicksOf(row: HouseRoundRow): number {
  const o = row.outcome as THouseMinesOutcome;
  return o.maxPicks ?? MINES_TILES - o.mines;
}

/** What the player sees: the mines only once the round is over. */
function outcomeOf(
  state: MinesRound,
  bustedAt: number | null,
  maxPicks: number,
): THouseMinesOutcome {
  const over = state.status !== 'playing';
  const safe = state.picks.length;
  const left = Math.min(MINES_TILES - state.mines, maxPicks) - safe;
  return {
    kind: 'mines',
    mines: state.mines,
    picks: state.picks,
    bustedAt,
    minePositions: over ? state.minePositions : null,
    multiplier: ratio(minesMultiplier(state.mines, safe)),
    nextMultiplier: left > 0 && !over ? ratio(minesMultiplier(state.mines, safe + 1)) : null,
    maxPicks,
  };
}

function ratio(r: { n: bigint; d: bigint }): number {
  return Number(r.n) / Number(r.d);
}
