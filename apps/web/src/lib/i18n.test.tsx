import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../test/fixtures';
import { renderApp, stubPermission } from '../test/render-app';

describe('language', () => {
  it('starts in Thai and switching language changes the texts, <html lang> and is remembered', async () => {
    stubPermission();
    const user = userEvent.setup();
    renderApp('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'ล็อบบี้เกม LuckyWay' },
        // The first render of the file (cold imports) on a busy machine.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('th');

    const [select] = within(header).getAllByLabelText('ภาษา');
    expect(
      within(select!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ไทย', 'English', '简体中文']);
    await user.selectOptions(select!, 'en');

    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LuckyWay game lobby' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');

    await user.selectOptions(within(header).getAllByLabelText('Language')[0]!, 'zh');
    expect(await within(header).findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('an offered language without shipped texts falls back to English', async () => {
    const fixture = permissionFixture();
    fixture.languages.offered.push({
      code: 'ja',
      name: 'Japanese',
      nativeName: '日本語',
      complete: false,
    });
    stubPermission(fixture);
    const user = userEvent.setup();
    renderApp('/');
    const header = await screen.findByRole('banner');
    await user.selectOptions(within(header).getAllByLabelText('ภาษา')[0]!, 'ja');
    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
  });
});
