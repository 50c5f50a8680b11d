import {
  FloatStream,
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
import { renderHouse } from '../../house/house-test-kit';
import { FairnessRoute } from './fairness-route';

const SEED = '0f'.repeat(32);

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
});
