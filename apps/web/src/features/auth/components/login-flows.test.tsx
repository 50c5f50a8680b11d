import { errorMessages, type TPermissionResponse } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLoginHandoffFromUrl } from '../../../lib/session';
import { apiError, stubApi, type TApiAnswer, type TApiCall } from '../../../test/api-stub';
import {
  countryCodesFixture,
  loginResultFixture,
  permissionFixture,
  publicStateFixture,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const LOGIN_TITLE = 'เข้าสู่ระบบ';
const WAIT = { timeout: 4000 };

function permissionWith(modules: Partial<TPermissionResponse['modules']>) {
  const base = permissionFixture();
  return permissionFixture({ modules: { ...base.modules, ...modules } });
}

/** Routes every successful sign-in needs afterwards (the header loads the member). */
function signedInRoutes(result = loginResultFixture()): Record<string, TApiAnswer> {
  return {
    'GET /api/members/me': { body: result.member },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
  };
}

const callsTo = (calls: TApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

async function openLogin(path = '/login') {
  const rendered = renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: LOGIN_TITLE }, WAIT);
  return { ...rendered, dialog, user: userEvent.setup() };
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: LOGIN_TITLE });

const secondStep = (methods: string[]) => ({
  secondStep: {
    ticket: 'ticket-1',
    methods,
    mobileMasked: '81****678',
    emailMasked: 's*****i@example.com',
    expiresAt: '2025-11-21T05:10:00.000Z',
    reason: 'newIp',
    bindMobile: false,
  },
});

