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
  type RuleContext,
} from './helpers.js';
import { describe, expect, type ProbeAnswer } from './probe.js';

/** One rule of the wallet API: runs against a live platform, throws RuleFailure when broken. */
export interface Rule {
  name: string;
  /** Answers a short note of what was checked. */
  run(ctx: RuleContext): Promise<string>;
}

const rule = (name: string, run: Rule['run']): Rule => ({ name, run });

/** Session, balance and signatures. */
const ACCESS: Rule[] = [
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

/** The four money calls and their arithmetic. */
const MONEY: Rule[] = [
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

/** Idempotency: replays answer as the first time; other content is refused. */
const IDEMPOTENCY: Rule[] = [
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

/** Rollbacks that come first, rounds, tokens. */
const ORDERING: Rule[] = [
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

/** Funds, validation and lookups. */
const REFUSALS: Rule[] = [
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

/** Every rule, in the order they run. */
export const RULES: readonly Rule[] = [
  ...ACCESS,
  ...MONEY,
  ...IDEMPOTENCY,
  ...ORDERING,
  ...REFUSALS,
];
