import { API, FEEDBACK_API, type TAdminFeedback, type TFeedbackSettings } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/fixtures';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const settings: TFeedbackSettings = {
  minWords: 5,
  maxWords: 300,
  dailyLimit: 5,
  questionTypes: [
    { code: 'deposit', label: { th: 'ฝากเงิน', en: 'Deposit', zh: '存款' }, enabled: true },
  ],
};

const item: TAdminFeedback = {
  id: 41,
  accountId: 7,
  username: 'somchai',
  questionType: 'deposit',
  content: 'My deposit has not arrived <script>x</script>',
  contact: 'LINE: somchai',
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-03-01T09:30:00.000Z',
  wordCount: 7,
  repliedBy: null,
  closedAt: null,
};

describe('feedback inbox', () => {
  it('filters by status, opens a feedback and replies in plain text', async () => {
    const user = userEvent.setup();
    const lists: RecordedCall[] = [];
    const replies: RecordedCall[] = [];
    mockFetch({
      [`GET ${API.admin.session}`]: { body: sessionFor('support') },
      [`GET ${FEEDBACK_API.admin.settings}`]: { body: settings },
      [`GET ${FEEDBACK_API.admin.list}`]: (call) => {
        lists.push(call);
        return { body: { items: [item], total: 1, page: 1, pageSize: 25 } };
      },
      [`POST ${FEEDBACK_API.admin.reply(41)}`]: (call) => {
        replies.push(call);
        return { body: { ...item, status: 'replied', reply: 'Credited.', repliedBy: 'support' } };
      },
    });
    renderApp('/content/feedback');

    const open = await screen.findByRole('button', { name: /My deposit has not arrived/ });
    expect(screen.getByRole('cell', { name: 'Deposit' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await waitFor(() => expect(lists.at(-1)?.path).toContain('status=open'));

    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Feedback #41' });
    // The member's text is shown as text.
    expect(
      within(drawer).getByText('My deposit has not arrived <script>x</script>'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('LINE: somchai')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Reply'), 'Credited.');
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]!.body).toEqual({ reply: 'Credited.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is closed to operators without feedback.answer', async () => {
    mockFetch({ [`GET ${API.admin.session}`]: { body: sessionFor('content') } });
    renderApp('/content/feedback');
    expect(
      await screen.findByText('Your role does not give access to this screen.'),
    ).toBeInTheDocument();
  });
});
