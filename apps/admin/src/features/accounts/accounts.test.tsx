import { API, errorMessages, type TOperatorRole } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountDetail, accountSummary, sessionFor } from '../../test/fixtures';
import { apiError, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const agent = accountSummary({
  id: 2,
  username: 'agentbkk',
  nickname: 'Bangkok team',
  type: 1,
  uplineId: 1,
  uplineUsername: 'masterth',
  depth: 1,
});
const member = accountSummary();

function listQueries(calls: RecordedCall[]): URLSearchParams[] {
  return calls
    .filter((c) => c.method === 'GET' && c.path.startsWith(`${API.admin.accounts}?`))
    .map((c) => new URL(c.path, 'http://x').searchParams);
}

function detailServer(role: TOperatorRole, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor(role) },
    [`GET ${API.admin.account(5)}`]: { body: accountDetail() },
    ...extra,
  });
}

describe('members and agents list', () => {
  it('renders the rows and sends the filters as query parameters', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.accounts}`]: {
        body: { items: [agent, member], total: 2, page: 1, pageSize: 50 },
      },
      [`GET ${API.admin.account(2)}`]: { body: accountDetail({ ...agent, uplineChain: [] }) },
    });
    renderApp('/accounts?status=locked&underAgentId=2');

    const table = await screen.findByRole('table', { name: 'Members & agents' });
    expect(await within(table).findByRole('link', { name: 'somchai88' })).toBeInTheDocument();
    expect(within(table).getByText('Bangkok team')).toBeInTheDocument();
    expect(within(table).getAllByText('Agent').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('203.0.113.55')).toHaveLength(2);
    // The downline filter names the agent, not only its id.
    expect(await screen.findByText('agentbkk', { selector: '.chip .mono' })).toBeInTheDocument();

    const first = listQueries(calls)[0]!;
    expect(Object.fromEntries(first)).toEqual({
      kind: 'all',
      status: 'locked',
      underAgentId: '2',
      page: '1',
      pageSize: '50',
    });

    await user.click(screen.getByRole('button', { name: 'Agents' }));
    await waitFor(() => expect(listQueries(calls).at(-1)!.get('kind')).toBe('agent'));

    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'somchai');
    await waitFor(() => expect(listQueries(calls).at(-1)!.get('q')).toBe('somchai'));
    const last = listQueries(calls).at(-1)!;
    expect(last.get('kind')).toBe('agent');
    expect(last.get('status')).toBe('locked');
    // Typing is debounced: no request per keystroke.
    expect(listQueries(calls).filter((q) => q.get('q') !== null)).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(listQueries(calls).at(-1)!.get('status')).toBe('active'));
  });
});

describe('account detail', () => {
  it('exports the page as CSV with the type and status as the table shows them', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.accounts}`]: {
        body: { items: [agent, member], total: 2, page: 1, pageSize: 50 },
      },
    });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: the file is caught where it would be handed to the browser.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:accounts';
    });
    URL.revokeObjectURL = vi.fn();
    renderApp('/accounts');
    const table = await screen.findByRole('table', { name: 'Members & agents' });
    await within(table).findByRole('link', { name: 'somchai88' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const [header, ...rows] = (await blobs[0]!.text()).replace('\uFEFF', '').split('\r\n');
    const typeAt = header!.split(',').indexOf('Type');
    const statusAt = header!.split(',').indexOf('Status');
    expect(rows.map((r) => r.split(',')[typeAt])).toEqual(['Agent', 'Member']);
    expect(rows.map((r) => r.split(',')[statusAt])).toEqual(['Active', 'Active']);
  });

  it('shows the upline chain and the actions to a support operator', async () => {
    detailServer('support');
    renderApp('/accounts/5');

    expect(await screen.findByRole('heading', { name: 'somchai88' })).toBeInTheDocument();
    const chain = screen.getByRole('navigation', { name: 'Upline chain' });
    expect(within(chain).getByRole('link', { name: 'masterth' })).toHaveAttribute(
      'href',
      '/accounts/1',
    );
    const actions = screen.getByRole('group', { name: 'Account actions' });
    expect(within(actions).getByRole('button', { name: 'Lock' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'End sessions' })).toBeInTheDocument();
    // Support may not read the audit log, so the link to it is not offered.
    expect(screen.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  });

  it('hides every action from a finance operator', async () => {
    detailServer('finance');
    renderApp('/accounts/5');

    expect(await screen.findByRole('heading', { name: 'somchai88' })).toBeInTheDocument();
    expect(screen.getByText('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Account actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('asks for a reason before locking and posts it', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    detailServer('support', {
      [`POST ${API.admin.accountStatus(5)}`]: (call) => {
        posts.push(call);
        return { body: { ...accountSummary(), status: 'locked' } };
      },
    });
    renderApp('/accounts/5');

    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lock somchai88?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(await within(dialog).findByText('At least 3 characters')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  Shared account, ticket 4411 ');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ status: 'locked', reason: 'Shared account, ticket 4411' });
    expect(await screen.findByText('somchai88 was locked.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resets the password after confirmation and shows the temporary password once', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    detailServer('super_admin', {
      [`POST ${API.admin.accountPasswordReset(5)}`]: (call) => {
        posts.push(call);
        return { body: { temporaryPassword: 'Tmp-7Qx9-Lw' } };
      },
    });
    renderApp('/accounts/5');

    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Reset the password of somchai88?',
    });
    expect(posts).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));

    const result = await screen.findByRole('dialog', {
      name: 'Temporary password for somchai88',
    });
    expect(within(result).getByText('Tmp-7Qx9-Lw')).toBeInTheDocument();
    expect(within(result).getByText(/shown only this once/)).toBeInTheDocument();
    expect(posts).toHaveLength(1);

    await user.click(within(result).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Tmp-7Qx9-Lw')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('create agent', () => {
  it('shows USERNAME_TAKEN on the field, then the initial password on success', async () => {
    const user = userEvent.setup();
    const posts: RecordedCall[] = [];
    let taken = true;
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('super_admin') },
      [`GET ${API.admin.accounts}`]: (call) => {
        const q = new URL(call.path, 'http://x').searchParams;
        const items = q.get('kind') === 'agent' ? [agent] : [agent, member];
        return { body: { items, total: items.length, page: 1, pageSize: 50 } };
      },
      [`POST ${API.admin.agents}`]: (call) => {
        posts.push(call);
        if (taken) return apiError('USERNAME_TAKEN', 409);
        return {
          status: 201,
          body: {
            account: accountSummary({
              id: 40,
              username: 'agentcnx',
              type: 2,
              uplineId: 2,
              uplineUsername: 'agentbkk',
            }),
            initialPassword: 'Init-4Kp2-Zz',
          },
        };
      },
    });
    renderApp('/accounts');

    await user.click(await screen.findByRole('button', { name: 'New agent' }));
    const drawer = await screen.findByRole('dialog', { name: 'New agent' });
    await user.type(within(drawer).getByLabelText('Username'), 'AgentBKK');
    await user.selectOptions(within(drawer).getByLabelText('Type'), '2');
    await user.click(within(drawer).getByLabelText('Upline'));
    await user.click(await within(drawer).findByRole('option', { name: /agentbkk/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Create agent' }));

    expect(await within(drawer).findByText(errorMessages.USERNAME_TAKEN.en)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(posts[0]!.body).toEqual({ username: 'agentbkk', type: 2, uplineId: 2 });

    taken = false;
    const username = within(drawer).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'agentcnx');
    await user.click(within(drawer).getByRole('button', { name: 'Create agent' }));

    const done = await screen.findByRole('dialog', { name: 'Agent agentcnx created' });
    expect(within(done).getByText('Init-4Kp2-Zz')).toBeInTheDocument();
    expect(within(done).getByText(/must change it at the first sign-in/)).toBeInTheDocument();
    expect(posts[1]!.body).toEqual({ username: 'agentcnx', type: 2, uplineId: 2 });

    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Init-4Kp2-Zz')).not.toBeInTheDocument();
  });

  it('is not offered to a finance operator', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${API.admin.accounts}`]: { body: { items: [member], total: 1, page: 1, pageSize: 50 } },
    });
    renderApp('/accounts');
    expect(await screen.findByRole('link', { name: 'somchai88' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New agent' })).not.toBeInTheDocument();
  });
});
