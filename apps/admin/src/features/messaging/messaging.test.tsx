import { API, type TEmailSettings, type TOutboxMessage } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const NO_ACCESS = 'Your role does not give access to this screen.';

const message = (id: number, channel: 'email' | 'sms', over: Partial<TOutboxMessage> = {}) => ({
  id,
  channel,
  to: channel === 'email' ? `p${id}@example.com` : '+66812345678',
  subject: channel === 'email' ? `Subject ${id}` : null,
  body: `Body ${id}`,
  status: 'sent' as const,
  error: null,
  provider: channel === 'email' ? 'smtp' : 'outbox',
  createdAt: '2026-03-01T09:30:00.000Z',
  ...over,
});

describe('e-mail settings', () => {
  it('masks the SMTP password, saves the whole section and sends a test message', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    const tests: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('email')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
      [`POST ${API.admin.messagingTest}`]: (call) => {
        tests.push(call);
        return { body: { status: 'failed', error: 'connect ECONNREFUSED', provider: 'smtp' } };
      },
    });
    renderApp('/settings/email');

    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('smtp-secret');

    const host = screen.getByLabelText('Host');
    await user.clear(host);
    await user.type(host, 'mail.example.net');
    const port = screen.getByLabelText('Port');
    await user.clear(port);
    await user.type(port, '465');
    await user.selectOptions(screen.getByLabelText('Security'), 'true');
    await user.clear(password);
    await user.type(password, 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const saved = allSettings().email;
    const expected: TEmailSettings = {
      ...saved,
      smtp: {
        ...saved.smtp,
        host: 'mail.example.net',
        port: 465,
        secure: true,
        password: 'new-secret',
      },
    };
    expect(puts[0]!.body).toEqual(expected);

    await user.type(screen.getByLabelText('Send to e-mail address'), 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(tests).toHaveLength(1));
    expect(tests[0]!.body).toEqual({ channel: 'email', to: 'ops@example.com' });
    expect(await screen.findByText('connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('a support operator reads the settings without the test button', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/settings/sms');
    expect(await screen.findByLabelText('Sender ID')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send test' })).not.toBeInTheDocument();
  });
});

describe('messages outbox', () => {
  it('lists messages newest first, filters by channel and pages', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${API.admin.outbox}`]: (call) => {
        const q = new URL(call.path, 'http://x').searchParams;
        const items =
          q.get('channel') === 'sms'
            ? [message(3, 'sms')]
            : [message(2, 'email', { status: 'failed', error: 'SMTP down' }), message(1, 'email')];
        return {
          body: { items, total: q.get('channel') === 'sms' ? 1 : 60, page: 1, pageSize: 25 },
        };
      },
    });
    renderApp('/outbox');

    const table = await screen.findByRole('table', { name: 'Messages outbox' });
    await within(table).findByText('p2@example.com');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('p2@example.com');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('SMTP down');
    expect(rows[2]).toHaveTextContent('Subject 1');

    await user.selectOptions(screen.getByLabelText('Filter by channel'), 'sms');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path.startsWith(API.admin.outbox) && c.path.includes('channel=sms')),
      ).toBe(true),
    );
    expect(await screen.findByText('+66812345678')).toBeInTheDocument();
  });

  it('is refused to a finance operator', async () => {
    mockFetch({ [`GET ${API.admin.session}`]: { body: sessionFor('finance') } });
    renderApp('/outbox');
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
