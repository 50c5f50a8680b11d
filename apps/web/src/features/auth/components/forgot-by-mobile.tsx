import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useValidationRules } from '../api/get-validation-rules';
import { resetPasswordByMobile } from '../api/reset-by-mobile';
import { failureOutcome } from '../lib/field-rules';
import { resetByMobileSchema } from '../lib/form-schemas';
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
  const passwordRule = rules.data?.rules.password;
  const schema = useMemo(
    () => resetByMobileSchema(t, i18n.language, passwordRule),
    [i18n.language, passwordRule, t],
  );
  const { form, errors, notice, busy, onSubmit, setFieldErrors } = useZodForm(schema, {
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });

  const submit = onSubmit(async (values) => {
    try {
      const response = await resetPasswordByMobile({
        countryDialingCode: dial.dialCode,
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      handle(response, 'login', values.newPassword);
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
  });

  const onSend = async () => {
    const outcome = await sms.send(dial.dialCode, form.getValues('mobileNum').trim());
    if (!outcome.ok && outcome.fieldErrors) setFieldErrors(outcome.fieldErrors, { replace: true });
    else form.clearErrors('mobileNum');
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} {...panel}>
      <p className="auth-form__hint">{t('forgot.mobileIntro')}</p>
      <PhoneField
        dialCode={dial.selected}
        onDialCodeChange={dial.select}
        options={dial.options}
        error={errors.mobileNum}
        {...form.register('mobileNum')}
      />
      <SmsCodeField
        error={errors.verificationCode}
        {...form.register('verificationCode')}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onSend={() => void onSend()}
      />
      <PasswordField
        label={t('field.newPassword')}
        autoComplete="new-password"
        required
        maxLength={passwordRule?.max ?? undefined}
        error={errors.newPassword}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('field.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword}
        {...form.register('confirmNewPassword')}
      />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('forgot.mobileSubmit')}
      </Button>
      {footer}
    </form>
  );
}
