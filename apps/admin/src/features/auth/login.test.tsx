import { API, errorMessages } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/username|ชื่อผู้ใช้/i), username);
  await user.type(screen.getByLabelText(/^password$|^รหัสผ่าน$/i), password);
  await user.click(screen.getByRole('button', { name: /sign in|เข้าสู่ระบบ/i }));
}

describe('login screen', () => {
  it('shows the translated INVALID_CREDENTIALS message (Thai by default)', async () => {
    const { calls } = mockFetch({
      [`POST ${API.admin.login}`]: apiError('INVALID_CREDENTIALS', 401),
    });
    renderApp('/login', { language: 'th', signedIn: false });
    await signIn('Admin', 'wrong-password');

    expect(await screen.findByText(errorMessages.INVALID_CREDENTIALS.th)).toBeInTheDocument();
    // The username is normalised by the contract schema before it is sent.
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { username: 'admin', password: 'wrong-password' },
    });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it.each(['ACCOUNT_LOCKED', 'TOO_MANY_REQUESTS'] as const)('shows %s in English', async (code) => {
    mockFetch({
      [`POST ${API.admin.login}`]: apiError(code, code === 'ACCOUNT_LOCKED' ? 423 : 429),
    });
    renderApp('/login', { language: 'en', signedIn: false });
    await signIn('admin', 'whatever-1');
    expect(await screen.findByText(errorMessages[code].en)).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = mockFetch({});
    renderApp('/login', { language: 'en', signedIn: false });
    await userEvent.setup().click(await screen.findByRole('button', { name: /sign in/i }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('stores the token and opens the dashboard on success', async () => {
    const session = sessionFor('super_admin');
    const { calls } = mockFetch({
      [`POST ${API.admin.login}`]: {
        body: { ...session, token: 'tok-123', expiresAt: '2026-12-31T00:00:00.000Z' },
      },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`GET ${API.admin.auditLog}`]: { body: { items: [], total: 0, page: 1, pageSize: 6 } },
    });
    renderApp('/login', { language: 'en', signedIn: false });
    await signIn('admin', 'Admin-Pass-2026');

    expect(await screen.findByRole('heading', { name: 'Hello, Site Admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem('adminToken')).toBe('tok-123');
    await waitFor(() =>
      expect(calls.find((c) => c.path === API.admin.settings)?.headers.Authorization).toBe(
        'Bearer tok-123',
      ),
    );
    // The top bar names the acting operator and role.
    expect(
      screen.getByText('Super admin', { selector: '.operator-chip__role' }),
    ).toBeInTheDocument();
  });

  it('goes back to the login screen when a call answers 401', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: apiError('UNAUTHORIZED', 401),
    });
    renderApp('/settings/maintenance', { language: 'en' });
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });
});
