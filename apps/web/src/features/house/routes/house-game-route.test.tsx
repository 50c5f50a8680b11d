import { errorMessages, pickLocalized, type THouseRound } from '@lw/contracts';
import { SLOT_TITLES } from '@lw/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMinorUnits } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { apiError, stubApi } from '../../../test/api-stub';
import {
  diceRoundFixture,
  findNonce,
  houseGameFixture,
  minesBoard,
  minesRoundFixture,
  reduceMotion,
  renderHouse,
  sessionHeader,
  slotRoundFixture,
} from '../house-test-kit';
import { HouseGameRoute } from './house-game-route';

const SLOW = { timeout: 8000 };

function renderGame(gameCode: string) {
  sessionStorage.setItem(`house-session:${gameCode}`, 'launch-token');
  return renderHouse(
    <Routes>
      <Route path="/house/:gameCode" element={<HouseGameRoute />} />
    </Routes>,
    `/house/${gameCode}`,
  );
}

const money = (minor: number) => formatMinorUnits(minor, 'en', 'THB');

// The setup starts every test in Thai; these assert the English texts.
beforeEach(async () => {
  await i18n.changeLanguage('en');
  reduceMotion();
  localStorage.setItem('house-muted', '1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('house slot', () => {
  it('spins with the session and the bet level, and shows the server round: final screen, win and balance', async () => {
    const game = houseGameFixture({ gameCode: 'lucky-fruits' });
    const nonce = findNonce('lucky-fruits', (r) => r.spins.length === 1 && r.credits > 0);
    const stake = game.betLevels[1]!;
    const round = slotRoundFixture('lucky-fruits', nonce, stake, game.balance);
    const { fetchMock, calls } = stubApi({
      'GET /api/house/games/lucky-fruits': { body: game },
      'POST /api/house/slots/lucky-fruits/spin': { body: round },
    });
    const user = userEvent.setup();
    renderGame('lucky-fruits');
    await user.click(await screen.findByRole('button', { name: 'Raise bet' }, SLOW));
    expect(screen.getByTestId('house-stake')).toHaveTextContent(money(stake));
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    await waitFor(
      () => expect(screen.getByTestId('house-win')).toHaveTextContent(money(round.payout)),
      SLOW,
    );
    expect(screen.getByTestId('house-balance')).toHaveTextContent(money(round.balance!));
    const spin = calls.find((c) => c.path === '/api/house/slots/lucky-fruits/spin')!;
    expect(spin.body).toMatchObject({ stake });
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/spin'))![1];
    expect(sessionHeader(init)).toBe('launch-token');
    // The reels show the round's last screen, symbol by symbol.
    const title = SLOT_TITLES['lucky-fruits']!;
    const last = round.outcome.kind === 'slot' ? round.outcome.spins.at(-1)!.screens.at(-1)! : null;
    const reels = screen
      .getAllByRole('group')
      .filter((g) => /^[1-5]$/.test(g.getAttribute('aria-label') ?? ''));
    expect(reels).toHaveLength(5);
    reels.forEach((reel, r) => {
      const names = within(reel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label'));
      expect(names).toEqual(
        last!.grid[r]!.map((id) => title.symbols.find((s) => s.id === id)!.name.en),
      );
    });
    expect(screen.getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      round.fairness.verifyUrl,
    );
  });

  it('shows a refused spin as the translated error and keeps the balance', async () => {
    const game = houseGameFixture({ gameCode: 'siam-treasures' });
    stubApi({
      'GET /api/house/games/siam-treasures': { body: game },
      'POST /api/house/slots/siam-treasures/spin': apiError(409, 'INSUFFICIENT_FUNDS'),
    });
    const user = userEvent.setup();
    renderGame('siam-treasures');
    await user.click(await screen.findByRole('button', { name: 'Spin' }, SLOW));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      pickLocalized(errorMessages.INSUFFICIENT_FUNDS, 'en'),
    );
    expect(screen.getByTestId('house-balance')).toHaveTextContent(money(game.balance));
  });

  it('autoplay stops when the loss limit is reached', async () => {
    const game = houseGameFixture({ gameCode: 'golden-dragon' });
    const stake = game.betLevels[0]!;
    const losing = findNonce('golden-dragon', (r) => r.credits === 0 && r.spins.length === 1);
    let balance = game.balance;
    const { calls } = stubApi({
      'GET /api/house/games/golden-dragon': { body: game },
      'POST /api/house/slots/golden-dragon/spin': () => {
        const round = slotRoundFixture('golden-dragon', losing, stake, balance);
        balance = round.balance!;
        return { body: round };
      },
    });
    const user = userEvent.setup();
    renderGame('golden-dragon');
    await user.click(await screen.findByRole('button', { name: 'Auto' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Stop if the loss reaches'),
      String((stake * 3) / 100),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start 25 spins' }));
    expect(
      await screen.findByText(
        'Autoplay stopped: the loss limit was reached.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/spin'))).toHaveLength(3);
  }, 30_000);

  it('autoplay needs a loss limit and offers at most 100 spins (RTS 8)', async () => {
    const game = houseGameFixture({ gameCode: 'golden-dragon' });
    const { calls } = stubApi({ 'GET /api/house/games/golden-dragon': { body: game } });
    const user = userEvent.setup();
    renderGame('golden-dragon');
    await user.click(await screen.findByRole('button', { name: 'Auto' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('radio', { name: '500' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '100' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start 25 spins' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Set a loss limit to start autoplay.',
    );
    expect(calls.filter((c) => c.path.endsWith('/spin'))).toHaveLength(0);
  }, 30_000);

  it('autoplay stops when a round triggers free spins', async () => {
    const game = houseGameFixture({ gameCode: 'lucky-fruits' });
    const stake = game.betLevels[0]!;
    const plain = findNonce('lucky-fruits', (r) => r.spins.length === 1);
    const feature = findNonce('lucky-fruits', (r) => r.spins.length > 1);
    let n = 0;
    const { calls } = stubApi({
      'GET /api/house/games/lucky-fruits': { body: game },
      'POST /api/house/slots/lucky-fruits/spin': () => {
        n += 1;
        return {
          body: slotRoundFixture('lucky-fruits', n === 2 ? feature : plain, stake, game.balance),
        };
      },
    });
    const user = userEvent.setup();
    renderGame('lucky-fruits');
    await user.click(await screen.findByRole('button', { name: 'Turbo' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Auto' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Stop if the loss reaches'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Start 25 spins' }));
    expect(
      await screen.findByText(
        'Autoplay stopped: a feature was triggered.',
        {},
        { timeout: 60_000 },
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/spin'))).toHaveLength(2);
  }, 90_000);
});

describe('house session', () => {
  it('a page opened without a session launches the game itself (FUN for a visitor) and plays with that session', async () => {
    const game = houseGameFixture({ gameCode: 'dice', mode: 'demo', currency: 'FUN' });
    const { fetchMock, calls } = stubApi({
      'GET /api/games': {
        body: {
          games: [{ nodeId: 42, gameCode: 'dice' }].map((g) => ({
            ...g,
            gameType: 'RNG',
            vassalage: 'HOUSE',
            gameClassify: 'MINI',
            gameName: 'Dice',
            nodeName: 'Dice',
            displayName: 'Dice',
            iconUrl: '/images/games/HOUSE/dice.svg',
            showIcon: '/images/games/HOUSE/dice.svg',
            lagerIcon: '/images/games/HOUSE/dice.svg?size=large',
            isHot: 0,
            isNew: 0,
            supportPlay: 0,
            isGame: '',
            minBet: 100,
            minLineNum: 0,
            maintenance: false,
          })),
          totalPages: 1,
        },
      },
      'POST /api/games/launch': {
        body: {
          url: '/house/dice#session=fresh-token',
          mode: 'demo',
          openIn: 'iframe',
          currency: 'FUN',
        },
      },
      'GET /api/house/games/dice': { body: game },
    });
    renderHouse(
      <Routes>
        <Route path="/house/:gameCode" element={<HouseGameRoute />} />
      </Routes>,
      '/house/dice',
    );
    expect(await screen.findByText('Demo (FUN)', {}, SLOW)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/games/launch')!.body).toMatchObject({
      nodeId: 42,
      mode: 'demo',
    });
    const init = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/house/games/dice'),
    )![1];
    expect(sessionHeader(init)).toBe('fresh-token');
    expect(sessionStorage.getItem('house-session:dice')).toBe('fresh-token');
  });
});

describe('house dice', () => {
  it('rolls the chosen bet and shows the server roll, chance and multiplier', async () => {
    const game = houseGameFixture({ gameCode: 'dice' });
    const round = diceRoundFixture(4, 100, { direction: 'under', target: 5000 }, game.balance);
    const { calls } = stubApi({
      'GET /api/house/games/dice': { body: game },
      'POST /api/house/dice/roll': { body: round },
    });
    const user = userEvent.setup();
    renderGame('dice');
    expect(await screen.findByTestId('dice-chance', {}, SLOW)).toHaveTextContent('50.00 %');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.9800×');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    const roll = round.outcome.kind === 'dice' ? round.outcome.roll : -1;
    await waitFor(() =>
      expect(screen.getByTestId('dice-roll')).toHaveTextContent((roll / 100).toFixed(2)),
    );
    expect(calls.find((c) => c.path === '/api/house/dice/roll')!.body).toMatchObject({
      stake: 100,
      direction: 'under',
      target: 5000,
    });
    expect(screen.getByTestId('house-balance')).toHaveTextContent(money(round.balance!));
  });
});

describe('house mines', () => {
  it('starts, reveals a gem with the next multiplier, and cashes out', async () => {
    const game = houseGameFixture({ gameCode: 'mines' });
    const { safe } = minesBoard(0, 3);
    const open0 = minesRoundFixture(0, 100, 3, [], 'open');
    const open1 = minesRoundFixture(0, 100, 3, [safe[0]!], 'open');
    const cashed: THouseRound = {
      ...minesRoundFixture(0, 100, 3, [safe[0]!], 'settled'),
      balance: 100_000,
    };
    stubApi({
      'GET /api/house/games/mines': { body: game },
      'POST /api/house/mines/start': { body: { ...open0, balance: 99_900 } },
      'POST /api/house/mines/reveal': { body: open1 },
      'POST /api/house/mines/cash-out': { body: cashed },
    });
    const user = userEvent.setup();
    renderGame('mines');
    await user.click(await screen.findByRole('button', { name: 'Start' }, SLOW));
    await user.click(await screen.findByRole('button', { name: `Tile ${safe[0]! + 1}` }));
    const next = open1.outcome.kind === 'mines' ? open1.outcome.nextMultiplier! : 0;
    expect(await screen.findByText(new RegExp(`next gem ×${next.toFixed(2)}`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Cash out ${money(cashed.payout)}` }));
    expect(await screen.findByText(`Cashed out ${money(cashed.payout)}`)).toBeInTheDocument();
  });

  it('a bust reveals every mine of the board', async () => {
    const game = houseGameFixture({ gameCode: 'mines' });
    const { mines } = minesBoard(0, 3);
    const busted = minesRoundFixture(0, 100, 3, [], 'settled', mines[0]!);
    stubApi({
      'GET /api/house/games/mines': {
        body: { ...game, openRound: minesRoundFixture(0, 100, 3, [], 'open') },
      },
      'POST /api/house/mines/reveal': { body: busted },
    });
    const user = userEvent.setup();
    renderGame('mines');
    await user.click(await screen.findByRole('button', { name: `Tile ${mines[0]! + 1}` }, SLOW));
    expect(await screen.findByText('Boom! A mine.')).toBeInTheDocument();
    for (const tile of mines) {
      expect(screen.getByRole('button', { name: `Tile ${tile + 1}: mine` })).toBeInTheDocument();
    }
  });
});
