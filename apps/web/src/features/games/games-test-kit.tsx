import type { TGame } from '@lw/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { permissionQuery } from '../../api/get-permission';
import { ModalProvider, useModals } from '../../lib/modal-context';
import { i18n } from '../../lib/i18n';
import { permissionFixture } from '../../test/fixtures';
import { GameGrid } from './components/game-grid';

/** A game as the API answers it. */
export function gameFixture(overrides: Partial<TGame> = {}): TGame {
  const nodeId = overrides.nodeId ?? 101;
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    gameType: 'RNG',
    vassalage: 'PG',
    gameClassify: 'VIDEO_SLOT',
    gameName: `Lucky Dragon ${nodeId}`,
    nodeName: `Lucky Dragon ${nodeId}`,
    displayName: `Lucky Dragon ${nodeId}`,
    iconUrl: `/images/games/PG/G${nodeId}.svg`,
    showIcon: `/images/games/PG/G${nodeId}.svg`,
    lagerIcon: `/images/games/PG/G${nodeId}.svg?size=large`,
    isHot: 0,
    isNew: 0,
    supportPlay: 1,
    isGame: '',
    minBet: 100,
    minLineNum: 25,
    maintenance: false,
    ...overrides,
  };
}

/** Shows which site modal is open (the login popup itself lives in the app shell). */
function ModalProbe() {
  const { modal } = useModals();
  return <output data-testid="modal">{modal.kind}</output>;
}

/**
 * Renders `ui` with the providers a game component needs (permission already loaded), at `path`
 * (the account screens read it).
 */
export function renderWithProviders(ui: ReactNode, imageCDNs: string[] = [], path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  queryClient.setQueryData(permissionQuery.queryKey, permissionFixture({ imageCDNs }));
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <ModalProvider>
            {ui}
            <ModalProbe />
          </ModalProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/** Game cards as the lobby draws them: in their grid, which holds their favourites and launcher. */
export function Cards({ games }: { games: TGame[] }) {
  return <GameGrid games={games} loading={false} empty={null} label="Games" />;
}
