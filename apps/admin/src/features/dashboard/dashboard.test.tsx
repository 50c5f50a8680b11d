import { API } from '@lw/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('dashboard shortcuts', { timeout: 20_000 }, () => {
  it.each(['en', 'th', 'zh'] as const)(
    'names every screen with a hint, also of feature namespaces (%s)',
    async (language) => {
      mockFetch({
        [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
        [`GET ${API.admin.settings}`]: { body: allSettings() },
      });
      renderApp('/', { language });
      const links = await screen.findAllByRole('link', { name: /./ });
      const shortcuts = links.filter((a) => a.classList.contains('shortcut'));
      expect(shortcuts.length).toBeGreaterThan(20);
      for (const shortcut of shortcuts) {
        const text = within(shortcut)
          .getAllByText(/./)
          .map((n) => n.textContent ?? '');
        // A missing translation shows its key (e.g. 'cashier.nav.deposits', 'shortcuts.sms').
        expect(text.join(' | ')).not.toMatch(/\b(nav|shortcuts|cashier)\.[a-zA-Z]/);
        // ... or the key's last part alone (i18next answers 'agentTree.nav' for a bad namespace).
        for (const part of text) expect(part).not.toMatch(/^[\w:]+\.[\w.]+$/);
      }
      expect(shortcuts.some((s) => s.getAttribute('href')?.endsWith('/cashier/deposits'))).toBe(
        true,
      );
    },
  );
});
