import type { TVendorBet } from '@lw/contracts';

/** A round the vendor played, as /bets reports it. */
export interface RoundRecord {
  roundId: string;
  playerId: string;
  gameCode: string;
  betAmount: number;
  winAmount: number;
  /** Bet for settled rounds; 0 for rounds voided by a rollback. */
  validBet: number;
  time: Date;
}

/** Every real-money round of one vendor, in time order, served page by page by /bets. */
export class RoundLog {
  private readonly rounds: RoundRecord[] = [];

  constructor(private readonly pageSize: number) {}

  add(record: RoundRecord): void {
    this.rounds.push(record);
  }

  get size(): number {
    return this.rounds.length;
  }

  /** Rounds with from <= time < to, page numbers from 1. */
  page(from: Date, to: Date, page: number): { bets: TVendorBet[]; totalPages: number } {
    const matching = this.rounds
      .filter((r) => r.time >= from && r.time < to)
      .sort((a, b) => a.time.getTime() - b.time.getTime() || a.roundId.localeCompare(b.roundId));
    const start = (page - 1) * this.pageSize;
    return {
      bets: matching.slice(start, start + this.pageSize).map((r) => ({
        roundId: r.roundId,
        playerId: r.playerId,
        gameCode: r.gameCode,
        betAmount: r.betAmount,
        winAmount: r.winAmount,
        validBet: r.validBet,
        time: r.time.toISOString(),
      })),
      totalPages: Math.ceil(matching.length / this.pageSize),
    };
  }
}
