import {
  checkPattern,
  matchesAcceptedPattern,
  patternMessage,
  REGISTER_FIELDS,
  type TFieldRule,
  type TPatternId,
  type TRegisterSettings,
} from '@lw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { i18n } from '../../../lib/i18n';
import { countryCodesFixture, registerSettingsFixture } from '../../../test/fixtures';
import { shownRegisterFields } from './register-form';
import { mobileRegisterSchema, usernameRegisterSchema } from './register-schema';

const THAILAND = countryCodesFixture().items[0]!;
const LANGUAGES = ['en', 'zh', 'th'] as const;

function context(settings: TRegisterSettings, language: string) {
  return {
    settings,
    country: THAILAND,
    language,
    t: i18n.getFixedT(language),
    today: '2026-03-05',
  };
}

function usernameSchema(settings: TRegisterSettings, language = 'en') {
  const fields = shownRegisterFields(settings, REGISTER_FIELDS, { hideAffiliate: false });
  return usernameRegisterSchema(fields, context(settings, language));
}

/** What the form holds before typing: every field empty, the terms box unticked. */
function blank(values: Record<string, string | boolean> = {}) {
  return {
    ...Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])),
    verificationCode: '',
    captcha: '',
    agreeTerms: false,
    ...values,
  };
}

const VALID = {
  username: 'newplayer1',
  password: 'Lucky2026',
  confirmPassword: 'Lucky2026',
  mobileNum: '0812345678',
  agreeTerms: true,
};

