import type { TInvitationLink, TPublicNotice } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import pages from '../../../locales/th/pages.json';
import { apiError, signIn, stubApi, type TApiAnswer, type TApiCall } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Pages, their texts and the member features are lazy chunks: allow for a busy machine.
const SLOW = { timeout: 15_000 };
const s = pages.agentSite;

function agentApi(extra: Record<string, TApiAnswer> = {}) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture({ account: 'agent1', type: 1 }) },
    'GET /api/members/me/public-state': { body: publicStateFixture({ unreadMessage: 3 }) },
    ...extra,
  });
}

function link(id: number, over: Partial<TInvitationLink> = {}): TInvitationLink {
  return {
    id,
    code: `CODE${id}ABCDE`.slice(0, 10),
    name: `Link ${id}`,
    kind: 'member',
    enabled: true,
    signups: 0,
    createdAt: '2026-11-20T12:30:00.000Z',
    ...over,
  };
}

describe('agent centre quick actions', { timeout: 60_000 }, () => {
  it('opens deposit, withdraw and messages inside the agent centre, and the live chat', async () => {
    signIn(1, 'agent1');
    const { calls } = agentApi({
      'GET /api/cashier/payment-methods': { body: { items: [] } },
      'GET /api/cashier/deposits': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      'GET /api/messages': {
        body: { items: [], total: 0, page: 1, pageSize: 9, unread: 0 },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/agentHome');
    const menu = await screen.findByRole('navigation', { name: 'หน้าในศูนย์ตัวแทน' }, SLOW);
    // The inbox's unread count is on the messages button.
    const messages = await within(menu).findByRole('button', { name: /ข้อความ\s*3/ }, SLOW);

    await user.click(within(menu).getByRole('button', { name: 'ฝากเงิน' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ฝากเงิน' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=depositv2');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/cashier/payment-methods')).toBe(true),
    );
    expect(within(menu).getByRole('button', { name: 'ฝากเงิน' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(menu).getByRole('button', { name: 'ถอนเงิน' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ถอนเงิน' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=withdraw');

    await user.click(messages);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ข้อความ' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/messages')).toBe(true));

    // Customer service is the in-app chat, never an outside address.
    await user.click(within(menu).getByRole('button', { name: 'ฝ่ายบริการลูกค้า' }));
    expect(await screen.findByRole('dialog', { name: 'ฝ่ายบริการลูกค้า' }, SLOW)).toBeInTheDocument();

    // Back to a page of the menu.
    await user.click(within(menu).getByRole('button', { name: 'เปิดบัญชี' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เปิดบัญชี' }, SLOW),
    ).toBeInTheDocument();
  });
});

describe('agentAnnouncement', { timeout: 60_000 }, () => {
  it("lists the agent audience's notices and announcements and opens one", async () => {
    signIn(1, 'agent1');
    const notice = (id: number, title: string): TPublicNotice => ({
      id,
      type: 'PL',
      title,
      content: `<p>${title} body</p>`,
      execution: null,
      startsAt: '2026-03-01T10:00:00.000Z',
    });
    const { calls } = agentApi({
      'GET /api/notices/feed': { body: { marquee: [], noticeIds: [], popups: [] } },
      'GET /api/notices': {
        body: { items: [notice(1, 'ประกาศสำหรับตัวแทน')], total: 1, page: 1, pageSize: 9 },
      },
      'GET /api/announcements': {
        body: { items: [notice(2, 'โปรโมชันตัวแทน')], total: 1, page: 1, pageSize: 7 },
      },
    });
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentAnnouncement');
    await user.click(await screen.findByRole('button', { name: /ประกาศสำหรับตัวแทน/ }, SLOW));
    expect(await screen.findByRole('heading', { name: 'ประกาศสำหรับตัวแทน' })).toBeInTheDocument();
    expect(screen.getByText('ประกาศสำหรับตัวแทน body')).toBeInTheDocument();
    // The list asks with the agent's session: the server answers the agent audience.
    const list = calls.find((c) => c.path === '/api/notices');
    expect(list?.authorization).toBe('Bearer tok-123');

    await user.click(screen.getByRole('button', { name: /กลับไปที่รายการ/ }));
    await user.click(await screen.findByRole('tab', { name: 'ประกาศทั้งหมด' }));
    expect(await screen.findByRole('button', { name: /โปรโมชันตัวแทน/ }, SLOW)).toBeInTheDocument();
  });
});

describe('registerCenter', { timeout: 60_000 }, () => {
  it('opens a downline account and shows its one-time password once', async () => {
    signIn(1, 'agent1');
    const { calls } = agentApi({
      'GET /api/agent/invitations': { body: { items: [], ownCode: 'OWN12345' } },
      'POST /api/agent/downline-accounts': (call: TApiCall) => {
        const body = call.body as { username: string; kind: 'member' | 'agent' };
        return {
          status: 201,
          body: {
            id: 9,
            username: body.username,
            kind: body.kind,
            uplineUsername: 'agent1',
            initialPassword: 'Xy7kP2mQ9rTw',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/agentHome?page=registerCenter');
    const form = (await screen.findByRole('heading', { name: s.open.title }, SLOW)).closest(
      'section',
    )!;
    await user.click(within(form).getByRole('button', { name: s.kind.agent }));
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(s.open.username) }),
      'NewAgent1',
    );
    await user.type(within(form).getByRole('textbox', { name: s.open.nickname }), 'Lek');
    await user.click(within(form).getByRole('button', { name: s.open.submit }));

    expect(await within(form).findByTestId('initial-password')).toHaveTextContent('Xy7kP2mQ9rTw');
    expect(within(form).getByText(/newagent1/)).toHaveTextContent('agent1');
    const post = calls.find(
      (c) => c.method === 'POST' && c.path === '/api/agent/downline-accounts',
    );
    // Empty optional fields are not sent: the server generates the password.
    expect(post?.body).toEqual({ username: 'newagent1', kind: 'agent', nickname: 'Lek' });

    // Once dismissed, the password is gone for good.
    await user.click(within(form).getByRole('button', { name: s.open.close }));
    expect(within(form).queryByTestId('initial-password')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: s.open.submit })).toBeInTheDocument();
  });

  it("shows the server's refusal in Thai and keeps the form", async () => {
    signIn(1, 'agent1');
    agentApi({
      'GET /api/agent/invitations': { body: { items: [], ownCode: null } },
      'POST /api/agent/downline-accounts': apiError(403, 'NOT_IN_DOWNLINE'),
    });
    const user = userEvent.setup();
    renderApp('/agentHome?page=registerCenter');
    const form = (await screen.findByRole('heading', { name: s.open.title }, SLOW)).closest(
      'section',
    )!;
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(s.open.username) }),
      'member77',
    );
    await user.type(within(form).getByRole('textbox', { name: s.open.upline }), 'otherteam');
    await user.click(within(form).getByRole('button', { name: s.open.submit }));
    expect(await within(form).findByRole('status')).toHaveTextContent('บัญชีนี้ไม่ได้อยู่ในสายงานของคุณ');
    expect(within(form).queryByTestId('initial-password')).not.toBeInTheDocument();
  });

  it('lists the links with QR, code and count, creates one and switches one off', async () => {
    signIn(1, 'agent1');
    let items = [
      link(1, { name: 'Facebook', signups: 12 }),
      link(2, { name: 'Line', kind: 'agent' }),
    ];
    const { calls } = agentApi({
      'GET /api/agent/invitations': () => ({ body: { items, ownCode: 'OWN12345' } }),
      'POST /api/agent/invitations': (call: TApiCall) => {
        const body = call.body as { name: string; kind: 'member' | 'agent' };
        const made = link(3, body);
        items = [...items, made];
        return { status: 201, body: made };
      },
      'PATCH /api/agent/invitations/1': (call: TApiCall) => {
        items = items.map((l) => (l.id === 1 ? { ...l, ...(call.body as object) } : l));
        return { body: items[0] };
      },
    });
    const user = userEvent.setup();
    renderApp('/agentHome?page=registerCenter');
    const first = await screen.findByTestId('invitation-1', {}, SLOW);
    expect(first).toHaveTextContent('Facebook');
    expect(first).toHaveTextContent(`${s.links.signups}: 12`);
    expect(first).toHaveTextContent('/register?affiliateCode=CODE1ABCDE');
    expect(screen.getByTestId('invitation-2')).toHaveTextContent(s.kind.agent);
    // The QR code is drawn on the device (the bundled qrcode library), an SVG data URL.
    const qr = await within(first).findByRole('img', { name: `คิวอาร์โค้ดของ Facebook` }, SLOW);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('OWN12345')).toBeInTheDocument();

    const card = screen.getByRole('heading', { name: s.links.title }).closest('section')!;
    await user.type(
      within(card).getByRole('textbox', { name: new RegExp(s.links.name) }),
      'TikTok',
    );
    await user.click(within(card).getByRole('button', { name: s.kind.agent }));
    await user.click(within(card).getByRole('button', { name: s.links.create }));
    expect(await screen.findByTestId('invitation-3', {}, SLOW)).toHaveTextContent('TikTok');
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/agent/invitations')?.body,
    ).toEqual({ name: 'TikTok', kind: 'agent' });

    await user.click(within(first).getByRole('button', { name: s.links.disable }));
    await waitFor(() => expect(first).toHaveTextContent(s.links.disabled));
    expect(within(first).getByRole('button', { name: s.links.enable })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: false });
  });
});
