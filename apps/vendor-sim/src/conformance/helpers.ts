import { WALLET_API_PATHS } from '@lw/contracts';
import { expect, describe, type ProbeAnswer, type SendOptions, type WalletProbe } from './probe.js';

/** A test player the platform created for the suite. */
export interface Player {
  playerId: string;
  token: string;
  balance: number;
}

/** What every rule gets. */
export interface RuleContext {
  probe: WalletProbe;
  currency: string;
  otherCurrency: string;
  gameCode: string;
  unknownGameCode: string;
  newPlayer(): Promise<Player>;
  expireToken?: (player: Player) => Promise<void>;
}

export interface BetInput {
  transactionId?: string;
  roundId?: string;
  amount: number;
  roundEnded?: boolean;
  token?: string;
  currency?: string;
  gameCode?: string;
  playerId?: string;
}

export function betBody(ctx: RuleContext, player: Player, input: BetInput) {
  return {
    transactionId: input.transactionId ?? ctx.probe.id('bet'),
    roundId: input.roundId ?? ctx.probe.id('round'),
    playerId: input.playerId ?? player.playerId,
    token: input.token ?? player.token,
    gameCode: input.gameCode ?? ctx.gameCode,
    amount: input.amount,
    currency: input.currency ?? ctx.currency,
    roundEnded: input.roundEnded ?? false,
  };
}

export interface WinInput {
  transactionId?: string;
  roundId: string;
  amount: number;
  roundEnded?: boolean;
  bonus?: boolean;
  playerId?: string;
}

export function winBody(ctx: RuleContext, player: Player, input: WinInput) {
  return {
    transactionId: input.transactionId ?? ctx.probe.id('win'),
    roundId: input.roundId,
    playerId: input.playerId ?? player.playerId,
    gameCode: ctx.gameCode,
    amount: input.amount,
    currency: ctx.currency,
    roundEnded: input.roundEnded ?? true,
    ...(input.bonus !== undefined ? { bonus: input.bonus } : {}),
  };
}

export function betWinBody(
  ctx: RuleContext,
  player: Player,
  input: { betAmount: number; winAmount: number; roundId?: string; token?: string },
) {
  return {
    betTransactionId: ctx.probe.id('bwb'),
    winTransactionId: ctx.probe.id('bww'),
    roundId: input.roundId ?? ctx.probe.id('round'),
    playerId: player.playerId,
    token: input.token ?? player.token,
    gameCode: ctx.gameCode,
    betAmount: input.betAmount,
    winAmount: input.winAmount,
    currency: ctx.currency,
  };
}

export function rollbackBody(
  ctx: RuleContext,
  player: Player,
  input: { originalTransactionId: string; roundId: string; transactionId?: string },
) {
  return {
    transactionId: input.transactionId ?? ctx.probe.id('rb'),
    originalTransactionId: input.originalTransactionId,
    roundId: input.roundId,
    playerId: player.playerId,
  };
}

const P = WALLET_API_PATHS;
export const send = {
  bet: (ctx: RuleContext, body: object, options?: SendOptions) =>
    ctx.probe.send(P.bet, body, options),
  win: (ctx: RuleContext, body: object, options?: SendOptions) =>
    ctx.probe.send(P.win, body, options),
  betWin: (ctx: RuleContext, body: object, options?: SendOptions) =>
    ctx.probe.send(P.betWin, body, options),
  rollback: (ctx: RuleContext, body: object, options?: SendOptions) =>
    ctx.probe.send(P.rollback, body, options),
  session: (ctx: RuleContext, body: object, options?: SendOptions) =>
    ctx.probe.send(P.session, body, options),
};

/** Asserts an OK transaction answer with this balance and a platform transaction id. */
export function expectOk(answer: ProbeAnswer, balance: number, what: string): void {
  expect(answer.status === 'OK', `${what}: expected OK, got ${describe(answer)}`);
  expect(
    answer.balance === balance,
    `${what}: expected balance ${balance}, got ${describe(answer)}`,
  );
  expect(
    typeof answer.platformTransactionId === 'string' && answer.platformTransactionId.length > 0,
    `${what}: no platformTransactionId`,
  );
}

export function expectStatus(answer: ProbeAnswer, status: string, what: string): void {
  expect(answer.status === status, `${what}: expected ${status}, got ${describe(answer)}`);
}

/** Asserts the player's balance through /balance. */
export async function expectBalance(
  ctx: RuleContext,
  player: Player,
  balance: number,
  what: string,
) {
  const actual = await ctx.probe.balance(player.playerId);
  expect(actual === balance, `${what}: expected balance ${balance}, /balance says ${actual}`);
}

/** A stake that leaves room for several bets: 1 % of the balance, at least 1. */
export const smallStake = (player: Player) => Math.max(1, Math.floor(player.balance / 100));
