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
import { describe, expect, type ProbeAnswer } from '../probe.js';
import { rule, type Rule } from './rule.js';

/** Idempotency: replays answer as the first time; other content is refused. */
export const IDEMPOTENCY: Rule[] = [
  rule('idempotency.bet', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    const first = await send.bet(ctx, bet);
    expectOk(first, player.balance - stake, 'bet');
    await send.bet(ctx, betBody(ctx, player, { amount: stake })); // the balance moves on
    const replay = await send.bet(ctx, bet);
    expect(
      replay.status === 'OK' &&
        replay.platformTransactionId === first.platformTransactionId &&
        replay.balance === first.balance,
      `replayed bet: expected ${describe(first)} (the first answer), got ${describe(replay)}`,
    );
    await expectBalance(ctx, player, player.balance - stake * 2, 'after a replayed bet');
    return 'a replay answers the first answer (balance as then) and debits nothing';
  }),
  rule('idempotency.win', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    await send.bet(ctx, bet);
    const win = winBody(ctx, player, {
      roundId: bet.roundId,
      amount: stake * 2,
      roundEnded: false,
    });
    const first = await send.win(ctx, win);
    await send.bet(ctx, betBody(ctx, player, { amount: stake }));
    const replay = await send.win(ctx, win);
    expect(
      replay.status === 'OK' &&
        replay.platformTransactionId === first.platformTransactionId &&
        replay.balance === first.balance,
      `replayed win: expected ${describe(first)}, got ${describe(replay)}`,
    );
    await expectBalance(
      ctx,
      player,
      player.balance + stake * 2 - stake * 2,
      'after a replayed win',
    );
    return 'a replayed win credits once';
  }),
  rule('idempotency.bet-win', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const body = betWinBody(ctx, player, { betAmount: stake, winAmount: stake * 2 });
    const first = await send.betWin(ctx, body);
    await send.bet(ctx, betBody(ctx, player, { amount: stake }));
    const replay = await send.betWin(ctx, body);
    expect(
      replay.status === 'OK' &&
        replay.platformTransactionId === first.platformTransactionId &&
        replay.balance === first.balance,
      `replayed bet-win: expected ${describe(first)}, got ${describe(replay)}`,
    );
    await expectBalance(ctx, player, player.balance, 'after a replayed bet-win');
    return 'a replayed bet-win settles once';
  }),
  rule('idempotency.rollback', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    await send.bet(ctx, bet);
    const rollback = rollbackBody(ctx, player, {
      originalTransactionId: bet.transactionId,
      roundId: bet.roundId,
    });
    const first = await send.rollback(ctx, rollback);
    await send.bet(ctx, betBody(ctx, player, { amount: stake }));
    const replay = await send.rollback(ctx, rollback);
    expect(
      replay.status === 'OK' &&
        replay.platformTransactionId === first.platformTransactionId &&
        replay.balance === first.balance,
      `double rollback: expected ${describe(first)} (as the first time), got ${describe(replay)}`,
    );
    await expectBalance(ctx, player, player.balance - stake, 'after a double rollback');
    return 'rolling back twice answers as the first time and returns the stake once';
  }),
  rule('idempotency.mismatch', async (ctx) => {
    const player = await ctx.newPlayer();
    const other = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    await send.bet(ctx, bet);
    const variants: [string, () => Promise<ProbeAnswer>][] = [
      ['other amount', async () => send.bet(ctx, { ...bet, amount: stake + 1 })],
      ['other round', async () => send.bet(ctx, { ...bet, roundId: ctx.probe.id('round') })],
      [
        'other player',
        async () => send.bet(ctx, { ...bet, playerId: other.playerId, token: other.token }),
      ],
      [
        'other type (a win with the bet id)',
        async () =>
          send.win(
            ctx,
            winBody(ctx, player, {
              transactionId: bet.transactionId,
              roundId: bet.roundId,
              amount: stake,
            }),
          ),
      ],
    ];
    for (const [what, attempt] of variants) {
      expectStatus(
        await attempt(),
        'DUPLICATE_TRANSACTION_MISMATCH',
        `same transaction id, ${what}`,
      );
    }
    const rollback = rollbackBody(ctx, player, {
      originalTransactionId: bet.transactionId,
      roundId: bet.roundId,
    });
    await send.rollback(ctx, rollback);
    const otherOriginal = { ...rollback, originalTransactionId: ctx.probe.id('bet') };
    expectStatus(
      await send.rollback(ctx, otherOriginal),
      'DUPLICATE_TRANSACTION_MISMATCH',
      'same rollback id, other original transaction',
    );
    await expectBalance(ctx, player, player.balance, 'after the mismatches');
    await expectBalance(ctx, other, other.balance, 'the other player after the mismatches');
    return 'amount, round, player, type and original all checked';
  }),
  rule('idempotency.concurrent-replays', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = smallStake(player);
    const bet = betBody(ctx, player, { amount: stake });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send.bet(ctx, bet)));
    const ids = new Set(answers.map((a) => a.platformTransactionId));
    expect(
      answers.every((a) => a.status === 'OK'),
      `20 concurrent replays: ${answers.map((a) => a.status).join(',')}`,
    );
    expect(ids.size === 1, `20 concurrent replays gave ${ids.size} platform transaction ids`);
    expect(
      answers.every((a) => a.balance === player.balance - stake),
      `20 concurrent replays: balances ${[...new Set(answers.map((a) => a.balance))].join(',')}`,
    );
    await expectBalance(ctx, player, player.balance - stake, 'after 20 concurrent replays');
    return '20 concurrent deliveries of one bet debit once';
  }),
];