describe('login popup: SMS, remembered device, quick sign-ins', () => {
  it('SMS tab: sends the code for login, then signs in with number and code', async () => {
    const result = loginResultFixture({ token: 'tok-sms' });
    const { calls } = stubApi(
      {
        'GET /api/auth/country-codes': { body: countryCodesFixture() },
        'POST /api/auth/sms-code': { body: { expiredMinutes: 1, resendAfterSeconds: 60 } },
        'POST /api/auth/login/sms': { body: result },
        ...signedInRoutes(result),
      },
      permissionWith({ smsCodeLogin: true }),
    );
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('tab', { name: 'รหัส SMS' }));
    await within(dialog).findByRole('option', { name: '+66' }, WAIT);
    // Both fields are required before anything goes out.
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('กรุณากรอกรหัสยืนยัน')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/auth/login/sms')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/หมายเลขโทรศัพท์มือถือ/), '812345678');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งรหัส' }));
    expect(
      await within(dialog).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' }, WAIT),
    ).toBeDisabled();
    expect(callsTo(calls, 'POST', '/api/auth/sms-code')[0]?.body).toEqual({
      purpose: 'login',
      countryDialingCode: '+66',
      mobileNum: '812345678',
    });
    await user.type(within(dialog).getByLabelText(/^รหัสยืนยัน/), '123456');
    await user.click(submitButton(dialog));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-sms'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/login/sms')[0]?.body).toEqual({
      countryDialingCode: '+66',
      mobileNum: '812345678',
      verificationCode: '123456',
      site: 'member',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: LOGIN_TITLE })).not.toBeInTheDocument(),
    );
  });

  it('a remembered device pre-fills the username and signs in with the password left empty', async () => {
    const result = loginResultFixture({ token: 'tok-remembered' }, { account: 'lek' });
    const { calls } = stubApi({
      'GET /api/auth/remembered': { body: { username: 'lek' } },
      'POST /api/auth/login/remembered': { body: result },
      ...signedInRoutes(result),
    });
    const { dialog, user } = await openLogin();
    const username = within(dialog).getByLabelText(/ชื่อผู้ใช้/);
    await waitFor(() => expect(username).toHaveValue('lek'), WAIT);
    expect(within(dialog).getByLabelText(/^รหัสผ่าน/)).toHaveAttribute(
      'placeholder',
      '••••••• จดจำไว้แล้ว',
    );
    expect(within(dialog).getByLabelText('จดจำฉัน')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'ไม่ใช่คุณ?' })).toBeInTheDocument();

    await user.click(submitButton(dialog));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-remembered'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/login/remembered')[0]?.body).toEqual({
      site: 'member',
    });
    expect(callsTo(calls, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('unchecking remember me forgets the device; checking it sends remember: true', async () => {
    const result = loginResultFixture();
    const { calls } = stubApi({
      'GET /api/auth/remembered': { body: { username: 'lek' } },
      'DELETE /api/auth/remembered': { status: 204 },
      'POST /api/auth/login': { body: result },
      ...signedInRoutes(result),
    });
    const { dialog, user } = await openLogin();
    const username = within(dialog).getByLabelText(/ชื่อผู้ใช้/);
    await waitFor(() => expect(username).toHaveValue('lek'), WAIT);
    const remember = within(dialog).getByLabelText('จดจำฉัน');
    await user.click(remember);
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/auth/remembered')).toHaveLength(1));
    expect(username).toHaveValue('');
    expect(remember).not.toBeChecked();
    expect(within(dialog).getByLabelText(/^รหัสผ่าน/)).not.toHaveAttribute('placeholder');

    await user.type(username, 'somchai');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(remember);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/auth/login')).toHaveLength(1), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/login')[0]?.body).toEqual({
      username: 'somchai',
      password: 'Secret123',
      site: 'member',
      remember: true,
    });
    // The password is never kept on the page side.
    expect(document.cookie).not.toContain('Secret123');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Secret123');
  });

  it('one-click shows the generated credentials once, then finishes the sign-in', async () => {
    const result = loginResultFixture({ token: 'tok-oneclick' }, { account: 'u88123' });
    const { calls } = stubApi(
      {
        'POST /api/auth/login/one-click': {
          body: { credentials: { username: 'u88123', password: 'Kp7-x9Qa' }, login: result },
        },
        ...signedInRoutes(result),
      },
      permissionWith({ oneClickLogin: true }),
    );
    const { dialog, user, router } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'สมัครด้วยคลิกเดียว' }));
    const shown = await screen.findByRole('dialog', { name: 'บัญชีใหม่ของคุณ' }, WAIT);
    expect(shown).toHaveTextContent('u88123');
    expect(shown).toHaveTextContent('Kp7-x9Qa');
    expect(callsTo(calls, 'POST', '/api/auth/login/one-click')).toHaveLength(1);
    // Not signed in until the player confirms they kept the details.
    expect(sessionStorage.getItem('token')).toBeNull();

    await user.click(within(shown).getByRole('button', { name: 'คัดลอกรหัสผ่าน' }));
    expect(await navigator.clipboard.readText()).toBe('Kp7-x9Qa');
    expect(within(shown).getByText('คัดลอกแล้ว')).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'ฉันบันทึกไว้แล้ว' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-oneclick'));
    expect(screen.queryByRole('dialog', { name: 'บัญชีใหม่ของคุณ' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('free play sends an RSA-OAEP encrypted random string the server can decrypt', async () => {
    const keys = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
    const publicKey = btoa(String.fromCharCode(...spki));
    const decrypted: string[] = [];
    const result = loginResultFixture({ token: 'tok-trial' }, { account: 'trial0042', type: 4 });
    const { calls } = stubApi(
      {
        'GET /api/auth/trial-key': {
          body: { keyId: 'key-2025', publicKey, algorithm: 'RSA-OAEP-256' },
        },
        'POST /api/auth/login/trial': async (call) => {
          const body = call.body as { encrypted: string };
          const bytes = Uint8Array.from(atob(body.encrypted), (c) => c.charCodeAt(0));
          const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, bytes);
          decrypted.push(new TextDecoder().decode(plain));
          return { body: result };
        },
        ...signedInRoutes(result),
      },
      permissionWith({ freePlay: true }),
    );
    const { dialog, user, router } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'ทดลองเล่นฟรี' }));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-trial'), WAIT);
    expect(sessionStorage.getItem('isAgent')).toBe('4');
    const body = callsTo(calls, 'POST', '/api/auth/login/trial')[0]?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ platform: 'W', keyId: 'key-2025', gatewayVersion: 3 });
    expect(typeof body.os).toBe('string');
    expect(decrypted).toHaveLength(1);
    expect(decrypted[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.encrypted).not.toContain(decrypted[0]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a failed free play shows the translated error in the popup', async () => {
    stubApi(
      { 'GET /api/auth/trial-key': apiError(403, 'TRIAL_NOT_ALLOWED') },
      permissionWith({ freePlay: true }),
    );
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'ทดลองเล่นฟรี' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      errorMessages.TRIAL_NOT_ALLOWED.th,
    );
  });

  it('social sign-in buttons link to the provider with the way back', async () => {
    stubApi({}, permissionFixture({ identityProviders: [{ id: 'line', name: 'LINE' }] }));
    const { dialog } = await openLogin('/login');
    const link = within(dialog).getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' });
    expect(link).toHaveAttribute(
      'href',
      `/api/auth/oidc/line/start?site=member&returnTo=${encodeURIComponent('/login')}`,
    );
  });
});

