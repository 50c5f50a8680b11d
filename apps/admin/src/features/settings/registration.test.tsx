import { API, type TRegistrationSettings } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const PATH = API.admin.settingsSection('registration');

// Many typed characters per test: allow for a busy machine.
describe('registration settings', { timeout: 20_000 }, () => {
  it('disables "required" while a field is hidden and sends the whole section', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${PATH}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/settings/registration');

    // Username, password and confirmation are always shown and required.
    expect(await screen.findByRole('switch', { name: 'Username shown' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Username required' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Username required' })).toBeChecked();

    const emailRequired = screen.getByRole('switch', { name: 'E-mail required' });
    expect(emailRequired).toBeEnabled();
    await user.click(emailRequired);
    expect(emailRequired).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'QQ shown' }));
    expect(screen.getByRole('switch', { name: 'QQ required' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Pattern of E-mail'), '3');
    await user.type(screen.getByLabelText('Maximum length of E-mail'), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const saved = allSettings().registration;
    const expected: TRegistrationSettings = {
      ...saved,
      fields: {
        ...saved.fields,
        username: { ...saved.fields.username, required: true },
        password: { ...saved.fields.password, required: true },
        confirmPassword: { ...saved.fields.confirmPassword, required: true },
        email: { ...saved.fields.email, required: true, patternId: 3, max: 120 },
        qqNum: { ...saved.fields.qqNum, shown: false, required: false },
      },
    };
    expect(puts[0]!.body).toEqual(expected);
  });

  it('sets the default sponsor agent for sign-ups without an invitation (issue 25)', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${PATH}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/settings/registration');
    const sponsor = await screen.findByRole('textbox', { name: 'Default sponsor agent' });
    expect(sponsor).toHaveValue('');
    await user.type(sponsor, 'AgentBkk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    // The schema lower-cases it, as usernames are stored.
    expect((puts[0]!.body as TRegistrationSettings).defaultSponsorAgent).toBe('agentbkk');
  });

  it('puts a server issue such as fields.email.min on its cell', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
      [`PUT ${PATH}`]: apiError('VALIDATION_ERROR', 400, {
        issues: [
          { code: 'too_big', origin: 'number', maximum: 255, path: ['fields', 'email', 'min'] },
        ],
      }),
    });
    renderApp('/settings/registration');

    await user.type(await screen.findByLabelText('Minimum length of E-mail'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const cell = screen.getByLabelText('Minimum length of E-mail').closest('td')!;
    expect(await within(cell).findByText('Must be 255 or less')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum length of E-mail')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const other = screen.getByLabelText('Minimum length of Nickname').closest('td')!;
    expect(within(other).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks min against max before sending', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/settings/registration');

    await user.type(await screen.findByLabelText('Minimum length of Nickname'), '10');
    await user.type(screen.getByLabelText('Maximum length of Nickname'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const cell = screen.getByLabelText('Minimum length of Nickname').closest('td')!;
    expect(await within(cell).findByText('Min must not be more than max')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is read-only without settings.system.write', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${API.admin.settings}`]: { body: allSettings() },
    });
    renderApp('/settings/account-policy');
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(await screen.findByLabelText('Default password')).toBeDisabled();
    expect(screen.getByLabelText('Default password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
