import { API } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('region settings: test an IP', { timeout: 20_000 }, () => {
  it('looks up a single address only, and shows what that visitor would see', async () => {
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${API.admin.ipLookup('203.0.113.10')}`]: {
        body: { ip: '203.0.113.10', countryCode: 'TH', systemStatus: 0, reason: 'allowed' },
      },
    });
    renderApp('/settings/region');
    const user = userEvent.setup();
    const ip = await screen.findByLabelText('IP address');
    const card = ip.closest('form') as HTMLElement;
    const lookups = () => calls.filter((c) => c.path.startsWith('/api/admin/geoip/'));

    for (const wrong of ['not-an-ip', '10.0.0.0/8']) {
      await user.clear(ip);
      await user.type(ip, wrong);
      await user.click(within(card).getByRole('button', { name: 'Test' }));
      expect(await within(card).findByRole('alert')).toHaveTextContent(
        'Enter a single IPv4 or IPv6 address.',
      );
      expect(ip).toHaveAttribute('aria-invalid', 'true');
    }
    expect(lookups()).toHaveLength(0);

    await user.clear(ip);
    await user.type(ip, ' 203.0.113.10 ');
    await user.click(within(card).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(lookups()).toHaveLength(1));
    expect(lookups()[0]!.path).toBe(API.admin.ipLookup('203.0.113.10'));
    expect(await screen.findByText('Sees the site')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
