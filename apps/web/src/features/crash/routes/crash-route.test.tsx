import type { TCrashChainInfo, TCrashMyBet, TCrashRound, TCrashState } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { FakeSocket } from '../../wallet/test-support';
import { setSocketFactory } from '../../wallet/live/live-socket';

const SLOW = { timeout: 5000 };
const HASH = 'a'.repeat(64);

beforeEach(() => {
  FakeSocket.all = [];
  setSocketFactory((url) => new FakeSocket(url));
  // jsdom draws nothing: the curve is skipped, the figures still show.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  setSocketFactory();
  vi.restoreAllMocks();
});

function roundOf(over: Partial<TCrashRound>): TCrashRound {
  const now = Date.now();
  return {
    roundId: 42,
    chainId: 1,
    gameNumber: 9,
    phase: 'betting',
    startsAt: new Date(now + 5_000).toISOString(),
    startedAt: null,
    crashedAt: null,
    crashPoint: null,
    hash: null,
    ...over,
  };
}

function state(round: TCrashRound | null): TCrashState {
  return {
    serverTime: new Date().toISOString(),
    currency: 'THB',
    maxWin: 100_000_000,
    round,
    bets: [],
    closed: null,
  };
}

const chainInfo: TCrashChainInfo = {
  chainId: 1,
  status: 'playing',
  terminator: 'f'.repeat(64),
  length: 1000,
  publishedAt: '2026-01-01T00:00:00Z',
  saltBlockHeight: 930_000,
  salt: '0'.repeat(64),
  saltEnteredBy: 'Operator A',
  saltEnteredAt: '2026-01-01T02:00:00Z',
  saltConfirmedBy: 'Operator B',
  saltConfirmedAt: '2026-01-01T02:10:00Z',
  retiredAt: null,
  gamesPlayed: 8,
  firstGameAt: '2026-01-01T02:11:00Z',
  lastGameAt: '2026-01-01T02:20:00Z',
};
const chain = chainInfo;
const chains = { edgePercent: 1, chains: [chainInfo] };
const history = {
  items: [
    {
      roundId: 41,
      chainId: 1,
      gameNumber: 8,
      crashPoint: 312,
      hash: HASH,
      crashedAt: '2026-01-01T00:00:00Z',
    },
  ],
};

function myBet(over: Partial<TCrashMyBet>): TCrashMyBet {
  return {
    betId: 5,
    roundId: 42,
    amount: 10_000,
    currency: 'THB',
    autoCashOut: null,
    status: 'active',
    cashedOutAt: null,
    win: null,
    crashPoint: null,
    hash: null,
    chainId: 1,
    gameNumber: 9,
    createdAt: new Date().toISOString(),
    ...over,
  };
}

