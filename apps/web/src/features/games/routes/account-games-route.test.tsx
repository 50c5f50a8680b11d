import type { TGame } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signIn, stubApi } from '../../../test/api-stub';
import { gameFixture, renderWithProviders } from '../games-test-kit';
import { AccountGamesRoute } from './account-games-route';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

/** The names on the game cards, in order. */
function cardNames(): string[] {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const lotto = (nodeId: number, gameCode: string, gameType: 'LOTT' | 'ELOTT'): TGame =>
  gameFixture({ nodeId, gameCode, gameType, vassalage: 'TCG' });

/** GET /api/games answering each lottery category on two pages, as a large catalogue would. */
function lotteryCatalogue(): Record<string, (call: { search: string }) => { body: unknown }> {
  const byType: Record<string, TGame[][]> = {
    LOTT: [[lotto(9, 'TCG_LOTTO_VN', 'LOTT')], [lotto(10, 'TCG_THAI', 'LOTT')]],
    ELOTT: [[lotto(11, 'VR_FAST', 'ELOTT')], []],
  };
  return {
    'GET /api/games': ({ search }) => {
      const query = new URLSearchParams(search);
      const pages = byType[query.get('gameType') ?? ''] ?? [[]];
      const page = pages[Number(query.get('pageNo')) - 1] ?? [];
      return { body: { games: page, totalPages: pages.length } };
    },
  };
}

describe('/favorite', () => {
  it("lists the server's favourites, then this member's lottery favourites from local storage; a removed one leaves at once", async () => {
    signIn(0, 'somchai');
    localStorage.setItem('lotteryFavourites:somchai', JSON.stringify(['VR_FAST', 'TCG_THAI']));
    // Another member's lottery favourites on the same browser are not this member's.
    localStorage.setItem('lotteryFavourites:anna', JSON.stringify(['TCG_LOTTO_VN']));
    const { calls } = stubApi({
      'GET /api/games/favourites': {
        body: { content: [gameFixture({ nodeId: 5 })], pageNum: 1, totalPages: 1 },
      },
      'GET /api/games/favourites/ids': { body: { ids: [5] } },
      ...lotteryCatalogue(),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountGamesRoute />, [], '/favorite');

    await waitFor(() =>
      expect(cardNames()).toEqual(['Lucky Dragon 5', 'Lucky Dragon 11', 'Lucky Dragon 10']),
    );
    // Every page of both lottery categories was read.
    const lotteryPages = calls
      .filter((c) => c.path === '/api/games')
      .map((c) => new URLSearchParams(c.search))
      .map((q) => `${q.get('gameType')}:${q.get('pageNo')}`);
    expect(lotteryPages.sort()).toEqual(['ELOTT:1', 'ELOTT:2', 'LOTT:1', 'LOTT:2']);
    // Named in the site's language, both lists.
    const asked = calls.filter((c) => c.path.startsWith('/api/games') && !c.path.endsWith('/ids'));
    expect(asked.map((c) => new URLSearchParams(c.search).get('language'))).toEqual(
      asked.map(() => 'en'),
    );

    await user.click(
      screen.getByRole('button', { name: 'Remove Lucky Dragon 11 from favourites' }),
    );
    expect(cardNames()).toEqual(['Lucky Dragon 5', 'Lucky Dragon 10']);
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:somchai')!)).toEqual(['TCG_THAI']);
    // Lottery favourites never reach the server.
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('asks for no lottery games when the member has no lottery favourite', async () => {
    signIn(0, 'somchai');
    const { calls } = stubApi({
      'GET /api/games/favourites': { body: { content: [], pageNum: 1, totalPages: 0 } },
      'GET /api/games/favourites/ids': { body: { ids: [] } },
    });
    renderWithProviders(<AccountGamesRoute />, [], '/favorite');
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/games')).toBe(false);
  });
});

describe('/recent', () => {
  it('shows the page nested under value (the newer form of the answer)', async () => {
    signIn(0, 'somchai');
    const page = { list: [gameFixture({ nodeId: 7 }), gameFixture({ nodeId: 8 })], totalPages: 1 };
    stubApi({
      'GET /api/games/recent': { body: { ...page, value: page } },
      'GET /api/games/favourites/ids': { body: { ids: [] } },
    });
    renderWithProviders(<AccountGamesRoute />, [], '/recent');
    await waitFor(() => expect(cardNames()).toEqual(['Lucky Dragon 7', 'Lucky Dragon 8']));
  });
});
