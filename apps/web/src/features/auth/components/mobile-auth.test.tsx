import { patternMessage, type TPermissionResponse } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import th from '../../../locales/th/auth.json';
import { stubApi, type TApiAnswer, type TApiCall } from '../../../test/api-stub';
import {
  countryCodesFixture,
  loginResultFixture,
  permissionFixture,
  publicStateFixture,
  registerSettingsFixture,
  validationRulesFixture,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const WAIT = { timeout: 4000 };
const REGISTER_TITLE = th.register.title;

function permissionWith(modules: Partial<TPermissionResponse['modules']>) {
  const base = permissionFixture();
  return permissionFixture({ modules: { ...base.modules, ...modules } });
}

function signedInRoutes(result = loginResultFixture()): Record<string, TApiAnswer> {
  return {
    'GET /api/members/me': { body: result.member },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
  };
}

const callsTo = (calls: TApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

const mobileLabel = new RegExp(th.field.mobile);
const codeLabel = new RegExp(`^${th.field.smsCode}`);

describe('registration by mobile', () => {
  it('the mobile tab sends a register code, then signs up with number, code and password', async () => {
    const result = loginResultFixture({ token: 'tok-mobile' }, { account: 'm812345678' });
    const { calls } = stubApi(
      {
        'GET /api/auth/register-settings': {
          body: {
            ...registerSettingsFixture(),
            mobileRegistration: true,
            mobileRegistrationWithPassword: true,
          },
        },
        'GET /api/auth/country-codes': { body: countryCodesFixture() },
        'POST /api/auth/sms-code': { body: { expiredMinutes: 1, resendAfterSeconds: 60 } },
        'POST /api/auth/register/mobile': { body: result },
        ...signedInRoutes(result),
      },
      permissionWith({ mobileRegistration: true, mobileRegistrationWithPassword: true }),
    );
    const { router } = renderApp('/register?ref=FRIEND7');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: REGISTER_TITLE }, WAIT);
    await user.click(await within(dialog).findByRole('tab', { name: th.register.tabMobile }, WAIT));
    await within(dialog).findByRole('option', { name: '+66' }, WAIT);
    expect(within(dialog).queryByLabelText(new RegExp(`^${th.field.username}`))).toBeNull();

    // The number, the code, the passwords and the terms are all checked first.
    await user.click(within(dialog).getByRole('button', { name: th.register.submit }));
    expect(await within(dialog).findByText(th.error.codeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(th.error.mobileRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/auth/register/mobile')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(mobileLabel), '0812345678');
    await user.click(within(dialog).getByRole('button', { name: th.field.sendCode }));
    await within(dialog).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' }, WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/sms-code')[0]?.body).toEqual({
      purpose: 'register',
      countryDialingCode: '+66',
      mobileNum: '812345678',
    });
    await user.type(within(dialog).getByLabelText(codeLabel), '246810');
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.password}`)),
      'Lucky2026',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(th.field.confirmPassword)),
      'Lucky2026',
    );
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: th.register.submit }));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-mobile'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/register/mobile')[0]?.body).toEqual({
      countryDialingCode: '+66',
      mobileNum: '812345678',
      verificationCode: '246810',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
      referralCode: 'FRIEND7',
      domain: window.location.host,
      registerMethod: 'WEB',
      agreeTerms: true,
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('without a password setting the mobile tab asks no password', async () => {
    stubApi(
      {
        'GET /api/auth/register-settings': {
          body: { ...registerSettingsFixture(), mobileRegistration: true },
        },
        'GET /api/auth/country-codes': { body: countryCodesFixture() },
      },
      permissionWith({ mobileRegistration: true }),
    );
    renderApp('/register');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: REGISTER_TITLE }, WAIT);
    await user.click(await within(dialog).findByRole('tab', { name: th.register.tabMobile }, WAIT));
    expect(within(dialog).getByLabelText(codeLabel)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(new RegExp(`^${th.field.password}`))).toBeNull();
  });

  it('with SMS verification the username form requires the mobile and sends its code', async () => {
    const result = loginResultFixture({ token: 'tok-verified-reg' });
    const { calls } = stubApi(
      {
        'GET /api/auth/register-settings': {
          body: {
            ...registerSettingsFixture({ mobileNum: { shown: false, required: false } }),
            smsVerification: true,
          },
        },
        'GET /api/auth/country-codes': { body: countryCodesFixture() },
        'POST /api/auth/sms-code': { body: { expiredMinutes: 1, resendAfterSeconds: 60 } },
        'POST /api/auth/register': { body: result },
        ...signedInRoutes(result),
      },
      permissionWith({ smsVerification: true }),
    );
    renderApp('/register');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: REGISTER_TITLE }, WAIT);
    const mobile = await within(dialog).findByLabelText(mobileLabel, undefined, WAIT);
    expect(mobile).toBeRequired();
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.username}`)),
      'newplayer1',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.password}`)),
      'Lucky2026',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(th.field.confirmPassword)),
      'Lucky2026',
    );
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: th.register.submit }));
    expect(await within(dialog).findByText(th.error.codeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(th.error.mobileRequired)).toBeInTheDocument();

    await within(dialog).findByRole('option', { name: '+66' }, WAIT);
    await user.type(mobile, '812345678');
    await user.click(within(dialog).getByRole('button', { name: th.field.sendCode }));
    await within(dialog).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' }, WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/sms-code')[0]?.body).toMatchObject({
      purpose: 'register',
      mobileNum: '812345678',
    });
    await user.type(within(dialog).getByLabelText(codeLabel), '135790');
    await user.click(within(dialog).getByRole('button', { name: th.register.submit }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-verified-reg'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/register')[0]?.body).toMatchObject({
      username: 'newplayer1',
      mobileNum: '812345678',
      verificationCode: '135790',
    });
  });
});

describe('forgot password by mobile', () => {
  it('is offered only with the setting; resets with the SMS code and signs in', async () => {
    const result = loginResultFixture({ token: 'tok-reset' });
    const { calls } = stubApi(
      {
        'GET /api/auth/validation-rules': { body: validationRulesFixture() },
        'GET /api/auth/country-codes': { body: countryCodesFixture() },
        'POST /api/auth/sms-code': { body: { expiredMinutes: 1, resendAfterSeconds: 60 } },
        'POST /api/auth/password/reset-by-mobile': { body: result },
        ...signedInRoutes(result),
      },
      permissionWith({ forgotByMobile: true }),
    );
    renderApp('/login');
    const user = userEvent.setup();
    const login = await screen.findByRole('dialog', { name: th.login.title }, WAIT);
    await user.click(within(login).getByRole('button', { name: th.login.forgot }));
    const dialog = await screen.findByRole('dialog', { name: th.forgot.title });
    await user.click(within(dialog).getByRole('tab', { name: th.forgot.tabMobile }));
    await within(dialog).findByRole('option', { name: '+66' }, WAIT);

    await user.type(within(dialog).getByLabelText(mobileLabel), '812345678');
    await user.click(within(dialog).getByRole('button', { name: th.field.sendCode }));
    await within(dialog).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' }, WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/sms-code')[0]?.body).toMatchObject({
      purpose: 'resetPassword',
    });
    await user.type(within(dialog).getByLabelText(codeLabel), '112233');
    // The new password must meet the password rule.
    const rule = validationRulesFixture().rules.password!;
    await user.type(within(dialog).getByLabelText(new RegExp(`^${th.field.newPassword}`)), 'ab');
    await user.type(within(dialog).getByLabelText(new RegExp(th.field.confirmNewPassword)), 'ab');
    await user.click(within(dialog).getByRole('button', { name: th.forgot.mobileSubmit }));
    expect(
      within(dialog).getByText(
        patternMessage(rule.patternId as 5, 'th', { min: rule.min, max: rule.max }),
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/auth/password/reset-by-mobile')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(new RegExp(`^${th.field.newPassword}`)));
    await user.clear(within(dialog).getByLabelText(new RegExp(th.field.confirmNewPassword)));
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${th.field.newPassword}`)),
      'NewLuck2026',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(th.field.confirmNewPassword)),
      'NewLuck2026',
    );
    await user.click(within(dialog).getByRole('button', { name: th.forgot.mobileSubmit }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-reset'), WAIT);
    expect(callsTo(calls, 'POST', '/api/auth/password/reset-by-mobile')[0]?.body).toEqual({
      countryDialingCode: '+66',
      mobileNum: '812345678',
      verificationCode: '112233',
      newPassword: 'NewLuck2026',
      confirmNewPassword: 'NewLuck2026',
    });
    expect(screen.queryByRole('dialog', { name: th.forgot.title })).not.toBeInTheDocument();
  });

  it('has no mobile tab without the setting', async () => {
    stubApi({ 'GET /api/auth/validation-rules': { body: validationRulesFixture() } });
    renderApp('/login');
    const user = userEvent.setup();
    const login = await screen.findByRole('dialog', { name: th.login.title }, WAIT);
    await user.click(within(login).getByRole('button', { name: th.login.forgot }));
    const dialog = await screen.findByRole('dialog', { name: th.forgot.title });
    expect(within(dialog).queryByRole('tab', { name: th.forgot.tabMobile })).toBeNull();
  });
});
