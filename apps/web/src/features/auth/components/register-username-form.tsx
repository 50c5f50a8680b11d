import { REGISTER_FIELDS, type TRegisterFieldName } from '@lw/contracts';
import { Fragment, useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/ui/date-picker';
import { PasswordField } from '../../../components/ui/password-field';
import { useSiteToday } from '../../../lib/date-time';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegisterMutation } from '../api/register';
import { failureOutcome } from '../lib/field-rules';
import {
  buildRegisterRequest,
  isRequired,
  latestBirthday,
  nationalNumber,
  phoneDigitsHint,
  registerCodeFields,
  ruleHint,
} from '../lib/register-form';
import { usernameRegisterSchema } from '../lib/register-schema';
import { useCompleteLogin } from '../lib/use-complete-login';
import type { TRegisterShared } from '../lib/use-register-shared';
import { BotCheckSlot } from './bot-check-slot';
import { PhoneField } from './phone-field';
import {
  PasswordPair,
  RegisterSubmit,
  RegisterTextField,
  TermsCheck,
  type TRegisterPanel,
} from './register-fields';
import { SmsCodeField } from './sms-code-field';

interface TUsernameRegisterFormProps {
  shared: TRegisterShared;
  panel: TRegisterPanel;
  onLogin: () => void;
  onShowTerms: () => void;
}

/** Fields placed first, the passwords side by side; the other shown fields follow in order. */
const LEADING: readonly TRegisterFieldName[] = ['username', 'password', 'confirmPassword'];

/**
 * Username registration (spec §4 "Registration flow", §5): the fields the server's settings
 * show, each checked by its rule as the server checks it; with SMS verification the mobile
 * number's code; the captcha and the background bot check when the settings ask for them.
 */
export function UsernameRegisterForm({
  shared,
  panel,
  onLogin,
  onShowTerms,
}: TUsernameRegisterFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { settings, fields, invitation, dial, sms, captcha, botCheck } = shared;
  const { mutateAsync } = useRegisterMutation();
  const complete = useCompleteLogin();
  const today = useSiteToday();
  const country = dial.country;
  const schema = useMemo(
    () => usernameRegisterSchema(fields, { settings, country, language: i18n.language, t, today }),
    [fields, settings, country, i18n.language, t, today],
  );
  const { form, errors, notice, busy, onSubmit, setFieldError } = useZodForm(schema, {
    ...Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])),
    agreeTerms: false,
    verificationCode: '',
    captcha: '',
  });
  const { setValue } = form;

  // Each image is good for one answer: a new image starts with an empty field.
  const captchaId = captcha.captcha?.captchaId;
  useEffect(() => {
    if (captchaId) setValue('captcha', '');
  }, [captchaId, setValue]);

  const submit = onSubmit(async (values) => {
    const typedCode = values.affiliateCode ?? '';
    if (typedCode && !(await invitation.checkTypedCode(typedCode))) {
      return { ok: false, fieldErrors: { affiliateCode: invitation.invalidMessage } };
    }
    const body = buildRegisterRequest(values, {
      country,
      affiliateCode: invitation.affiliateCode(typedCode),
      referralCode: invitation.referralCode,
      domain: window.location.host,
    });
    if (settings.smsVerification) body.verificationCode = values.verificationCode ?? '';
    if (settings.captcha) {
      body.captchaId = captchaId ?? '';
      body.captcha = values.captcha ?? '';
    }
    try {
      if (settings.botCheck) {
        const solved = await botCheck.take();
        if (solved) body.botCheck = solved;
      }
      const result = await mutateAsync(body);
      complete(result, 'register');
      return { ok: true };
    } catch (error) {
      // The server used the image and the bot check up, right or wrong: prepare new ones.
      if (settings.botCheck) botCheck.warmUp();
      if (settings.captcha) captcha.refresh();
      return failureOutcome(error, i18n.language, t, {
        fields: [
          ...fields,
          'agreeTerms',
          ...(settings.smsVerification ? ['verificationCode'] : []),
        ],
        codeFields: registerCodeFields(fields.includes('birthday')),
        rules: settings.fields,
      });
    }
  });

  const onSendCode = async () => {
    const outcome = await sms.send(
      dial.dialCode,
      nationalNumber(form.getValues('mobileNum') ?? ''),
    );
    setFieldError(
      'mobileNum',
      !outcome.ok && outcome.fieldErrors?.mobileNum ? outcome.fieldErrors.mobileNum : null,
    );
  };

  /** A typed invitation code is checked as the player leaves the field. */
  const onAffiliateBlur = (code: string) => {
    void invitation.checkTypedCode(code.trim()).then((valid) => {
      setFieldError('affiliateCode', valid ? null : invitation.invalidMessage);
    });
  };

  const renderField = (name: TRegisterFieldName) => {
    const required = isRequired(settings, name);
    const rule = settings.fields[name];
    if (name === 'mobileNum') {
      return (
        <Fragment key={name}>
          <PhoneField
            dialCode={dial.selected}
            onDialCodeChange={dial.select}
            options={dial.options}
            required={required}
            hint={phoneDigitsHint(country, t)}
            maxLength={(country?.phoneDigits.max ?? 15) + 1}
            error={errors.mobileNum}
            {...form.register('mobileNum')}
          />
          {settings.smsVerification ? (
            <SmsCodeField
              error={errors.verificationCode}
              secondsLeft={sms.secondsLeft}
              sending={sms.sending}
              onSend={() => void onSendCode()}
              {...form.register('verificationCode')}
            />
          ) : null}
        </Fragment>
      );
    }
    if (name === 'paymentPassword') {
      return (
        <PasswordField
          key={name}
          label={t('field.paymentPassword')}
          autoComplete="new-password"
          required={required}
          maxLength={rule?.max ?? undefined}
          error={errors[name]}
          {...form.register(name)}
        />
      );
    }
    if (name === 'birthday') {
      // The site's own picker: the page's calendar (Buddhist era in Thai), years back in one jump.
      return (
        <Controller
          key={name}
          control={form.control}
          name="birthday"
          render={({ field }) => (
            <DatePicker
              label={t('field.birthday')}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              max={latestBirthday(settings.birthdayMinAge, today)}
              yearJump
              error={errors.birthday}
            />
          )}
        />
      );
    }
    return (
      <RegisterTextField
        key={name}
        name={name}
        required={required}
        maxLength={rule?.max ?? undefined}
        hint={
          name === 'username' && !errors.username
            ? ruleHint(settings, 'username', i18n.language)
            : undefined
        }
        error={errors[name]}
        field={form.register(name, {
          onBlur:
            name === 'affiliateCode'
              ? (event: { target: HTMLInputElement }) => onAffiliateBlur(event.target.value)
              : undefined,
        })}
      />
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} {...panel}>
      {renderField('username')}
      <PasswordPair
        maxLength={settings.fields.password?.max ?? undefined}
        hint={ruleHint(settings, 'password', i18n.language)}
        errors={errors}
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
      />
      {fields.filter((name) => !LEADING.includes(name)).map(renderField)}
      {settings.captcha ? (
        <BotCheckSlot captcha={captcha} error={errors.captcha} field={form.register('captcha')} />
      ) : null}
      <TermsCheck
        age={settings.agreementMinAge}
        error={errors.agreeTerms}
        field={form.register('agreeTerms')}
        onShowTerms={onShowTerms}
      />
      <RegisterSubmit notice={notice} busy={busy} onLogin={onLogin} />
    </form>
  );
}
