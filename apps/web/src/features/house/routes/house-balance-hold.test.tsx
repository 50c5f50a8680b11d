import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BalanceChip } from '../../../components/layout/balance-chip';
import { usePresentBalance } from '../../../lib/balance-presentation';
import { formatMinorUnits } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { signIn, stubApi } from '../../../test/api-stub';
import { publicStateFixture } from '../../../test/fixtures';
import {
  diceRoundFixture,
  findNonce,
  houseGameFixture,
  reduceMotion,
  renderHouse,
  slotRoundFixture,
} from '../house-test-kit';
import { HouseGameRoute } from './house-game-route';

const SLOW = { timeout: 8000 };
const money = (minor: number) => formatMinorUnits(minor, 'en');
const header = () => screen.getByTestId('balance-amount');

function renderWithHeader(gameCode: string) {
  sessionStorage.setItem(`house-session:${gameCode}`, 'launch-token');
  return renderHouse(
    <>
      <BalanceChip />
      <Routes>
        <Route path="/house/:gameCode" element={<HouseGameRoute />} />
        <Route path="/" element={<p>lobby</p>} />
      </Routes>
    </>,
    `/house/${gameCode}`,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  reduceMotion();
  localStorage.setItem('house-muted', '1');
  signIn(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the header balance follows the house game', () => {
  it('holds a slot round with free spins at the figure the game shows, and shows the final balance when the last reel stops', async () => {
    const game = houseGameFixture({ gameCode: 'lucky-fruits', balance: 100_000 });
    const stake = game.betLevels[0]!;
    const nonce = findNonce('lucky-fruits', (r) => r.spins.length > 2 && r.payout > 0);
    const round = slotRoundFixture('lucky-fruits', nonce, stake, game.balance);
    const free = round.outcome.kind === 'slot' ? round.outcome.spins.length - 1 : 0;
    let state = publicStateFixture({ balance: 100_000 });
    stubApi({
      'GET /api/members/me/public-state': () => ({ body: state }),
      'GET /api/house/games/lucky-fruits': { body: game },
      // The server settles before it answers: a balance read from now on is the final one.
      'POST /api/house/slots/lucky-fruits/spin': () => {
        state = publicStateFixture({ balance: round.balance! });
        return { body: round };
      },
    });
    const user = userEvent.setup();
    renderWithHeader('lucky-fruits');
    await waitFor(() => expect(header()).toHaveTextContent(money(100_000)), SLOW);
    await user.click(await screen.findByRole('button', { name: 'Turbo' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    // Free spin 1 of N: the game shows the balance without the round's win; so does the header.
    await screen.findByText(`Free spin 1 of ${free}`, {}, SLOW);
    const during = money(100_000 - stake);
    expect(screen.getByTestId('house-balance')).toHaveTextContent(during);
    expect(header()).toHaveTextContent(during);
    await screen.findByText(`Free spin ${free} of ${free}`, {}, { timeout: 30_000 });
    expect(header()).toHaveTextContent(during);

    // The show ends: game and header land on the server's final balance.
    await waitFor(
      () => expect(screen.getByTestId('house-balance')).toHaveTextContent(money(round.balance!)),
      { timeout: 30_000 },
    );
    // The header follows on its next render (its hold ends with the show), not the same one.
    await waitFor(() => expect(header()).toHaveTextContent(money(round.balance!)), SLOW);
  }, 60_000);

  it('a tap that skips the show lands the header on the final balance', async () => {
    const game = houseGameFixture({ gameCode: 'lucky-fruits', balance: 100_000 });
    const stake = game.betLevels[0]!;
    const nonce = findNonce('lucky-fruits', (r) => r.spins.length > 2 && r.payout > 0);
    const round = slotRoundFixture('lucky-fruits', nonce, stake, game.balance);
    let state = publicStateFixture({ balance: 100_000 });
    stubApi({
      'GET /api/members/me/public-state': () => ({ body: state }),
      'GET /api/house/games/lucky-fruits': { body: game },
      'POST /api/house/slots/lucky-fruits/spin': () => {
        state = publicStateFixture({ balance: round.balance! });
        return { body: round };
      },
    });
    const user = userEvent.setup();
    renderWithHeader('lucky-fruits');
    await waitFor(() => expect(header()).toHaveTextContent(money(100_000)), SLOW);
    const spin = await screen.findByRole('button', { name: 'Spin' }, SLOW);
    await user.click(spin);
    await screen.findByText(/^Free spin 1 of/, {}, SLOW);
    expect(header()).toHaveTextContent(money(100_000 - stake));
    await user.click(spin);
    await waitFor(() => expect(header()).toHaveTextContent(money(round.balance!)), {
      timeout: 30_000,
    });
    expect(screen.getByTestId('house-balance')).toHaveTextContent(money(round.balance!));
  }, 60_000);

  it('holds a live balance push while the dice roll, until the roll is shown', async () => {
    const game = houseGameFixture({ gameCode: 'dice', balance: 50_000 });
    const bet = { direction: 'under' as const, target: 5_000 };
    const round = diceRoundFixture(0, game.minBet, bet, game.balance);
    let answer: (value: { body: unknown }) => void = () => {};
    let state = publicStateFixture({ balance: 50_000 });
    stubApi({
      'GET /api/members/me/public-state': () => ({ body: state }),
      'GET /api/house/games/dice': { body: game },
      'POST /api/house/dice/roll': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    const view = renderWithHeader('dice');
    await waitFor(() => expect(header()).toHaveTextContent(money(50_000)), SLOW);
    await user.click(await screen.findByRole('button', { name: 'Roll' }, SLOW));
    // The server settled and pushed the new balance before the roll's answer reached the page.
    state = publicStateFixture({ balance: round.balance! });
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(header()).toHaveTextContent(money(50_000));
    answer({ body: round });
    await waitFor(() => expect(header()).toHaveTextContent(money(round.balance!)), SLOW);
    expect(screen.getByTestId('dice-roll')).toHaveTextContent(
      (round.outcome.kind === 'dice' ? round.outcome.roll / 100 : 0).toFixed(2),
    );
    view.unmount();
  });
});

function Presenter({ figure }: { figure: number | null }) {
  usePresentBalance(figure);
  return null;
}

function Page() {
  const [shown, setShown] = useState(true);
  const [figure, setFigure] = useState<number | null>(111);
  return (
    <>
      <BalanceChip />
      {shown ? <Presenter figure={figure} /> : null}
      <button type="button" onClick={() => setFigure(222)}>
        next figure
      </button>
      <button type="button" onClick={() => setFigure(null)}>
        end
      </button>
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
    </>
  );
}

describe('balance presentation hold', () => {
  it('shows the presented figure, follows it, and releases on null or when the game page goes away', async () => {
    stubApi({
      'GET /api/members/me/public-state': { body: publicStateFixture({ balance: 99_900 }) },
    });
    const user = userEvent.setup();
    const first = renderHouse(<Page />);
    await waitFor(() => expect(header()).toHaveTextContent(money(111)), SLOW);
    await user.click(screen.getByRole('button', { name: 'next figure' }));
    expect(header()).toHaveTextContent(money(222));
    await user.click(screen.getByRole('button', { name: 'end' }));
    await waitFor(() => expect(header()).toHaveTextContent(money(99_900)), SLOW);
    first.unmount();

    renderHouse(<Page />);
    await waitFor(() => expect(header()).toHaveTextContent(money(111)), SLOW);
    await user.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(header()).toHaveTextContent(money(99_900)), SLOW);
  });
});
