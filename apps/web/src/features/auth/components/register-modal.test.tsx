import { errorMessages, formatDay, patternMessage } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, type TApiAnswer } from '../../../test/api-stub';
import {
  countryCodesFixture,
  loginResultFixture,
  publicStateFixture,
  registerSettingsFixture,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { loadSiteStyles } from '../../../test/site-styles';

const TITLE = 'สร้างบัญชีของคุณ';

function stubRegistration(extra: Record<string, TApiAnswer> = {}) {
  return stubApi({
    'GET /api/auth/register-settings': { body: registerSettingsFixture() },
    'GET /api/auth/country-codes': { body: countryCodesFixture() },
    ...extra,
  });
}

async function openForm(path = '/register') {
  const rendered = renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await within(dialog).findByRole('button', { name: 'สมัครสมาชิก' });
  return { ...rendered, dialog, user: userEvent.setup() };
}

async function fillValid(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(dialog).getByLabelText(/^ชื่อผู้ใช้/), 'newplayer1');
  await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'Lucky2026');
  await user.type(within(dialog).getByLabelText(/^ยืนยันรหัสผ่าน/), 'Lucky2026');
  await user.type(within(dialog).getByLabelText(/^หมายเลขโทรศัพท์|^เบอร์/), '0812345678');
  await user.click(within(dialog).getByRole('checkbox', { name: /อายุเกิน 18 ปี/ }));
}

// A test that sets the date puts the real clock back for the next one.
afterEach(() => vi.useRealTimers());

