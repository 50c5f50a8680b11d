import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../test/api-stub';
import { memberFixture, publicStateFixture, registerSettingsFixture } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const SLOW = { timeout: 5000 };

function signedInApi() {
  signIn(0);
  stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/auth/register-settings': { body: registerSettingsFixture() },
  });
}

describe('/login and /register for a visitor who is already signed in', () => {
  it.each(['/login', '/register'])('%s goes home without opening a sign-in modal', async (path) => {
    signedInApi();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    expect(await screen.findByRole('heading', { name: 'แจ็คพอตสะสม' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Replaced, not pushed: Back does not return to /login.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('/login goes to the page the visitor was sent from', async () => {
    signedInApi();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'แจ็คพอตสะสม' }, SLOW);
    await act(() =>
      router.navigate('/login', {
        state: { from: { pathname: '/member', search: '?page=withdraw', hash: '' } },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(router.state.location.search).toBe('?page=withdraw');
    expect(screen.queryByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeNull();
  });

  it('a signed-out visitor at /login still gets the login popup', async () => {
    stubApi();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
