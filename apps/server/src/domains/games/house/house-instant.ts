import { HOUSE_VENDOR, type THouseGameCode } from '@lw/contracts';
import type { PostedTransfer, TransactionalRunner } from '../../cashier/ledger/index.js';
import {
  NothingWritten,
  type WagerCore,
  type WagerMember,
  type WagerOp,
} from '../../cashier/wagers/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { Catalogue } from '../catalogue/index.js';
import type { HouseJackpot } from './house-jackpot.js';
import type { HouseRoundIds } from './house-round-ids.js';
import { drawnRow, type DrawnRound, type HouseRoundRow, type HouseRounds } from './house-rounds.js';
import type { DrawSeed, HouseSeeds } from './house-seeds.js';
import { unauthorized, type HouseSession, type HouseSessions } from './house-session.js';
import { refusalError, type HouseSettlement } from './house-settlement.js';
import type { SeedBox } from './seed-box.js';

/** The guarded insert found the pair changed or the session ended (NOT NULL of seed_id). */
const GUARD_FAILED = '23502';
/** Account refusals whose exact code the session's own check gives (ACCOUNT_DISABLED …). */
const ACCOUNT_REFUSALS = new Set([
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'PASSWORD_CHANGE_REQUIRED',
]);

type Request = { gameCode: THouseGameCode; requestId: string; content: unknown[]; stake: number };

/**
 * A member's spin or roll in two database round trips (issue 23), the wager core's own: (1)
 * BEGIN, the round's guarded insert (`before`: the cached pair's nonce advanced only if the row
 * still holds it, the launch session checked live) and the core's claim (which checks the
 * account); (2) the core's write (place and settle), the round's settlement (`also`) and COMMIT.
 * The session and the seed pair come from this process's copies (`resolveCached`,
 * `SeedPairCache`); the round's id from a block taken ahead (`HouseRoundIds`); the outcome is
 * drawn in memory from the cached pair before the first trip. A failed guard (another process's
 * round, a rotation, an ended session) rolls back, drops the copies and reads them again (one
 * read), at most three times. Nothing is stored of a refused spin (the rollback gives the nonce
 * back; a retry draws the same outcome from the same nonce). A replayed request id fails the
 * insert (unique violation) and answers the stored round. A jackpot hit, a pair without a client
 * seed or no pair answer null: the caller takes the step-by-step path (RoundSettler), which
 * draws the same outcome again from the same nonce.
 */
export class HouseInstant {
  constructor(
    private readonly deps: {
      runner: TransactionalRunner;
      seeds: HouseSeeds;
      sessions: Pick<HouseSessions, 'fresh' | 'forget'>;
      rounds: HouseRounds;
      roundIds: HouseRoundIds;
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
    input: Request,
    draw: (seed: DrawSeed) => DrawnRound,
  ): Promise<{ row: HouseRoundRow; balance: number | null } | null> {
    if (session.accountId === null) return null;
    const member = await this.deps.settlement.memberOf(session);
    const game = await this.deps.catalogue.findGame(HOUSE_VENDOR, input.gameCode);
    await this.deps.box.ready();
    const category = {
      gameCode: input.gameCode,
      gameId: game?.id ?? null,
      category: game?.gameType ?? 'RNG',
    };
    // One player's fast spins in this process take turns: each draws the nonce the last left.
    const played = await this.deps.seeds.pairs.exclusive(session.playerKey, () =>
      this.playInTurn(session, input, draw, member, category),
    );
    if (played) await this.deps.jackpot.fund(played.row);
    return played;
  }

  private async playInTurn(
    session: HouseSession,
    input: Request,
    draw: (seed: DrawSeed) => DrawnRound,
    member: WagerMember,
    game: { gameCode: string; gameId: number | null; category: string },
  ): Promise<{ row: HouseRoundRow; balance: number | null } | null> {
    const { rounds, wagers, seeds, runner, clock } = this.deps;
    const requestHash = rounds.requestHashOf(input.gameCode, input.content);
    for (let attempt = 1; ; attempt++) {
      const createdAt = clock.now();
      const { live, pair } = await seeds.cachedPair(runner, session, createdAt);
      if (!live) {
        this.deps.sessions.forget(session.tokenHash);
        throw unauthorized();
      }
      if (!pair) return null;
      const drawn = draw(pair);
      if (drawn.jackpotWon) return null;
      const id = await this.deps.roundIds.next();
      const row = drawnRow({ session, input, requestHash, seed: pair, drawn, id, createdAt });
      const key = { product: HOUSE_VENDOR, wagerId: row.roundId, leg: 0 };
      const ops: WagerOp[] = [
        { kind: 'place', key, member, at: createdAt, stake: row.stake, game },
        { kind: 'settle', key, member, at: createdAt, win: row.payout },
      ];
      const posted: PostedTransfer[] = [];
      let settledAt = createdAt;
      try {
        const results = await runner.transaction((q) =>
          wagers.runIn(
            q,
            ops,
            {
              before: [
                rounds.guardedInsertStatement(row, {
                  tokenHash: session.tokenHash,
                  now: createdAt,
                }),
              ],
              also: (r) => {
                const end = r[r.length - 1]!;
                if (!end.ok) return [];
                const s = rounds.settledStatement(row.id, row.outcome, end.playable);
                settledAt = s.settledAt;
                return [s.statement];
              },
            },
            posted,
          ),
        );
        seeds.pairs.advanced(session.playerKey, pair);
        wagers.announcePosted(posted);
        // Accepted only partly cannot happen for a fresh wager (a refusal writes nothing).
        const end = results[1]!;
        const balance = end.ok ? end.playable : null;
        return {
          row: { ...row, status: 'settled' as const, balanceAfter: balance, settledAt },
          balance,
        };
      } catch (err) {
        if (err instanceof NothingWritten) {
          const refused = err.results.find((r) => !r.ok);
          const code = refused && !refused.ok ? refused.code : 'WAGER_CONFLICT';
          // The session's own check names the account's state exactly (disabled, locked …).
          if (ACCOUNT_REFUSALS.has(code)) await this.deps.sessions.fresh(session);
          throw refusalError(code, refused && !refused.ok ? refused.details : undefined);
        }
        const code = (err as { code?: string }).code;
        if (code === GUARD_FAILED) {
          // The copy of the pair (or of the session) was stale: read both again.
          seeds.pairs.forget(session.playerKey);
          if (attempt < 3) continue;
          return null;
        }
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
