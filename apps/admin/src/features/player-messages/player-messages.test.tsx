import { API, MESSAGES_API } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const sent = {
  id: 7,
  title: { th: '', en: 'Welcome', zh: '' },
  body: { th: '', en: 'Hello', zh: '' },
  format: 'text',
  audience: { kind: 'segment', agentUsername: 'agent1', registeredFrom: '2026-01-01' },
  recipients: 1234,
  reads: 56,
  sentBy: 'admin',
  sentAt: '2026-11-20T12:30:00.000Z',
};

describe('player messages screen', { timeout: 20_000 }, () => {
  it('lists sent messages with recipients and reads, previews the audience and sends', async () => {
    const { calls } = mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${MESSAGES_API.admin.messages}`]: {
        body: { items: [sent], total: 1, page: 1, pageSize: 25 },
      },
      [`POST ${MESSAGES_API.admin.preview}`]: { body: { recipients: 3 } },
      [`POST ${MESSAGES_API.admin.messages}`]: (call) => ({
        status: 201,
        body: {
          ...sent,
          id: 8,
          audience: (call.body as { audience: unknown }).audience,
          recipients: 3,
        },
      }),
    });
    renderApp('/content/player-messages');
    const user = userEvent.setup();

    const row = (await screen.findByText('Welcome')).closest('tr')!;
    expect(within(row).getByText('1,234')).toBeInTheDocument();
    expect(within(row).getByText('56')).toBeInTheDocument();
    expect(within(row).getByText(/Segment \(Agent \(whole downline\): agent1/)).toBeInTheDocument();

    // Incomplete: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Write a title and a body/)).toBeInTheDocument();

    const english = screen.getByRole('group', { name: 'English' });
    await user.type(within(english).getByLabelText('Title'), 'News');
    await user.type(within(english).getByLabelText('Body'), 'Big news');
    await user.selectOptions(screen.getByLabelText('Target'), 'segment');
    await user.type(screen.getByLabelText('Agent (whole downline)'), 'agent1');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText('Recipients: 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/3 accounts/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === MESSAGES_API.admin.messages),
      ).toBeTruthy(),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === MESSAGES_API.admin.messages)!;
    expect(post.body).toEqual({
      title: { th: '', en: 'News', zh: '' },
      body: { th: '', en: 'Big news', zh: '' },
      format: 'text',
      audience: { kind: 'segment', agentUsername: 'agent1' },
    });
    expect(await screen.findByText('Sent to 3 accounts')).toBeInTheDocument();
  });
});
