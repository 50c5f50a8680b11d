import type { THouseSeedHistory } from '@lw/contracts';
import { FloatStream, hashServerSeed, rollDice } from '@lw/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubApi } from '../../../test/api-stub';
import { FairnessRoute } from '../../fairness/routes/fairness-route';
import { houseGameFixture, reduceMotion, renderHouse, SERVER_SEED } from '../house-test-kit';
import { HouseGameRoute } from './house-game-route';

const SLOW = { timeout: 8000 };

function renderGame(gameCode: string) {
  sessionStorage.setItem(`house-session:${gameCode}`, 'launch-token');
  return renderHouse(
    <Routes>
      <Route path="/house/:gameCode" element={<HouseGameRoute />} />
      <Route path="/fairness" element={<FairnessRoute />} />
    </Routes>,
    `/house/${gameCode}`,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  reduceMotion();
  localStorage.setItem('house-muted', '1');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('house client seed made in the browser', () => {
  it('a pair without a client seed gets one from crypto.getRandomValues before the first roll', async () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const fresh = houseGameFixture({ gameCode: 'dice' });
    fresh.seeds = { ...fresh.seeds, clientSeed: null };
    const { calls } = stubApi({
      'GET /api/house/games/dice': { body: fresh },
      'PUT /api/house/seeds/client-seed': (call) => ({
        body: { ...fresh.seeds, clientSeed: (call.body as { clientSeed: string }).clientSeed },
      }),
      'GET /api/house/seeds/history': { body: { list: [], total: 0 } },
    });
    renderGame('dice');
    await screen.findByRole('button', { name: 'Roll' }, SLOW);
    const put = calls.filter((c) => c.path === '/api/house/seeds/client-seed');
    expect(put).toHaveLength(1);
    const sent = (put[0]!.body as { clientSeed: string }).clientSeed;
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    // The bytes came from the browser's generator, and they are the seed that was sent.
    const bytes = random.mock.results.find((r) => (r.value as Uint8Array).length === 16)!
      .value as Uint8Array;
    expect(Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')).toBe(sent);
    expect(screen.getByLabelText('Your client seed')).toHaveValue(sent);
  });

  it("a rotation sends a new browser seed for the next pair, not the old pair's", async () => {
    const game = houseGameFixture({ gameCode: 'dice' });
    const { calls } = stubApi({
      'GET /api/house/games/dice': { body: game },
      'POST /api/house/seeds/rotate': (call) => ({
        body: {
          revealed: {
            serverSeed: SERVER_SEED,
            serverSeedHash: hashServerSeed(SERVER_SEED),
            clientSeed: game.seeds.clientSeed,
            rounds: 0,
          },
          next: {
            ...game.seeds,
            serverSeedHash: hashServerSeed('b'.repeat(64)),
            clientSeed: (call.body as { clientSeed: string }).clientSeed,
          },
        },
      }),
      'GET /api/house/seeds/history': { body: { list: [], total: 0 } },
    });
    const user = userEvent.setup();
    renderGame('dice');
    await user.click(await screen.findByRole('button', { name: 'Rotate seeds' }, SLOW));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/rotate'))).toBe(true));
    const body = calls.find((c) => c.path.endsWith('/rotate'))!.body as { clientSeed: string };
    expect(body.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(body.clientSeed).not.toBe(game.seeds.clientSeed);
    // The history reads again after the rotation.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/house/seeds/history')).toHaveLength(2),
    );
  });
});

describe('house seed history', () => {
  it('shows the revealed pairs read from the server; a round link opens /fairness filled in and verified', async () => {
    const game = houseGameFixture({ gameCode: 'dice' });
    const hash = hashServerSeed(SERVER_SEED);
    const verifyUrl = `/fairness?game=dice&serverSeedHash=${hash}&clientSeed=seed-one&nonce=4&serverSeed=${SERVER_SEED}`;
    const history: THouseSeedHistory = {
      total: 7,
      list: [
        {
          serverSeed: SERVER_SEED,
          serverSeedHash: hash,
          clientSeeds: ['seed-zero', 'seed-one'],
          rounds: 5,
          nonceFrom: 0,
          nonceTo: 4,
          createdAt: '2026-11-24T05:00:00.000Z',
          revealedAt: '2026-11-24T06:00:00.000Z',
          recentRounds: [
            {
              roundId: 'H55',
              gameCode: 'dice',
              clientSeed: 'seed-one',
              nonce: 4,
              createdAt: '2026-11-24T05:59:00.000Z',
              verifyUrl,
            },
          ],
        },
      ],
    };
    const { calls } = stubApi({
      'GET /api/house/games/dice': { body: game },
      'GET /api/house/seeds/history': { body: history },
    });
    const user = userEvent.setup();
    renderGame('dice');
    const entry = await screen.findByTestId('seed-history-entry', {}, SLOW);
    expect(entry).toHaveTextContent(SERVER_SEED);
    expect(entry).toHaveTextContent('seed-zero, seed-one');
    expect(entry).toHaveTextContent('Nonces 0–4 · 5 rounds');
    expect(within(entry).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', verifyUrl);
    // Paged from the server: 7 pairs, 5 a page.
    expect(calls.find((c) => c.path === '/api/house/seeds/history')!.search).toBe(
      '?page=1&pageSize=5',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(entry).getByRole('link', { name: 'Verify its newest round' }));
    expect(await screen.findByTestId('hash-check', {}, SLOW)).toHaveTextContent(
      'It matches the hash you were shown before play.',
    );
    expect(screen.getByLabelText('Client seed')).toHaveValue('seed-one');
    const roll = rollDice(new FloatStream(SERVER_SEED, 'seed-one', 4));
    expect(screen.getByTestId('fair-outcome')).toHaveTextContent((roll / 100).toFixed(2));
  });
});
