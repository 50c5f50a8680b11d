import { API, SECRET_PLACEHOLDER, type TAllSettings, type TOperatorRole } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const PATH = API.admin.settingsSection('identityProviders');

/** Settings as the server reads them back: one provider, its secret masked. */
function withGoogle(): TAllSettings {
  return {
    ...allSettings(),
    identityProviders: {
      providers: {
        google: {
          name: 'Google',
          enabled: true,
          issuer: 'https://accounts.google.com',
          clientId: 'google-client',
          clientSecret: SECRET_PLACEHOLDER,
          scopes: 'openid email profile',
          requireSms: false,
          order: 0,
        },
      },
    },
  };
}

function serve(settings: TAllSettings, puts: RecordedCall[], role: TOperatorRole = 'super_admin') {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor(role) },
    [`GET ${API.admin.settings}`]: { body: settings },
    [`PUT ${PATH}`]: (call) => {
      puts.push(call);
      return { body: call.body };
    },
  });
}

// Many typed characters per test: allow for a busy machine.
describe('social sign-in (OpenID Connect) settings', { timeout: 20_000 }, () => {
  it('adds a provider, shows its redirect URI and PUTs the whole section', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(withGoogle(), puts);
    renderApp('/settings/identity-providers');

    const table = await screen.findByRole('table', { name: 'Social sign-in (OpenID Connect)' });
    expect(within(table).getByText('Google')).toBeInTheDocument();
    expect(within(table).getByText('https://accounts.google.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add provider' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add provider' });
    // A new provider starts with the default scopes and after the existing one.
    expect(within(drawer).getByLabelText('Scopes')).toHaveValue('openid email profile');
    expect(within(drawer).getByLabelText('Order')).toHaveValue(1);
    expect(within(drawer).getByLabelText('Client secret')).toHaveAttribute('type', 'password');

    await user.type(within(drawer).getByLabelText('Id'), 'line');
    expect(within(drawer).getByLabelText('Redirect URI')).toHaveValue(
      `${window.location.origin}/api/auth/oidc/line/callback`,
    );
    await user.type(within(drawer).getByLabelText('Button name'), 'LINE');
    await user.type(within(drawer).getByLabelText('Issuer URL'), 'https://access.line.me');
    await user.type(within(drawer).getByLabelText('Client ID'), '1650000000');
    await user.type(within(drawer).getByLabelText('Client secret'), 'line-secret');
    await user.click(within(drawer).getByRole('switch', { name: 'Require SMS after sign-in' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      providers: {
        ...withGoogle().identityProviders.providers,
        line: {
          name: 'LINE',
          enabled: true,
          issuer: 'https://access.line.me',
          clientId: '1650000000',
          clientSecret: 'line-secret',
          scopes: 'openid email profile',
          requireSms: true,
          order: 1,
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getByText('LINE')).toBeInTheDocument();
  });

  it('keeps the placeholder secret when editing other fields', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(withGoogle(), puts);
    renderApp('/settings/identity-providers');

    await user.click(await screen.findByRole('button', { name: 'Edit Google' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit provider google' });
    // The id is fixed once created; the redirect URI is the stored one.
    expect(within(drawer).queryByLabelText('Id')).not.toBeInTheDocument();
    expect(within(drawer).getByLabelText('Redirect URI')).toHaveValue(
      `${window.location.origin}/api/auth/oidc/google/callback`,
    );
    expect(within(drawer).getByLabelText('Client secret')).toHaveValue(SECRET_PLACEHOLDER);
    expect(
      within(drawer).getByText(
        'Leave as is to keep the stored secret; type a new one to replace it.',
      ),
    ).toBeInTheDocument();

    const name = within(drawer).getByLabelText('Button name');
    await user.clear(name);
    await user.type(name, 'Google account');
    await user.click(within(drawer).getByRole('switch', { name: 'Shown to players' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      providers: {
        google: {
          ...withGoogle().identityProviders.providers.google,
          name: 'Google account',
          enabled: false,
          clientSecret: SECRET_PLACEHOLDER,
        },
      },
    });
  });

  it('replaces the secret when a new one is typed over the placeholder', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(withGoogle(), puts);
    renderApp('/settings/identity-providers');

    await user.click(await screen.findByRole('button', { name: 'Edit Google' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit provider google' });
    const secret = within(drawer).getByLabelText('Client secret');
    await user.click(secret);
    await user.keyboard('rotated-secret');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0]!.body as TAllSettings['identityProviders'];
    expect(body.providers.google!.clientSecret).toBe('rotated-secret');
  });

  it('checks the id and issuer before sending, and refuses a used id', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(withGoogle(), puts);
    renderApp('/settings/identity-providers');

    await user.click(await screen.findByRole('button', { name: 'Add provider' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add provider' });
    await user.type(within(drawer).getByLabelText('Id'), 'google');
    await user.type(within(drawer).getByLabelText('Button name'), 'Google 2');
    await user.type(within(drawer).getByLabelText('Issuer URL'), 'accounts.google.com');
    await user.type(within(drawer).getByLabelText('Client ID'), 'x');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(
      await within(drawer).findByText('Another provider already uses this id.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Issuer URL')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toHaveLength(0);
  });

  it('puts a server VALIDATION_ERROR issue on the field of the drawer', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: withGoogle() },
      [`PUT ${PATH}`]: apiError('VALIDATION_ERROR', 400, {
        issues: [
          {
            code: 'too_big',
            origin: 'string',
            maximum: 300,
            path: ['providers', 'google', 'clientId'],
          },
        ],
      }),
    });
    renderApp('/settings/identity-providers');

    await user.click(await screen.findByRole('button', { name: 'Edit Google' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit provider google' });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByText('At most 300 characters')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Client ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit provider google' })).toBeInTheDocument();
  });

  it('removes a provider after confirmation', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(withGoogle(), puts);
    renderApp('/settings/identity-providers');

    await user.click(await screen.findByRole('button', { name: 'Remove Google' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Google?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ providers: {} });
    expect(
      await screen.findByText('No providers yet. Add one to offer social sign-in.'),
    ).toBeInTheDocument();
  });

  it('lists providers read-only without settings.system.write', async () => {
    serve(withGoogle(), [], 'support');
    renderApp('/settings/identity-providers');
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(await screen.findByText('Google')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add provider' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Google' })).not.toBeInTheDocument();
  });
});
