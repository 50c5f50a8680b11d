import type { TCrashChainInfo } from '@lw/contracts';
import {
  crashPoint,
  FloatStream,
  generateHashChain,
  hashServerSeed,
  placeMines,
  rollDice,
  SLOT_TITLES,
  verifySlotRound,
} from '@lw/games';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubApi } from '../../../test/api-stub';
import { renderHouse } from '../../house/house-test-kit';
import { FairnessRoute } from './fairness-route';

const SEED = '0f'.repeat(32);
const SALT = '00000000000000000001c0ffee'.padEnd(64, 'a');
/** A real chain of 5 games: its game hashes and the public record of its seeding event. */
const CHAIN = generateHashChain('5e'.repeat(32), 5);
const RECORD: TCrashChainInfo = {
  chainId: 3,
  status: 'playing',
  terminator: CHAIN.terminator,
  length: 5,
  publishedAt: '2026-03-01T10:00:00Z',
  saltBlockHeight: 940_000,
  salt: SALT,
  saltEnteredBy: 'Operator Ann',
  saltEnteredAt: '2026-03-01T12:00:00Z',
  saltConfirmedBy: 'Operator Bo',
  saltConfirmedAt: '2026-03-01T12:05:00Z',
  retiredAt: null,
  gamesPlayed: 2,
  firstGameAt: '2026-03-01T12:06:00Z',
  lastGameAt: '2026-03-01T12:07:00Z',
};
const RETIRED: TCrashChainInfo = {
  ...RECORD,
  chainId: 1,
  status: 'retired',
  terminator: 'ab'.repeat(32),
  saltBlockHeight: null,
  salt: 'cd'.repeat(32),
  saltEnteredBy: null,
  saltEnteredAt: null,
  saltConfirmedBy: null,
  saltConfirmedAt: null,
  retiredAt: '2026-02-28T00:00:00Z',
};

function open(query: string) {
  return renderHouse(
    <Routes>
      <Route path="/fairness" element={<FairnessRoute />} />
    </Routes>,
    `/fairness?${query}`,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  stubApi({
    'GET /api/house/crash/chains': { body: { edgePercent: 1, chains: [RECORD, RETIRED] } },
  });
});

describe('/fairness', () => {
  it('opens prefilled from a verify link, checks the hash and shows the recomputed dice roll', async () => {
    open(
      `game=dice&serverSeed=${SEED}&serverSeedHash=${hashServerSeed(SEED)}&clientSeed=abc&nonce=7`,
    );
    expect(await screen.findByTestId('hash-check', {}, { timeout: 8000 })).toHaveTextContent(
      'It matches the hash you were shown before play.',
    );
    const roll = rollDice(new FloatStream(SEED, 'abc', 7));
    expect(screen.getByTestId('fair-outcome')).toHaveTextContent((roll / 100).toFixed(2));
  });

  it('recomputes again as the player edits the nonce, and flags a hash that does not match', async () => {
    const user = userEvent.setup();
    open(
      `game=mines&mines=5&serverSeed=${SEED}&serverSeedHash=${'0'.repeat(64)}&clientSeed=abc&nonce=0`,
    );
    expect(await screen.findByTestId('hash-check', {}, { timeout: 8000 })).toHaveTextContent(
      'It does not match the hash you entered.',
    );
    const nonce = screen.getByLabelText('Nonce');
    await user.clear(nonce);
    await user.type(nonce, '12');
    const mines = placeMines(new FloatStream(SEED, 'abc', 12), 5);
    const board = within(screen.getByTestId('fair-outcome')).getByRole('img');
    const tiles = Array.from(board.children);
    expect(tiles.flatMap((t, i) => (t.classList.contains('is-mine') ? [i] : []))).toEqual(
      [...mines].sort((a, b) => a - b),
    );
  });

  it('shows every screen of a slot round and its total as a multiple of the bet', async () => {
    open(`game=lucky-fruits&serverSeed=${SEED}&clientSeed=abc&nonce=3`);
    const title = SLOT_TITLES['lucky-fruits']!;
    const round = verifySlotRound(title, title.betCredits, SEED, 'abc', 3);
    const outcome = await screen.findByTestId('fair-outcome', {}, { timeout: 8000 });
    const total = (round.credits / title.betCredits).toLocaleString('en', {
      maximumFractionDigits: 4,
    });
    expect(outcome).toHaveTextContent(`Total win: ${total} × bet`);
    expect(within(outcome).getAllByText(/reel stops/)).toHaveLength(round.spins.length);
    expect(outcome).toHaveTextContent(`reel stops ${round.spins[0]!.stops.join(', ')}`);
  });

  it("verifies a crash game with its chain's published values, and lists every chain", async () => {
    const user = userEvent.setup();
    open(`game=crash&hash=${CHAIN.gameHashes[1]}&chain=3&gameNumber=2`);
    const check = await screen.findByTestId('chain-check', {}, { timeout: 8000 });
    expect(check).toHaveTextContent('it is game 2 of that chain');
    const point = crashPoint(CHAIN.gameHashes[1]!, SALT);
    expect(screen.getByTestId('fair-outcome')).toHaveTextContent((point / 100).toFixed(2));
    // The wrong game number does not link to the terminating hash.
    const game = screen.getByLabelText('Game number');
    await user.clear(game);
    await user.type(game, '3');
    expect(screen.getByTestId('chain-check')).toHaveTextContent(
      'This hash is not game 3 of chain 3',
    );

    const chains = screen.getByRole('region', { name: 'Crash chains and their seeding events' });
    const record = within(chains).getByRole('listitem', { name: 'Chain 3' });
    expect(record).toHaveTextContent(CHAIN.terminator);
    expect(record).toHaveTextContent('The hash of Bitcoin block 940000');
    expect(record).toHaveTextContent(SALT);
    expect(record).toHaveTextContent('Operator Ann');
    expect(record).toHaveTextContent('Operator Bo');
    expect(record).toHaveTextContent('2 of 5 played');
    const retired = within(chains).getByRole('listitem', { name: 'Chain 1' });
    expect(retired).toHaveTextContent('retired');
    expect(retired).toHaveTextContent('its salt was known before the chain was drawn');
  });
});
