import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { countryCodesFixture, registerSettingsFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TITLE = 'สร้างบัญชีของคุณ';

describe('registration captcha', () => {
  it('shows the captcha when the settings ask for it, sends it, and loads a new image after a failure', async () => {
    let n = 0;
    const { calls } = stubApi({
      'GET /api/auth/register-settings': {
        body: { ...registerSettingsFixture(), captcha: true },
      },
      'GET /api/auth/country-codes': { body: countryCodesFixture() },
      'GET /api/auth/captcha': () => {
        n += 1;
        return {
          body: {
            captchaId: `r${n}`,
            image: `data:image/png;base64,iVBORw0KGgo${n}`,
            expiresAt: new Date(Date.now() + 120_000).toISOString(),
          },
        };
      },
      'POST /api/auth/register': apiError(400, 'CAPTCHA_INVALID', { captchaRequired: true }),
    });
    renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const user = userEvent.setup();
    const image = await within(dialog).findByRole('img', { name: 'ภาพรหัสยืนยัน' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo1');

    await user.type(within(dialog).getByLabelText(/^ชื่อผู้ใช้/), 'newplayer1');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Lucky2026');
    await user.type(within(dialog).getByLabelText(/^ยืนยันรหัสผ่าน/), 'Lucky2026');
    await user.type(within(dialog).getByLabelText(/^หมายเลขโทรศัพท์|^เบอร์/), '0812345678');
    await user.click(within(dialog).getByRole('checkbox', { name: /อายุเกิน 18 ปี/ }));
    const submit = within(dialog).getByRole('button', { name: 'สมัครสมาชิก' });
    // Without the captcha the form does not go out.
    await user.click(submit);
    expect(await within(dialog).findByText('กรุณากรอกรหัสยืนยัน')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^รหัสยืนยัน/), 'kp4rt');
    await user.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/register')?.body).toMatchObject({
        username: 'newplayer1',
        captchaId: 'r1',
        captcha: 'kp4rt',
      }),
    );
    await waitFor(
      () =>
        expect(within(dialog).getByRole('img', { name: 'ภาพรหัสยืนยัน' })).toHaveAttribute(
          'src',
          'data:image/png;base64,iVBORw0KGgo2',
        ),
      { timeout: 3000 },
    );
  });
});
