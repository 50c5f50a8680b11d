import {
  betBody,
  betWinBody,
  expectBalance,
  expectOk,
  rollbackBody,
  send,
  smallStake,
  winBody,
} from '../helpers.js';
import { rule, type Rule } from './rule.js';

/** The four money calls and their arithmetic. */
export const MONEY: Rule[] = [
  rule('bet', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    expectOk(
      await send.bet(ctx, betBody(ctx, player, { amount: stake })),
      player.balance - stake,
      'bet',
    );
    await expectBalance(ctx, player, player.balance - stake, 'after a bet');
    return `debits ${stake}`;
  }),
  rule('win', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    await send.bet(ctx, bet);
    const answer = await send.win(
      ctx,
      winBody(ctx, player, { roundId: bet.roundId, amount: stake * 3 }),
    );
    expectOk(answer, player.balance + stake * 2, 'win');
    await expectBalance(ctx, player, player.balance + stake * 2, 'after bet and win');
    const zero = await send.win(ctx, winBody(ctx, player, { roundId: bet.roundId, amount: 0 }));
    expectOk(zero, player.balance + stake * 2, 'a win of 0 (a lost round closing)');
    return 'credits the win; a win of 0 is accepted';
  }),
  rule('bet-win', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const answer = await send.betWin(
      ctx,
      betWinBody(ctx, player, { betAmount: stake, winAmount: stake * 5 }),
    );
    expectOk(answer, player.balance + stake * 4, 'bet-win');
    const lost = await send.betWin(
      ctx,
      betWinBody(ctx, player, { betAmount: stake, winAmount: 0 }),
    );
    expectOk(lost, player.balance + stake * 3, 'bet-win with no win');
    await expectBalance(ctx, player, player.balance + stake * 3, 'after two bet-wins');
    return 'balance + win - bet, atomically';
  }),
  rule('rollback', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    await send.bet(ctx, bet);
    const answer = await send.rollback(
      ctx,
      rollbackBody(ctx, player, { originalTransactionId: bet.transactionId, roundId: bet.roundId }),
    );
    expectOk(answer, player.balance, 'rollback of a bet');
    await expectBalance(ctx, player, player.balance, 'after bet and rollback');
    return 'returns the stake';
  }),
];
