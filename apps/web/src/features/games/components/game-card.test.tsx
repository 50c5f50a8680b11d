import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signIn, stubApi } from '../../../test/api-stub';
import { Cards, gameFixture, renderWithProviders } from '../games-test-kit';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('game card', () => {
  it('offers the free trial only when supportPlay is 0, and a hot badge only when isHot is 1', () => {
    stubApi();
    renderWithProviders(
      <Cards
        games={[
          gameFixture({ nodeId: 1, supportPlay: 0, isHot: 1 }),
          gameFixture({ nodeId: 2, supportPlay: 1, isHot: 0, isNew: 1 }),
        ]}
      />,
    );
    const [trialCard, realCard] = screen.getAllByRole('article');
    expect(trialCard).toHaveTextContent('Hot');
    expect(screen.getByRole('button', { name: 'Try Lucky Dragon 1 for free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Lucky Dragon 2 for free' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Lucky Dragon 2 now' })).toBeInTheDocument();
    expect(realCard).not.toHaveTextContent('Hot');
    expect(realCard).toHaveTextContent('New');
  });

  it('draws the art at a fixed size on an image host, falling back from showIcon to iconUrl, lazily below the first six', () => {
    stubApi();
    const games = Array.from({ length: 7 }, (_, i) =>
      gameFixture({ nodeId: i + 1, showIcon: '', iconUrl: `/images/games/PG/G${i + 1}.svg` }),
    );
    const { container } = renderWithProviders(<Cards games={games} />, [
      'https://img.example.com/',
    ]);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array<string>(6).fill('eager'),
      'lazy',
    ]);
    const img = images[6]!;
    expect(img).toHaveAttribute('src', 'https://img.example.com/images/games/PG/G7.svg');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '240');
  });

  it('asks a visitor to log in before favouriting or playing, and calls nothing', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<Cards games={[gameFixture({ nodeId: 5, supportPlay: 0 })]} />);
    await user.click(screen.getByRole('button', { name: 'Add Lucky Dragon 5 to favourites' }));
    expect(screen.getByTestId('modal')).toHaveTextContent('login');
    expect(calls.filter((c) => c.path.startsWith('/api/games'))).toHaveLength(0);
  });

  it('toggles a favourite at once, on the server after, at most once a second', async () => {
    signIn();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { calls } = stubApi({
      'GET /api/games/favourites/ids': { body: { ids: [] } },
      'POST /api/games/favourites': { body: { ids: [5] } },
      'DELETE /api/games/favourites': { body: { ids: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<Cards games={[gameFixture({ nodeId: 5 })]} />);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/games/favourites/ids')).toBe(true),
    );
    const add = await screen.findByRole('button', { name: 'Add Lucky Dragon 5 to favourites' });
    await user.click(add);
    // Optimistic: pressed before the server answers.
    expect(add).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'POST' && c.path === '/api/games/favourites'),
      ).toHaveLength(1),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      nodeId: 5,
      vendor: 'PG',
      gameType: 'RNG',
    });

    // A second tap inside the second is dropped.
    now += 400;
    await user.click(screen.getByRole('button', { name: 'Remove Lucky Dragon 5 from favourites' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Lucky Dragon 5 from favourites/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // After the second, it removes (locally at once, then on the server).
    now += 700;
    await user.click(screen.getByRole('button', { name: 'Remove Lucky Dragon 5 from favourites' }));
    expect(
      screen.getByRole('button', { name: 'Add Lucky Dragon 5 to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });

  it("keeps a lottery game's favourite per username in local storage, not on the server", async () => {
    signIn(0, 'somchai');
    const { calls } = stubApi({ 'GET /api/games/favourites/ids': { body: { ids: [] } } });
    const user = userEvent.setup();
    renderWithProviders(
      <Cards games={[gameFixture({ nodeId: 9, gameType: 'LOTT', gameCode: 'TCG_LOTTO_VN' })]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Lucky Dragon 9 to favourites' }));
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:somchai')!)).toEqual([
      'TCG_LOTTO_VN',
    ]);
    expect(
      screen.getByRole('button', { name: /Lucky Dragon 9/, pressed: true }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('sends a visitor to log in on play now', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<Cards games={[gameFixture({ nodeId: 3 })]} />);
    await user.click(screen.getByRole('button', { name: 'Play Lucky Dragon 3 now' }));
    expect(screen.getByTestId('modal')).toHaveTextContent('login');
  });

  it('starts a free trial for a visitor as a demo launch and opens it in the game page', async () => {
    const { calls } = stubApi({
      'POST /api/games/launch': {
        body: {
          url: 'https://games.example.com/play?t=1',
          mode: 'demo',
          openIn: 'iframe',
          currency: 'FUN',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Cards games={[gameFixture({ nodeId: 4, supportPlay: 0 })]} />);
    await user.click(screen.getByRole('button', { name: 'Try Lucky Dragon 4 for free' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/games/launch')).toBe(true));
    expect(calls.find((c) => c.path === '/api/games/launch')?.body).toMatchObject({
      nodeId: 4,
      mode: 'demo',
    });
  });

  it('shows the maintenance popup for a game under maintenance, without a launch call', async () => {
    const { calls } = stubApi();
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<Cards games={[gameFixture({ nodeId: 6, maintenance: true })]} />);
    expect(screen.getByRole('article')).toHaveTextContent('Maintenance');
    await user.click(screen.getByRole('button', { name: 'Play Lucky Dragon 6 now' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Game under maintenance' }),
    ).toHaveTextContent('Lucky Dragon 6 is under maintenance');
    expect(calls.some((c) => c.path === '/api/games/launch')).toBe(false);
  });
});
