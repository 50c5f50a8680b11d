import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionQuery } from '../../../api/get-permission';
import { i18n } from '../../../lib/i18n';
import { stubApi } from '../../../test/api-stub';
import { permissionFixture } from '../../../test/fixtures';
import { JackpotCounter } from './jackpot-counter';

function renderCounter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  queryClient.setQueryData(permissionQuery.queryKey, permissionFixture());
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <JackpotCounter />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const jackpotAnswer = (enabled: boolean, amount: number) => ({
  body: { enabled, pools: [{ currency: 'THB', amount }], oneIn: 1_000_000, maxStake: 100_000 },
});

describe('lobby jackpot counter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the house studio pool when the operator runs it', async () => {
    stubApi({ 'GET /api/house/jackpot': jackpotAnswer(true, 1_234_567) });
    renderCounter();
    expect(await screen.findByText('฿12,345.67')).toBeInTheDocument();
  });

  it('keeps the spec animation (200-300 million) when the pool is off', async () => {
    const api = stubApi({ 'GET /api/house/jackpot': jackpotAnswer(false, 1_234_567) });
    renderCounter();
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/house/jackpot')).toBe(true),
    );
    const figure = screen.getByText(/^฿\d{3},\d{3},\d{3}\.\d{2}$/);
    expect(screen.queryByText('฿12,345.67')).toBeNull();
    const major = Number(figure.textContent!.replace(/[฿,]/g, ''));
    expect(major).toBeGreaterThanOrEqual(200_000_000);
    expect(major).toBeLessThanOrEqual(300_000_000);
  });
});
