import {
  CRASH_GAME_CODE,
  CRASH_MIN_TARGET,
  crashElapsedFor,
  crashMultiplierAt,
  type TCrashBetRequest,
  type TCrashChains,
  type TCrashClosed,
  type TCrashHistory,
  type TCrashMyBet,
  type TCrashMyBets,
  type TCrashRefusal,
  type TCrashState,
} from '@lw/contracts';
import { ZCrashBetRequest } from '@lw/contracts';
import { CRASH_EDGE_PERCENT, crashCapTarget } from '@lw/games';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { assertEnabled, assertLimits, maxWinExceeded, type HouseSettings } from '../house/index.js';
import { type CrashChainStore } from './crash-chain-store.js';
import type { CrashLive } from './crash-live.js';
import type { CrashPayouts } from './crash-payouts.js';
import { presentChain, presentMyBet, presentPlayerBet, presentRound } from './crash-present.js';
import type { CrashSettlement } from './crash-settlement.js';
import type { BetRow, CrashStore, RoundRow } from './crash-store.js';

/** The member placing a bet or cashing out, as the session knows them. */
export interface CrashMember {
  id: number;
  type: number;
  status: string;
  lockedUntil: Date | null;
}

const INT4_MAX = 2_147_483_647;

const refuse = (reason: TCrashRefusal, message: string): never => {
  throw new AppError('CONFLICT', message, { reason });
};

/**
 * What members and visitors do with crash: read the round, bet in the betting phase, cash out
 * while it runs (decided by this server's clock: the multiplier at the moment the request
 * arrives, refused from the crash time on), read history and their own bets. Any process may
 * answer; the scheduler (one process) moves the rounds.
 */
export class CrashService {
  constructor(
    private readonly deps: {
      store: CrashStore;
      settlement: CrashSettlement;
      payouts: CrashPayouts;
      live: CrashLive;
      clock: Clock;
      chains: CrashChainStore;
      houseSettings: Pick<HouseSettings, 'game' | 'maxWin'>;
    },
  ) {}

  async state(): Promise<TCrashState> {
    const round = await this.deps.store.latestRound();
    const bets = round ? await this.deps.store.betsOfRound(round.id) : [];
    const currency = await this.deps.settlement.currencyOf(0);
    return {
      serverTime: this.deps.clock.now().toISOString(),
      currency,
      maxWin: (await this.deps.houseSettings.maxWin(CRASH_GAME_CODE, currency))!,
      round: round ? presentRound(round) : null,
      bets: bets.map(presentPlayerBet),
      closed: await this.closed(round),
    };
  }

  /** Every chain with its seeding event, newest first, and the house edge. */
  async chains(): Promise<TCrashChains> {
    const chains = await this.deps.chains.list();
    return { edgePercent: CRASH_EDGE_PERCENT, chains: chains.map(presentChain) };
  }

  /**
   * Why no next round can open (null while one is in play or a seeded chain has games left):
   * the chain waiting for its seeding event and the step it is at, or no chain at all.
   */
  private async closed(round: RoundRow | null): Promise<TCrashClosed | null> {
    if (round && (round.phase === 'betting' || round.phase === 'running')) return null;
    if (await this.deps.chains.nextGame(round)) return null;
    const waiting = (await this.deps.chains.list()).find((c) => !c.retiredAt && c.salt === null);
    if (!waiting) {
      return { reason: 'NO_CHAIN', chainId: null, publishedAt: null, saltBlockHeight: null };
    }
    return {
      reason: waiting.proposedSalt === null ? 'AWAITING_SALT' : 'AWAITING_CONFIRMATION',
      chainId: waiting.id,
      publishedAt: waiting.publishedAt.toISOString(),
      saltBlockHeight: waiting.saltBlockHeight,
    };
  }

  async history(limit: number): Promise<TCrashHistory> {
    const rounds = await this.deps.store.recentRounds(limit);
    return {
      items: rounds.map((r) => ({
        roundId: r.id,
        chainId: r.chainId,
        gameNumber: r.gameNumber,
        crashPoint: r.crashPoint,
        hash: r.hash,
        crashedAt: (r.crashedAt ?? r.startsAt).toISOString(),
      })),
    };
  }

  async myBets(accountId: number, limit: number): Promise<TCrashMyBets> {
    const bets = await this.deps.store.betsOfAccount(accountId, limit);
    const rounds = new Map<number, Awaited<ReturnType<CrashStore['round']>>>();
    for (const bet of bets) {
      if (!rounds.has(bet.roundId))
        rounds.set(bet.roundId, await this.deps.store.round(bet.roundId));
    }
    return { items: bets.map((b) => presentMyBet(b, rounds.get(b.roundId) ?? null)) };
  }

  /** One of the member's bets; NOT_FOUND for anyone else's. */
  async myBet(accountId: number, betId: number): Promise<TCrashMyBet> {
    const [bet] = await this.deps.store.betsByIds([betId]);
    if (!bet || bet.accountId !== accountId || bet.status === 'placing') {
      throw new AppError('NOT_FOUND', 'No such bet');
    }
    return presentMyBet(bet, await this.deps.store.round(bet.roundId));
  }

