import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { gameFixture, renderWithProviders } from '../games-test-kit';
import { GameBrowser } from './game-browser';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

/** GET /api/games answering 10 pages of 2 games, numbered by page. */
function gamesApi() {
  return stubApi({
    'GET /api/games': (call: TApiCall) => {
      const page = Number(new URLSearchParams(call.search).get('pageNo') ?? 1);
      return {
        body: {
          games: [gameFixture({ nodeId: page * 10 + 1 }), gameFixture({ nodeId: page * 10 + 2 })],
          totalPages: 10,
        },
      };
    },
  });
}

function Browser() {
  const [vendor, setVendor] = useState<string | null>(null);
  return (
    <GameBrowser
      gameType="RNG"
      vendors={[{ vassalage: 'PG', displayName: 'PG Soft' }]}
      vendor={vendor}
      onVendor={setVendor}
      slotFilter
      pageSize={2}
    />
  );
}

const listCalls = (calls: TApiCall[]) =>
  calls.filter((c) => c.path === '/api/games').map((c) => new URLSearchParams(c.search));

describe('game browser', () => {
  it('asks a visitor to log in for FAV and RECENT and keeps the list as it was', async () => {
    const { calls } = gamesApi();
    const user = userEvent.setup();
    renderWithProviders(<Browser />);
    await screen.findByText('Lucky Dragon 11');
    for (const name of ['Favourites', 'Recent']) {
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByTestId('modal')).toHaveTextContent('login');
    }
    const types = screen.getByRole('group', { name: 'Show games' });
    expect(within(types).getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(listCalls(calls).every((p) => p.get('filter') === 'ALL')).toBe(true);
  });

  it('starts again on page 1 with no search when the filter type changes', async () => {
    const { calls } = gamesApi();
    const user = userEvent.setup();
    renderWithProviders(<Browser />);
    await screen.findByText('Lucky Dragon 11');
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText('Lucky Dragon 41')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(search, 'dragon');
    await waitFor(() =>
      expect(listCalls(calls).some((p) => p.get('gameName') === 'dragon')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(search).toHaveValue('');
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!;
      expect(last.get('filter')).toBe('NEW');
      expect(last.get('pageNo')).toBe('1');
      expect(last.has('gameName')).toBe(false);
    });
    expect(await screen.findByText('Lucky Dragon 11')).toBeInTheDocument();
  });

  it('pages with 2 margin pages and a range of 5, and loads more below', async () => {
    const { calls } = gamesApi();
    const user = userEvent.setup();
    renderWithProviders(<Browser />);
    await screen.findByText('Lucky Dragon 11');
    const pager = () => screen.getByRole('navigation', { name: 'Pages' });
    const pages = () =>
      within(pager())
        .queryAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '9', '10']);
    await user.click(within(pager()).getByRole('button', { name: 'Page 5' }));
    await screen.findByText('Lucky Dragon 51');
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7', '9', '10']);
    expect(within(pager()).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Lucky Dragon 61')).toBeInTheDocument();
    // Page 5 stays above page 6; the pager marks the last page shown.
    expect(screen.getByText('Lucky Dragon 51')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(listCalls(calls).map((p) => p.get('pageNo'))).toContain('6');
  });

  it('sends the slot filter (min bet 1, 25 lines) and the vendor', async () => {
    const { calls } = gamesApi();
    const user = userEvent.setup();
    renderWithProviders(<Browser />);
    await screen.findByText('Lucky Dragon 11');
    await user.click(screen.getByRole('switch', { name: 'Bet from 1 · 25+ lines' }));
    await user.click(screen.getByRole('button', { name: 'PG Soft' }));
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!;
      expect(last.get('minBet')).toBe('100');
      expect(last.get('minLineNum')).toBe('25');
      expect(last.get('vassalage')).toBe('PG');
      expect(last.get('gameType')).toBe('RNG');
    });
  });

  it('offers only the vendors of the chosen type, and lets go of a vendor the type lacks', async () => {
    const { calls } = gamesApi();
    const user = userEvent.setup();
    const pg = { vassalage: 'PG', displayName: 'PG Soft' };
    const tcg = { vassalage: 'TCG', displayName: 'TCG Lottery' };
    function HomeBrowser() {
      const [vendor, setVendor] = useState<string | null>(null);
      return (
        <GameBrowser
          types={['RNG', 'LOTT']}
          vendors={[pg, tcg]}
          vendorsByType={{ RNG: [pg], LOTT: [tcg] }}
          vendor={vendor}
          onVendor={setVendor}
        />
      );
    }
    renderWithProviders(<HomeBrowser />);
    await screen.findByText('Lucky Dragon 11');
    const strip = () => screen.getByRole('group', { name: 'Filter by provider' });
    const offered = () =>
      within(strip())
        .getAllByRole('button')
        .map((b) => b.getAttribute('title') ?? b.textContent);
    expect(offered()).toEqual(['All', 'PG Soft', 'TCG Lottery']);

    await user.click(within(strip()).getByRole('button', { name: 'TCG Lottery' }));
    await user.click(screen.getByRole('button', { name: 'Slots' }));
    expect(offered()).toEqual(['All', 'PG Soft']);
    expect(within(strip()).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!;
      expect(last.get('gameType')).toBe('RNG');
      expect(last.has('vassalage')).toBe(false);
    });
  });

  it('names the classify chips in the page language (Jackpot, Megaways, Baccarat were English in TH and ZH)', async () => {
    gamesApi();
    function Classified() {
      return (
        <GameBrowser
          gameType="RNG"
          vendors={[]}
          vendor={null}
          onVendor={() => undefined}
          classifies={['JACKPOT', 'MEGAWAYS', 'BACCARAT', 'VIDEO_SLOT']}
        />
      );
    }
    await i18n.changeLanguage('th');
    const { unmount } = renderWithProviders(<Classified />);
    const chips = async () =>
      within(await screen.findByRole('group', { name: i18n.t('games:browser.classifies') }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(await chips()).toEqual(['ทุกสไตล์', 'แจ็กพอต', 'เมกะเวย์', 'บาคาร่า', 'วิดีโอสล็อต']);
    unmount();
    await i18n.changeLanguage('zh');
    renderWithProviders(<Classified />);
    expect((await chips()).slice(1)).toEqual(['奖池', '超级路数', '百家乐', '视频老虎机']);
  });

  it("FAV of a lottery category lists the member's lottery favourites kept in this browser, filtered by vendor and name", async () => {
    signIn(0, 'somchai');
    localStorage.setItem(
      'lotteryFavourites:somchai',
      JSON.stringify(['TCG_THAI', 'SGW_FAST', 'VR_QUICK', 'TCG_LAO']),
    );
    const lotto = (nodeId: number, gameCode: string, vassalage: string, gameType = 'LOTT') =>
      gameFixture({
        nodeId,
        gameCode,
        vassalage,
        gameType: gameType as 'LOTT',
        gameName: gameCode.replace('_', ' '),
      });
    const { calls } = stubApi({
      'GET /api/games/favourites/ids': { body: { ids: [] } },
      'GET /api/games': (call: TApiCall) => {
        const query = new URLSearchParams(call.search);
        const games =
          query.get('gameType') === 'ELOTT'
            ? [lotto(4, 'VR_QUICK', 'VR', 'ELOTT')]
            : [
                lotto(1, 'TCG_THAI', 'TCG'),
                lotto(2, 'SGW_FAST', 'SGW'),
                lotto(3, 'TCG_VN', 'TCG'),
                lotto(5, 'TCG_LAO', 'TCG'),
              ];
        return { body: { games, totalPages: 1 } };
      },
    });
    const user = userEvent.setup();
    function LotteryBrowser() {
      const [vendor, setVendor] = useState<string | null>(null);
      return (
        <GameBrowser
          gameType="LOTT"
          vendors={[
            { vassalage: 'TCG', displayName: 'TCG Lottery' },
            { vassalage: 'SGW', displayName: 'SGWin' },
          ]}
          vendor={vendor}
          onVendor={setVendor}
        />
      );
    }
    renderWithProviders(<LotteryBrowser />);
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    const names = () =>
      within(screen.getByRole('list', { name: /./ }))
        .getAllByRole('heading')
        .map((h) => h.textContent);
    // Only this category's favourites (not the e-lottery one), in the order favourited.
    await waitFor(() => expect(names()).toEqual(['TCG THAI', 'SGW FAST', 'TCG LAO']));
    // The server was never asked for a FAV list of lottery games.
    expect(calls.some((c) => new URLSearchParams(c.search).get('filter') === 'FAV')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'TCG Lottery' }));
    await waitFor(() => expect(names()).toEqual(['TCG THAI', 'TCG LAO']));
    await user.type(screen.getByRole('searchbox'), 'lao');
    await waitFor(() => expect(names()).toEqual(['TCG LAO']));
  });

  it("asks for the game names in the site's language, and again when it changes", async () => {
    const { calls } = gamesApi();
    renderWithProviders(<Browser />);
    await screen.findByText('Lucky Dragon 11');
    expect(listCalls(calls).at(-1)!.get('language')).toBe('en');
    await act(() => i18n.changeLanguage('zh'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('language')).toBe('zh'));
  });
});

