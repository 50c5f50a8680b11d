import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { permissionFixture } from '../../../test/fixtures';
import { renderApp, stubPermission } from '../../../test/render-app';

const endsAt = '2030-01-02T15:30:00.000Z';

describe('system gate', () => {
  it('status 1 shows the maintenance page with the end time and the operator message', async () => {
    await changeLanguage('en');
    stubPermission(
      permissionFixture({
        systemStatus: 1,
        maintenance: {
          active: true,
          endsAt,
          message: {
            th: 'ปิดปรับปรุงระบบ',
            en: 'Upgrading the wallet service.',
            zh: '钱包服务升级中',
          },
        },
      }),
    );
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'We are upgrading the site' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upgrading the wallet service.')).toBeInTheDocument();
    expect(screen.getByText('Jan 2, 2030, 10:30 PM GMT+7')).toBeInTheDocument();
    expect(screen.getByText(/2030/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    // Nothing of the normal site is shown.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('the maintenance customer-service button opens the first outside channel in a new tab, never the livechat placeholder', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubPermission(permissionFixture({ systemStatus: 1 }));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'ติดต่อฝ่ายบริการลูกค้า' }));
    expect(open).toHaveBeenCalledWith(
      'https://line.me/R/ti/p/@luckyway',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('status 2 shows the region-block page with the visitor IP and the message', async () => {
    stubPermission(
      permissionFixture({
        systemStatus: 2,
        location: { ip: '198.51.100.23', countryCode: 'US' },
        regionRestriction: {
          restricted: true,
          message: {
            th: 'ไม่ให้บริการในประเทศของคุณ',
            en: 'Not served in your country.',
            zh: '不服务您的国家',
          },
        },
      }),
    );
    renderApp('/member');
    expect(
      await screen.findByRole('heading', { name: 'ไม่สามารถใช้งานได้ในพื้นที่ของคุณ' }),
    ).toBeInTheDocument();
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
    expect(screen.getByText('ไม่ให้บริการในประเทศของคุณ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ติดต่อฝ่ายบริการลูกค้า' })).toBeInTheDocument();
  });

  it('a network failure shows a retry screen that recovers', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'ไม่สามารถเชื่อมต่อกับเว็บไซต์ได้' }),
    ).toBeInTheDocument();
    expect(screen.getByText('การเชื่อมต่อเครือข่ายผิดปกติ กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();

    fetchMock.mockResolvedValue(new Response(JSON.stringify(permissionFixture()), { status: 200 }));
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
  });

  it('a response that breaks the contract is treated as an error, not rendered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ systemStatus: 7 }), { status: 200 })),
    );
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'ไม่สามารถเชื่อมต่อกับเว็บไซต์ได้' }),
    ).toBeInTheDocument();
  });
});
