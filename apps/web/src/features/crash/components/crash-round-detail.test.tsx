import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signIn, stubApi } from '../../../test/api-stub';
import { CrashRoundDetail } from './crash-round-detail';

const HASH = 'b'.repeat(64);

function renderDetail(roundId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CrashRoundDetail roundId={roundId} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('a crash bet in betting records', () => {
  it('reads the bet with the member token and shows the cash-out, the crash point and a verify link', async () => {
    signIn();
    const { calls } = stubApi({
      'GET /api/house/crash/my-bets/17': {
        body: {
          betId: 17,
          roundId: 3,
          amount: 1000,
          currency: 'THB',
          autoCashOut: 200,
          status: 'cashed_out',
          cashedOutAt: 150,
          win: 1500,
          crashPoint: 412,
          hash: HASH,
          chainId: 2,
          gameNumber: 14,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    renderDetail('C17');
    const link = await screen.findByRole('link', { name: 'Verify on the fairness page' });
    expect(link).toHaveAttribute('href', `/fairness?game=crash&hash=${HASH}&chain=2&gameNumber=14`);
    expect(screen.getByText('Cashed out at 1.50×')).toBeInTheDocument();
    expect(screen.getByText('4.12×')).toBeInTheDocument();
    expect(screen.getByText('2.00×')).toBeInTheDocument();
    expect(calls[0]!.authorization).toBe('Bearer tok-123');
  });

  it('says so for a round id that is not a crash bet, without calling the server', () => {
    const { calls } = stubApi({});
    renderDetail('H12');
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a crash round.');
    expect(calls).toHaveLength(0);
  });
});
