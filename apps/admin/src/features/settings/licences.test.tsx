import { API } from '@lw/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('licence settings', { timeout: 20_000 }, () => {
  it('names a licence in each language, refuses one with no name, and saves the names', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('licences')}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/settings/licences');

    await user.click(await screen.findByRole('button', { name: 'Add licence' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the name in at least one language')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name (ไทย)' }), 'ใบอนุญาต');
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Licence');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => puts.length).toBe(1);
    expect(puts[0]!.body).toMatchObject({
      items: [{ id: 'licence-1', name: { th: 'ใบอนุญาต', en: 'Licence', zh: '' } }],
    });
    // The row is titled by the name in the page's language.
    expect(screen.getByText('Licence', { selector: '.row-card__title' })).toBeInTheDocument();
  });
});
