import {
  ADMIN_ANNOUNCEMENTS_API,
  API,
  type TAdminAnnouncement,
  type TAnnouncementInput,
} from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { sessionFor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const popup: TAdminAnnouncement = {
  id: 5,
  type: 'PU',
  texts: {
    th: { title: 'เปิดตัว', content: '<p>ไทย</p>' },
    en: { title: 'Grand opening', content: '<p>Hello <strong>all</strong></p>' },
    zh: { title: '', content: '' },
  },
  audiences: ['visitor', 'member'],
  startsAt: '2026-03-01T03:00:00.000Z',
  endsAt: null,
  enabled: true,
  sortOrder: 0,
  execution: 'B',
  status: 'live',
  createdBy: 'admin',
  updatedBy: 'admin',
  createdAt: '2026-03-01T03:00:00.000Z',
  updatedAt: '2026-03-01T03:00:00.000Z',
};

function routes(role: 'super_admin' | 'finance', posts: RecordedCall[] = []) {
  return mockFetch({
    [`GET ${API.admin.session}`]: { body: sessionFor(role) },
    [`GET ${ADMIN_ANNOUNCEMENTS_API.list}`]: (call) => ({
      body: {
        items: call.path.includes('status=ended') ? [] : [popup],
        total: call.path.includes('status=ended') ? 0 : 1,
        page: 1,
        pageSize: 50,
      },
    }),
    [`POST ${ADMIN_ANNOUNCEMENTS_API.list}`]: (call) => {
      posts.push(call);
      return { status: 201, body: { ...popup, id: 6 } };
    },
    [`POST ${ADMIN_ANNOUNCEMENTS_API.preview}`]: () => ({
      body: { html: '<p>Hello <strong>all</strong></p><img src="x">' },
    }),
  });
}

describe('announcements screen', () => {
  it('lists with filters, and a reader without content.manage cannot write', async () => {
    const { calls } = routes('finance');
    renderApp('/content/announcements');
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(await within(table).findByText('Grand opening')).toBeInTheDocument();
    expect(within(table).getByText('Live')).toBeInTheDocument();
    expect(within(table).getByText(/PU · Popup/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'ended');
    expect(await screen.findByText('No announcements match.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('status=ended'))).toBe(true);
  });

  it('creates a popup with its execution, audiences and texts, and previews the HTML', async () => {
    const posts: RecordedCall[] = [];
    routes('super_admin', posts);
    const user = userEvent.setup();
    renderApp('/content/announcements');
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const drawer = await screen.findByRole('dialog', { name: 'New announcement' });
    await user.selectOptions(within(drawer).getByLabelText('Type'), 'PU');
    await user.selectOptions(within(drawer).getByLabelText('Execution'), 'F');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Agents' }));
    await user.click(within(drawer).getByRole('button', { name: /English/ }));
    await user.type(within(drawer).getByLabelText('Title'), 'Welcome gift');
    await user.click(within(drawer).getByRole('switch', { name: 'HTML source' }));
    const source = within(drawer).getByRole('textbox', { name: 'Content' });
    await user.type(source, '<p>Hello <strong>all</strong></p>');
    await user.click(within(drawer).getByRole('button', { name: 'Preview' }));
    const preview = await within(drawer).findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('all').tagName).toBe('STRONG');

    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0]!.body as TAnnouncementInput;
    expect(body).toMatchObject({
      type: 'PU',
      execution: 'F',
      audiences: ['visitor', 'member'],
      enabled: true,
      sortOrder: 0,
      endsAt: null,
    });
    expect(body.texts.en).toEqual({
      title: 'Welcome gift',
      content: '<p>Hello <strong>all</strong></p>',
    });
  });

  it('refuses a save without any title before calling the server', async () => {
    const posts: RecordedCall[] = [];
    routes('super_admin', posts);
    const user = userEvent.setup();
    renderApp('/content/announcements');
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const drawer = await screen.findByRole('dialog', { name: 'New announcement' });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText(/Write a title in at least one language/),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});
