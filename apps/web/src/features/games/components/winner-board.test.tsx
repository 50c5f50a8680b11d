import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../games-test-kit';
import { WinnerBoard } from './winner-board';

describe('winner board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the masked winners and tags a progressive jackpot win', async () => {
    stubApi({
      'GET /api/games/winners': {
        body: {
          list: [
            {
              customerName: 'so***ai',
              gameName: 'Siam Treasures',
              iconUrl: '/images/games/HOUSE/siam-treasures.svg',
              winAmount: 1_500_000,
              jackpot: true,
            },
            {
              customerName: 'ni***ok',
              gameName: 'Fortune Ox',
              iconUrl: '/images/games/PG/fortune-ox.svg',
              winAmount: 250_000,
            },
          ],
        },
      },
    });
    renderWithProviders(<WinnerBoard />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('แจ็คพอต')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('so***ai')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('แจ็คพอต')).toBeNull();
    expect(within(rows[1]!).getByText('Fortune Ox')).toBeInTheDocument();
  });
});
