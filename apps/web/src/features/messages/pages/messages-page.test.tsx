import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMyMessage } from '@lw/contracts';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The page and its texts are lazy chunks: allow for a busy machine.
const SLOW = { timeout: 15_000 };
const text = (th: string) => ({ th, en: `${th} (en)`, zh: '' });

function message(id: number, over: Partial<TMyMessage> = {}): TMyMessage {
  return {
    id,
    title: text(`หัวข้อ ${id}`),
    body: text(`เนื้อหา ${id}`),
    format: 'text',
    read: false,
    sentAt: '2026-11-20T12:30:00.000Z',
    ...over,
  };
}

function messagesApi(items: TMyMessage[], unread: number) {
  const state = { unread, items };
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': () => ({
      body: publicStateFixture({ unreadMessage: state.unread }),
    }),
    'GET /api/messages': () => ({
      body: {
        items: state.items,
        total: state.items.length,
        page: 1,
        pageSize: 9,
        unread: state.unread,
      },
    }),
    'POST /api/messages/1/read': () => {
      state.items = state.items.map((m) => (m.id === 1 ? { ...m, read: true } : m));
      state.unread -= 1;
      return { body: { ...state.items.find((m) => m.id === 1)!, read: true } };
    },
    'DELETE /api/messages/1': () => {
      state.items = state.items.filter((m) => m.id !== 1);
      return { body: { unread: state.unread } };
    },
    'POST /api/messages/read-all': () => {
      state.items = state.items.map((m) => ({ ...m, read: true }));
      state.unread = 0;
      return { body: { unread: 0 } };
    },
  });
}

describe('messageV2 page', { timeout: 40_000 }, () => {
  it('lists messages with unread marks and the red badge; opening one marks it read', async () => {
    signIn(0);
    messagesApi([message(1), message(2, { read: true })], 1);
    renderApp('/member?page=messageV2');
    const item = await screen.findByRole('button', { name: /หัวข้อ 1/ }, SLOW);
    expect(within(item).getByText('ยังไม่ได้อ่าน')).toBeInTheDocument();
    const menuLink = screen.getByRole('link', { name: /ข้อความ|messageV2/i, current: 'page' });
    expect(within(menuLink).getByText('1')).toBeInTheDocument();

    await userEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'หัวข้อ 1' });
    expect(within(dialog).getByText('เนื้อหา 1')).toBeInTheDocument();
    await waitFor(() => expect(within(menuLink).queryByText('1')).not.toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /หัวข้อ 1/ })).toBeNull());
    expect(screen.getByRole('button', { name: /หัวข้อ 2/ })).toBeInTheDocument();
  });

  it('marks all read and renders HTML bodies inert', async () => {
    signIn(0);
    const html = message(3, {
      format: 'html',
      body: text('<p>สวัสดี<img src=x onerror="window.__xss=1"><script>window.__xss=2</script></p>'),
    });
    messagesApi([html, message(4)], 2);
    renderApp('/member?page=messageV2');
    await screen.findByText('ข้อความที่ยังไม่ได้อ่าน 2 รายการ', undefined, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'อ่านทั้งหมด' }));
    await screen.findByText('ข้อความที่ยังไม่ได้อ่าน 0 รายการ');

    await userEvent.click(screen.getByRole('button', { name: /หัวข้อ 3/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('สวัสดี')).toBeInTheDocument();
    expect(dialog.querySelector('img, script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows the empty state', async () => {
    signIn(0);
    messagesApi([], 0);
    renderApp('/member?page=messageV2');
    expect(await screen.findByText('ยังไม่มีข้อความ', undefined, SLOW)).toBeInTheDocument();
  });
});
