import type { THouseGameState, THouseRound } from '@lw/contracts';
import {
  diceMultiplier,
  FloatStream,
  hashServerSeed,
  minesMultiplier,
  minesPayout,
  placeMines,
  playDice,
  SLOT_TITLES,
  toNumber,
  verifySlotRound,
  type DiceBet,
} from '@lw/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../../lib/i18n';

/** A fixed revealed seed pair: fixtures are real outcomes of @lw/games, not invented ones. */
export const SERVER_SEED = 'a'.repeat(63) + '1';
export const CLIENT_SEED = 'lucky-player';

/** The game state GET /api/house/games/:gameCode answers. */
export function houseGameFixture(overrides: Partial<THouseGameState> = {}): THouseGameState {
  const gameCode = overrides.gameCode ?? 'lucky-fruits';
  const title = SLOT_TITLES[gameCode];
  return {
    gameCode,
    kind: title ? 'slot' : gameCode === 'dice' ? 'dice' : 'mines',
    currency: 'THB',
    mode: 'real',
    balance: 100_000,
    enabled: true,
    minBet: title ? title.betCredits * 5 : 100,
    maxBet: 1_000_000,
    betLevels: title ? title.betMultiples.map((m) => m * title.betCredits * 5) : [],
    rtp: title ? title.declared.rtp : 0.99,
    maxWin: title ? null : 100_000_000,
    jackpot: title
      ? { contributionBps: 50, seed: 1_000_000, maxStake: 100_000, oneIn: 2_000_000 }
      : null,
    seeds: {
      serverSeedHash: hashServerSeed(SERVER_SEED),
      clientSeed: CLIENT_SEED,
      nonce: 0,
      kind: 'real',
    },
    openRound: null,
    ...overrides,
  };
}

function fairness(gameCode: string, nonce: number) {
  return {
    serverSeedHash: hashServerSeed(SERVER_SEED),
    serverSeed: null,
    clientSeed: CLIENT_SEED,
    nonce,
    verifyUrl: `/fairness?game=${gameCode}&serverSeedHash=${hashServerSeed(SERVER_SEED)}&clientSeed=${CLIENT_SEED}&nonce=${nonce}`,
  };
}

const base = (gameCode: string, nonce: number, stake: number) => ({
  roundId: `H${nonce + 1}`,
  gameCode: gameCode as THouseRound['gameCode'],
  currency: 'THB',
  stake,
  status: 'settled' as const,
  fairness: fairness(gameCode, nonce),
  createdAt: '2026-11-24T06:00:00.000Z',
  settledAt: '2026-11-24T06:00:00.000Z',
});

/** The slot round the server computes for this nonce (the real engine on the fixed seeds). */
export function slotRoundFixture(
  gameCode: string,
  nonce: number,
  stake: number,
  balanceBefore: number,
): THouseRound {
  const title = SLOT_TITLES[gameCode]!;
  const r = verifySlotRound(title, stake, SERVER_SEED, CLIENT_SEED, nonce);
  return {
    ...base(gameCode, nonce, stake),
    payout: r.payout,
    balance: balanceBefore - stake + r.payout,
    outcome: {
      kind: 'slot',
      titleId: r.titleId,
      spins: r.spins,
      credits: r.credits,
      capped: r.capped,
      drawsUsed: r.drawsUsed,
      jackpot: null,
    },
  };
}

/** The first nonce whose slot round pays nothing / pays something / triggers free spins. */
export function findNonce(
  gameCode: string,
  test: (r: ReturnType<typeof verifySlotRound>) => boolean,
): number {
  const title = SLOT_TITLES[gameCode]!;
  for (let nonce = 0; nonce < 5000; nonce++) {
    if (test(verifySlotRound(title, title.betCredits, SERVER_SEED, CLIENT_SEED, nonce)))
      return nonce;
  }
  throw new Error('no such nonce');
}

/** The dice round the server computes for this nonce. */
export function diceRoundFixture(
  nonce: number,
  stake: number,
  bet: DiceBet,
  balanceBefore: number,
): THouseRound {
  const r = playDice(new FloatStream(SERVER_SEED, CLIENT_SEED, nonce), bet, stake);
  return {
    ...base('dice', nonce, stake),
    payout: r.payout,
    balance: balanceBefore - stake + r.payout,
    outcome: {
      kind: 'dice',
      direction: bet.direction,
      target: bet.target,
      roll: r.roll,
      win: r.win,
      multiplier: toNumber(diceMultiplier(bet)),
    },
  };
}

/** A mines round state after `picks` (the mines are the engine's for this nonce). */
export function minesRoundFixture(
  nonce: number,
  stake: number,
  mines: number,
  picks: number[],
  status: 'open' | 'settled',
  bustedAt: number | null = null,
): THouseRound {
  const positions = placeMines(new FloatStream(SERVER_SEED, CLIENT_SEED, nonce), mines);
  const safe = picks.length;
  const left = 25 - mines - safe;
  return {
    ...base('mines', nonce, stake),
    status,
    settledAt: status === 'settled' ? '2026-11-24T06:00:00.000Z' : null,
    payout: status === 'settled' && bustedAt === null ? minesPayout(mines, safe, stake) : 0,
    balance: null,
    outcome: {
      kind: 'mines',
      mines,
      picks,
      bustedAt,
      minePositions: status === 'settled' ? positions : null,
      multiplier: toNumber(minesMultiplier(mines, safe)),
      nextMultiplier: left > 0 ? toNumber(minesMultiplier(mines, safe + 1)) : null,
    },
  };
}

/** Safe tiles and mine tiles of a nonce's board. */
export function minesBoard(nonce: number, mines: number) {
  const positions = placeMines(new FloatStream(SERVER_SEED, CLIENT_SEED, nonce), mines);
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !positions.includes(i));
  return { mines: positions, safe };
}

/** Makes the page believe the player asked for reduced motion: reels land at once in tests. */
export function reduceMotion(): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        onchange: null,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

/** Renders house UI with the query client, i18n and a router. */
export function renderHouse(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The x-house-session header a stubbed fetch call carried. */
export function sessionHeader(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('x-house-session');
}
