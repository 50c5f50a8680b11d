import type { TPermissionResponse } from '@lw/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { permissionQuery } from '../../../api/get-permission';
import { svgDataUrl } from '../../../lib/art';
import { i18n } from '../../../lib/i18n';
import { permissionFixture } from '../../../test/fixtures';
import { AppDownloadRoute } from './app-download-route';

function renderPage(appDownloads: TPermissionResponse['appDownloads']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(permissionQuery.queryKey, permissionFixture({ appDownloads }));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AppDownloadRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const expectedQr = async (link: string) =>
  svgDataUrl(await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/app', () => {
  it('draws each configured link as a QR code, with its download button and install steps', async () => {
    const links = {
      ios: 'https://dl.example.com/lw.ipa',
      iosLite: 'https://dl.example.com/lite',
      android: 'https://dl.example.com/lw.apk',
    };
    renderPage(links);
    for (const [platform, name] of [
      ['ios', 'iOS'],
      ['iosLite', 'iOS Lite'],
      ['android', 'Android'],
    ] as const) {
      const card = (await screen.findByRole('heading', { name })).closest('article')!;
      const qr = await within(card).findByRole('img', {
        name: `QR code to download the ${name} app`,
      });
      expect(qr).toHaveAttribute('src', await expectedQr(links[platform]));
      expect(within(card).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'href',
        links[platform],
      );
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    }
    const ios = screen.getByRole('heading', { name: 'iOS' }).closest('article')!;
    expect(ios).toHaveTextContent('choose Trust');
    const android = screen.getByRole('heading', { name: 'Android' }).closest('article')!;
    expect(android).toHaveTextContent('allow installing apps from this source');
    const lite = screen.getByRole('heading', { name: 'iOS Lite' }).closest('article')!;
    expect(lite).toHaveTextContent('Add to Home Screen');
    expect(screen.getByRole('heading', { name: 'Install this site as an app' })).toBeVisible();
  });

  it('shows only the platforms with a link, and the site install when there is none', async () => {
    renderPage({ ios: '', iosLite: '', android: 'https://dl.example.com/lw.apk' });
    expect(await screen.findByRole('heading', { name: 'Android' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'iOS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'iOS Lite' })).not.toBeInTheDocument();
  });

  it('offers installing the site as an app when no app link is configured', async () => {
    renderPage({ ios: '', iosLite: '', android: '' });
    expect(await screen.findByText(/No app download is offered yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Install this site as an app' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });
});
