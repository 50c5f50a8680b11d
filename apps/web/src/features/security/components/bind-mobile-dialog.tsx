import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { useZodForm } from '../../../lib/use-zod-form';
import { PhoneField } from '../../auth';
import { SmsCodeField } from '../../auth';
import { failureOutcome } from '../../auth';
import { nationalNumber } from '../../auth';
import { useSmsCode } from '../../auth';
import { useRefreshSecurity } from '../api/get-security-overview';
import { bindMobile } from '../api/security-settings';
import { useDialCountry } from '../lib/use-dial-country';
import { bindMobileSchema } from '../lib/security-schemas';

interface TBindMobileDialogProps {
  open: boolean;
  /** A number is bound already: the dialog changes it. */
  change: boolean;
  onClose: () => void;
  onDone: () => void;
}

const FIELDS = ['mobileNum', 'verificationCode'] as const;

/** Bind or change the mobile number (spec §2 securityCenter): number + SMS code (bindMobile). */
export function BindMobileDialog({ open, change, onClose, onDone }: TBindMobileDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const { country, options, pick } = useDialCountry();
  const sms = useSmsCode('bindMobile');
  const refresh = useRefreshSecurity();
  const dialCode = country?.countryDialingCode ?? '';
  const schema = useMemo(() => bindMobileSchema(t, country), [country, t]);
  const { form, errors, notice, busy, onSubmit, runAction, setFieldErrors } = useZodForm(schema, {
    mobileNum: '',
    verificationCode: '',
  });

  const submit = onSubmit(async (values) => {
    try {
      await bindMobile({ countryDialingCode: dialCode, ...values });
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: FIELDS,
        codeFields: {
          INVALID_PHONE: 'mobileNum',
          PHONE_REQUIRED: 'mobileNum',
          MOBILE_TAKEN: 'mobileNum',
          SMS_CODE_INVALID: 'verificationCode',
          SMS_CODE_REQUIRED: 'verificationCode',
          SMS_CODE_EXPIRED: 'verificationCode',
        },
      });
    }
    await refresh();
    return { ok: true };
  }, onDone);

  /** Sends the code once the number itself is valid (its error shows otherwise). */
  const onSend = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const mobile = nationalNumber(form.getValues('mobileNum'));
    await runAction(async () => {
      const outcome = await sms.send(dialCode, mobile);
      if (!outcome.ok && outcome.fieldErrors) setFieldErrors(outcome.fieldErrors);
      return outcome;
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={change ? t('security.mobile.changeTitle') : t('security.mobile.bindTitle')}
      size="sm"
      className="auth-modal"
    >
      <p className="auth-form__intro">{t('security.mobile.intro')}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <PhoneField
          dialCode={country?.countryCode ?? ''}
          onDialCodeChange={pick}
          options={options}
          maxLength={(country?.phoneDigits.max ?? 15) + 1}
          error={errors.mobileNum}
          {...form.register('mobileNum')}
        />
        <SmsCodeField
          error={errors.verificationCode}
          secondsLeft={sms.secondsLeft}
          sending={sms.sending}
          onSend={() => void onSend()}
          {...form.register('verificationCode')}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {t('security.mobile.submit')}
        </Button>
      </form>
    </Modal>
  );
}