  /** A bet in the current betting phase; a retry with the same requestId answers the same bet. */
  async placeBet(member: CrashMember, input: TCrashBetRequest): Promise<TCrashMyBet> {
    const request = ZCrashBetRequest.parse(input);
    this.checkMember(member);
    const game = await this.deps.houseSettings.game(CRASH_GAME_CODE);
    assertEnabled(game);
    assertLimits(game, request.amount);
    const { store, settlement, clock } = this.deps;
    const earlier = await store.betByRequest(member.id, request.requestId);
    if (earlier && earlier.status !== 'placing') {
      return presentMyBet(earlier, await store.round(earlier.roundId));
    }
    const currency = await settlement.currencyOf(member.type);
    const autoCashOut = await this.cappedTarget(currency, request.amount, request.autoCashOut);
    const now = clock.now();
    const round = await store.latestRound();
    if (!round || round.phase !== 'betting' || now >= round.startsAt) {
      refuse('BETTING_CLOSED', 'Bets are taken only before the round starts');
    }
    const betId = await store.insertBet({
      roundId: round!.id,
      accountId: member.id,
      requestId: request.requestId,
      amount: request.amount,
      currency,
      autoCashOut,
      at: now,
    });
    if (betId === null) {
      const again = await this.settledRequest(member.id, request.requestId);
      if (again) return presentMyBet(again, round);
      refuse('ALREADY_BET', 'One bet per round');
    }
    try {
      await settlement.bet(
        { betId: betId!, accountId: member.id, accountType: member.type },
        request.amount,
      );
    } catch (err) {
      // A refusal took nothing: the bet never existed. Any other failure may have taken the
      // stake: the row stays 'placing' and the sweep refunds it (a rollback of nothing is harmless).
      if (err instanceof AppError) await store.deleteBet(betId!);
      throw err;
    }
    if (!(await store.activate(betId!))) {
      // The sweep refunded it meanwhile (a request slower than PLACING_STUCK_MS).
      refuse('BETTING_CLOSED', 'The bet came too late');
    }
    await this.deps.live.bets(round!.id, [betId!]);
    const bet = await store.betOf(round!.id, member.id);
    return presentMyBet(bet!, round);
  }

  /**
   * Cashes the member's bet out at the multiplier of this instant (or at its automatic target
   * when that is lower). Repeated requests answer the same cashed-out bet.
   */
  async cashOut(member: CrashMember, roundId: number): Promise<TCrashMyBet> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const round = await store.round(roundId);
    if (!round) throw new AppError('NOT_FOUND', 'No such round');
    const mine = await store.betOf(roundId, member.id);
    if (!mine || mine.status === 'placing' || mine.status === 'refunded') {
      refuse('NO_ACTIVE_BET', 'No bet in this round');
    }
    if (mine!.status === 'cashed_out') return presentMyBet(mine!, round);
    if (mine!.status === 'lost') refuse('CRASHED', 'The round has crashed');
    if (round.phase === 'betting') refuse('NOT_RUNNING', 'The round has not started');
    if (round.phase !== 'running') refuse('CRASHED', 'The round has crashed');
    const elapsed = now.getTime() - round.startedAt!.getTime();
    if (elapsed >= crashElapsedFor(round.crashPoint)) refuse('CRASHED', 'The round has crashed');
    const multiplier = crashMultiplierAt(elapsed);
    const changed = await store.cashOut({ roundId, multiplier, at: now, accountId: member.id });
    if (changed.length > 0) {
      await this.deps.payouts.pay(changed);
      await this.deps.live.bets(roundId, changed);
    }
    const after = await store.betOf(roundId, member.id);
    if (after!.status !== 'cashed_out') refuse('CRASHED', 'The round has crashed');
    return presentMyBet(after!, round);
  }

  /**
   * The bet's automatic target under the maximum win per round: every bet cashes out by itself
   * at the highest multiplier whose win fits the maximum (so neither a manual nor an automatic
   * cash-out can pay more, and the 99 % of every target up to it is untouched). A bet that
   * cannot win 1.01× within it, or asks for a target above it, is refused with the figures.
   */
  private async cappedTarget(
    currency: string,
    amount: number,
    requested: number | null,
  ): Promise<number> {
    const maxWin = (await this.deps.houseSettings.maxWin(CRASH_GAME_CODE, currency))!;
    // auto_cash_out is a 4-byte integer; a lower target only pays less than the maximum.
    const capTarget = Math.min(crashCapTarget(amount, maxWin), INT4_MAX);
    if (capTarget < CRASH_MIN_TARGET || (requested !== null && requested > capTarget)) {
      throw maxWinExceeded(maxWin, { maxTarget: capTarget });
    }
    return requested ?? capTarget;
  }

  /**
   * The bet of an earlier request with this id, once that request has finished placing it (a
   * concurrent retry waits for the first, at most a few seconds); null when there is none.
   */
  private async settledRequest(accountId: number, requestId: string): Promise<BetRow | null> {
    for (let i = 0; i < 50; i++) {
      const bet = await this.deps.store.betByRequest(accountId, requestId);
      if (!bet || bet.status !== 'placing') return bet;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  private checkMember(member: CrashMember): void {
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 'Account not active');
    if (member.lockedUntil && member.lockedUntil > this.deps.clock.now()) {
      throw new AppError('ACCOUNT_LOCKED', 'Account locked');
    }
  }
}
