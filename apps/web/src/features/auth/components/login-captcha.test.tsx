import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, type TApiCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const LOGIN_TITLE = 'เข้าสู่ระบบ';

/** A captcha route that numbers its images c1, c2, … */
function captchaRoute() {
  let n = 0;
  return () => {
    n += 1;
    return {
      body: {
        captchaId: `c${n}`,
        image: `data:image/png;base64,iVBORw0KGgo${n}`,
        expiresAt: new Date(Date.now() + 120_000).toISOString(),
      },
    };
  };
}

const captchaCalls = (calls: TApiCall[]) => calls.filter((c) => c.path === '/api/auth/captcha');
const loginCalls = (calls: TApiCall[]) => calls.filter((c) => c.path === '/api/auth/login');

async function openAndFill() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: LOGIN_TITLE });
  await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
  await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Wrong1234');
  const submit = () => user.click(within(dialog).getByRole('button', { name: LOGIN_TITLE }));
  return { user, dialog, submit };
}

describe('login popup captcha and bot check', () => {
  it('shows no captcha until a failure flags it, then sends it and loads a new image after each failure', async () => {
    const { calls } = stubApi({
      'POST /api/auth/login': (call) =>
        (call.body as { captcha?: string }).captcha
          ? apiError(400, 'CAPTCHA_INVALID', { captchaRequired: true })
          : apiError(401, 'INVALID_CREDENTIALS', { captchaRequired: true }),
      'GET /api/auth/captcha': captchaRoute(),
    });
    renderApp('/login');
    const { user, dialog, submit } = await openAndFill();
    expect(within(dialog).queryByLabelText(/รหัสยืนยัน/)).not.toBeInTheDocument();
    expect(captchaCalls(calls)).toHaveLength(0);

    await submit();
    const image = await within(dialog).findByRole('img', { name: 'ภาพรหัสยืนยัน' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo1');
    expect(captchaCalls(calls)).toHaveLength(1);

    // The captcha is now required before the form goes out.
    await submit();
    expect(await within(dialog).findByText('กรุณากรอกรหัสยืนยัน')).toBeInTheDocument();
    expect(loginCalls(calls)).toHaveLength(1);

    await user.type(within(dialog).getByLabelText(/^รหัสยืนยัน/), 'ab7cd');
    await submit();
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(2));
    expect(loginCalls(calls)[1]?.body).toMatchObject({
      username: 'somchai',
      password: 'Wrong1234',
      captchaId: 'c1',
      captcha: 'ab7cd',
    });
    // The failure used the image up: a new one arrives (no sooner than a second after the last).
    await waitFor(
      () =>
        expect(within(dialog).getByRole('img', { name: 'ภาพรหัสยืนยัน' })).toHaveAttribute(
          'src',
          'data:image/png;base64,iVBORw0KGgo2',
        ),
      { timeout: 3000 },
    );
    expect(within(dialog).getByLabelText(/^รหัสยืนยัน/)).toHaveValue('');
  });

  it('refreshes the image on click at most once per second, the button disabled meanwhile', async () => {
    const { calls } = stubApi({
      'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS', { captchaRequired: true }),
      'GET /api/auth/captcha': captchaRoute(),
    });
    renderApp('/login');
    const { user, dialog, submit } = await openAndFill();
    await submit();
    await within(dialog).findByRole('img', { name: 'ภาพรหัสยืนยัน' });
    const refresh = within(dialog).getByRole('button', { name: 'ขอภาพรหัสยืนยันใหม่' });
    await waitFor(() => expect(refresh).toBeEnabled());
    await user.click(refresh);
    // Less than a second after the first image: the click waits for its turn.
    expect(refresh).toBeDisabled();
    await user.click(refresh);
    await user.click(refresh);
    expect(captchaCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(captchaCalls(calls)).toHaveLength(2), { timeout: 2000 });
    await waitFor(() => expect(refresh).toBeEnabled());
    await new Promise((r) => setTimeout(r, 300));
    expect(captchaCalls(calls)).toHaveLength(2);
    expect(within(dialog).getByRole('img', { name: 'ภาพรหัสยืนยัน' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo2',
    );
  });

  it('solves the proof-of-work challenge and sends it as botCheck', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'test-signature-secret',
      hmacKeySignatureSecret: 'test-key-secret',
    });
    const { calls } = stubApi({
      'GET /api/auth/bot-challenge': { body: challenge },
      'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS'),
    });
    renderApp('/login');
    const { submit } = await openAndFill();
    await submit();
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(1));
    const body = loginCalls(calls)[0]?.body as { botCheck?: string };
    expect(body.botCheck).toBeTruthy();
    const decoded = JSON.parse(atob(body.botCheck!));
    expect(decoded.challenge.signature).toBe(challenge.signature);
    expect(decoded.solution.counter).toBe(3);
    // After the failure a fresh challenge is prepared for the retry.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/auth/bot-challenge')).toHaveLength(2),
    );
  });
});
