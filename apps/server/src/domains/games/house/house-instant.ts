import { HOUSE_VENDOR, type THouseGameCode } from '@lw/contracts';
import type { PostedTransfer, TransactionalRunner } from '../../cashier/ledger/index.js';
import { NothingWritten, type WagerCore, type WagerOp } from '../../cashier/wagers/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { Catalogue } from '../catalogue/index.js';
import type { HouseJackpot } from './house-jackpot.js';
import { drawnRow, type DrawnRound, type HouseRoundRow, type HouseRounds } from './house-rounds.js';
import type { DrawSeed, HouseSeeds } from './house-seeds.js';
import type { HouseSession } from './house-session.js';
import { refusalError, type HouseSettlement } from './house-settlement.js';
import type { SeedBox } from './seed-box.js';

/** The draw took the slow path's turn (first round, no client seed, a jackpot hit). */
class Slow extends Error {}

/**
 * A member's spin or roll drawn and settled in one driver transaction of three round trips:
 * (1) BEGIN with the seed's next nonce and the round's id; the outcome is drawn in memory;
 * (2) the round's insert and the wager core's claim; (3) the core's write (place and settle),
 * the round's settlement and COMMIT. Nothing is stored of a refused spin (the rollback gives the
 * nonce back; a retry draws the same outcome from the same nonce). A replayed request id fails
 * the insert and answers the stored round. A jackpot hit, a first round or a pair without a
 * client seed answers null: the caller takes the step-by-step path (RoundSettler), which draws
 * the same outcome again from the same nonce.
 */
export class HouseInstant {
  constructor(
    private readonly deps: {
      runner: TransactionalRunner;
      seeds: HouseSeeds;
      rounds: HouseRounds;
      settlement: HouseSettlement;
      wagers: WagerCore;
      jackpot: HouseJackpot;
      catalogue: Pick<Catalogue, 'findGame'>;
      clock: Clock;
      box: SeedBox;
    },
  ) {}

  async play(
    session: HouseSession,
    input: { gameCode: THouseGameCode; requestId: string; content: unknown[]; stake: number },
    draw: (seed: DrawSeed) => DrawnRound,
  ): Promise<{ row: HouseRoundRow; balance: number | null } | null> {
    if (session.accountId === null) return null;
    const { rounds, wagers, settlement } = this.deps;
    const requestHash = rounds.requestHashOf(input.gameCode, input.content);
    const member = await settlement.memberOf(session);
    const game = await this.deps.catalogue.findGame(HOUSE_VENDOR, input.gameCode);
    await this.deps.box.ready();
    for (let attempt = 1; ; attempt++) {
      const posted: PostedTransfer[] = [];
      const createdAt = this.deps.clock.now();
      try {
        const settled = await this.deps.runner.transaction(async (q) => {
          const taken = await this.deps.seeds.takeWithRoundId(q, session);
          if (!taken) throw new Slow();
          const drawn = draw(taken.seed);
          if (drawn.jackpotWon) throw new Slow();
          const row = drawnRow({
            session,
            input,
            requestHash,
            seed: taken.seed,
            drawn,
            id: taken.roundId,
            createdAt,
          });
          const key = { product: HOUSE_VENDOR, wagerId: row.roundId, leg: 0 };
          const ops: WagerOp[] = [
            {
              kind: 'place',
              key,
              member,
              at: createdAt,
              stake: row.stake,
              game: {
                gameCode: input.gameCode,
                gameId: game?.id ?? null,
                category: game?.gameType ?? 'RNG',
              },
            },
            { kind: 'settle', key, member, at: createdAt, win: row.payout },
          ];
          let settledAt = createdAt;
          const results = await wagers.runIn(
            q,
            ops,
            {
              before: [rounds.insertStatement(row)],
              also: (r) => {
                const end = r[r.length - 1]!;
                if (!end.ok) return [];
                const s = rounds.settledStatement(row.id, row.outcome, end.balance);
                settledAt = s.settledAt;
                return [s.statement];
              },
            },
            posted,
          );
          const refused = results.find((r) => !r.ok);
          // Accepted only partly cannot happen for a fresh wager; refuse it all the same.
          if (refused && !refused.ok) throw new NothingWritten(results);
          const end = results[1]!;
          const balance = end.ok ? end.balance : null;
          return {
            row: { ...row, status: 'settled' as const, balanceAfter: balance, settledAt },
            balance,
            roundId: end.ok ? end.roundId : null,
          };
        });
        wagers.announcePosted(posted);
        if (settled.roundId !== null) settlement.notifySettled(settled.roundId);
        await this.deps.jackpot.fund(settled.row);
        return { row: settled.row, balance: settled.balance };
      } catch (err) {
        if (err instanceof Slow) return null;
        if (err instanceof NothingWritten) {
          const refused = err.results.find((r) => !r.ok);
          throw refused && !refused.ok
            ? refusalError(refused.code, refused.details)
            : refusalError('WAGER_CONFLICT');
        }
        const code = (err as { code?: string }).code;
        if (code === '23505') {
          // The request id came before (or an open round is in the way): the stored answer.
          const stored = await rounds.replayOf(session, input.requestId, requestHash);
          return stored.status === 'settled' ? { row: stored, balance: stored.balanceAfter } : null;
        }
        if (attempt < 3 && (code === '40P01' || code === '40001')) continue;
        throw err;
      }
    }
  }
}
