import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubPermission } from '../test/render-app';

describe('theme', () => {
  it('follows the system until chosen, then the toggle switches and remembers the choice', async () => {
    stubPermission();
    const user = userEvent.setup();
    renderApp('/');
    const header = await screen.findByRole('banner');
    // jsdom's system preference is light.
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'เปลี่ยนเป็นธีมมืด' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(within(header).getByRole('button', { name: 'เปลี่ยนเป็นธีมสว่าง' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts in the stored theme', async () => {
    localStorage.setItem('theme', 'dark');
    stubPermission();
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(within(header).getByRole('button', { name: 'เปลี่ยนเป็นธีมสว่าง' })).toBeInTheDocument();
  });
});
