import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import th from '../../../locales/th/auth.json';
import { apiError, stubApi } from '../../../test/api-stub';
import { validationRulesFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef';

describe('forgot password by e-mail', () => {
  it('validates, sends the request, then resets with the e-mailed code', async () => {
    const user = userEvent.setup();
    let resets = 0;
    const { calls } = stubApi({
      'GET /api/auth/validation-rules': { body: validationRulesFixture() },
      'POST /api/auth/password/forgot': { status: 204 },
      'POST /api/auth/password/reset': () =>
        ++resets === 1 ? apiError(400, 'RESET_CODE_INVALID') : { status: 204 },
    });
    renderApp('/login');
    const login = await screen.findByRole('dialog', { name: th.login.title });
    await user.click(within(login).getByRole('button', { name: th.login.forgot }));
    const dialog = await screen.findByRole('dialog', { name: th.forgot.title });

    // Nothing is sent while the form is not valid.
    await user.click(within(dialog).getByRole('button', { name: th.forgot.submit }));
    expect(within(dialog).getByText(th.error.usernameRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.username}`)),
      ' somchai ',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.email}`)),
      'somchai@mail',
    );
    await user.click(within(dialog).getByRole('button', { name: th.forgot.submit }));
    expect(within(dialog).getByText(th.error.emailInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/auth/password'))).toBe(false);

    await user.clear(within(dialog).getByLabelText(new RegExp(`^${th.field.email}`)));
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.email}`)),
      'somchai@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: th.forgot.submit }));
    expect(await within(dialog).findByText(th.forgot.sent)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/password/forgot')?.body).toEqual({
      username: 'somchai',
      email: 'somchai@example.com',
    });

    // Step two: code, new password (checked with the `password` rule) and confirmation.
    await user.type(within(dialog).getByLabelText(new RegExp(th.field.smsCode)), '12345');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${th.field.newPassword}`)), 'ab');
    await user.click(within(dialog).getByRole('button', { name: th.forgot.resetSubmit }));
    expect(within(dialog).getByText(th.error.codeRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/password/reset')).toBe(false);

    await user.type(within(dialog).getByLabelText(new RegExp(th.field.smsCode)), '6');
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.newPassword}`)),
      'cd1234',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(th.field.confirmNewPassword)),
      'abcd1234',
    );
    await user.click(within(dialog).getByRole('button', { name: th.forgot.resetSubmit }));
    // The server refused the code: the message sits under the code field.
    expect(await within(dialog).findByText('รหัสยืนยันไม่ถูกต้อง')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: th.forgot.resetSubmit }));
    expect(await within(dialog).findByText(th.forgot.changed)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/password/reset').at(-1)?.body).toEqual({
      username: 'somchai',
      code: '123456',
      newPassword: 'abcd1234',
      confirmNewPassword: 'abcd1234',
    });
    await user.click(within(dialog).getByRole('button', { name: th.forgot.toLogin }));
    expect(await screen.findByRole('dialog', { name: th.login.title })).toBeInTheDocument();
  });

  it('opens on the new-password step from the e-mail link and clears the token from the URL', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/auth/validation-rules': { body: validationRulesFixture() },
      'POST /api/auth/password/reset': { status: 204 },
    });
    const { router } = renderApp(`/?resetToken=${TOKEN}`);
    const dialog = await screen.findByRole('dialog', { name: th.forgot.title });
    expect(within(dialog).getByText(th.forgot.linkIntro)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(new RegExp(th.field.smsCode))).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.newPassword}`)),
      'abcd1234',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(th.field.confirmNewPassword)),
      'abcd1234',
    );
    await user.click(within(dialog).getByRole('button', { name: th.forgot.resetSubmit }));
    expect(await within(dialog).findByText(th.forgot.changed)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/password/reset')?.body).toEqual({
      token: TOKEN,
      newPassword: 'abcd1234',
      confirmNewPassword: 'abcd1234',
    });
  });
});
