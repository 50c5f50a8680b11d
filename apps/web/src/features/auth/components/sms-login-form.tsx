import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';
import { smsLogin } from '../api/sms-login';
import { failureOutcome } from '../lib/field-rules';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [remember, setRemember] = useState(false);

  const submit = async (data: FormData): Promise<TAuthOutcome> => {
    onSubmitStart();
    try {
      const response = await smsLogin({
        countryDialingCode: dial.dialCode,
        mobileNum: fieldText(data, 'mobileNum'),
        verificationCode: fieldText(data, 'verificationCode'),
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
      });
    }
  };

  const { errors, setErrors, notice, busy, onSubmit } = useFormSubmit((data) => {
    const found: Record<string, string> = {};
    if (!fieldText(data, 'mobileNum')) found.mobileNum = t('error.mobileRequired');
    if (!fieldText(data, 'verificationCode')) found.verificationCode = t('error.codeRequired');
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
      id="login-panel-sms"
      role="tabpanel"
      aria-labelledby="login-tab-sms"
    >
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
