import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNoticeFeed, TPublicNotice } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 8000 };
const XSS =
  '<p>Big <strong>news</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bad</a><svg onload="window.__xss=4"></svg>';

const notice = (id: number, over: Partial<TPublicNotice> = {}): TPublicNotice => ({
  id,
  type: 'PL',
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  execution: null,
  startsAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const popupB = notice(100, { type: 'PU', execution: 'B', title: 'Grand opening', content: XSS });
const popupF = notice(101, { type: 'PU', execution: 'F', title: 'Welcome gift' });

function feed(over: Partial<TNoticeFeed> = {}): TNoticeFeed {
  return {
    marquee: [{ id: 7, title: 'Server maintenance', text: 'Sunday 02:00' }],
    noticeIds: [7, 8],
    popups: [popupB, popupF],
    ...over,
  };
}

function api(f: TNoticeFeed = feed()) {
  const items = Array.from({ length: 12 }, (_, i) => notice(i + 1));
  return stubApi({
    'GET /api/notices/feed': { body: f },
    'GET /api/notices': (call: TApiCall) => {
      const page = Number(new URLSearchParams(call.search).get('page') ?? 1);
      return {
        body: { items: items.slice((page - 1) * 9, page * 9), total: 12, page, pageSize: 9 },
      };
    },
    'GET /api/notices/7': { body: notice(7, { type: 'B', title: 'Server maintenance' }) },
    'GET /api/announcements': { body: { items: [], total: 0, page: 1, pageSize: 7 } },
    'GET /api/members/me': { body: memberFixture({ account: 'somchai' }) },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
  });
}

/** The footer's close button (the corner X has the same name). */
const closeButton = (dialog: HTMLElement) =>
  within(dialog).getAllByRole('button', { name: 'ปิด' }).at(-1)!;

const popupDialog = () => screen.findByRole('dialog', { name: 'ประกาศ' }, SLOW);

describe('announcements on the player site', () => {
  it('shows the B popup once per session, inert, and never again after closing', async () => {
    api();
    const first = renderApp('/');
    const dialog = await popupDialog();
    expect(within(dialog).getByText('Grand opening')).toBeInTheDocument();
    expect(within(dialog).queryByText('Welcome gift')).toBeNull();
    expect(within(dialog).getByText('news').tagName).toBe('STRONG');
    expect(dialog.querySelector('.notice-html :is(script, svg, [onerror], [onload])')).toBeNull();
    expect(within(dialog).getByText('bad').getAttribute('href')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    await userEvent.setup().click(closeButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderApp('/');
    expect(await screen.findAllByText(/Server maintenance/, undefined, SLOW)).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: 'ประกาศ' })).toBeNull();
  });

  it('"hide today" keeps popups away in a new session the same day', async () => {
    api();
    const first = renderApp('/');
    const dialog = await popupDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'ไม่ต้องแสดงอีกในวันนี้' }));
    await user.click(closeButton(dialog));
    first.unmount();
    sessionStorage.clear();
    renderApp('/');
    expect(await screen.findAllByText(/Server maintenance/, undefined, SLOW)).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: 'ประกาศ' })).toBeNull();
  });

  it('adds the F popup on a member first login', async () => {
    api();
    signIn(0, 'somchai');
    sessionStorage.setItem('firstTimeLogin', '1');
    renderApp('/');
    const dialog = await popupDialog();
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    const second = within(dialog).getByText('Welcome gift').closest('[role=group]');
    expect(second).toHaveAttribute('aria-label', 'ประกาศที่ 2 จาก 2');
  });

  it('opens a marquee notice in the noticeModal, then its list 9 a page', async () => {
    api(feed({ popups: [] }));
    renderApp('/');
    const user = userEvent.setup();
    const line = await screen.findAllByRole('button', { name: /Server maintenance/ }, SLOW);
    await user.click(line[0]!);
    const modal = await screen.findByRole('dialog', { name: 'การแจ้งเตือน' }, SLOW);
    expect(await within(modal).findByText('Body 7')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: /กลับไปที่รายการ/ }));
    expect(await within(modal).findByText('Notice 1')).toBeInTheDocument();
    expect(within(modal).getAllByRole('listitem')).toHaveLength(9);
    await user.click(within(modal).getByRole('button', { name: /ถัดไป|Next/ }));
    expect(await within(modal).findByText('Notice 10')).toBeInTheDocument();
    expect(within(modal).getAllByRole('listitem')).toHaveLength(3);
    // From the notices to the announcement list (pages of 7).
    await user.click(within(modal).getByRole('button', { name: 'ประกาศทั้งหมด' }));
    const list = await screen.findByRole('dialog', { name: 'ประกาศ' }, SLOW);
    expect(await within(list).findByText('ยังไม่มีประกาศในขณะนี้')).toBeInTheDocument();
  });

  it('counts unseen notices on the bell and clears them once the list is open', async () => {
    api(feed({ popups: [] }));
    signIn(0, 'somchai');
    renderApp('/');
    const user = userEvent.setup();
    await screen.findAllByText(/Server maintenance/, undefined, SLOW);
    const bell = await screen.findByRole('button', { name: 'ประกาศ (2)' }, SLOW);
    await user.click(bell);
    const modal = await screen.findByRole('dialog', { name: 'การแจ้งเตือน' }, SLOW);
    expect(await within(modal).findByText('Notice 1')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: /ปิด|Close/ }));
    expect(await screen.findByRole('button', { name: 'ประกาศ' }, SLOW)).toBeInTheDocument();
  });

  it("a visitor has the bell too (spec §2: login, register and the notice bell), with the site's public notices", async () => {
    const { calls } = api(feed({ popups: [] }));
    renderApp('/');
    const user = userEvent.setup();
    const header = await screen.findByRole('banner');
    const bell = await within(header).findByRole('button', { name: 'ประกาศ (2)' }, SLOW);
    await user.click(bell);
    const modal = await screen.findByRole('dialog', { name: 'การแจ้งเตือน' }, SLOW);
    expect(await within(modal).findByText('Notice 1')).toBeInTheDocument();
    // The public notices, asked without a session.
    const asked = calls.filter((c) => c.path === '/api/notices' || c.path === '/api/notices/feed');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((c) => c.authorization === null)).toBe(true);
  });
});
