import type { TVendorCard } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubApi } from '../../../test/api-stub';
import { gameFixture, renderWithProviders } from '../games-test-kit';
import { VendorCards } from './vendor-cards';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const card = (overrides: Partial<TVendorCard>): TVendorCard => ({
  vassalage: 'PG',
  displayName: 'PG Soft',
  largeIcon: '/images/vendors/PG.svg',
  maintenance: false,
  isGame: 'VASSALAGE',
  gameCount: 2,
  nodeId: null,
  ...overrides,
});

describe('vendor popup list', () => {
  it("opens a VASSALAGE vendor's games in an accessible dialog, and Escape closes it", async () => {
    const { calls } = stubApi({
      'GET /api/games': {
        body: { games: [gameFixture({ nodeId: 1 }), gameFixture({ nodeId: 2 })], totalPages: 1 },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <VendorCards
        cards={[
          card({}),
          card({ vassalage: 'EVO', displayName: 'Evolution', isGame: '', nodeId: 50 }),
        ]}
        gameType="RNG"
        label="Providers"
      />,
    );
    const trigger = screen.getByRole('button', { name: /PG Soft/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: /Evolution/ })).not.toHaveAttribute('aria-haspopup');
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'PG Soft games' });
    expect(await screen.findByText('Lucky Dragon 1')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const query = new URLSearchParams(calls.find((c) => c.path === '/api/games')!.search);
    expect(query.get('vassalage')).toBe('PG');
    expect(query.get('gameType')).toBe('RNG');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('asks a visitor to log in when a direct vendor card (one game) is chosen', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(
      <VendorCards
        cards={[card({ isGame: '', nodeId: 50, displayName: 'Evolution' })]}
        label="P"
      />,
    );
    await user.click(screen.getByRole('button', { name: /Evolution/ }));
    expect(screen.getByTestId('modal')).toHaveTextContent('login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
