import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signIn, stubApi } from '../../../test/api-stub';
import { gameFixture, renderWithProviders } from '../games-test-kit';
import { FavouriteSection } from './home-sections';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('home FAV section', () => {
  it("holds the member's lottery favourites as well as the server's", async () => {
    signIn(0, 'somchai');
    localStorage.setItem('lotteryFavourites:somchai', JSON.stringify(['TCG_THAI']));
    stubApi({
      'GET /api/games/favourites': {
        body: { content: [gameFixture({ nodeId: 5 })], pageNum: 1, totalPages: 1 },
      },
      'GET /api/games/favourites/ids': { body: { ids: [5] } },
      'GET /api/games': ({ search }) => ({
        body: {
          games:
            new URLSearchParams(search).get('gameType') === 'LOTT'
              ? [gameFixture({ nodeId: 10, gameCode: 'TCG_THAI', gameType: 'LOTT' })]
              : [],
          totalPages: 1,
        },
      }),
    });
    renderWithProviders(<FavouriteSection onMore={() => undefined} />);
    const list = await screen.findByRole('list');
    await within(list).findByText('Lucky Dragon 10');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Lucky Dragon 5', 'Lucky Dragon 10']);
  });
});