/** The first message under each field, as the form shows them. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
}

describe('registration schema from the server settings', () => {
  it.each(LANGUAGES)('words every refusal as the shared messages do, in %s', (language) => {
    const t = i18n.getFixedT(language);
    const found = messages(
      usernameSchema(registerSettingsFixture(), language),
      blank({
        username: '9lives',
        password: 'short',
        confirmPassword: 'shorter',
        nickname: 'L',
        mobileNum: '08123',
      }),
    );
    expect(found).toEqual({
      username: patternMessage(1, language, { min: 6, max: 16 }),
      password: patternMessage(5, language, { min: 8, max: 20 }),
      confirmPassword: t('auth:error.confirmMismatch'),
      nickname: patternMessage(0, language, { min: 2, max: 20 }),
      mobileNum: t('auth:error.mobileDigits', { min: 9, max: 9 }),
      agreeTerms: t('auth:error.agreeRequired', { age: 18 }),
    });
  });

  it('asks for the required fields, leaves optional ones empty, and never checks hidden ones', () => {
    const t = i18n.getFixedT('en');
    const found = messages(
      usernameSchema(registerSettingsFixture()),
      // E-mail is hidden by the settings: whatever it holds is ignored.
      blank({ agreeTerms: true, email: 'not an address' }),
    );
    expect(found).toEqual({
      username: t('auth:error.required'),
      password: t('auth:error.required'),
      confirmPassword: t('auth:error.required'),
      mobileNum: t('auth:error.mobileRequired'),
    });
  });

  it('gives the request its shape: trimmed, the username in lower case, the number as digits', () => {
    const settings = registerSettingsFixture({ paymentPassword: { shown: true, patternId: 0 } });
    const parsed = usernameSchema(settings).parse(
      blank({
        ...VALID,
        username: '  NewPlayer1 ',
        paymentPassword: ' 12 34 ',
        nickname: '  Lek ',
        mobileNum: '081-234-5678',
        email: 'hidden@example.com',
      }),
    );
    expect(parsed).toMatchObject({
      username: 'newplayer1',
      // Secrets go as typed.
      paymentPassword: ' 12 34 ',
      nickname: 'Lek',
      mobileNum: '812345678',
      affiliateCode: '',
      agreeTerms: true,
    });
    expect(parsed.email).toBeUndefined();
    expect(parsed.verificationCode).toBeUndefined();
    expect(parsed.captcha).toBeUndefined();
  });

  it('applies the accepted pattern and the birthday minimum age', () => {
    const settings = registerSettingsFixture({
      nickname: { acceptedPattern: '[A-Z].*' },
      mobileNum: { shown: false, required: false },
      birthday: { shown: true, required: true, patternId: 11 },
    });
    const t = i18n.getFixedT('th');
    const found = messages(
      usernameSchema(settings, 'th'),
      blank({ ...VALID, nickname: 'lek', birthday: '2010-01-15' }),
    );
    expect(found).toEqual({
      nickname: patternMessage(0, 'th', { min: 2, max: 20 }),
      birthday: t('auth:error.birthdayAge', { age: 21 }),
    });
    expect(
      messages(
        usernameSchema(settings, 'th'),
        blank({ ...VALID, nickname: 'Lek', birthday: '1990-01-31' }),
      ),
    ).toEqual({});
  });

  it('asks for the SMS code and the captcha when the settings do', () => {
    const settings = { ...registerSettingsFixture(), smsVerification: true, captcha: true };
    const t = i18n.getFixedT('en');
    expect(messages(usernameSchema(settings), blank(VALID))).toEqual({
      verificationCode: t('auth:error.codeRequired'),
      captcha: t('auth:captcha.required'),
    });
    expect(
      usernameSchema(settings).parse(
        blank({ ...VALID, verificationCode: ' 1234 ', captcha: 'ab' }),
      ),
    ).toMatchObject({ verificationCode: '1234', captcha: 'ab' });
  });

  it('accepts exactly what the server accepts for a field rule', () => {
    const rules = fc.record({
      patternId: fc.integer({ min: 0, max: 24 }),
      min: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      max: fc.option(fc.integer({ min: 6, max: 12 }), { nil: null }),
      required: fc.boolean(),
      acceptedPattern: fc.constantFrom('*', '[a-z].*', '.*\\d'),
    });
    const values = fc.oneof(
      fc.string({ maxLength: 14 }),
      fc.stringMatching(/^ ?[A-Za-z0-9]{0,12} ?$/),
      fc.constantFrom('', ' ', '1990-01-31', 'ab 12', 'สมชาย', '欧阳·娜娜'),
    );
    fc.assert(
      fc.property(rules, values, (rule, value) => {
        const nickname: TFieldRule = { ...rule, shown: true };
        const schema = usernameSchema(registerSettingsFixture({ nickname }));
        const accepted = !('nickname' in messages(schema, blank({ ...VALID, nickname: value })));
        // The server: the contract trims the value, then an empty one is refused only when
        // required, any other must pass the pattern, the bounds and the accepted pattern.
        const sent = value.trim();
        const server =
          sent === ''
            ? !rule.required
            : checkPattern(rule.patternId as TPatternId, sent, rule).ok &&
              matchesAcceptedPattern(rule.acceptedPattern, sent);
        expect(accepted).toBe(server);
      }),
      { numRuns: 300 },
    );
  });
});

describe('mobile registration schema', () => {
  const settings = {
    ...registerSettingsFixture(),
    mobileRegistration: true,
    mobileRegistrationWithPassword: true,
  };

  it('requires the number, the code, the passwords by their rule and the terms', () => {
    const t = i18n.getFixedT('zh');
    const schema = mobileRegisterSchema({ affiliateShown: true }, context(settings, 'zh'));
    expect(
      messages(schema, {
        mobileNum: '',
        verificationCode: ' ',
        password: 'short',
        confirmPassword: '',
        // The invitation code is checked with the server when sent, not by its rule.
        affiliateCode: 'x',
        agreeTerms: false,
      }),
    ).toEqual({
      mobileNum: t('auth:error.mobileRequired'),
      verificationCode: t('auth:error.codeRequired'),
      password: patternMessage(5, 'zh', { min: 8, max: 20 }),
      confirmPassword: t('auth:error.required'),
      agreeTerms: t('auth:error.agreeRequired', { age: 18 }),
    });
  });

  it('sends the national digits and leaves out what the form does not show', () => {
    const schema = mobileRegisterSchema(
      { affiliateShown: false },
      context({ ...settings, mobileRegistrationWithPassword: false }, 'en'),
    );
    expect(
      schema.parse({
        mobileNum: ' 081 234 5678',
        verificationCode: ' 246810 ',
        password: 'ignored',
        confirmPassword: 'ignored too',
        affiliateCode: 'AG2026',
        agreeTerms: true,
      }),
    ).toEqual({
      mobileNum: '812345678',
      verificationCode: '246810',
      password: undefined,
      confirmPassword: undefined,
      affiliateCode: undefined,
      agreeTerms: true,
    });
  });
});
