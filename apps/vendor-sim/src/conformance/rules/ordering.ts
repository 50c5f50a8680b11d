import {
  betBody,
  betWinBody,
  expectBalance,
  expectOk,
  expectStatus,
  rollbackBody,
  send,
  smallStake,
  winBody,
} from '../helpers.js';
import { describe, expect } from '../probe.js';
import { rule, type Rule } from './rule.js';

/** Rollbacks that come first, rounds, tokens. */
export const ORDERING: Rule[] = [
  rule('rollback.before-bet', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    const rollback = await send.rollback(
      ctx,
      rollbackBody(ctx, player, { originalTransactionId: bet.transactionId, roundId: bet.roundId }),
    );
    expectOk(rollback, player.balance, 'rollback of an unknown transaction');
    expectStatus(
      await send.bet(ctx, bet),
      'TRANSACTION_ROLLED_BACK',
      'the bet arriving after its rollback',
    );
    const betWin = {
      ...betWinBody(ctx, player, { betAmount: stake, winAmount: stake }),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
    };
    expectStatus(
      await send.betWin(ctx, betWin),
      'TRANSACTION_ROLLED_BACK',
      'a bet-win whose bet id was rolled back',
    );
    await expectBalance(ctx, player, player.balance, 'after a rollback-first sequence');
    return 'OK and a tombstone; the late bet is TRANSACTION_ROLLED_BACK';
  }),
  rule('win.needs-bet', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const answer = await send.win(
      ctx,
      winBody(ctx, player, { roundId: ctx.probe.id('round'), amount: stake }),
    );
    expect(
      answer.status !== 'OK',
      `a win on a round without a bet was accepted: ${describe(answer)}`,
    );
    await expectBalance(ctx, player, player.balance, 'after a refused win');
    const bonus = await send.win(
      ctx,
      winBody(ctx, player, { roundId: ctx.probe.id('round'), amount: stake, bonus: true }),
    );
    expectOk(bonus, player.balance + stake, 'a bonus win without a bet');
    return `refused (${answer.status}) unless bonus`;
  }),
  rule('round.closed', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    await send.bet(ctx, bet);
    expectOk(
      await send.win(
        ctx,
        winBody(ctx, player, { roundId: bet.roundId, amount: 0, roundEnded: true }),
      ),
      player.balance - stake,
      'the win that ends the round',
    );
    const late = await send.bet(ctx, betBody(ctx, player, { roundId: bet.roundId, amount: stake }));
    expectStatus(late, 'ROUND_CLOSED', 'a bet after roundEnded');
    const lateWin = await send.win(
      ctx,
      winBody(ctx, player, { roundId: bet.roundId, amount: stake * 2 }),
    );
    expectOk(lateWin, player.balance + stake, 'a win after roundEnded');
    const ended = betBody(ctx, player, { amount: stake, roundEnded: true });
    await send.bet(ctx, ended);
    expectStatus(
      await send.bet(ctx, betBody(ctx, player, { roundId: ended.roundId, amount: stake })),
      'ROUND_CLOSED',
      'a bet after a bet with roundEnded',
    );
    const spin = betWinBody(ctx, player, { betAmount: stake, winAmount: 0 });
    await send.betWin(ctx, spin);
    expectStatus(
      await send.bet(ctx, betBody(ctx, player, { roundId: spin.roundId, amount: stake })),
      'ROUND_CLOSED',
      'a bet on a bet-win round',
    );
    await expectBalance(ctx, player, player.balance - stake, 'after the closed-round checks');
    return 'bets after roundEnded are ROUND_CLOSED, wins still settle';
  }),
  rule('token.bet-only', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    expectStatus(
      await send.bet(
        ctx,
        betBody(ctx, player, { amount: stake, token: ctx.probe.id('bogus-token') }),
      ),
      'TOKEN_EXPIRED',
      'a bet with a wrong token',
    );
    expectStatus(
      await send.betWin(
        ctx,
        betWinBody(ctx, player, { betAmount: stake, winAmount: 0, token: ctx.probe.id('bogus') }),
      ),
      'TOKEN_EXPIRED',
      'a bet-win with a wrong token',
    );
    const first = betBody(ctx, player, { amount: stake });
    const second = betBody(ctx, player, { amount: stake });
    await send.bet(ctx, first);
    await send.bet(ctx, second);
    if (ctx.expireToken) await ctx.expireToken(player);
    // Wins and rollbacks carry no token; one sent along must be ignored.
    const stale = { token: ctx.probe.id('expired-token') };
    const win = await send.win(ctx, {
      ...winBody(ctx, player, { roundId: first.roundId, amount: stake * 2 }),
      ...stale,
    });
    expectOk(win, player.balance, 'a win after the session ended');
    const rollback = await send.rollback(ctx, {
      ...rollbackBody(ctx, player, {
        originalTransactionId: second.transactionId,
        roundId: second.roundId,
      }),
      ...stale,
    });
    expectOk(rollback, player.balance + stake, 'a rollback after the session ended');
    if (ctx.expireToken) {
      expectStatus(
        await send.bet(ctx, betBody(ctx, player, { amount: stake })),
        'TOKEN_EXPIRED',
        'a bet with the expired token',
      );
    }
    return ctx.expireToken
      ? 'bets need a live token; win and rollback settle after expiry'
      : 'bets need the token; win and rollback settle whatever token rides along (no expireToken hook given)';
  }),
];
