import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { signIn, stubApi } from '../../test/api-stub';
import {
  loginHistoryFixture,
  memberFixture,
  publicStateFixture,
  validationRulesFixture,
} from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { copyText } from './lib/copy-text';

// The first render loads the lazy member route: slow on a busy machine.
const SLOW = { timeout: 10_000 };
const B3 = '/api/content/avatars/builtin/b3.svg';

function memberApi(extra: Parameters<typeof stubApi>[0] = {}, language = 'th') {
  return stubApi({
    'GET /api/members/me': { body: memberFixture({ language }) },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/members/me/login-history': { body: loginHistoryFixture() },
    'GET /api/auth/validation-rules': { body: validationRulesFixture() },
    'GET /api/members/me/avatar': { body: { avatarId: null, url: null } },
    'GET /api/content/avatars': {
      body: {
        avatars: [1, 2, 3].map((n) => ({
          id: `b${n}`,
          url: `/api/content/avatars/builtin/b${n}.svg`,
          builtIn: true,
        })),
      },
    },
    ...extra,
  });
}

const headerAvatar = () =>
  within(screen.getByRole('banner'))
    .getByRole('button', { name: /^เมนูบัญชี/ })
    .querySelector('img')!;

afterEach(() => vi.unstubAllGlobals());

describe('profile touches', { timeout: 20_000 }, () => {
  it('the member chooses an avatar; the header shows it, and the drawn one when it fails to load', async () => {
    signIn(0);
    const { calls } = memberApi({
      'PUT /api/members/me/avatar': { body: { avatarId: 'b3', url: B3 } },
    });
    renderApp('/member');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนรูปโปรไฟล์' }, SLOW));
    const picker = await screen.findByRole('dialog', { name: 'เลือกรูปโปรไฟล์ของคุณ' });
    await user.click(await within(picker).findByRole('button', { name: 'รูปโปรไฟล์ 3' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ avatarId: 'b3' });
    await waitFor(() => expect(headerAvatar()).toHaveAttribute('src', B3));

    fireEvent.error(headerAvatar());
    await waitFor(() => expect(headerAvatar().getAttribute('src')).toMatch(/^data:image\/svg/));
    expect(headerAvatar()).toHaveAttribute('data-avatar', 'drawn');
  });

  it('copy user id puts the account on the clipboard and shows the success dialog', async () => {
    signIn(0);
    memberApi();
    renderApp('/member');
    // user-event puts its own clipboard on navigator: ours goes in after it.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'คัดลอกไอดีผู้ใช้' }, SLOW));
    const dialog = await screen.findByRole('alertdialog', { name: 'คัดลอกสำเร็จ' });
    expect(dialog).toHaveTextContent('somchai');
    expect(writeText).toHaveBeenCalledWith('somchai');
  });

  it('copyText falls back to a selected text area where the Clipboard API is missing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    expect(await copyText('somchai')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it("after sign-in the site takes the member's saved language, and a switch is saved", async () => {
    signIn(0);
    const { calls } = memberApi(
      { 'PUT /api/members/me/language': { body: { language: 'zh' } } },
      'en',
    );
    renderApp('/');
    await waitFor(() => expect(i18n.language).toBe('en'), SLOW);
    // Adopting the saved language saves nothing back.
    expect(calls.some((c) => c.path === '/api/members/me/language')).toBe(false);
    await i18n.changeLanguage('zh');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/members/me/language')?.body).toEqual({
        language: 'zh',
      }),
    );
  });

  it('a visitor switching language saves nothing on the server', async () => {
    const { calls } = memberApi();
    renderApp('/');
    await screen.findByRole('region', { name: 'แนะนำ' }, SLOW);
    await i18n.changeLanguage('en');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.path === '/api/members/me/language')).toBe(false);
  });
});
