import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';
import { useValidationRules } from '../api/get-validation-rules';
import { resetPasswordByMobile } from '../api/reset-by-mobile';
import { failureOutcome, fieldRuleError } from '../lib/field-rules';
import { useDialCodes } from '../lib/use-dial-codes';
import { useLoginResponse } from '../lib/use-login-response';
import { useSmsCode } from '../lib/use-sms-code';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

interface TForgotByMobileProps {
  panel: { id: string; role?: string; 'aria-labelledby'?: string };
  footer: ReactNode;
}

/**
 * Password recovery by phone (spec §4, §5): mobile number, the SMS code (purpose
 * resetPassword) and a new password that meets the password rule; on success the player is
 * signed in with it.
 */
export function ForgotByMobile({ panel, footer }: TForgotByMobileProps) {
  const { t, i18n } = useTranslation('auth');
  const dial = useDialCodes();
  const sms = useSmsCode('resetPassword');
  const rules = useValidationRules();
  const handle = useLoginResponse();
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRule = rules.data?.rules.password;

  const submit = async (data: FormData): Promise<TAuthOutcome> => {
    const newPassword = String(data.get('newPassword') ?? '');
    try {
      const response = await resetPasswordByMobile({
        countryDialingCode: dial.dialCode,
        mobileNum: fieldText(data, 'mobileNum'),
        verificationCode: fieldText(data, 'verificationCode'),
        newPassword,
        confirmNewPassword: String(data.get('confirmNewPassword') ?? ''),
      });
      handle(response, 'login', newPassword);
      return { ok: true };
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
        codeFields: {
          SMS_CODE_INVALID: 'verificationCode',
          SMS_CODE_EXPIRED: 'verificationCode',
          SMS_CODE_REQUIRED: 'verificationCode',
          MOBILE_NOT_REGISTERED: 'mobileNum',
          PASSWORD_MISMATCH: 'confirmNewPassword',
          PASSWORD_TOO_COMMON: 'newPassword',
        },
        rules: passwordRule ? { newPassword: passwordRule } : undefined,
      });
    }
  };

  const { errors, setErrors, notice, busy, onSubmit } = useFormSubmit((data) => {
    const found: Record<string, string> = {};
    if (!fieldText(data, 'mobileNum')) found.mobileNum = t('error.mobileRequired');
    if (!fieldText(data, 'verificationCode')) found.verificationCode = t('error.codeRequired');
    const password = String(data.get('newPassword') ?? '');
    const ruleError = password
      ? fieldRuleError(passwordRule, password, i18n.language, t)
      : t('error.passwordRequired');
    if (ruleError) found.newPassword = ruleError;
    const confirm = String(data.get('confirmNewPassword') ?? '');
    if (!confirm) found.confirmNewPassword = t('error.required');
    else if (confirm !== password) found.confirmNewPassword = t('error.confirmMismatch');
    return found;
  }, submit);

  const onSend = async () => {
    const mobile = formRef.current ? fieldText(new FormData(formRef.current), 'mobileNum') : '';
    const outcome = await sms.send(dial.dialCode, mobile);
    if (!outcome.ok && outcome.fieldErrors) setErrors(outcome.fieldErrors);
    else setErrors(({ mobileNum: _dropped, ...rest }) => rest);
  };

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      {...panel}
    >
      <p className="auth-form__hint">{t('forgot.mobileIntro')}</p>
      <PhoneField
        name="mobileNum"
        dialCode={dial.selected}
        onDialCodeChange={dial.select}
        options={dial.options}
        error={errors.mobileNum}
      />
      <SmsCodeField
        error={errors.verificationCode}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onSend={() => void onSend()}
      />
      <PasswordField
        label={t('field.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        required
        maxLength={passwordRule?.max ?? undefined}
        error={errors.newPassword}
      />
      <PasswordField
        label={t('field.confirmNewPassword')}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword}
      />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('forgot.mobileSubmit')}
      </Button>
      {footer}
    </form>
  );
}
