import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionQuery } from '../../../api/get-permission';
import { i18n } from '../../../lib/i18n';
import { ThemeProvider } from '../../../lib/theme-context';
import { permissionFixture } from '../../../test/fixtures';
import { IpRestrictedRoute } from './ip-restricted-route';

function renderAt(config = permissionFixture()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(permissionQuery.queryKey, config);
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/restricted']}>
          <Routes>
            <Route path="/restricted" element={<IpRestrictedRoute />} />
            <Route path="/" element={<p>Lobby</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/restricted', () => {
  it("shows the visitor's IP, info_ip_block and the customer-service button", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderAt();
    expect(screen.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
    expect(screen.getByText('Access is restricted from your location or IP.')).toBeVisible();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('203.0.113.7');
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    // The livechat channel's address is a placeholder for the in-app chat: LINE is the way out.
    expect(open).toHaveBeenCalledWith(
      'https://line.me/R/ti/p/@luckyway',
      '_blank',
      expect.anything(),
    );
    // Not blocked by the start-up status: a way back.
    await user.click(screen.getByRole('link', { name: 'Go to the lobby' }));
    expect(screen.getByText('Lobby')).toBeVisible();
  });

  it("shows the operator's own message, and no way back to a lobby that is blocked", () => {
    renderAt(
      permissionFixture({
        systemStatus: 2,
        regionRestriction: {
          restricted: true,
          message: { th: 'ไม่ให้บริการ', en: 'Not offered in your country.', zh: '不提供服务' },
        },
      }),
    );
    expect(screen.getByText('Not offered in your country.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to the lobby' })).not.toBeInTheDocument();
  });
});
