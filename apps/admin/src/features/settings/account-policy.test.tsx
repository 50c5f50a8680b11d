import { API, type TAccountPolicySettings } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettings, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const PATH = API.admin.settingsSection('accountPolicy');

function serve(puts: RecordedCall[]) {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
    [`GET ${API.admin.settings}`]: { body: allSettings() },
    [`PUT ${PATH}`]: (call) => {
      puts.push(call);
      return { body: call.body };
    },
  });
}

// Many typed characters per test: allow for a busy machine.
describe('account policy: new-IP second step and trial play money', { timeout: 20_000 }, () => {
  it('saves the ticked second-step methods in the chosen order and the money in minor units', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(puts);
    renderApp('/settings/account-policy');

    const list = await screen.findByRole('list', { name: 'Second step for a new IP' });
    expect(
      screen.getByText('No method ticked: sign-ins from a new IP need no second step.'),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'E-mail code' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Authenticator app' }));
    await user.click(within(list).getByRole('checkbox', { name: 'SMS code' }));
    // Order is now email, totp, sms: put the SMS code first.
    await user.click(screen.getByRole('button', { name: 'Move SMS code up' }));
    await user.click(screen.getByRole('button', { name: 'Move SMS code up' }));
    expect(screen.getByRole('button', { name: 'Move SMS code up' })).toBeDisabled();
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true, false]);
    expect(
      screen.getByText(
        'Members signing in from a new IP are offered the ticked methods in this order.',
      ),
    ).toBeInTheDocument();

    // 2,000.00 is shown for the stored 200000 minor units.
    const money = screen.getByLabelText('Trial play money');
    expect(money).toHaveValue('2000.00');
    await user.clear(money);
    await user.type(money, '1234.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const expected: TAccountPolicySettings = {
      ...allSettings().accountPolicy,
      newIpSecondStep: ['sms', 'email', 'totp'],
      trialPlayMoney: 123450,
    };
    expect(puts[0]!.body).toEqual(expected);
    // The amount is tidied to two decimals once left.
    expect(screen.getByLabelText('Trial play money')).toHaveValue('1234.50');
  });

  it('unticking a method removes it; an empty list switches the step off', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.settings}`]: {
        body: {
          ...allSettings(),
          accountPolicy: { ...allSettings().accountPolicy, newIpSecondStep: ['payeeName', 'sms'] },
        },
      },
      [`PUT ${PATH}`]: (call) => {
        puts.push(call);
        return { body: call.body };
      },
    });
    renderApp('/settings/account-policy');

    const list = await screen.findByRole('list', { name: 'Second step for a new IP' });
    const names = within(list)
      .getAllByRole('checkbox')
      .map((b) => b.closest('label')!.textContent);
    expect(names).toEqual(['Real name (payee)', 'SMS code', 'E-mail code', 'Authenticator app']);
    await user.click(within(list).getByRole('checkbox', { name: 'Real name (payee)' }));
    await user.click(within(list).getByRole('checkbox', { name: 'SMS code' }));
    expect(
      screen.getByText('No method ticked: sign-ins from a new IP need no second step.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.body as TAccountPolicySettings).newIpSecondStep).toEqual([]);
  });

  it('refuses a negative or malformed amount of play money before sending', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    serve(puts);
    renderApp('/settings/account-policy');

    const money = await screen.findByLabelText('Trial play money');
    await user.clear(money);
    await user.type(money, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 0 or more')).toBeInTheDocument();

    await user.clear(money);
    await user.type(money, '10.505');
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(puts).toHaveLength(0);
  });
});
