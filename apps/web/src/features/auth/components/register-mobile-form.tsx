import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteToday } from '../../../lib/date-time';
import { useZodForm } from '../../../lib/use-zod-form';
import { registerMobile } from '../api/register-mobile';
import { failureOutcome } from '../lib/field-rules';
import {
  isRequired,
  nationalNumber,
  phoneDigitsHint,
  registerCodeFields,
} from '../lib/register-form';
import { mobileRegisterSchema } from '../lib/register-schema';
import { useLoginResponse } from '../lib/use-login-response';
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

interface TMobileRegisterFormProps {
  shared: TRegisterShared;
  panel: TRegisterPanel;
  onLogin: () => void;
  onShowTerms: () => void;
}

/**
 * Mobile registration (spec §4 "Registration flow", §5): the number and the SMS code sent to it,
 * the passwords when "mobile registration with password" is on, the invitation code unless the
 * link brought a valid one; then the player is signed in.
 */
export function MobileRegisterForm({
  shared,
  panel,
  onLogin,
  onShowTerms,
}: TMobileRegisterFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { settings, invitation, dial, sms, captcha } = shared;
  const handle = useLoginResponse();
  const today = useSiteToday();
  const country = dial.country;
  const withPassword = settings.mobileRegistrationWithPassword;
  const affiliateShown = !invitation.hideAffiliate;
  const schema = useMemo(
    () =>
      mobileRegisterSchema(
        { affiliateShown },
        { settings, country, language: i18n.language, t, today },
      ),
    [affiliateShown, settings, country, i18n.language, t, today],
  );
  const { form, errors, notice, busy, onSubmit, setFieldError } = useZodForm(schema, {
    mobileNum: '',
    verificationCode: '',
    password: '',
    confirmPassword: '',
    affiliateCode: '',
    agreeTerms: false,
  });

  const submit = onSubmit(async (values) => {
    const typedCode = values.affiliateCode ?? '';
    if (typedCode && !(await invitation.checkTypedCode(typedCode))) {
      return { ok: false, fieldErrors: { affiliateCode: invitation.invalidMessage } };
    }
    const affiliateCode = invitation.affiliateCode(typedCode);
    try {
      const response = await registerMobile({
        countryDialingCode: dial.dialCode,
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
        ...(withPassword
          ? { password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' }
          : {}),
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(invitation.referralCode ? { referralCode: invitation.referralCode } : {}),
        domain: window.location.host,
        registerMethod: 'WEB',
        agreeTerms: values.agreeTerms,
      });
      handle(response, 'register');
      return { ok: true };
    } catch (error) {
      if (settings.captcha) captcha.refresh();
      return failureOutcome(error, i18n.language, t, {
        fields: [
          'mobileNum',
          'verificationCode',
          'affiliateCode',
          'agreeTerms',
          ...(withPassword ? ['password', 'confirmPassword'] : []),
        ],
        // As on the username form; a code for a field this form lacks goes to the notice.
        codeFields: registerCodeFields(shared.fields.includes('birthday')),
        rules: settings.fields,
      });
    }
  });

  const onSendCode = async () => {
    const outcome = await sms.send(dial.dialCode, nationalNumber(form.getValues('mobileNum')));
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

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} {...panel}>
      <PhoneField
        dialCode={dial.selected}
        onDialCodeChange={dial.select}
        options={dial.options}
        hint={phoneDigitsHint(country, t)}
        maxLength={(country?.phoneDigits.max ?? 15) + 1}
        error={errors.mobileNum}
        {...form.register('mobileNum')}
      />
      <SmsCodeField
        error={errors.verificationCode}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onSend={() => void onSendCode()}
        {...form.register('verificationCode')}
      />
      {withPassword ? (
        <PasswordPair
          maxLength={settings.fields.password?.max ?? undefined}
          errors={errors}
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
        />
      ) : null}
      {affiliateShown ? (
        <RegisterTextField
          name="affiliateCode"
          required={isRequired(settings, 'affiliateCode')}
          maxLength={settings.fields.affiliateCode?.max ?? undefined}
          error={errors.affiliateCode}
          field={form.register('affiliateCode', {
            onBlur: (event: { target: HTMLInputElement }) => onAffiliateBlur(event.target.value),
          })}
        />
      ) : null}
      {/* Shown as on the username form; a mobile sign-up proves itself with the SMS code. */}
      {settings.captcha ? <BotCheckSlot captcha={captcha} /> : null}
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
