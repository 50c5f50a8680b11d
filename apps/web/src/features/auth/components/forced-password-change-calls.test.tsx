import { allowedBeforePasswordChange } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture, validationRulesFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 8000 };

describe('while a forced password change is open', () => {
  it('sends no signed-in call the server refuses; the held calls are made once it is changed', async () => {
    sessionStorage.setItem('token', 'tok-123');
    sessionStorage.setItem('isAgent', '0');
    sessionStorage.setItem('username', 'somchai');
    sessionStorage.setItem('forcePasswordChange', '1');
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/auth/validation-rules': { body: validationRulesFixture() },
      'POST /api/members/me/password': { status: 204 },
    });
    renderApp('/');
    const forced = await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' }, SLOW);
    // The lobby behind it loads its sections, favourites, messages...: give it time to ask.
    await screen.findAllByRole('region', undefined, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signedIn = calls.filter((c) => c.authorization !== null);
    expect(signedIn.length).toBeGreaterThan(0);
    const refused = signedIn.filter((c) => !allowedBeforePasswordChange(c.method, c.path));
    expect(refused.map((c) => `${c.method} ${c.path}`)).toEqual([]);

    const user = userEvent.setup();
    await user.type(within(forced).getByLabelText(/รหัสผ่านปัจจุบัน/), 'Default123');
    await user.type(within(forced).getByLabelText(/^รหัสผ่านใหม่/), 'Better2026');
    await user.type(within(forced).getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'Better2026');
    await user.click(within(forced).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    await waitFor(
      () =>
        expect(
          calls.some((c) => c.authorization && !allowedBeforePasswordChange(c.method, c.path)),
        ).toBe(true),
      SLOW,
    );
  });
});
