import { checkPattern, patternMessage, type TFieldRule } from '@lw/contracts';
import { Mail } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';
import { useValidationRules } from '../../auth/api/get-validation-rules';
import { SmsCodeField } from '../../auth/components/sms-code-field';
import { failureOutcome } from '../../auth/lib/field-rules';
import { useRefreshSecurity } from '../api/get-security-overview';
import { bindEmail } from '../api/security-settings';
import { useEmailCode } from '../lib/use-email-code';

/** Pattern id 3 of spec §5: e-mail format. */
const EMAIL_PATTERN = 3;

interface TBindEmailDialogProps {
  open: boolean;
  /** An address is bound already: the dialog changes it. */
  change: boolean;
  onClose: () => void;
  onDone: () => void;
}

const FIELDS = ['email', 'verificationCode'] as const;

/** The e-mail's problem in the interface language (the pattern 3 message), or null. */
function emailError(
  value: string,
  rule: TFieldRule | undefined,
  language: string,
  required: string,
): string | null {
  if (!value) return required;
  // Length bounds of the site's e-mail rule, when it has one; the format is always pattern 3.
  const bounds = { min: rule?.min ?? null, max: rule?.max ?? null };
  return checkPattern(EMAIL_PATTERN, value, bounds).ok
    ? null
    : patternMessage(EMAIL_PATTERN, language, bounds);
}

/** Bind or change the e-mail (spec §2 securityCenter): address + e-mailed code. */
export function BindEmailDialog({ open, change, onClose, onDone }: TBindEmailDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const formRef = useRef<HTMLFormElement>(null);
  const rules = useValidationRules();
  const rule = rules.data?.rules.email;
  const code = useEmailCode();
  const refresh = useRefreshSecurity();
  const check = (value: string) => emailError(value, rule, i18n.language, t('auth:error.required'));

  const submit = async (data: FormData): Promise<TAuthOutcome> => {
    try {
      await bindEmail({
        email: fieldText(data, 'email'),
        verificationCode: fieldText(data, 'verificationCode'),
      });
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: FIELDS,
        codeFields: {
          EMAIL_TAKEN: 'email',
          EMAIL_CODE_INVALID: 'verificationCode',
          SMS_CODE_INVALID: 'verificationCode',
          SMS_CODE_EXPIRED: 'verificationCode',
          SMS_CODE_REQUIRED: 'verificationCode',
        },
      });
    }
    await refresh();
    return { ok: true };
  };

  const { errors, setErrors, notice, busy, onSubmit, runAction } = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      const email = check(fieldText(data, 'email'));
      if (email) found.email = email;
      if (!fieldText(data, 'verificationCode'))
        found.verificationCode = t('auth:error.codeRequired');
      return found;
    },
    submit,
    onDone,
  );

  const onSend = () => {
    const email = String(new FormData(formRef.current ?? undefined).get('email') ?? '').trim();
    const problem = check(email);
    setErrors((current) => {
      const { email: _old, ...rest } = current;
      return problem ? { ...rest, email: problem } : rest;
    });
    if (problem) return;
    void runAction(async () => {
      const outcome = await code.send(email);
      if (!outcome.ok && outcome.fieldErrors) setErrors((e) => ({ ...e, ...outcome.fieldErrors }));
      return outcome;
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={change ? t('security.email.changeTitle') : t('security.email.bindTitle')}
      size="sm"
      className="auth-modal"
    >
      <p className="auth-form__intro">{t('security.email.intro')}</p>
      <form
        ref={formRef}
        className="auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label={t('security.email.field')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          icon={<Mail size={18} />}
          error={errors.email}
        />
        <SmsCodeField
          label={t('security.email.code')}
          error={errors.verificationCode}
          secondsLeft={code.secondsLeft}
          sending={code.sending}
          onSend={onSend}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {t('security.email.submit')}
        </Button>
      </form>
    </Modal>
  );
}