describe('second step (unregistered IP)', () => {
  it('asks for the payee name, then finishes the sign-in', async () => {
    const result = loginResultFixture({ token: 'tok-verified' });
    const { calls } = stubApi({
      'POST /api/auth/login': { body: secondStep(['payeeName', 'sms']) },
      'POST /api/auth/second-step/verify': { body: result },
      ...signedInRoutes(result),
    });
    const { dialog, user } = await openLogin();
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(submitButton(dialog));

    const verify = await screen.findByRole('dialog', { name: 'ยืนยันว่าเป็นคุณ' }, WAIT);
    expect(verify).toHaveTextContent('คุณกำลังเข้าสู่ระบบจากตำแหน่งใหม่');
    expect(within(verify).getByRole('tab', { name: 'ชื่อบัญชีธนาคาร' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
    await user.type(within(verify).getByLabelText(/ชื่อ-นามสกุลจริง/), ' Somchai Jaidee ');
    await user.click(within(verify).getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-verified'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/second-step/verify')[0]?.body).toEqual({
      ticket: 'ticket-1',
      method: 'payeeName',
      answer: 'Somchai Jaidee',
    });
    expect(screen.queryByRole('dialog', { name: 'ยืนยันว่าเป็นคุณ' })).not.toBeInTheDocument();
  });

  it('sends an SMS code to the masked number and verifies it', async () => {
    const result = loginResultFixture({ token: 'tok-sms-step' });
    const { calls } = stubApi({
      'POST /api/auth/login': { body: secondStep(['payeeName', 'sms']) },
      'POST /api/auth/second-step/send': { body: { expiredMinutes: 1, resendAfterSeconds: 60 } },
      'POST /api/auth/second-step/verify': { body: result },
      ...signedInRoutes(result),
    });
    const { dialog, user } = await openLogin();
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(submitButton(dialog));
    const verify = await screen.findByRole('dialog', { name: 'ยืนยันว่าเป็นคุณ' }, WAIT);
    await user.click(within(verify).getByRole('tab', { name: 'SMS' }));
    expect(verify).toHaveTextContent('รหัสจะถูกส่งไปที่ 81****678');
    await user.click(within(verify).getByRole('button', { name: 'ส่งรหัส' }));
    expect(
      await within(verify).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' }, WAIT),
    ).toBeDisabled();
    expect(callsTo(calls, 'POST', '/api/auth/second-step/send')[0]?.body).toEqual({
      ticket: 'ticket-1',
      method: 'sms',
    });
    await user.type(within(verify).getByLabelText(/^รหัสยืนยัน/), '654321');
    await user.click(within(verify).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-sms-step'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/second-step/verify')[0]?.body).toEqual({
      ticket: 'ticket-1',
      method: 'sms',
      answer: '654321',
    });
  });

  it('a wrong answer stays on the field; an expired step returns to the login popup', async () => {
    let answers = 0;
    stubApi({
      'POST /api/auth/login': { body: secondStep(['totp']) },
      'POST /api/auth/second-step/verify': () => {
        answers += 1;
        return answers === 1
          ? apiError(400, 'SECOND_STEP_INVALID')
          : apiError(400, 'SECOND_STEP_EXPIRED');
      },
    });
    const { dialog, user } = await openLogin();
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'somchai');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Secret123');
    await user.click(submitButton(dialog));
    const verify = await screen.findByRole('dialog', { name: 'ยืนยันว่าเป็นคุณ' }, WAIT);
    const code = within(verify).getByLabelText(/รหัสจากแอปยืนยันตัวตน/);
    await user.type(code, '12ab');
    await user.click(within(verify).getByRole('button', { name: 'ยืนยัน' }));
    expect(await within(verify).findByText('กรุณากรอกตัวเลข 6 หลัก')).toBeInTheDocument();
    expect(answers).toBe(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(verify).getByRole('button', { name: 'ยืนยัน' }));
    expect(
      await within(verify).findByText(errorMessages.SECOND_STEP_INVALID.th),
    ).toBeInTheDocument();

    await user.click(within(verify).getByRole('button', { name: 'ยืนยัน' }));
    const login = await screen.findByRole('dialog', { name: LOGIN_TITLE }, WAIT);
    expect(within(login).getByRole('status')).toHaveTextContent(
      errorMessages.SECOND_STEP_EXPIRED.th,
    );
  });
});

