import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';
import { PhoneField } from '../../auth/components/phone-field';
import { SmsCodeField } from '../../auth/components/sms-code-field';
import { failureOutcome } from '../../auth/lib/field-rules';
import { nationalNumber, type TCountryDialing } from '../../auth/lib/register-form';
import { useSmsCode } from '../../auth/lib/use-sms-code';
import { useRefreshSecurity } from '../api/get-security-overview';
import { bindMobile } from '../api/security-settings';
import { useDialCountry } from '../lib/use-dial-country';

interface TBindMobileDialogProps {
  open: boolean;
  /** A number is bound already: the dialog changes it. */
  change: boolean;
  onClose: () => void;
  onDone: () => void;
}

const FIELDS = ['mobileNum', 'verificationCode'] as const;

/** The mobile number's problem, or null: digits only, the country's length (no trunk 0). */
function mobileError(raw: string, country: TCountryDialing | null, t: TFunction): string | null {
  const digits = nationalNumber(raw);
  if (!digits) return t('auth:error.mobileRequired');
  const bounds = country?.phoneDigits;
  if (!/^[0-9]+$/.test(digits)) return t('auth:error.mobileRequired');
  if (bounds && (digits.length < bounds.min || digits.length > bounds.max)) {
    return t('auth:error.mobileDigits', { min: bounds.min, max: bounds.max });
  }
  return null;
}

/** Bind or change the mobile number (spec §2 securityCenter): number + SMS code (bindMobile). */
export function BindMobileDialog({ open, change, onClose, onDone }: TBindMobileDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const formRef = useRef<HTMLFormElement>(null);
  const { country, options, pick } = useDialCountry();
  const sms = useSmsCode('bindMobile');
  const refresh = useRefreshSecurity();
  const dialCode = country?.countryDialingCode ?? '';

  const submit = async (data: FormData): Promise<TAuthOutcome> => {
    try {
      await bindMobile({
        countryDialingCode: dialCode,
        mobileNum: nationalNumber(fieldText(data, 'mobileNum')),
        verificationCode: fieldText(data, 'verificationCode'),
      });
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
  };

  const { errors, setErrors, notice, busy, onSubmit, runAction } = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      const mobile = mobileError(fieldText(data, 'mobileNum'), country, t);
      if (mobile) found.mobileNum = mobile;
      if (!fieldText(data, 'verificationCode'))
        found.verificationCode = t('auth:error.codeRequired');
      return found;
    },
    submit,
    onDone,
  );

  const onSend = () => {
    const raw = String(new FormData(formRef.current ?? undefined).get('mobileNum') ?? '');
    const problem = mobileError(raw, country, t);
    setErrors((current) => {
      const { mobileNum: _old, ...rest } = current;
      return problem ? { ...rest, mobileNum: problem } : rest;
    });
    if (problem) return;
    void runAction(async () => {
      const outcome = await sms.send(dialCode, nationalNumber(raw));
      if (!outcome.ok && outcome.fieldErrors) setErrors((e) => ({ ...e, ...outcome.fieldErrors }));
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
      <form
        ref={formRef}
        className="auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <PhoneField
          name="mobileNum"
          dialCode={country?.countryCode ?? ''}
          onDialCodeChange={pick}
          options={options}
          maxLength={(country?.phoneDigits.max ?? 15) + 1}
          error={errors.mobileNum}
        />
        <SmsCodeField
          error={errors.verificationCode}
          secondsLeft={sms.secondsLeft}
          sending={sms.sending}
          onSend={onSend}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {t('security.mobile.submit')}
        </Button>
      </form>
    </Modal>
  );
}
