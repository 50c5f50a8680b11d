import { API } from '@lw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('reality check settings', { timeout: 30_000 }, () => {
  it('saves the intervals offered and the default among them', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${API.admin.settingsSection('realityChecks')}`]: (call) => ({ body: call.body }),
    });
    renderApp('/reality-checks/settings', { language: 'en' });
    const fifteen = await screen.findByRole('checkbox', { name: '15 minutes' }, { timeout: 8000 });
    await user.click(fifteen);
    await user.click(screen.getByRole('checkbox', { name: '120 minutes' }));
    await user.selectOptions(screen.getByLabelText('Default interval'), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        intervals: [30, 45, 60, 90],
        defaultMinutes: 30,
      }),
    );
  });
});
