import { API, errorMessages, type TMaintenanceSettings } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const MAINTENANCE_PATH = API.admin.settingsSection('maintenance');

function serverFor(role: 'super_admin' | 'content', onPut?: (call: RecordedCall) => void) {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor(role) },
    [`GET ${API.admin.settings}`]: { body: allSettings() },
    [`PUT ${MAINTENANCE_PATH}`]: (call) => {
      onPut?.(call);
      return { body: call.body };
    },
  });
}

// Many typed characters per test: allow for a busy machine.
describe('maintenance settings', { timeout: 20_000 }, () => {
  it('is read-only for a content operator', async () => {
    const { calls } = serverFor('content');
    renderApp('/settings/maintenance');

    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Site in maintenance' })).toBeDisabled();
    expect(screen.getByLabelText('IP addresses or CIDR ranges')).toBeDisabled();
    expect(screen.getByLabelText('IP addresses or CIDR ranges')).toHaveValue('203.0.113.10');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    // The status of the saved value is still shown.
    expect(screen.getByText('Site open')).toBeInTheDocument();
    // Content operators do not see system-only navigation such as operators and the audit log.
    expect(screen.queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('rejects a bad bypass IP inline, then sends the whole section when valid', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serverFor('super_admin', (call) => puts.push(call));
    renderApp('/settings/maintenance');

    const ips = await screen.findByLabelText('IP addresses or CIDR ranges');
    await user.clear(ips);
    await user.type(ips, '198.51.100.7{Enter}10.0.0.x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Line 2 (10.0.0.x): Must be an IP address or CIDR range (e.g. 203.0.113.10 or 10.0.0.0/8)',
      ),
    ).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(ips);
    await user.type(ips, '198.51.100.7{Enter}10.0.0.0/8{Enter}');
    const english = screen.getByRole('tab', { name: /English/ });
    await user.click(english);
    const message = screen.getByLabelText('Maintenance message (English)');
    await user.clear(message);
    await user.type(message, 'Back at noon');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const expected: TMaintenanceSettings = {
      enabled: false,
      endsAt: null,
      message: { th: 'ปิดปรับปรุง', en: 'Back at noon', zh: '维护中' },
      bypassIps: ['198.51.100.7', '10.0.0.0/8'],
    };
    expect(puts[0]!.body).toEqual(expected);
    expect(puts[0]!.headers.Authorization).toBe('Bearer test-token');
    expect(
      await screen.findByText('Saved. Players see the change within a minute.'),
    ).toBeInTheDocument();
  });

  it('asks for confirmation before switching maintenance on', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serverFor('super_admin', (call) => puts.push(call));
    renderApp('/settings/maintenance');

    await user.click(await screen.findByRole('switch', { name: 'Site in maintenance' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Put the site in maintenance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Start maintenance',
      }),
    );
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ enabled: true });
    // The saved value now drives the status pill.
    expect(await screen.findByText('In maintenance')).toBeInTheDocument();
  });

  it('puts server validation issues on the field they name', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${MAINTENANCE_PATH}`]: apiError('VALIDATION_ERROR', 400, {
        issues: [
          {
            code: 'invalid_format',
            path: ['bypassIps', 0],
            message: 'must be an IP address or CIDR range',
          },
        ],
      }),
    });
    renderApp('/settings/maintenance');
    const ips = await screen.findByLabelText('IP addresses or CIDR ranges');
    await user.type(ips, '{Enter}192.0.2.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/^Line 1 \(203\.0\.113\.10\): Must be an IP/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(errorMessages.VALIDATION_ERROR.en).length).toBeGreaterThan(0);
  });
});
