import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, stubApi } from '../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { closeChat } from './chat-store';

/** A signed-in member's or agent's calls, and an empty chat (the window opens on it). */
function signedInApi(type: 0 | 1 = 0) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture({ type }) },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/chat/conversations': { body: [] },
  });
}

/** The lazily loaded side menu and chat window take a while on a busy machine. */
const SLOW = { timeout: 8000 };

let opened: ReturnType<typeof vi.fn>;
beforeEach(() => {
  closeChat();
  opened = vi.fn();
  vi.stubGlobal('open', opened);
});
afterEach(() => closeChat());

describe('every livechat entry opens the in-app chat, never the channel address', () => {
  it('the side menu: live chat is a button that opens the chat window; LINE stays a link', async () => {
    signIn(0);
    signedInApi();
    renderApp('/');
    const side = await screen.findByRole('complementary', { name: 'เมนูด้านข้าง' }, SLOW);
    const support = await within(side).findByRole('region', { name: 'ฝ่ายบริการลูกค้า' }, SLOW);
    // The placeholder address of the livechat channel is nowhere in the menu.
    expect(
      within(support)
        .queryAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://line.me/R/ti/p/@luckyway']);
    await userEvent.click(within(support).getByRole('button', { name: 'แชทสด' }));
    expect(await screen.findByRole('dialog', { name: 'ฝ่ายบริการลูกค้า' }, SLOW)).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it("the agent centre's customer service opens the chat window (no side menu on its layout)", async () => {
    signIn(1, 'agentkai');
    signedInApi(1);
    renderApp('/agentHome');
    const button = await screen.findByRole('button', { name: 'ฝ่ายบริการลูกค้า' }, SLOW);
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'ฝ่ายบริการลูกค้า' }, SLOW)).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it("the member menu's customer service opens the chat window", async () => {
    signIn(0);
    signedInApi();
    renderApp('/');
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: /เมนูบัญชี/ }, SLOW));
    await userEvent.click(within(header).getByRole('button', { name: 'ฝ่ายบริการลูกค้า' }));
    await waitFor(
      () => expect(screen.getByRole('dialog', { name: 'ฝ่ายบริการลูกค้า' })).toBeInTheDocument(),
      SLOW,
    );
    expect(opened).not.toHaveBeenCalled();
  });

  it('a visitor chats when the operator allows it: text only, under a signed chat id', async () => {
    const { calls } = stubApi({
      'GET /api/chat/config': { body: { visitorChat: true } },
      'POST /api/chat/visitor': { status: 201, body: { chatId: 'visitor-id.signature' } },
      'GET /api/chat/conversations': { body: [] },
    });
    renderApp('/');
    const side = await screen.findByRole('complementary', { name: 'เมนูด้านข้าง' }, SLOW);
    await userEvent.click(await within(side).findByRole('button', { name: 'แชทสด' }, SLOW));
    const chat = await screen.findByRole('dialog', { name: 'ฝ่ายบริการลูกค้า' }, SLOW);
    await waitFor(
      () => expect(calls.some((c) => c.path === '/api/chat/conversations')).toBe(true),
      SLOW,
    );
    expect(await within(chat).findByRole('textbox', { name: 'ข้อความ' }, SLOW)).toBeInTheDocument();
    // Images are for members (the server refuses a visitor's).
    expect(within(chat).queryByRole('button', { name: 'ส่งรูปภาพ' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: /เข้าสู่ระบบ/ })).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });
});