describe('crash page', { timeout: 20_000 }, () => {
  it('lets a visitor watch: house edge, history linked to /fairness, sign-in to play', async () => {
    stubApi({
      'GET /api/house/crash/state': { body: state(roundOf({})) },
      'GET /api/house/crash/history': { body: history },
      'GET /api/house/crash/chains': { body: chains },
    });
    renderApp('/house/crash');
    expect(await screen.findByText(/เปรียบของเจ้ามือ 1 %/, undefined, SLOW)).toBeInTheDocument();
    const chip = await screen.findByRole('link', { name: '3.12×' });
    expect(chip).toHaveAttribute('href', `/fairness?game=crash&hash=${HASH}&chain=1&gameNumber=8`);
    expect(screen.getByText('เข้าสู่ระบบเพื่อเล่น ทุกคนรับชมได้')).toBeInTheDocument();
    expect(screen.getByText(chain.terminator)).toBeInTheDocument();
  });

  it('a member bets in the betting phase and cashes out while the round runs', async () => {
    signIn(0);
    let current = state(roundOf({}));
    let mine: TCrashMyBet[] = [];
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/house/crash/state': () => ({ body: current }),
      'GET /api/house/crash/history': { body: history },
      'GET /api/house/crash/chains': { body: chains },
      'GET /api/house/crash/my-bets': () => ({ body: { items: mine } }),
      'POST /api/house/crash/bets': () => {
        mine = [myBet({ autoCashOut: 250 })];
        return { body: mine[0] };
      },
      'POST /api/house/crash/cash-out': () => {
        mine = [myBet({ status: 'cashed_out', cashedOutAt: 150, win: 15_000 })];
        return { body: mine[0] };
      },
    });
    renderApp('/house/crash');
    const amount = await screen.findByLabelText('จำนวนเดิมพัน', undefined, SLOW);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.type(screen.getByLabelText('ถอนอัตโนมัติ (ไม่บังคับ)'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'วางเดิมพัน' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ amount: 10_000, autoCashOut: 250 });
    expect((post.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/วางเดิมพัน 100.00/)).toBeInTheDocument();

    // The round starts: the live channel says so, the cash-out button shows the current win.
    const started = roundOf({ phase: 'running', startedAt: new Date().toISOString() });
    current = state(started);
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
    const socket = FakeSocket.latest()!;
    socket.open();
    socket.push({ type: 'crash.round', round: started });
    const cashOut = await screen.findByRole('button', { name: /ถอนเงิน/ }, SLOW);
    await userEvent.click(cashOut);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/house/crash/cash-out')?.body).toEqual({
        roundId: 42,
      }),
    );
    expect(await screen.findByText('ถอนที่ 1.50×: คุณชนะ 150.00')).toBeInTheDocument();
  });

  it('says why a bet was refused, in the language of the page', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/house/crash/state': { body: state(roundOf({})) },
      'GET /api/house/crash/history': { body: { items: [] } },
      'GET /api/house/crash/chains': { body: chains },
      'GET /api/house/crash/my-bets': { body: { items: [] } },
      'POST /api/house/crash/bets': apiError(409, 'CONFLICT', { reason: 'BETTING_CLOSED' }),
    });
    renderApp('/house/crash');
    await userEvent.click(await screen.findByRole('button', { name: 'วางเดิมพัน' }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent('ปิดรับเดิมพันรอบนี้แล้ว');
  });

  it('says clearly, in the page language, that crash waits for its seeding event', async () => {
    const waiting: TCrashChainInfo = {
      ...chainInfo,
      chainId: 2,
      status: 'awaiting_salt',
      salt: null,
      saltBlockHeight: 931_000,
      saltEnteredBy: null,
      saltEnteredAt: null,
      saltConfirmedBy: null,
      saltConfirmedAt: null,
      gamesPlayed: 0,
      firstGameAt: null,
      lastGameAt: null,
    };
    stubApi({
      'GET /api/house/crash/state': {
        body: {
          // A first start: no round was ever played, the first chain waits for its salt.
          ...state(null),
          closed: {
            reason: 'AWAITING_SALT',
            chainId: 2,
            publishedAt: waiting.publishedAt,
            saltBlockHeight: 931_000,
          },
        },
      },
      'GET /api/house/crash/history': { body: history },
      'GET /api/house/crash/chains': { body: { edgePercent: 1, chains: [waiting, chainInfo] } },
    });
    renderApp('/house/crash');
    const notice = await screen.findByRole('status', { name: 'Crash หยุดชั่วคราว' }, SLOW);
    expect(notice).toHaveTextContent('แฮชของบล็อก Bitcoin ที่ 931000');
    expect(screen.getByRole('link', { name: 'ขั้นตอนกำหนดซอลต์ทำงานอย่างไร' })).toHaveAttribute(
      'href',
      '/fairness#crash-chains',
    );
    // The bet button stays closed while no round opens, and the curve does not promise one.
    expect(screen.queryByRole('button', { name: 'วางเดิมพัน' })).toBeNull();
    expect(screen.queryByText('กำลังรอรอบถัดไป…')).toBeNull();
  });
});
