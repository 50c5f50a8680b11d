import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, signIn, stubApi } from '../../../test/api-stub';
import {
  loginHistoryFixture,
  memberFixture,
  publicStateFixture,
  validationRulesFixture,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function memberApi(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/members/me/login-history': { body: loginHistoryFixture() },
    'GET /api/auth/validation-rules': { body: validationRulesFixture() },
    ...extra,
  });
}

// The first render loads the lazy member route: slow on a busy machine.
const SLOW = { timeout: 5000 };

describe('security centre', { timeout: 20_000 }, () => {
  it('shows the profile and the login history with times in the site zone (Buddhist era) and translated failures', async () => {
    signIn(0);
    memberApi();
    renderApp('/member');
    const profile = await screen.findByRole('region', { name: 'ข้อมูลส่วนตัว' }, SLOW);
    await waitFor(() => expect(profile).toHaveTextContent('Somchai Jaidee'));
    expect(profile).toHaveTextContent('81****678');
    expect(profile).toHaveTextContent('s*****i@example.com');
    expect(profile).toHaveTextContent('1 พ.ย. 2568 10:00 GMT+7');

    const history = await screen.findByRole('table');
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('20 พ.ย. 2568 19:30 GMT+7');
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('เว็บไซต์ผู้เล่น');
    expect(rows[1]).toHaveTextContent('ชื่อผู้ใช้และรหัสผ่าน');
    expect(rows[1]).toHaveTextContent('สำเร็จ');
    expect(rows[2]).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('the voluntary password change can be closed, and on success goes home', async () => {
    signIn(0);
    const { calls } = memberApi({ 'POST /api/members/me/password': { status: 204 } });
    const { router } = renderApp('/member');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/รหัสผ่านปัจจุบัน/), 'Lucky2025');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่านใหม่/), 'Lucky2026');
    await user.type(within(dialog).getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'Lucky2027');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect(within(dialog).getByLabelText(/^ยืนยันรหัสผ่านใหม่/)).toHaveAccessibleDescription(
      'รหัสผ่านยืนยันไม่ตรงกัน',
    );
    await user.clear(within(dialog).getByLabelText(/^ยืนยันรหัสผ่านใหม่/));
    await user.type(within(dialog).getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'Lucky2026');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/members/me').length).toBeGreaterThan(1);
    expect(sessionStorage.getItem('token')).toBe('tok-123');
  });

  it('PASSWORD_TOO_COMMON lands under the new password', async () => {
    signIn(0);
    memberApi({ 'POST /api/members/me/password': apiError(400, 'PASSWORD_TOO_COMMON') });
    renderApp('/member');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });
    await user.type(within(dialog).getByLabelText(/รหัสผ่านปัจจุบัน/), 'Lucky2025');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่านใหม่/), 'Password1');
    await user.type(within(dialog).getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'Password1');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^รหัสผ่านใหม่/)).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