describe('provider SMS step for an account without a mobile', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the number to bind, sends the code there and verifies with it', async () => {
    window.history.replaceState(null, '', '/?loginTicket=tkt-bind');
    captureLoginHandoffFromUrl();
    const result = loginResultFixture({ token: 'tok-bound' });
    const { calls } = stubApi({
      'POST /api/auth/login/ticket': {
        body: {
          secondStep: {
            ticket: 'ticket-bind',
            methods: ['sms'],
            mobileMasked: null,
            emailMasked: null,
            expiresAt: '2025-11-21T05:10:00.000Z',
            reason: 'providerSms',
            bindMobile: true,
          },
        },
      },
      'GET /api/auth/country-codes': { body: countryCodesFixture() },
      'POST /api/auth/second-step/send': { body: { expiredMinutes: 1, resendAfterSeconds: 60 } },
      'POST /api/auth/second-step/verify': { body: result },
      ...signedInRoutes(result),
    });
    renderApp('/');
    const user = userEvent.setup();
    const verify = await screen.findByRole('dialog', { name: 'ยืนยันว่าเป็นคุณ' }, WAIT);
    await user.click(within(verify).getByRole('button', { name: 'ส่งรหัส' }));
    expect(callsTo(calls, 'POST', '/api/auth/second-step/send')).toHaveLength(0);
    await user.type(within(verify).getByRole('textbox', { name: /โทรศัพท์/ }), '0812345675');
    await user.click(within(verify).getByRole('button', { name: 'ส่งรหัส' }));
    await waitFor(
      () => expect(callsTo(calls, 'POST', '/api/auth/second-step/send')).toHaveLength(1),
      WAIT,
    );
    expect(callsTo(calls, 'POST', '/api/auth/second-step/send')[0]?.body).toEqual({
      ticket: 'ticket-bind',
      method: 'sms',
      countryDialingCode: '+66',
      mobileNum: '0812345675',
    });
    await user.type(within(verify).getByLabelText(/^รหัสยืนยัน/), '654321');
    await user.click(within(verify).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-bound'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/second-step/verify')[0]?.body).toMatchObject({
      answer: '654321',
      countryDialingCode: '+66',
      mobileNum: '0812345675',
    });
  });
});

describe('social sign-in return', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('redeems ?loginTicket= once, removes it from the address and signs in', async () => {
    window.history.replaceState(null, '', '/?loginTicket=tkt-123&tab=slots');
    expect(captureLoginHandoffFromUrl()).toBe(true);
    expect(window.location.search).toBe('?tab=slots');
    const result = loginResultFixture({ token: 'tok-social' });
    const { calls } = stubApi({
      'POST /api/auth/login/ticket': { body: result },
      ...signedInRoutes(result),
    });
    renderApp('/');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-social'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/login/ticket')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/auth/login/ticket')[0]?.body).toEqual({
      ticket: 'tkt-123',
    });
    expect(
      await within(screen.getByRole('banner')).findByText('Somchai', undefined, WAIT),
    ).toBeInTheDocument();
  });

  it('?loginError= opens the login popup with the translated error', async () => {
    window.history.replaceState(null, '', '/?loginError=INVALID_CREDENTIALS');
    captureLoginHandoffFromUrl();
    expect(window.location.search).toBe('');
    stubApi();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: LOGIN_TITLE }, WAIT);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      errorMessages.INVALID_CREDENTIALS.th,
    );
  });
});
