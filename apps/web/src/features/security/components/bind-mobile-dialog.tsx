import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../auth';
import { SmsCodeField } from '../../auth';
import { nationalNumber } from '../../auth';
import { useSmsCode } from '../../auth';
import { bindMobile } from '../api/security-settings';
import { useContactBinding } from '../lib/use-contact-binding';
import { useDialCountry } from '../lib/use-dial-country';
import { bindMobileSchema } from '../lib/security-schemas';
import { ContactBindModal } from './contact-bind-modal';

interface TBindMobileDialogProps {
  open: boolean;
  /** A number is bound already: the dialog changes it. */
  change: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Bind or change the mobile number (spec §2 securityCenter): number + SMS code (bindMobile). */
export function BindMobileDialog({ open, change, onClose, onDone }: TBindMobileDialogProps) {
  const { t } = useTranslation('pages');
  const { country, options, pick } = useDialCountry();
  const sms = useSmsCode('bindMobile');
  const dialCode = country?.countryDialingCode ?? '';
  const schema = useMemo(() => bindMobileSchema(t, country), [country, t]);
  const { form, errors, notice, busy, submit, send } = useContactBinding({
    schema,
    defaults: { mobileNum: '', verificationCode: '' },
    contactField: 'mobileNum',
    contactErrors: ['INVALID_PHONE', 'PHONE_REQUIRED', 'MOBILE_TAKEN'],
    bind: (values) => bindMobile({ countryDialingCode: dialCode, ...values }),
    sendCode: (mobile) => sms.send(dialCode, nationalNumber(mobile)),
    onDone,
  });

  return (
    <ContactBindModal
      open={open}
      onClose={onClose}
      title={change ? t('security.mobile.changeTitle') : t('security.mobile.bindTitle')}
      intro={t('security.mobile.intro')}
      submitLabel={t('security.mobile.submit')}
      notice={notice}
      busy={busy}
      onSubmit={submit}
    >
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
        onSend={() => void send()}
        {...form.register('verificationCode')}
      />
    </ContactBindModal>
  );
}
