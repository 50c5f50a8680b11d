import type { TVendorErrorCode } from '@lw/contracts';
import { sleep, type ChaosSettings } from '../chaos.js';
import type { WalletCall, WalletClient, WalletRequest, WalletResult } from './client.js';

/** One round as the seamless wallet sees it: ids, player, amounts. */
export interface SeamlessRound {
  roundId: string;
  betTransactionId: string;
  winTransactionId: string;
  rollbackTransactionId: string;
  playerId: string;
  token: string;
  gameCode: string;
  currency: string;
  stake: number;
  win: number;
  /** A single spin: settled with one bet-win call. */
  singleStep: boolean;
}

/** What became of a round at the platform. */
export type Settlement =
  /** Stake taken and win paid. */
  | { status: 'settled'; balance: number }
  /** The bet was refused: nothing changed. */
  | { status: 'refused'; code: TVendorErrorCode; balance?: number; message?: string }
  /** The bet's result stayed unknown, so it was rolled back. */
  | { status: 'void'; balance?: number; reason: string }
  /** The bet stands but the win was refused (e.g. the platform closed the round). */
  | { status: 'win_refused'; code: TVendorErrorCode; balance: number }
  /** A win or rollback could not be delivered yet; it waits in the pending queue. */
  | { status: 'pending'; waiting: 'win' | 'rollback'; balance?: number; reason: string };

interface PendingCall {
  call: WalletCall;
  body: WalletRequest<'win'> | WalletRequest<'rollback'>;
}

/**
 * Wins and rollbacks whose result is still unknown after the retries. The protocol says they are
 * retried with the same ids until answered; the simulator tries again before each new round of
 * the vendor and when asked through the control API.
 */
export class PendingQueue {
  private items: PendingCall[] = [];

  add(item: PendingCall): void {
    this.items.push(item);
  }

  get size(): number {
    return this.items.length;
  }

  list(): readonly PendingCall[] {
    return this.items;
  }

  /** Sends every pending call once more; keeps those still unknown. */
  async flush(client: WalletClient): Promise<number> {
    const items = this.items;
    this.items = [];
    for (const item of items) {
      const result =
        item.call === 'win'
          ? await client.call('win', item.body as WalletRequest<'win'>)
          : await client.call('rollback', item.body as WalletRequest<'rollback'>);
      if (result.kind === 'unknown') this.items.push(item);
    }
    return this.items.length;
  }
}

export interface SettleOptions {
  /** Pause before each retry of an unknown result (its length is the number of retries). */
  retryDelaysMs: readonly number[];
  pending: PendingQueue;
}

/** Sends a call, retrying an unknown result with the same body (the same ids). */
export async function callWithRetry<C extends WalletCall>(
  client: WalletClient,
  call: C,
  body: WalletRequest<C>,
  retryDelaysMs: readonly number[],
): Promise<WalletResult<C>> {
  let result = await client.call(call, body, 1);
  for (let i = 0; i < retryDelaysMs.length && result.kind === 'unknown'; i++) {
    await sleep(retryDelaysMs[i]!);
    result = await client.call(call, body, i + 2);
  }
  return result;
}

/**
 * Settles a round through the seamless wallet the way the protocol asks: a single spin is one
 * bet-win; other rounds are a bet then a win (0 for a loss) that ends the round. A bet whose
 * result stays unknown is rolled back; chaos switches reorder or pre-empt the calls.
 */
export async function settleSeamless(
  client: WalletClient,
  round: SeamlessRound,
  chaos: ChaosSettings,
  options: SettleOptions,
): Promise<Settlement> {
  const retry = <C extends WalletCall>(call: C, body: WalletRequest<C>) =>
    callWithRetry(client, call, body, options.retryDelaysMs);
  const rollbackBody: WalletRequest<'rollback'> = {
    transactionId: round.rollbackTransactionId,
    originalTransactionId: round.betTransactionId,
    roundId: round.roundId,
    playerId: round.playerId,
  };
  const winBody: WalletRequest<'win'> = {
    transactionId: round.winTransactionId,
    roundId: round.roundId,
    playerId: round.playerId,
    gameCode: round.gameCode,
    amount: round.win,
    currency: round.currency,
    roundEnded: true,
  };
  const voidBet = async (reason: string): Promise<Settlement> => {
    const rolledBack = await retry('rollback', rollbackBody);
    if (rolledBack.kind === 'ok')
      return { status: 'void', balance: rolledBack.answer.balance, reason };
    if (rolledBack.kind === 'refused')
      return { status: 'void', reason: `${reason}; rollback ${rolledBack.answer.status}` };
    options.pending.add({ call: 'rollback', body: rollbackBody });
    return { status: 'pending', waiting: 'rollback', reason: `${reason}; rollback unknown` };
  };
  const refused = (answer: { status: string; balance?: number; message?: string }): Settlement => ({
    status: 'refused',
    code: answer.status as TVendorErrorCode,
    ...(answer.balance !== undefined ? { balance: answer.balance } : {}),
    ...(answer.message !== undefined ? { message: answer.message } : {}),
  });

  if (chaos.rollbackBeforeBet) await retry('rollback', rollbackBody);

  if (round.singleStep && !chaos.outOfOrderWin) {
    const result = await retry('betWin', {
      betTransactionId: round.betTransactionId,
      winTransactionId: round.winTransactionId,
      roundId: round.roundId,
      playerId: round.playerId,
      token: round.token,
      gameCode: round.gameCode,
      betAmount: round.stake,
      winAmount: round.win,
      currency: round.currency,
    });
    if (result.kind === 'ok') return { status: 'settled', balance: result.answer.balance };
    if (result.kind === 'refused') return refused(result.answer);
    return voidBet(`bet-win unknown: ${result.reason}`);
  }

  // Out of order: the win first (the platform should refuse it: no bet yet), then as usual.
  if (chaos.outOfOrderWin) await client.call('win', winBody);

  const bet = await retry('bet', {
    transactionId: round.betTransactionId,
    roundId: round.roundId,
    playerId: round.playerId,
    token: round.token,
    gameCode: round.gameCode,
    amount: round.stake,
    currency: round.currency,
    roundEnded: false,
  });
  if (bet.kind === 'refused') return refused(bet.answer);
  if (bet.kind === 'unknown') return voidBet(`bet unknown: ${bet.reason}`);

  const win = await retry('win', winBody);
  if (win.kind === 'ok') return { status: 'settled', balance: win.answer.balance };
  if (win.kind === 'refused') {
    return { status: 'win_refused', code: win.answer.status, balance: bet.answer.balance };
  }
  options.pending.add({ call: 'win', body: winBody });
  return {
    status: 'pending',
    waiting: 'win',
    balance: bet.answer.balance,
    reason: `win unknown: ${win.reason}`,
  };
}
