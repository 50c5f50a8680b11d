import { betBody, betWinBody, expectBalance, expectStatus, send, winBody } from '../helpers.js';
import { describe, expect } from '../probe.js';
import { rule, type Rule } from './rule.js';

/** Funds, validation and lookups. */
export const REFUSALS: Rule[] = [
  rule('funds.insufficient', async (ctx) => {
    const player = await ctx.newPlayer();
    const answer = await send.bet(ctx, betBody(ctx, player, { amount: player.balance + 1 }));
    expectStatus(answer, 'INSUFFICIENT_FUNDS', 'a bet over the balance');
    expect(
      answer.balance === player.balance,
      `INSUFFICIENT_FUNDS must carry the balance: ${describe(answer)}`,
    );
    const spin = await send.betWin(
      ctx,
      betWinBody(ctx, player, { betAmount: player.balance + 1, winAmount: player.balance * 10 }),
    );
    expectStatus(spin, 'INSUFFICIENT_FUNDS', 'a bet-win whose stake is over the balance');
    expect(
      spin.balance === player.balance,
      `INSUFFICIENT_FUNDS must carry the balance: ${describe(spin)}`,
    );
    await expectBalance(ctx, player, player.balance, 'after refused bets');
    return 'refused with the current balance';
  }),
  rule('funds.overspend-race', async (ctx) => {
    const player = await ctx.newPlayer();
    const stake = Math.floor(player.balance / 10);
    expect(stake >= 1, 'the player needs a balance of at least 10');
    const expected = Math.floor(player.balance / stake);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send.bet(ctx, betBody(ctx, player, { amount: stake }))),
    );
    const ok = answers.filter((a) => a.status === 'OK');
    const refused = answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS');
    expect(
      ok.length === expected,
      `30 concurrent bets of ${stake} on ${player.balance}: ${ok.length} accepted, expected ${expected}`,
    );
    expect(
      ok.length + refused.length === 30,
      `other answers: ${answers.map((a) => a.status).join(',')}`,
    );
    expect(
      answers.every((a) => (a.balance ?? 0) >= 0),
      'a negative balance was answered',
    );
    await expectBalance(ctx, player, player.balance - expected * stake, 'after the race');
    return `exactly ${expected} of 30 accepted, never below zero`;
  }),
  rule('request.invalid', async (ctx) => {
    const player = await ctx.newPlayer();
    const bet = betBody(ctx, player, { amount: 1 });
    const { transactionId: _omit, ...withoutId } = bet;
    const bodies: [string, unknown, string?][] = [
      ['amount 0', { ...bet, amount: 0 }],
      ['negative amount', { ...bet, amount: -5 }],
      ['fractional amount', { ...bet, amount: 1.5 }],
      ['amount as a string', { ...bet, amount: '1' }],
      ['amount beyond 2^53', { ...bet, amount: 2 ** 60 }],
      ['no transactionId', withoutId],
      ['empty transactionId', { ...bet, transactionId: '' }],
      ['transactionId of 65 characters', { ...bet, transactionId: 'x'.repeat(65) }],
      ['transactionId with a space', { ...bet, transactionId: 'a b' }],
      ['lower-case currency', { ...bet, currency: ctx.currency.toLowerCase() }],
      ['roundEnded missing', { ...bet, roundEnded: undefined }],
      ['body not JSON', null, '{"transactionId":'],
      ['body a JSON array', null, '[]'],
    ];
    for (const [what, body, raw] of bodies) {
      const answer = await send.bet(ctx, body ?? {}, raw !== undefined ? { raw } : {});
      expectStatus(answer, 'INVALID_REQUEST', `bet with ${what}`);
    }
    const win = winBody(ctx, player, { roundId: bet.roundId, amount: -1 });
    expectStatus(await send.win(ctx, win), 'INVALID_REQUEST', 'win with a negative amount');
    await expectBalance(ctx, player, player.balance, 'after invalid requests');
    return `${bodies.length + 1} malformed requests refused`;
  }),
  rule('game.unknown', async (ctx) => {
    const player = await ctx.newPlayer();
    const answer = await send.bet(
      ctx,
      betBody(ctx, player, { amount: 1, gameCode: ctx.unknownGameCode }),
    );
    expectStatus(answer, 'GAME_NOT_FOUND', 'a bet on an unknown game');
    await expectBalance(ctx, player, player.balance, 'after a bet on an unknown game');
    return 'GAME_NOT_FOUND';
  }),
  rule('currency.mismatch', async (ctx) => {
    const player = await ctx.newPlayer();
    const answer = await send.bet(
      ctx,
      betBody(ctx, player, { amount: 1, currency: ctx.otherCurrency }),
    );
    expectStatus(answer, 'CURRENCY_MISMATCH', `a bet in ${ctx.otherCurrency}`);
    await expectBalance(ctx, player, player.balance, 'after a bet in another currency');
    return 'CURRENCY_MISMATCH';
  }),
  rule('player.unknown', async (ctx) => {
    const player = await ctx.newPlayer();
    const ghost = ctx.probe.id('ghost');
    expectStatus(
      await ctx.probe.send('/balance', { playerId: ghost }),
      'PLAYER_NOT_FOUND',
      '/balance of an unknown player',
    );
    const win = winBody(ctx, player, {
      roundId: ctx.probe.id('round'),
      amount: 1,
      bonus: true,
      playerId: ghost,
    });
    expectStatus(await send.win(ctx, win), 'PLAYER_NOT_FOUND', 'a bonus win for an unknown player');
    return 'PLAYER_NOT_FOUND';
  }),
];