describe('game titles in the page language', () => {
  const NAMES: Record<string, string> = { th: 'มังกรนำโชค', en: 'Dragon Fortune', zh: '龙之财富' };

  it("a Thai page shows the Thai title on the tile, a Chinese page the Chinese one, else the vendor's name", async () => {
    await i18n.changeLanguage('th');
    const { calls } = stubApi({
      // As the server answers: gameName in the language asked for, nodeName the vendor's own.
      'GET /api/games': (call: TApiCall) => {
        const language = new URLSearchParams(call.search).get('language') ?? '';
        return {
          body: {
            games: [
              gameFixture({
                nodeId: 1,
                gameName: NAMES[language] ?? '',
                nodeName: 'Dragon Fortune',
              }),
              gameFixture({ nodeId: 2, gameName: '', nodeName: 'Mystery Reels', displayName: '' }),
            ],
            totalPages: 1,
          },
        };
      },
    });
    const { container } = renderWithProviders(<Browser />);
    const thai = await screen.findByRole('heading', { name: 'มังกรนำโชค' });
    expect(thai.closest('article')).not.toHaveTextContent('Dragon Fortune');
    // The art is decorative: the caption in the page language names the game.
    expect(container.querySelector('article img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { name: 'Mystery Reels' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.get('language')).toBe('th');

    await act(() => i18n.changeLanguage('zh'));
    expect(await screen.findByRole('heading', { name: '龙之财富' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'มังกรนำโชค' })).toBeNull();
  });
});
