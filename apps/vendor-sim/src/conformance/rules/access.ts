import { betBody, expectBalance, expectOk, expectStatus, send } from '../helpers.js';
import { describe, expect } from '../probe.js';
import { rule, type Rule } from './rule.js';

/** Session, balance and signatures. */
export const ACCESS: Rule[] = [
  rule('session', async (ctx) => {
    const player = await ctx.newPlayer();
    const answer = await send.session(ctx, { token: player.token });
    expectStatus(answer, 'OK', '/session');
    expect(answer.playerId === player.playerId, `/session: playerId ${String(answer.playerId)}`);
    expect(answer.currency === ctx.currency, `/session: currency ${answer.currency}`);
    expect(answer.balance === player.balance, `/session: balance ${answer.balance}`);
    return 'answers playerId, currency and balance of the launch token';
  }),
  rule('session.unknown-token', async (ctx) => {
    const answer = await send.session(ctx, { token: ctx.probe.id('no-such-token') });
    expectStatus(answer, 'TOKEN_EXPIRED', '/session with an unknown token');
    return 'an unknown token is TOKEN_EXPIRED';
  }),
  rule('balance', async (ctx) => {
    const player = await ctx.newPlayer();
    const answer = await ctx.probe.send('/balance', { playerId: player.playerId });
    expectStatus(answer, 'OK', '/balance');
    expect(answer.balance === player.balance, `/balance: ${describe(answer)}`);
    expect(answer.currency === ctx.currency, `/balance: currency ${answer.currency}`);
    return 'answers balance and currency';
  }),
  rule('signature.missing', async (ctx) => {
    const player = await ctx.newPlayer();
    const answer = await send.bet(ctx, betBody(ctx, player, { amount: 1 }), { unsigned: true });
    expectStatus(answer, 'INVALID_SIGNATURE', 'bet without X-Signature');
    await expectBalance(ctx, player, player.balance, 'after an unsigned bet');
    return 'unsigned bet refused, balance unchanged';
  }),
  rule('signature.wrong', async (ctx) => {
    const player = await ctx.newPlayer();
    const body = betBody(ctx, player, { amount: 1 });
    const answer = await send.bet(ctx, body, { secret: 'not-the-shared-secret' });
    expectStatus(answer, 'INVALID_SIGNATURE', 'bet signed with a wrong key');
    await expectBalance(ctx, player, player.balance, 'after a wrongly signed bet');
    const session = await send.session(ctx, { token: player.token }, { secret: 'nope' });
    expectStatus(session, 'INVALID_SIGNATURE', '/session signed with a wrong key');
    // Nothing was recorded: the same transaction, correctly signed, is a first delivery.
    expectOk(await send.bet(ctx, body), player.balance - 1, 'the same bet correctly signed');
    return 'refused, nothing recorded (the same id then succeeds)';
  }),
  rule('signature.tampered-body', async (ctx) => {
    const player = await ctx.newPlayer();
    const signed = betBody(ctx, player, { amount: 1 });
    const sent = { ...signed, amount: 2 };
    const answer = await send.bet(ctx, sent, { signOver: JSON.stringify(signed) });
    expectStatus(answer, 'INVALID_SIGNATURE', 'bet whose body differs from what was signed');
    await expectBalance(ctx, player, player.balance, 'after a tampered bet');
    return 'the signature covers the exact raw body';
  }),
];
