import { patternMessage, type TSecurityOverview } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import auth from '../../../locales/th/auth.json';
import pages from '../../../locales/th/pages.json';
import { apiError, signIn, stubApi, type TApiAnswer, type TApiCall } from '../../../test/api-stub';
import {
  countryCodesFixture,
  loginHistoryFixture,
  memberFixture,
  publicStateFixture,
  validationRulesFixture,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const sec = pages.security;
// The first test renders the member centre cold (its lazy route and features load in this worker
// first): the limit is for a hang, not a measure of speed.
const SLOW = { timeout: 10_000 };

function overviewFixture(overrides: Partial<TSecurityOverview> = {}): TSecurityOverview {
  return {
    mobileMasked: null,
    countryDialingCode: null,
    emailMasked: null,
    hasPaymentPassword: false,
    authenticatorBound: false,
    rememberedDevices: 0,
    ...overrides,
  };
}

/** The site's rules as the server's defaults have them: payment password exactly 6 digits. */
function rulesFixture() {
  const { rules } = validationRulesFixture();
  return {
    rules: {
      ...rules,
      paymentPassword: { ...rules.paymentPassword!, patternId: 6, min: 6, max: 6 },
    },
  };
}

/**
 * The member API with a security overview that answers `first` until a change call succeeds
 * and `after` from then on (so a test sees the refresh).
 */
function securityApi(
  first: TSecurityOverview,
  after: TSecurityOverview,
  extra: Record<string, TApiAnswer> = {},
  member = memberFixture(),
) {
  let changed = false;
  const wrapped: Record<string, TApiAnswer> = {};
  for (const [route, answer] of Object.entries(extra)) {
    wrapped[route] = async (call: TApiCall) => {
      const result = typeof answer === 'function' ? await answer(call) : answer;
      if ((result.status ?? 200) < 300 && !route.endsWith('/code') && !route.includes('sms-code'))
        changed = true;
      return result;
    };
  }
  return stubApi({
    'GET /api/members/me': { body: member },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
    'GET /api/members/me/login-history': { body: loginHistoryFixture() },
    'GET /api/auth/validation-rules': { body: rulesFixture() },
    'GET /api/auth/country-codes': { body: countryCodesFixture() },
    'GET /api/members/me/security': () => ({ body: changed ? after : first }),
    ...wrapped,
  });
}

/** The settings row titled `title`. */
async function row(title: string): Promise<HTMLElement> {
  const strong = await screen.findByText(title, { selector: 'strong' }, SLOW);
  return strong.closest('li') as HTMLElement;
}

const label = (text: string) => new RegExp(`^${text}`);
const securityGets = (calls: TApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/members/me/security').length;

// The first render loads the lazy member route: slow on a busy machine.
describe('security centre settings', { timeout: 20_000 }, () => {
  it('shows bound and unbound states, the masked mobile with its dialling code', async () => {
    signIn(0);
    securityApi(
      overviewFixture({
        mobileMasked: '81****678',
        countryDialingCode: '66',
        hasPaymentPassword: true,
        authenticatorBound: true,
      }),
      overviewFixture(),
    );
    renderApp('/member');
    const mobile = await row(sec.mobile.title);
    await waitFor(() => expect(mobile).toHaveTextContent('+66 81****678'));
    expect(mobile).toHaveTextContent(sec.status.bound);
    expect(within(mobile).getByRole('button', { name: sec.mobile.change })).toBeInTheDocument();
    const email = await row(sec.email.title);
    expect(email).toHaveTextContent(sec.status.notBound);
    expect(within(email).getByRole('button', { name: sec.email.bind })).toBeInTheDocument();
    const totp = await row(sec.authenticator.title);
    expect(totp).toHaveTextContent(sec.status.bound);
    expect(within(totp).getByRole('button', { name: sec.authenticator.unbind })).toBeVisible();
    const payment = await row(sec.paymentPassword);
    expect(payment).toHaveTextContent(sec.set);
    expect(within(payment).getByRole('button', { name: sec.payment.change })).toBeVisible();
    // No remembered device: nothing to forget.
    expect(screen.queryByText(sec.device.title)).not.toBeInTheDocument();
  });

  it('binds a mobile number with an SMS code sent with the session token', async () => {
    signIn(0);
    const { calls } = securityApi(
      overviewFixture(),
      overviewFixture({ mobileMasked: '81****678', countryDialingCode: '66' }),
      {
        'POST /api/auth/sms-code': { body: { expiredMinutes: 5, resendAfterSeconds: 60 } },
        'POST /api/members/me/mobile': { status: 204 },
      },
    );
    renderApp('/member');
    const user = userEvent.setup();
    await user.click(
      within(await row(sec.mobile.title)).getByRole('button', { name: sec.mobile.bind }),
    );
    const dialog = await screen.findByRole('dialog', { name: sec.mobile.bindTitle });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(auth.field.dialCode)).toHaveValue('TH'),
    );

    // Sending needs a valid number first.
    await user.click(within(dialog).getByRole('button', { name: auth.field.sendCode }));
    expect(within(dialog).getByLabelText(label(auth.field.mobile))).toHaveAccessibleDescription(
      auth.error.mobileRequired,
    );
    await user.type(within(dialog).getByLabelText(label(auth.field.mobile)), '0812345678');
    await user.click(within(dialog).getByRole('button', { name: auth.field.sendCode }));
    expect(await within(dialog).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' })).toBeDisabled();
    const send = calls.find((c) => c.path === '/api/auth/sms-code');
    expect(send?.body).toMatchObject({
      purpose: 'bindMobile',
      countryDialingCode: '66',
      mobileNum: '812345678',
    });
    expect(send?.authorization).toBe('Bearer tok-123');

    await user.type(within(dialog).getByLabelText(label(auth.field.smsCode)), '246810');
    const before = securityGets(calls);
    await user.click(within(dialog).getByRole('button', { name: sec.mobile.submit }));
    expect(await screen.findByText(sec.done.mobileBound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: sec.mobile.bindTitle })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/members/me/mobile')?.body).toEqual({
      countryDialingCode: '66',
      mobileNum: '812345678',
      verificationCode: '246810',
    });
    expect(securityGets(calls)).toBeGreaterThan(before);
    await waitFor(() => expect(screen.getAllByText('+66 81****678').length).toBeGreaterThan(0));
    const mobile = await row(sec.mobile.title);
    expect(mobile).toHaveTextContent(sec.status.bound);
    // The member info (profile card) is reloaded too.
    expect(calls.filter((c) => c.path === '/api/members/me').length).toBeGreaterThan(1);
  });

  it('a wrong SMS code lands under the code field and the dialog stays', async () => {
    signIn(0);
    securityApi(overviewFixture(), overviewFixture(), {
      'POST /api/auth/sms-code': { body: { expiredMinutes: 5, resendAfterSeconds: 60 } },
      'POST /api/members/me/mobile': apiError(400, 'SMS_CODE_INVALID'),
    });
    renderApp('/member');
    const user = userEvent.setup();
    await user.click(
      within(await row(sec.mobile.title)).getByRole('button', { name: sec.mobile.bind }),
    );
    const dialog = await screen.findByRole('dialog', { name: sec.mobile.bindTitle });
    await user.type(within(dialog).getByLabelText(label(auth.field.mobile)), '812345678');
    await user.type(within(dialog).getByLabelText(label(auth.field.smsCode)), '000000');
    await user.click(within(dialog).getByRole('button', { name: sec.mobile.submit }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(label(auth.field.smsCode))).toHaveAccessibleDescription(
        'รหัสยืนยันไม่ถูกต้อง',
      ),
    );
    expect(screen.getByRole('dialog', { name: sec.mobile.bindTitle })).toBeInTheDocument();
  });

  it('binds an e-mail: pattern 3 message, bot-checked code send with countdown, then bind', async () => {
    signIn(0);
    const { calls } = securityApi(
      overviewFixture(),
      overviewFixture({ emailMasked: 'n*****w@example.com' }),
      {
        'POST /api/members/me/email/code': { body: { expiredMinutes: 10, resendAfterSeconds: 90 } },
        'POST /api/members/me/email': { status: 204 },
      },
    );
    renderApp('/member');
    const user = userEvent.setup();
    await user.click(
      within(await row(sec.email.title)).getByRole('button', { name: sec.email.bind }),
    );
    const dialog = await screen.findByRole('dialog', { name: sec.email.bindTitle });
    const field = within(dialog).getByLabelText(label(sec.email.field));
    await user.type(field, 'new@mail');
    await user.click(within(dialog).getByRole('button', { name: auth.field.sendCode }));
    expect(field).toHaveAccessibleDescription(patternMessage(3, 'th', { min: null, max: null }));
    expect(calls.some((c) => c.path === '/api/members/me/email/code')).toBe(false);

    await user.clear(field);
    await user.type(field, 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: auth.field.sendCode }));
    expect(await within(dialog).findByRole('button', { name: 'ส่งใหม่ใน 90 วิ' })).toBeDisabled();
    // The bot check ran first (its challenge was asked for), then the code was sent.
    const order = calls.map((c) => c.path);
    expect(order.indexOf('/api/auth/bot-challenge')).toBeGreaterThan(-1);
    expect(order.indexOf('/api/auth/bot-challenge')).toBeLessThan(
      order.indexOf('/api/members/me/email/code'),
    );
    expect(calls.find((c) => c.path === '/api/members/me/email/code')?.body).toEqual({
      email: 'new@example.com',
    });

    await user.type(within(dialog).getByLabelText(label(sec.email.code)), '135790');
    await user.click(within(dialog).getByRole('button', { name: sec.email.submit }));
    expect(await screen.findByText(sec.done.emailBound)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/members/me/email')?.body).toEqual({
      email: 'new@example.com',
      verificationCode: '135790',
    });
    await waitFor(async () =>
      expect(await row(sec.email.title)).toHaveTextContent('n*****w@example.com'),
    );
  });

  it('a wrong e-mail code lands under the code field', async () => {
    signIn(0);
    securityApi(overviewFixture(), overviewFixture(), {
      'POST /api/members/me/email': apiError(400, 'EMAIL_CODE_INVALID'),
    });
    renderApp('/member');
    const user = userEvent.setup();
    await user.click(
      within(await row(sec.email.title)).getByRole('button', { name: sec.email.bind }),
    );
    const dialog = await screen.findByRole('dialog', { name: sec.email.bindTitle });
    await user.type(within(dialog).getByLabelText(label(sec.email.field)), 'new@example.com');
    await user.type(within(dialog).getByLabelText(label(sec.email.code)), '111111');
    await user.click(within(dialog).getByRole('button', { name: sec.email.submit }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(label(sec.email.code))).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.queryByText(sec.done.emailBound)).not.toBeInTheDocument();
  });

  it('sets the payment password the first time with the login password, checked by its rule', async () => {
    signIn(0);
    const { calls } = securityApi(
      overviewFixture(),
      overviewFixture({ hasPaymentPassword: true }),
      { 'POST /api/members/me/payment-password': { status: 204 } },
    );
    renderApp('/member');
    const user = userEvent.setup();
    const payment = await row(sec.paymentPassword);
    await waitFor(() => expect(payment).toHaveTextContent(sec.notSet));
    await user.click(within(payment).getByRole('button', { name: sec.payment.set }));
    const dialog = await screen.findByRole('dialog', { name: sec.payment.setTitle });
    expect(within(dialog).getByLabelText(label(sec.payment.loginPassword))).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(label(sec.payment.current))).not.toBeInTheDocument();
    const rule = patternMessage(6, 'th', { min: 6, max: 6 });
    const next = within(dialog).getByLabelText(label(sec.payment.new));
    expect(next).toHaveAccessibleDescription(rule);

    await user.type(within(dialog).getByLabelText(label(sec.payment.loginPassword)), 'Lucky2025');
    await user.type(next, '12ab');
    await user.type(within(dialog).getByLabelText(label(sec.payment.confirm)), '12ab');
    await user.click(within(dialog).getByRole('button', { name: sec.payment.submitSet }));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveAccessibleDescription(rule);
    expect(calls.some((c) => c.path === '/api/members/me/payment-password')).toBe(false);

    await user.clear(next);
    await user.type(next, '246802');
    await user.clear(within(dialog).getByLabelText(label(sec.payment.confirm)));
    await user.type(within(dialog).getByLabelText(label(sec.payment.confirm)), '246802');
    await user.click(within(dialog).getByRole('button', { name: sec.payment.submitSet }));
    expect(await screen.findByText(sec.done.paymentSet)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/members/me/payment-password')?.body).toEqual({
      currentPassword: 'Lucky2025',
      newPaymentPassword: '246802',
      confirmPaymentPassword: '246802',
    });
    await waitFor(() =>
      expect(within(payment).getByRole('button', { name: sec.payment.change })).toBeVisible(),
    );
  });

  it('changing the payment password asks the current one; a wrong one lands under it', async () => {
    signIn(0);
    securityApi(overviewFixture({ hasPaymentPassword: true }), overviewFixture(), {
      'POST /api/members/me/payment-password': apiError(400, 'WRONG_PAYMENT_PASSWORD'),
    });
    renderApp('/member');
    const user = userEvent.setup();
    const payment = await row(sec.paymentPassword);
    await user.click(await within(payment).findByRole('button', { name: sec.payment.change }));
    const dialog = await screen.findByRole('dialog', { name: sec.payment.changeTitle });
    expect(within(dialog).queryByLabelText(label(sec.payment.loginPassword))).toBeNull();
    const current = within(dialog).getByLabelText(label(sec.payment.current));
    await user.type(current, '111111');
    await user.type(within(dialog).getByLabelText(label(sec.payment.new)), '222222');
    await user.type(within(dialog).getByLabelText(label(sec.payment.confirm)), '222222');
    await user.click(within(dialog).getByRole('button', { name: sec.payment.submitChange }));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('รหัสผ่านการชำระเงินไม่ถูกต้อง');
  });

  it('binds an authenticator: QR and grouped key shown, then a code confirms it', async () => {
    signIn(0);
    let confirms = 0;
    const { calls } = securityApi(
      overviewFixture(),
      overviewFixture({ authenticatorBound: true }),
      {
        'POST /api/members/me/authenticator': {
          body: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/LuckyWay:somchai?secret=JBSWY3DPEHPK3PXP',
            qrCode: 'data:image/png;base64,iVBORw0KGgo=',
          },
        },
        'POST /api/members/me/authenticator/confirm': () =>
          ++confirms === 1 ? apiError(400, 'TOTP_INVALID') : { status: 204 },
      },
    );
    renderApp('/member');
    const user = userEvent.setup();
    await user.click(
      within(await row(sec.authenticator.title)).getByRole('button', {
        name: sec.authenticator.bind,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: sec.authenticator.bindTitle });
    const qr = await within(dialog).findByRole('img', { name: sec.authenticator.qrAlt });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(dialog).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(calls.filter((c) => c.path === '/api/members/me/authenticator')).toHaveLength(1);
    // Copy puts the key without the grouping spaces on the clipboard.
    await user.click(within(dialog).getByRole('button', { name: sec.authenticator.copy }));
    expect(
      await within(dialog).findByRole('button', { name: sec.authenticator.copied }),
    ).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');

    const code = within(dialog).getByLabelText(label(sec.authenticator.code));
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: sec.authenticator.confirm }));
    expect(code).toHaveAccessibleDescription(sec.authenticator.codeInvalid);

    await user.type(code, '6');
    await user.click(within(dialog).getByRole('button', { name: sec.authenticator.confirm }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: sec.authenticator.confirm }));
    expect(await screen.findByText(sec.done.totpBound)).toBeInTheDocument();
    expect(
      calls.filter((c) => c.path === '/api/members/me/authenticator/confirm').map((c) => c.body),
    ).toEqual([{ code: '123456' }, { code: '654321' }]);
    const totp = await row(sec.authenticator.title);
    await waitFor(() => expect(totp).toHaveTextContent(sec.status.bound));
    expect(within(totp).getByRole('button', { name: sec.authenticator.unbind })).toBeVisible();
  });

  it('unbinds the authenticator with a current code', async () => {
    signIn(0);
    const { calls } = securityApi(
      overviewFixture({ authenticatorBound: true }),
      overviewFixture(),
      { 'DELETE /api/members/me/authenticator': { status: 204 } },
    );
    renderApp('/member');
    const user = userEvent.setup();
    const totp = await row(sec.authenticator.title);
    await user.click(await within(totp).findByRole('button', { name: sec.authenticator.unbind }));
    const dialog = await screen.findByRole('dialog', { name: sec.authenticator.unbindTitle });
    await user.type(within(dialog).getByLabelText(label(sec.authenticator.code)), '112233');
    await user.click(within(dialog).getByRole('button', { name: sec.authenticator.unbindSubmit }));
    expect(await screen.findByText(sec.done.totpUnbound)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ code: '112233' });
    await waitFor(() => expect(totp).toHaveTextContent(sec.status.notBound));
  });

  it('forgets the remembered device after a confirmation', async () => {
    signIn(0);
    const { calls } = securityApi(
      overviewFixture({ rememberedDevices: 1 }),
      overviewFixture({ rememberedDevices: 0 }),
      { 'DELETE /api/auth/remembered': { status: 204 } },
    );
    renderApp('/member');
    const user = userEvent.setup();
    const device = await row(sec.device.title);
    await user.click(within(device).getByRole('button', { name: sec.device.forget }));
    const confirm = await screen.findByRole('alertdialog', { name: sec.device.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: sec.device.forget }));
    expect(await screen.findByText(sec.done.deviceForgotten)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/remembered')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText(sec.device.title)).not.toBeInTheDocument());
  });

  it('a trial account never reaches the security centre: the real-account message instead', async () => {
    signIn(4, 'trial-8841');
    // The server says type 4 too (the session follows the member info).
    const { calls } = securityApi(
      overviewFixture(),
      overviewFixture(),
      {},
      memberFixture({ type: 4, account: 'trial-8841' }),
    );
    const { router } = renderApp('/member');
    const dialog = await screen.findByRole('alertdialog', { name: pages.member.trialTitle }, SLOW);
    expect(dialog).toHaveTextContent(pages.member.in_need_true_account);
    expect(screen.queryByText(sec.bindings)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.path === '/api/members/me/security')).toBe(false);
  });
});
