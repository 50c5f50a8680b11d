import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, signIn, stubApi } from '../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function signedInApi(state = publicStateFixture(), member = memberFixture()) {
  return stubApi({
    'GET /api/members/me': { body: member },
    'GET /api/members/me/public-state': () => ({ body: state }),
    'POST /api/auth/logout': { status: 204 },
  });
}

describe('header when signed in', () => {
  it('shows the nickname, the balance with 2 decimals and its currency, and the unread badge', async () => {
    signIn(0);
    signedInApi(publicStateFixture({ balance: 123456, currencySymbol: '฿', unreadMessage: 3 }));
    renderApp('/');
    const header = await screen.findByRole('banner');
    const balance = within(header).getByRole('group', { name: 'ยอดเงิน' });
    await waitFor(() => expect(balance).toHaveTextContent('฿1,234.56'));
    expect(await within(header).findByText('Somchai')).toBeInTheDocument();
    const trigger = within(header).getByRole('button', {
      name: 'เมนูบัญชี (ข้อความที่ยังไม่ได้อ่าน 3 รายการ)',
    });
    expect(trigger).toHaveTextContent('3');
    await userEvent.click(trigger);
    // A member has no agent centre entry.
    expect(within(header).queryByRole('link', { name: 'ศูนย์ตัวแทน' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /ข้อความ/ })).toHaveTextContent('3');
  });

  it('an agent gets the agent centre in the member menu', async () => {
    signIn(1, 'agentkai');
    signedInApi(publicStateFixture(), memberFixture({ account: 'agentkai', type: 1 }));
    renderApp('/');
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'เมนูบัญชี' }));
    expect(within(header).getByRole('link', { name: 'ศูนย์ตัวแทน' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
  });

  it('the balance mask is remembered, and refresh fetches the balance again', async () => {
    signIn(0);
    let balance = 1000;
    const { calls } = stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': () => ({ body: publicStateFixture({ balance }) }),
    });
    const first = renderApp('/');
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'ยอดเงิน' });
    await waitFor(() => expect(group).toHaveTextContent('10.00'));

    balance = 250075;
    const before = calls.filter((c) => c.path === '/api/members/me/public-state').length;
    await user.click(within(group).getByRole('button', { name: 'รีเฟรชยอดเงิน' }));
    await waitFor(() => expect(group).toHaveTextContent('2,500.75'));
    expect(calls.filter((c) => c.path === '/api/members/me/public-state').length).toBe(before + 1);

    await user.click(within(group).getByRole('button', { name: 'ซ่อนยอดเงิน' }));
    expect(group).not.toHaveTextContent('2,500.75');
    expect(group).toHaveTextContent('ซ่อนยอดเงินอยู่');
    expect(localStorage.getItem('balanceHidden')).toBe('1');

    // A new visit keeps the balance hidden.
    first.unmount();
    renderApp('/');
    const again = await screen.findByRole('group', { name: 'ยอดเงิน' });
    expect(again).toHaveTextContent('ซ่อนยอดเงินอยู่');
    expect(within(again).getByRole('button', { name: 'แสดงยอดเงิน' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sign out asks first, then logs out, clears the session and goes home', async () => {
    signIn(0);
    sessionStorage.setItem('afterLogin', '1');
    const { calls } = signedInApi();
    const { router } = renderApp('/member');
    const user = userEvent.setup();
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'เมนูบัญชี' }));
    await user.click(within(header).getByRole('button', { name: 'ออกจากระบบ' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ออกจากระบบหรือไม่?' });

    // Cancel keeps the session.
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(sessionStorage.getItem('token')).toBe('tok-123');

    await user.click(within(header).getByRole('button', { name: 'เมนูบัญชี' }));
    await user.click(within(header).getByRole('button', { name: 'ออกจากระบบ' }));
    const again = await screen.findByRole('alertdialog', { name: 'ออกจากระบบหรือไม่?' });
    await user.click(within(again).getByRole('button', { name: 'ออกจากระบบ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout).toMatchObject({ method: 'POST', authorization: 'Bearer tok-123' });
    expect(sessionStorage.length).toBe(0);
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'เข้าสู่ระบบ' }),
    ).toBeInTheDocument();
  });

  it('a 401 from a signed-in call clears the session and opens the login popup with the message', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': apiError(401, 'UNAUTHORIZED'),
      'GET /api/members/me/public-state': apiError(401, 'UNAUTHORIZED'),
    });
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a 401 on a login-only page lands on /login with the message kept', async () => {
    signIn(0);
    stubApi({
      'GET /api/members/me': apiError(401, 'UNAUTHORIZED'),
      'GET /api/members/me/public-state': apiError(401, 'UNAUTHORIZED'),
    });
    const { router } = renderApp('/member');
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('คุณยังไม่ได้เข้าสู่ระบบ');
  });
});
