import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import {
  loginResultFixture,
  memberFixture,
  publicStateFixture,
  validationRulesFixture,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const LOGIN_TITLE = 'เข้าสู่ระบบ';

async function fillLogin(username: string, password: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: LOGIN_TITLE });
  await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), username);
  await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), password);
  return { user, dialog };
}

describe('login popup', () => {
  it('stores the session and sends an agent to the agent centre', async () => {
    const result = loginResultFixture(
      { token: 'tok-agent' },
      { account: 'agentkai', nickname: 'Kai', type: 41 },
    );
    const { calls } = stubApi({
      'POST /api/auth/login': { body: result },
      'GET /api/members/me': { body: result.member },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
    });
    const { router } = renderApp('/login');
    const { user, dialog } = await fillLogin('  agentkai  ', 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: LOGIN_TITLE }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(sessionStorage.getItem('token')).toBe('tok-agent');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(sessionStorage.getItem('username')).toBe('agentkai');
    expect(sessionStorage.getItem('afterLogin')).toBe('1');
    const login = calls.find((c) => c.path === '/api/auth/login');
    // The username goes trimmed, the password as typed, for the member site.
    expect(login?.body).toEqual({ username: 'agentkai', password: 'Secret123', site: 'member' });
    expect(screen.queryByRole('dialog', { name: LOGIN_TITLE })).not.toBeInTheDocument();
  });

  it('shows the translated error and stops the loader when the login fails', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      'POST /api/auth/login': async () => {
        await gate;
        return apiError(401, 'INVALID_CREDENTIALS');
      },
    });
    renderApp('/login');
    const { user, dialog } = await fillLogin('somchai', 'wrong-pass');
    const submit = within(dialog).getByRole('button', { name: LOGIN_TITLE });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toBeDisabled();
    release();
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'),
    );
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(submit).toBeEnabled();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a locked account is told when to try again', async () => {
    stubApi({
      'POST /api/auth/login': apiError(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 290 }),
    });
    renderApp('/login');
    const { user, dialog } = await fillLogin('somchai', 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: LOGIN_TITLE }));
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('บัญชีถูกล็อกชั่วคราว'));
    expect(status).toHaveTextContent('ลองใหม่อีกครั้งใน 5 นาที');
  });

  it('a member on a time-out is told when it ends, in the site time zone', async () => {
    stubApi({
      'POST /api/auth/login': apiError(403, 'PLAY_RESTRICTED', {
        kind: 'time_out',
        until: '2026-03-04T03:00:00.000Z',
      }),
    });
    renderApp('/login');
    const { user, dialog } = await fillLogin('somchai', 'Secret-123');
    await user.click(within(dialog).getByRole('button', { name: LOGIN_TITLE }));
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('พักการเล่น'));
    expect(status).toHaveTextContent('สิ้นสุดวันที่ 4 มี.ค. 2569 10:00');
  });

  it('a self-exclusion with no lift asked for has no end date', async () => {
    stubApi({
      'POST /api/auth/login': apiError(403, 'PLAY_RESTRICTED', {
        kind: 'self_exclusion',
        until: null,
      }),
    });
    renderApp('/login');
    const { user, dialog } = await fillLogin('somchai', 'Secret-123');
    await user.click(within(dialog).getByRole('button', { name: LOGIN_TITLE }));
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('ยังไม่มีวันสิ้นสุด'));
  });

  it('mustChangePassword opens the forced change-password modal, which only a change ends', async () => {
    const result = loginResultFixture({ mustChangePassword: true, firstTimeLogin: true });
    const { calls } = stubApi({
      'POST /api/auth/login': { body: result },
      'GET /api/members/me': { body: result.member },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/auth/validation-rules': { body: validationRulesFixture() },
      'POST /api/members/me/password': { status: 204 },
    });
    const { router } = renderApp('/login');
    const { user, dialog } = await fillLogin('somchai', 'Default123');
    await user.click(within(dialog).getByRole('button', { name: LOGIN_TITLE }));

    const forced = await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });
    expect(forced).toHaveTextContent('กรุณาตั้งรหัสผ่านใหม่ก่อนดำเนินการต่อ');
    expect(sessionStorage.getItem('token')).toBe('tok-new-session');
    expect(sessionStorage.getItem('forcePasswordChange')).toBe('1');
    // It cannot be dismissed: no close button, Escape does nothing.
    expect(within(forced).queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' })).toBeInTheDocument();
    // The password just typed is known: only the new one and its confirmation are asked.
    expect(within(forced).queryByLabelText(/รหัสผ่านปัจจุบัน/)).not.toBeInTheDocument();

    // The new password is checked with the `password` rule before any request.
    await user.type(within(forced).getByLabelText(/^รหัสผ่านใหม่/), 'short');
    await user.type(within(forced).getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'short');
    await user.click(within(forced).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect(await within(forced).findByText(/ความยาว 8–20 ตัวอักษร/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/members/me/password')).toBe(false);

    await user.clear(within(forced).getByLabelText(/^รหัสผ่านใหม่/));
    await user.clear(within(forced).getByLabelText(/^ยืนยันรหัสผ่านใหม่/));
    await user.type(within(forced).getByLabelText(/^รหัสผ่านใหม่/), 'Better2026');
    await user.type(within(forced).getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'Better2026');
    await user.click(within(forced).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.path === '/api/members/me/password')?.body).toEqual({
      oldPassword: 'Default123',
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    });
    expect(sessionStorage.getItem('forcePasswordChange')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    // First login: the welcome dialog follows.
    expect(await screen.findByRole('dialog', { name: 'ยินดีต้อนรับ Somchai!' })).toBeInTheDocument();
  });

  it('the forced change maps WRONG_PASSWORD and SAME_PASSWORD to their fields', async () => {
    sessionStorage.setItem('token', 'tok-123');
    sessionStorage.setItem('isAgent', '0');
    sessionStorage.setItem('forcePasswordChange', '1');
    let answer = apiError(400, 'WRONG_PASSWORD');
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
      'GET /api/auth/validation-rules': { body: validationRulesFixture() },
      'POST /api/members/me/password': () => answer,
    });
    renderApp('/');
    // After a reload the forced modal comes back, asking for the current password too.
    const forced = await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });
    const user = userEvent.setup();
    await user.type(within(forced).getByLabelText(/รหัสผ่านปัจจุบัน/), 'Guess1234');
    await user.type(within(forced).getByLabelText(/^รหัสผ่านใหม่/), 'Better2026');
    await user.type(within(forced).getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'Better2026');
    await user.click(within(forced).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    const oldField = within(forced).getByLabelText(/รหัสผ่านปัจจุบัน/);
    await waitFor(() => expect(oldField).toHaveAttribute('aria-invalid', 'true'));
    expect(oldField).toHaveAccessibleDescription('รหัสผ่านปัจจุบันไม่ถูกต้อง');

    answer = apiError(400, 'SAME_PASSWORD');
    await user.click(within(forced).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    await waitFor(() =>
      expect(within(forced).getByLabelText(/^รหัสผ่านใหม่/)).toHaveAccessibleDescription(
        'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
      ),
    );
    expect(within(forced).getByLabelText(/รหัสผ่านปัจจุบัน/)).not.toHaveAttribute('aria-invalid');
  });

  it('the agent landing logs in for the agent site and tells a non-agent to ask their agent', async () => {
    const { calls } = stubApi({ 'POST /api/auth/login': apiError(403, 'NOT_AN_AGENT') });
    renderApp('/agent');
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'เข้าสู่ระบบตัวแทน' })).closest(
      'section',
    ) as HTMLElement;
    await user.type(within(form).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
    await user.type(within(form).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'เข้าสู่ศูนย์ตัวแทน' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'เฉพาะตัวแทนเท่านั้นที่เข้าสู่ระบบได้ กรุณาติดต่อตัวแทนของคุณ',
      ),
    );
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toMatchObject({ site: 'agent' });
  });
});
