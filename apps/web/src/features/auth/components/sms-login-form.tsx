import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { useSiteTimeZone } from '../../../lib/date-time';
import { useZodForm } from '../../../lib/use-zod-form';
import { smsLogin } from '../api/sms-login';
import { failureOutcome } from '../lib/field-rules';
import { smsLoginSchema } from '../lib/form-schemas';
import { useDialCodes } from '../lib/use-dial-codes';
import { useLoginResponse } from '../lib/use-login-response';
import { useSmsCode } from '../lib/use-sms-code';
import { LoginOptionsRow } from './login-options-row';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

interface TSmsLoginFormProps {
  fallbackNotice: TNotice;
  onSubmitStart: () => void;
  onForgotPassword: () => void;
  children?: ReactNode;
}

/** The SMS tab of the login popup (spec §5: a valid mobile number and the code are required). */
export function SmsLoginForm({
  fallbackNotice,
  onSubmitStart,
  onForgotPassword,
  children,
}: TSmsLoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const dial = useDialCodes();
  const sms = useSmsCode('login');
  const handle = useLoginResponse();
  const timeZone = useSiteTimeZone();
  const [remember, setRemember] = useState(false);
  const schema = useMemo(() => smsLoginSchema(t), [t]);
  const { form, errors, notice, busy, onSubmit, setFieldErrors } = useZodForm(schema, {
    mobileNum: '',
    verificationCode: '',
  });

  const submit = onSubmit(async (values) => {
    onSubmitStart();
    try {
      const response = await smsLogin({
        countryDialingCode: dial.dialCode,
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
        site: 'member',
        ...(remember ? { remember: true } : {}),
      });
      handle(response, 'login');
      return { ok: true };
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: ['mobileNum', 'verificationCode'],
        codeFields: {
          SMS_CODE_INVALID: 'verificationCode',
          SMS_CODE_EXPIRED: 'verificationCode',
          SMS_CODE_REQUIRED: 'verificationCode',
          MOBILE_NOT_REGISTERED: 'mobileNum',
        },
        timeZone,
      });
    }
  });

  const onSend = async () => {
    const outcome = await sms.send(dial.dialCode, form.getValues('mobileNum').trim());
    if (!outcome.ok && outcome.fieldErrors) setFieldErrors(outcome.fieldErrors, { replace: true });
    else form.clearErrors('mobileNum');
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      id="login-panel-sms"
      role="tabpanel"
      aria-labelledby="login-tab-sms"
    >
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
      <LoginOptionsRow
        remember={remember}
        onRememberChange={setRemember}
        onForgotPassword={onForgotPassword}
      />
      <FormNotice notice={notice ?? fallbackNotice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('login.submit')}
      </Button>
      {children}
    </form>
  );
}
