import { API, errorMessages, type TOperator } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { apiError, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const me = sessionFor('super_admin');
const nina: TOperator = {
  ...sessionFor('content', 2).operator,
  username: 'nina',
  displayName: 'Nina',
};

describe('operators screen', () => {
  it('lists operators and shows USERNAME_TAKEN on the username field', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: me },
      [`GET ${API.admin.operators}`]: { body: { items: [me.operator, nina] } },
      [`POST ${API.admin.operators}`]: (call) => {
        posts.push(call);
        return apiError('USERNAME_TAKEN', 409);
      },
    });
    renderApp('/operators');

    const table = await screen.findByRole('table', { name: 'Operators' });
    expect(await within(table).findByText('nina')).toBeInTheDocument();
    expect(within(table).getByText('Content')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New operator' }));
    const drawer = await screen.findByRole('dialog', { name: 'New operator' });
    await user.type(within(drawer).getByLabelText('Username'), 'Nina');
    await user.type(within(drawer).getByLabelText('Display name'), 'Second Nina');
    await user.selectOptions(within(drawer).getByLabelText('Role'), 'finance');
    await user.type(within(drawer).getByLabelText('Initial password'), 'Finance-Pass-7');
    await user.click(within(drawer).getByRole('button', { name: 'New operator' }));

    expect(await within(drawer).findByText(errorMessages.USERNAME_TAKEN.en)).toBeInTheDocument();
    expect(posts[0]!.body).toEqual({
      username: 'nina',
      displayName: 'Second Nina',
      role: 'finance',
      password: 'Finance-Pass-7',
    });
  });

  it('asks before disabling an operator and shows LAST_SUPER_ADMIN translated', async () => {
    const user = userEvent.setup();
    const patches: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin', 7) },
      [`GET ${API.admin.operators}`]: { body: { items: [me.operator, nina] } },
      [`PATCH ${API.admin.operator(1)}`]: (call) => {
        patches.push(call);
        return apiError('LAST_SUPER_ADMIN', 409);
      },
    });
    renderApp('/operators', { language: 'zh' });

    await user.click(await screen.findByRole('button', { name: '编辑 admin' }));
    const drawer = await screen.findByRole('dialog');
    await user.selectOptions(within(drawer).getByLabelText('状态'), 'disabled');
    await user.click(within(drawer).getByRole('button', { name: '保存更改' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '停用操作员' }),
    );

    await waitFor(() => expect(patches).toHaveLength(1));
    // Only the changed field is sent.
    expect(patches[0]!.body).toEqual({ status: 'disabled' });
    expect(await within(drawer).findByText(errorMessages.LAST_SUPER_ADMIN.zh)).toBeInTheDocument();
  });

  it('is not offered to a support operator', async () => {
    mockFetch({ [`GET ${API.admin.session}`]: { body: sessionFor('support') } });
    renderApp('/operators');
    expect(
      await screen.findByText('Your role does not give access to this screen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
  });
});
