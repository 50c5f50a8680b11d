import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBody, startPair, vendorCall, vendorOf } from './helpers.js';

type Pair = Awaited<ReturnType<typeof startPair>>;
let pair: Pair;
beforeAll(async () => {
  pair = await startPair(['PG', 'EVO', 'SBO', 'JDB', 'IMES', 'SV3', 'LEG', 'SGW', 'VR', 'FC']);
});
afterAll(() => pair.close());

const launch = async (
  code: string,
  playerId: string,
  token: string,
  gameCode: string,
  extra: object = {},
) => {
  const vendor = vendorOf(pair.sim, code);
  const { answer } = await vendorCall(
    vendor.baseUrl,
    vendor.secret,
    '/launch',
    launchBody(playerId, token, gameCode, extra),
  );
  expect(answer.status).toBe('OK');
  return answer.url as string;
};
const round = async (url: string, body: object) => {
  const response = await fetch(`${url}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    httpStatus: response.status,
    result: (await response.json()) as Record<string, unknown>,
  };
};

describe('seamless play through the wallet API', () => {
  it('serves a launch page, learns the session once and settles a slot spin with one bet-win', async () => {
    const player = pair.wallet.createPlayer(100_000);
    const url = await launch('PG', player.playerId, player.token, 'PG_S0001');
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    const game = pair.sim.launches.get(url.split('/').pop()!)!.game;
    expect(html).toContain(game.gameName.th);
    expect(html).toContain('href="http://127.0.0.1:3000/rng"');
    expect(html).toContain('หมุน');

    const state = (await (await fetch(`${url}/state`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ balance: 100_000, currency: 'THB' });
    const received = pair.wallet.received.length;
    const { result } = await round(url, { stake: 100 });
    expect(result.status).toBe('settled');
    expect(result.balance).toBe(100_000 - 100 + (result.win as number));
    expect(pair.wallet.balanceOf(player.playerId)).toBe(result.balance);
    const calls = pair.wallet.received.slice(received);
    expect(calls.map((c) => c.path)).toEqual(['/bet-win']);
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      playerId: player.playerId,
      token: player.token,
      gameCode: 'PG_S0001',
      betAmount: 100,
    });
    expect(body.roundId).toMatch(/^PG-r-\d+-[0-9a-f]{6}$/);
    expect(body.betTransactionId).not.toBe(body.winTransactionId);
    await round(url, { stake: 100 });
    expect(pair.wallet.received.filter((c) => c.path === '/session')).toHaveLength(1);
  });

  it('escapes what the platform sent and only links back to http(s)', async () => {
    const player = pair.wallet.createPlayer(1000);
    const evil = await launch('PG', player.playerId, player.token, 'PG_S0003', {
      returnUrl: 'javascript:alert(1)',
    });
    const evilHtml = await (await fetch(evil)).text();
    expect(evilHtml).toContain('href="javascript:history.back()"');
    expect(evilHtml).not.toContain('alert(1)');
    const quoted = await launch('PG', player.playerId, player.token, 'PG_S0003', {
      returnUrl: 'http://127.0.0.1:3000/?q="><script>x()</script>',
    });
    const quotedHtml = await (await fetch(quoted)).text();
    expect(quotedHtml).not.toContain('<script>x()');
    expect((await fetch(`${quoted}x`)).status).toBe(404);
  });

  it('plays a live baccarat hand as a bet and a win that ends the round', async () => {
    const player = pair.wallet.createPlayer(100_000);
    const url = await launch('EVO', player.playerId, player.token, 'EVO_L0001', { language: 'zh' });
    expect(await (await fetch(url)).text()).toContain('发牌');
    const received = pair.wallet.received.length;
    const { result } = await round(url, { stake: 1000, pick: 'BANKER' });
    expect(result.status).toBe('settled');
    expect((result.lines as string[]).join(' ')).toMatch(/PLAYER .* BANKER/);
    const calls = pair.wallet.received.slice(received).filter((c) => c.path !== '/session');
    expect(calls.map((c) => c.path)).toEqual(['/bet', '/win']);
    expect(calls[0]!.body).toMatchObject({ amount: 1000, roundEnded: false });
    expect(calls[1]!.body).toMatchObject({ amount: result.win, roundEnded: true });
    expect(pair.wallet.balanceOf(player.playerId)).toBe(100_000 - 1000 + (result.win as number));
    expect((await round(url, { stake: 1000, pick: 'NOBODY' })).httpStatus).toBe(400);
  });

  it('plays every game type, forced wins pay exactly, refusals change nothing', async () => {
    const player = pair.wallet.createPlayer(1_000_000);
    const games: [string, string, string?][] = [
      ['FC', 'FC_F0001'],
      ['LEG', 'LEG_P0001', 'TIGER'],
      ['IMES', 'IMES_ES0001', 'AWAY'],
      ['SGW', 'SGW_LT0001', '7'],
      ['VR', 'VR_EL0001', '3'],
      ['SV3', 'SV3_CF0001', 'WALA'],
    ];
    for (const [code, gameCode, pick] of games) {
      const before = pair.wallet.balanceOf(player.playerId);
      const result = await pair.sim.control.playRound(code, {
        playerId: player.playerId,
        token: player.token,
        gameCode,
        stake: 500,
        ...(pick ? { pick } : {}),
        outcome: { winAmount: 1234 },
      });
      expect(result, gameCode).toMatchObject({
        status: 'settled',
        win: 1234,
        balance: before - 500 + 1234,
      });
    }
    const broke = pair.wallet.createPlayer(50);
    const refused = await pair.sim.control.playRound('PG', {
      playerId: broke.playerId,
      token: broke.token,
      stake: 100,
    });
    expect(refused).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_FUNDS', balance: 50 });
    expect(pair.wallet.balanceOf(broke.playerId)).toBe(50);
    const expired = await pair.sim.control.playRound('PG', {
      playerId: 'ghost',
      token: 'no-such-token',
      stake: 100,
    });
    expect(expired).toMatchObject({ status: 'refused', code: 'TOKEN_EXPIRED' });
  });

  it('plays demo launches the platform does not know with local play money', async () => {
    const url = await launch('PG', 'visitor', 'demo-token', 'PG_S0002', {
      mode: 'demo',
      currency: 'FUN',
    });
    const state = (await (await fetch(`${url}/state`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ balance: 200_000, currency: 'FUN', mode: 'demo' });
    const received = pair.wallet.received.length;
    const { result } = await round(url, { stake: 1000 });
    expect(result).toMatchObject({
      status: 'settled',
      currency: 'FUN',
      balance: 199_000 + (result.win as number),
    });
    expect(pair.wallet.received.length).toBe(received);
    expect(await (await fetch(url)).text()).toContain('ทดลองเล่น');
  });

  it('plays demo launches through the wallet in FUN when the platform holds demo money', async () => {
    const visitor = pair.wallet.createPlayer(50_000, 'FUN');
    const url = await launch('PG', visitor.playerId, visitor.token, 'PG_S0002', {
      mode: 'demo',
      currency: 'FUN',
    });
    const { result } = await round(url, { stake: 1000 });
    expect(result).toMatchObject({
      status: 'settled',
      currency: 'FUN',
      balance: 49_000 + (result.win as number),
    });
    expect(pair.wallet.balanceOf(visitor.playerId)).toBe(result.balance);
    expect(pair.wallet.received.at(-1)!.body).toMatchObject({ currency: 'FUN', betAmount: 1000 });
  });
});

describe('transfer play against the vendor wallet', () => {
  it('plays a sports ticket from the money transferred in', async () => {
    const sbo = vendorOf(pair.sim, 'SBO');
    await vendorCall(sbo.baseUrl, sbo.secret, '/transfer/in', {
      transferId: 'in-1',
      playerId: 'tina',
      amount: 10_000,
      currency: 'THB',
    });
    const url = await launch('SBO', 'tina', 'tok', 'SBO_SB0003', { language: 'en' });
    const state = (await (await fetch(`${url}/state`)).json()) as {
      balance: number;
      picks: string[];
      offer: { home: string };
    };
    expect(state.balance).toBe(10_000);
    expect(state.picks).toEqual(['HOME', 'DRAW', 'AWAY']);
    const received = pair.wallet.received.length;
    const { result } = await round(url, { stake: 2000, pick: 'DRAW' });
    expect(result.status).toBe('settled');
    expect((result.lines as string[])[0]).toContain(state.offer.home);
    expect(result.balance).toBe(8000 + (result.win as number));
    const { answer } = await vendorCall(sbo.baseUrl, sbo.secret, '/player/balance', {
      playerId: 'tina',
    });
    expect(answer.balance).toBe(result.balance);
    expect(pair.wallet.received.length).toBe(received);
    const tooMuch = await round(url, { stake: 1_000_000, pick: 'HOME' });
    expect(tooMuch.result).toMatchObject({
      status: 'refused',
      code: 'INSUFFICIENT_FUNDS',
      balance: result.balance,
    });
  });

  it('plays a transfer slot (JDB) and records it for /bets', async () => {
    const jdb = vendorOf(pair.sim, 'JDB');
    await vendorCall(jdb.baseUrl, jdb.secret, '/transfer/in', {
      transferId: 'in-2',
      playerId: 'ulla',
      amount: 5000,
      currency: 'THB',
    });
    const result = await pair.sim.control.playRound('JDB', {
      playerId: 'ulla',
      gameCode: 'JDB_S0001',
      stake: 100,
      outcome: 'lose',
    });
    expect(result).toMatchObject({ status: 'settled', win: 0, balance: 4900 });
    const { answer } = await vendorCall(jdb.baseUrl, jdb.secret, '/bets', {
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
      page: 1,
    });
    expect(answer.bets).toEqual([
      expect.objectContaining({
        roundId: result.roundId,
        playerId: 'ulla',
        betAmount: 100,
        winAmount: 0,
        validBet: 100,
      }),
    ]);
  });
});
