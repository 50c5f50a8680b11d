import {
  addDays,
  ADMIN_AGENT_REPORT_API,
  ADMIN_AGENT_TREE_API,
  ADMIN_SELF_DEALING_API,
  API,
  type TAgentTree,
  type TAgentTreeNode,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountDetail, accountSummary, sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

function node(id: number, over: Partial<TAgentTreeNode> = {}): TAgentTreeNode {
  return {
    id,
    username: `user${id}`,
    nickname: `User ${id}`,
    type: 1,
    isAgent: true,
    status: 'active',
    depth: 1,
    uplineId: 1,
    uplineUsername: 'house',
    directCount: 0,
    teamSize: 0,
    ...over,
  };
}

const top = node(2, { username: 'topagent', directCount: 2, teamSize: 5 });
const mid = node(3, { username: 'midagent', depth: 2, uplineId: 2, uplineUsername: 'topagent' });
const leaf = node(4, {
  username: 'leafmember',
  type: 0,
  isAgent: false,
  depth: 2,
  uplineId: 2,
  uplineUsername: 'topagent',
});

function page(items: TAgentTreeNode[], chain: TAgentTree['chain'] = []): TAgentTree {
  return { chain, items, total: items.length, page: 1, pageSize: 50 };
}

const treeQueries = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.path.startsWith(ADMIN_AGENT_TREE_API.tree))
    .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

describe('agent tree browser', () => {
  it('drills down level by level, walks back by the path, and searches the whole tree', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${ADMIN_AGENT_TREE_API.tree}`]: (call) => {
        const query = new URL(call.path, 'http://x').searchParams;
        if (query.get('q')) return { body: page([leaf]) };
        if (query.get('parentId') === '2') {
          return { body: page([mid, leaf], [{ id: 2, username: 'topagent' }]) };
        }
        return { body: page([top]) };
      },
    });
    renderApp('/agent-tree', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Agent tree' });
    const row = (await within(table).findByRole('link', { name: 'topagent' })).closest('tr')!;
    expect(row).toHaveTextContent('5');
    expect(treeQueries(calls)[0]).toEqual({ page: '1' });

    await user.click(within(row).getByRole('button', { name: 'Open the level under topagent' }));
    expect(await within(table).findByRole('link', { name: 'midagent' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'leafmember' })).toBeInTheDocument();
    // A member has no level to open.
    expect(
      within(table).queryByRole('button', { name: 'Open the level under leafmember' }),
    ).not.toBeInTheDocument();
    const path = screen.getByRole('navigation', { name: 'Path in the tree' });
    expect(within(path).getByText('topagent')).toHaveAttribute('aria-current', 'page');
    expect(treeQueries(calls).at(-1)).toEqual({ parentId: '2', page: '1' });

    await user.click(within(path).getByRole('button', { name: 'Top' }));
    expect(await within(table).findByRole('link', { name: 'topagent' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search the tree' }), 'leaf');
    await waitFor(() => expect(treeQueries(calls).at(-1)).toEqual({ q: 'leaf', page: '1' }));
    expect(await within(table).findByRole('link', { name: 'leafmember' })).toBeInTheDocument();
    expect(within(path).getByText('Search: leaf')).toBeInTheDocument();
  });

  it('locks an account from the tree with a reason; move is offered beside it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${ADMIN_AGENT_TREE_API.tree}`]: { body: page([top]) },
      [`POST ${API.admin.accountStatus(2)}`]: {
        body: accountSummary({ id: 2, username: 'topagent', status: 'locked' }),
      },
    });
    renderApp('/agent-tree', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Agent tree' });
    await user.click(await within(table).findByRole('button', { name: 'Lock topagent' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lock topagent?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Shared devices in its team');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        status: 'locked',
        reason: 'Shared devices in its team',
      }),
    );
    expect(
      within(table).getByRole('button', { name: 'Move topagent to another upline' }),
    ).toBeInTheDocument();
  });

  it('offers no move or lock without members.manage', async () => {
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('finance') },
      [`GET ${ADMIN_AGENT_TREE_API.tree}`]: { body: page([top]) },
    });
    renderApp('/agent-tree', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Agent tree' });
    await within(table).findByRole('link', { name: 'topagent' });
    expect(within(table).queryByRole('button', { name: 'Lock topagent' })).not.toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Open the level under topagent' }),
    ).toBeInTheDocument();
  });
});

describe('self-dealing flags', () => {
  it("lists the flagged agents; the agent's page shows each shared value and the team report", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${ADMIN_AGENT_REPORT_API.report.replace(':id', '7')}`]: (call) => {
        const q = new URL(call.path, 'http://x').searchParams;
        return {
          body: {
            agentId: 7,
            username: 'agentself',
            from: q.get('from'),
            to: q.get('to'),
            currency: 'THB',
            teamSize: 12,
            newMembers: 3,
            depositCount: 4,
            deposits: 1_520_00,
            activeMembers: 5,
            bets: 300_00,
            validBets: 290_00,
            wins: 50_00,
            profitLoss: -250_00,
          },
        };
      },
      [`GET ${ADMIN_SELF_DEALING_API.list}`]: {
        body: { items: [{ agentId: 7, username: 'agentself', devices: 2, ips: 1, banks: 0 }] },
      },
      [`GET ${API.admin.account(7)}`]: {
        body: accountDetail({ id: 7, username: 'agentself', type: 1, uplineChain: [] }),
      },
      [`GET ${ADMIN_SELF_DEALING_API.agent.replace(':id', '7')}`]: {
        body: {
          agentId: 7,
          username: 'agentself',
          flags: [
            {
              kind: 'device',
              value: 'dev-123',
              accounts: [
                { id: 8, username: 'memone' },
                { id: 9, username: 'memtwo' },
              ],
            },
            { kind: 'bank', value: 'KBANK ••••7890', accounts: [{ id: 8, username: 'memone' }] },
          ],
        },
      },
    });
    renderApp('/agent-self-dealing', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Self-dealing flags' });
    const row = (await within(table).findByRole('link', { name: 'agentself' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['agentself', '2', '1', '0']);

    await user.click(within(table).getByRole('link', { name: 'agentself' }));
    const card = await screen.findByRole('table', { name: 'Self-dealing' });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Devicedev-123memone, memtwo',
      'Bank accountKBANK ••••7890memone',
    ]);
    // The team report beside it: the last 7 business days by default, the server's figures.
    const figures = await screen.findByTestId('agent-report');
    expect(figures).toHaveTextContent('Team size12');
    expect(figures).toHaveTextContent('Valid bets290.00');
    expect(figures).toHaveTextContent(/Team P\/L \(wins − bets\)-250\.00/);
    const asked = calls.find((c) =>
      c.path.startsWith(ADMIN_AGENT_REPORT_API.report.replace(':id', '7')),
    );
    const q = new URL(asked!.path, 'http://x').searchParams;
    expect(q.get('from')).toBe(addDays(q.get('to')!, -6));
    expect(within(card).getByRole('link', { name: 'memtwo' })).toHaveAttribute(
      'href',
      '/accounts/9',
    );
  });
});
