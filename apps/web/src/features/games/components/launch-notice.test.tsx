import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { apiError, signIn, stubApi } from '../../../test/api-stub';
import { Cards, gameFixture, renderWithProviders } from '../games-test-kit';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const hotList = [
  gameFixture({
    nodeId: 11,
    vassalage: 'JILI',
    isHot: 1,
    gameName: 'Super Ace',
    nodeName: 'Super Ace',
    displayName: 'Super Ace',
  }),
  gameFixture({
    nodeId: 12,
    vassalage: 'JILI',
    isHot: 1,
    gameName: 'Money Coming',
    nodeName: 'Money Coming',
    displayName: 'Money Coming',
  }),
  gameFixture({
    nodeId: 13,
    vassalage: 'PG',
    isHot: 1,
    gameName: 'Mahjong Ways',
    nodeName: 'Mahjong Ways',
    displayName: 'Mahjong Ways',
  }),
];

describe('maintenance notice', () => {
  it('lists the popular games the server suggests, and plays one of them', async () => {
    signIn();
    let launches = 0;
    const { calls } = stubApi({
      'POST /api/games/launch': () =>
        ++launches === 1
          ? apiError(503, 'GAME_MAINTENANCE', { vendor: 'PG', until: null, popular: [12, 11] })
          : {
              body: {
                url: 'https://play.example.com/g',
                mode: 'real',
                openIn: 'iframe',
                currency: 'THB',
              },
            },
      'GET /api/games/hot': { body: { list: hotList } },
    });
    const user = userEvent.setup();
    renderWithProviders(<Cards games={[gameFixture({ nodeId: 6 })]} />);
    await user.click(screen.getByRole('button', { name: 'Play Lucky Dragon 6 now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Game under maintenance' });
    const list = await within(dialog).findByRole('list', {
      name: 'Popular games to play meanwhile',
    });
    // The server's games, in its order; a hot game it did not name is not offered.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play Money Coming now', 'Play Super Ace now']);
    await user.click(within(list).getByRole('button', { name: 'Play Super Ace now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/games/launch').at(-1)?.body).toMatchObject({
        nodeId: 11,
        mode: 'real',
      }),
    );
  });

  it('suggests other vendors’ hot games when the lobby already knew of the maintenance', async () => {
    signIn();
    stubApi({ 'GET /api/games/hot': { body: { list: hotList } } });
    const user = userEvent.setup();
    renderWithProviders(<Cards games={[gameFixture({ nodeId: 6, maintenance: true })]} />);
    await user.click(screen.getByRole('button', { name: 'Play Lucky Dragon 6 now' }));
    const list = await screen.findByRole('list', { name: 'Popular games to play meanwhile' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(list).not.toHaveTextContent('Mahjong Ways');
  });
});
