import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../test/api-stub';
import { registerSettingsFixture } from '../test/fixtures';
import { renderApp, stubPermission } from '../test/render-app';

function signIn(accountType: number, username = 'somchai') {
  sessionStorage.setItem('token', 'tok-123');
  sessionStorage.setItem('isAgent', String(accountType));
  sessionStorage.setItem('username', username);
}

describe('route guard', () => {
  beforeEach(() => {
    stubPermission();
  });

  it('sends a visitor without a token from /member to /login with the login popup open over the lobby', async () => {
    const { router } = renderApp('/member');
    // The first render of the file (cold imports): give it the time the other pages get.
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText(/ชื่อผู้ใช้/)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('region', { name: 'แจ็คพอตสะสม' })).toBeInTheDocument();
  });

  it.each([
    '/favorite',
    '/recent',
    '/pointMall',
    '/lottery?gameCode=TH1',
    '/seaLottery',
    '/vnLottery',
  ])('guards %s', async (path) => {
    const { router } = renderApp(path);
    await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a member with a token into the member centre, security centre first', async () => {
    signIn(0);
    renderApp('/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'บัญชีของฉัน' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'ศูนย์สมาชิก' });
    // The spec's 14 pages and identity verification (KYC, issue 24).
    expect(within(menu).getAllByRole('link')).toHaveLength(15);
  });

  it.each(['/member', '/pointMall', '/feedback'])(
    'blocks a trial account from %s with the real-account message',
    async (path) => {
      signIn(4);
      const { router } = renderApp(path);
      const dialog = await screen.findByRole('alertdialog', { name: 'ต้องใช้บัญชีจริง' });
      expect(dialog).toHaveTextContent('กรุณาสมัครบัญชีจริง');
      await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('redirects a non-agent from /agentHome to the agent landing', async () => {
    signIn(0);
    const { router } = renderApp('/agentHome');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบตัวแทน' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('opens the agent centre for an agent type, with a ticking clock', async () => {
    signIn(41);
    renderApp('/agentHome');
    const clock = await screen.findByTestId('agent-clock');
    expect(screen.getByRole('group', { name: 'เขตเวลาและเวลาปัจจุบัน' })).toHaveTextContent('GMT+7');
    const first = clock.getAttribute('datetime');
    await waitFor(() => expect(clock.getAttribute('datetime')).not.toBe(first), { timeout: 2500 });
  });
});

describe('layout rules', () => {
  beforeEach(() => {
    stubPermission();
  });

  it('shows header, side menu and footer on the lobby', async () => {
    renderApp('/');
    await screen.findByRole('region', { name: 'แจ็คพอตสะสม' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'เมนูด้านข้าง' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('LuckyWay');
  });

  it('has no footer and no side menu on /seamless', async () => {
    renderApp('/seamless');
    await screen.findByText('เลือกเกมเพื่อเริ่มเล่น');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'เมนูด้านข้าง' })).not.toBeInTheDocument();
  });

  it('has header but no footer or side menu on lottery pages', async () => {
    signIn(0);
    renderApp('/vnLottery?gameCode=VN01');
    await screen.findByRole('heading', { level: 1, name: 'หวยเวียดนาม' });
    expect(screen.getByText('เกม VN01')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'เมนูด้านข้าง' })).not.toBeInTheDocument();
  });

  it('shows /agent without the site header and footer', async () => {
    renderApp('/agent');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบตัวแทน' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a friendly 404 with a way home for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ไปที่ล็อบบี้/ })).toHaveAttribute('href', '/');
  });

  it.each(['/', '/index', '/index.html', '/home'])('renders the lobby at %s', async (path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ล็อบบี้เกม LuckyWay' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/sports', 'กีฬา'],
    ['/elott', 'หวยออนไลน์'],
    ['/live', 'คาสิโนสด'],
    ['/cockfight', 'ไก่ชน'],
    ['/promotions', 'โปรโมชั่น'],
  ])('renders the %s screen frame', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the vendor filter from the vassalage query on /rng', async () => {
    const { calls } = stubApi({ 'GET /api/games': { body: { games: [], totalPages: 0 } } });
    renderApp('/rng?vassalage=PG');
    expect(await screen.findByText('ยังไม่มีเกมจาก PG')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบตัวกรองผู้ให้บริการ PG' })).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/api/games');
    expect(new URLSearchParams(list?.search).get('vassalage')).toBe('PG');
    expect(new URLSearchParams(list?.search).get('gameType')).toBe('RNG');
  });
});

describe('modal routes', () => {
  beforeEach(() => {
    stubPermission();
  });

  it('/register opens the registration modal over the lobby', async () => {
    stubApi({ 'GET /api/auth/register-settings': { body: registerSettingsFixture() } });
    renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'สร้างบัญชีของคุณ' });
    expect(await within(dialog).findByRole('button', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
  });

  it('/help#privacy opens the help modal on that article', async () => {
    const article = { id: 1, anchor: 'privacy', categoryId: 1, title: 'นโยบาย', html: '<p>x</p>' };
    stubApi({
      'GET /api/help': {
        body: { language: 'th', categories: [{ id: 1, title: 'หมวด', articles: [article] }] },
      },
    });
    renderApp('/help#privacy');
    const dialog = await screen.findByRole('dialog', { name: 'ศูนย์ช่วยเหลือ' });
    expect(await within(dialog).findByRole('heading', { name: 'นโยบาย' })).toBeInTheDocument();
    expect(dialog.querySelector('#privacy')).not.toBeNull();
  });

  it('closing the login popup with Escape returns to the lobby and gives focus back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('login submit validates, then shows the translated server error', async () => {
    stubApi({ 'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS') });
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(within(dialog).getByText('กรุณากรอกชื่อผู้ใช้')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('keeps focus inside the modal when tabbing', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('choosing FAV in the lobby while logged out stays on the lobby and opens the login popup', async () => {
    const user = userEvent.setup();
    renderApp('/');
    // The lobby's category menu comes first; the game list's FAV filter chip follows it.
    const [fav] = await screen.findAllByRole('button', { name: 'รายการโปรด' }, { timeout: 5000 });
    await user.click(fav!);
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ล็อบบี้' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('session', () => {
  beforeEach(() => {
    stubPermission();
  });

  it('signs out after confirmation: clears session storage and goes home', async () => {
    const user = userEvent.setup();
    signIn(0, 'somchai');
    const { router } = renderApp('/promotions');
    await user.click(await screen.findByRole('button', { name: 'เมนูบัญชี' }));
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ออกจากระบบหรือไม่?' });
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(sessionStorage.getItem('token')).toBe('tok-123');

    await user.click(screen.getByRole('button', { name: 'เมนูบัญชี' }));
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    const again = await screen.findByRole('alertdialog', { name: 'ออกจากระบบหรือไม่?' });
    await user.click(within(again).getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
  });
});
