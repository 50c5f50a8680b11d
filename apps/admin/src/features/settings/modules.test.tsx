import { API, type TModuleSettings } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

function serve(puts: RecordedCall[] = []) {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
    [`GET ${API.admin.settings}`]: { body: allSettings() },
    [`PUT ${API.admin.settingsSection('modules')}`]: (call) => {
      puts.push(call);
      return { body: call.body };
    },
  });
}

describe('modules: the new login modules', { timeout: 20_000 }, () => {
  it('lists one-click login, forgot by mobile and social sign-in, and saves a switch', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(puts);
    renderApp('/settings/modules');

    const social = await screen.findByRole('switch', { name: 'Social sign-in' });
    expect(screen.getByRole('switch', { name: 'One-click login' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Forgot password by mobile' })).toBeChecked();
    expect(social).toHaveAccessibleDescription(
      'Players can sign in with the OpenID Connect providers set up under Social sign-in.',
    );
    await user.click(social);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0]!.body as TModuleSettings;
    expect(body.enabled['login.social']).toBe(false);
    expect(body.enabled['login.oneClick']).toBe(true);
  });

  it('names them in Thai, the default language', async () => {
    serve();
    renderApp('/settings/modules', { language: 'th' });
    expect(await screen.findByRole('switch', { name: 'เข้าสู่ระบบด้วยโซเชียล' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'เข้าสู่ระบบในคลิกเดียว' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'ลืมรหัสผ่านผ่านเบอร์มือถือ' })).toBeInTheDocument();
  });
});