describe('registration modal', () => {
  it('lines the confirm-password box up with the password box beside it on desktop', async () => {
    loadSiteStyles();
    stubRegistration();
    const { dialog } = await openForm();
    const password = within(dialog)
      .getByLabelText(/^รหัสผ่าน/)
      .closest('.field')!;
    const confirm = within(dialog)
      .getByLabelText(/^ยืนยันรหัสผ่าน/)
      .closest('.field')!;
    // Side by side in one row: the password has a rule hint under its box, the confirmation none.
    expect(password.parentElement).toBe(confirm.parentElement);
    expect(getComputedStyle(password.parentElement!).gridTemplateColumns).toBe(
      'repeat(2, minmax(0, 1fr))',
    );
    expect(password.querySelector('.field__hint')).not.toBeNull();
    expect(confirm.querySelector('.field__hint')).toBeNull();
    // Neither box is pushed down: the row does not stretch the shorter field, nor does a field
    // spread its label and box over extra height.
    expect(getComputedStyle(password.parentElement!).alignItems).toBe('start');
    for (const field of [password, confirm]) {
      expect(getComputedStyle(field).alignContent).toBe('start');
    }
  });

  it('renders exactly the fields the server shows, required ones marked', async () => {
    stubRegistration();
    const { dialog } = await openForm();
    const labels = Array.from(dialog.querySelectorAll('label.field__label')).map((label) =>
      label.textContent?.trim(),
    );
    expect(labels).toEqual([
      'ชื่อผู้ใช้ *',
      'รหัสผ่าน *',
      'ยืนยันรหัสผ่าน *',
      'ชื่อเล่น',
      expect.stringMatching(/ \*$/), // mobile, required
      'รหัสเชิญ',
    ]);
    expect(within(dialog).queryByLabelText(/อีเมล/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/วันเกิด/)).not.toBeInTheDocument();
    // The dialling codes come from the server, Thailand (the default) first.
    expect(await within(dialog).findByText('Thailand: 9 หลัก ไม่ต้องมี 0 นำหน้า')).toBeInTheDocument();
    const dial = within(dialog).getByRole('combobox', { name: 'รหัสประเทศ' });
    expect(Array.from(dial.querySelectorAll('option'), (o) => o.textContent)).toEqual([
      '+66',
      '+84',
    ]);
    expect(dial).toHaveValue('TH');
  });

  it('rejects a bad username with its pattern message before any request', async () => {
    const { calls } = stubRegistration();
    const { dialog, user } = await openForm();
    await fillValid(dialog, user);
    const username = within(dialog).getByLabelText(/^ชื่อผู้ใช้/);
    await user.clear(username);
    await user.type(username, '9lives');
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    // The shared pattern message of the username rule (id 1), bounds filled in, in Thai.
    const message = patternMessage(1, 'th', { min: 6, max: 16 });
    expect(message).toContain('6–16');
    expect(username).toHaveAccessibleDescription(message);
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('checks the mobile digits of the chosen country and the confirmation', async () => {
    const { calls } = stubRegistration();
    const { dialog, user } = await openForm();
    await fillValid(dialog, user);
    const mobile = within(dialog).getByLabelText(/^หมายเลขโทรศัพท์|^เบอร์/);
    await user.clear(mobile);
    await user.type(mobile, '08123');
    const confirm = within(dialog).getByLabelText(/^ยืนยันรหัสผ่าน/);
    await user.type(confirm, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(mobile).toHaveAccessibleDescription(/กรอกตัวเลข 9–9 หลัก/);
    expect(confirm).toHaveAccessibleDescription('รหัสผ่านยืนยันไม่ตรงกัน');
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('puts a server VALIDATION_ERROR under its field, in the interface language', async () => {
    stubRegistration({
      'POST /api/auth/register': apiError(400, 'VALIDATION_ERROR', {
        issues: [
          {
            path: ['nickname'],
            code: 'tooLong',
            patternId: 0,
            min: 2,
            max: 20,
            message: 'Must be 2–20 characters long.',
          },
        ],
      }),
    });
    const { dialog, user } = await openForm();
    await fillValid(dialog, user);
    await user.type(within(dialog).getByLabelText(/^ชื่อเล่น/), 'Lek');
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    const nickname = within(dialog).getByLabelText(/^ชื่อเล่น/);
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(nickname).toHaveAccessibleDescription(patternMessage(0, 'th', { min: 2, max: 20 }));
  });

  it('USERNAME_TAKEN lands on the username field', async () => {
    stubRegistration({ 'POST /api/auth/register': apiError(409, 'USERNAME_TAKEN') });
    const { dialog, user } = await openForm();
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    const username = within(dialog).getByLabelText(/^ชื่อผู้ใช้/);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
  });

  it('REGISTRATION_REFUSED shows the neutral message in Thai, no field marked', async () => {
    const { calls } = stubRegistration({
      'POST /api/auth/register': apiError(403, 'REGISTRATION_REFUSED'),
    });
    const { dialog, user } = await openForm();
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(
      await within(dialog).findByText(errorMessages.REGISTRATION_REFUSED.th),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^ชื่อผู้ใช้/)).not.toHaveAttribute('aria-invalid', 'true');
    // The browser's device id went with the sign-up.
    const sent = calls.find((c) => c.path === '/api/auth/register');
    expect(sent?.deviceId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('an invalid ?affiliateCode= shows the invitation-code warning dialog and the field', async () => {
    stubRegistration({
      'GET /api/auth/affiliates/BADCODE': { body: { valid: false, agentNickname: null } },
    });
    renderApp('/register?affiliateCode=BADCODE');
    const warning = await screen.findByRole('alertdialog', { name: 'รหัสเชิญ' });
    expect(warning).toHaveTextContent('รหัสเชิญไม่ถูกต้อง');
    await userEvent.click(within(warning).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(within(dialog).getByLabelText(/^รหัสเชิญ/)).toHaveValue('');
  });

  it('a typed invitation code is checked on blur', async () => {
    stubRegistration({
      'GET /api/auth/affiliates/NOPE99': { body: { valid: false, agentNickname: null } },
    });
    const { dialog, user } = await openForm();
    await user.type(within(dialog).getByLabelText(/^รหัสเชิญ/), 'NOPE99');
    await user.tab();
    const warning = await screen.findByRole('alertdialog', { name: 'รหัสเชิญ' });
    expect(warning).toHaveTextContent('รหัสเชิญไม่ถูกต้อง');
  });

  it('a valid link code hides the field and is sent with the referral code; success signs in and goes home', async () => {
    const result = loginResultFixture(
      { token: 'tok-registered' },
      { account: 'newplayer1', nickname: 'newplayer1' },
    );
    const { calls } = stubRegistration({
      'GET /api/auth/affiliates/AG2026': { body: { valid: true, agentNickname: 'Kai' } },
      'POST /api/auth/register': { body: result },
      'GET /api/members/me': { body: result.member },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
    });
    const { dialog, user, router } = await openForm('/register?code=AG2026&ref=FRIEND7');
    expect(await within(dialog).findByText('เชิญโดย Kai')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^รหัสเชิญ/)).not.toBeInTheDocument();
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBe('tok-registered');
    expect(sessionStorage.getItem('username')).toBe('newplayer1');
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      username: 'newplayer1',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
      mobileNum: '812345678',
      countryDialingCode: '66',
      affiliateCode: 'AG2026',
      referralCode: 'FRIEND7',
      domain: window.location.host,
      registerMethod: 'WEB',
      agreeTerms: true,
    });
  });

  it('picks a birthday years back in the Thai calendar, only days at least the minimum age ago', async () => {
    stubApi({
      'GET /api/auth/register-settings': {
        body: registerSettingsFixture({
          mobileNum: { shown: false, required: false },
          birthday: { shown: true, required: true, patternId: 11 },
        }),
      },
    });
    // 31 December 18:00 UTC is already 1 January 2027 on the site's clock (Asia/Bangkok, UTC+7):
    // the age counts from the site's day, not the browser's or UTC's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T18:00:00Z'));
    const { dialog, user } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: /^วันเกิด/ }));
    const picker = within(dialog).getByRole('dialog', { name: 'วันเกิด' });
    const years = within(picker).getByRole('combobox', { name: 'ปี' });
    // The newest year offered is the minimum age (21) back, counted in the Buddhist era.
    const newest = Number(within(years).getAllByRole('option')[0]!.textContent) - 543;
    expect(newest).toBe(2027 - 21);
    await user.selectOptions(years, '1990');
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'เดือน' }), '1');
    await user.click(
      within(picker).getByRole('button', { name: formatDay('1990-01-15', 'th', 'full') }),
    );
    expect(within(dialog).getByRole('button', { name: /^วันเกิด/ })).toHaveTextContent(
      formatDay('1990-01-15', 'th'),
    );
    expect(formatDay('1990-01-15', 'th')).toContain('2533');
  });
});
