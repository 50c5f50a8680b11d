import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useValidationRules } from '../../auth';
import { SmsCodeField } from '../../auth';
import { failureOutcome } from '../../auth';
import { useRefreshSecurity } from '../api/get-security-overview';
import { bindEmail } from '../api/security-settings';
import { useEmailCode } from '../lib/use-email-code';
import { bindEmailSchema } from '../lib/security-schemas';

interface TBindEmailDialogProps {
  open: boolean;
  /** An address is bound already: the dialog changes it. */
  change: boolean;
  onClose: () => void;
  onDone: () => void;
}

const FIELDS = ['email', 'verificationCode'] as const;

/** Bind or change the e-mail (spec §2 securityCenter): address + e-mailed code. */
export function BindEmailDialog({ open, change, onClose, onDone }: TBindEmailDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const rules = useValidationRules();
  const rule = rules.data?.rules.email;
  const code = useEmailCode();
  const refresh = useRefreshSecurity();
  const schema = useMemo(() => bindEmailSchema(t, i18n.language, rule), [i18n.language, rule, t]);
  const { form, errors, notice, busy, onSubmit, runAction, setFieldErrors } = useZodForm(schema, {
    email: '',
    verificationCode: '',
  });

  const submit = onSubmit(async (values) => {
    try {
      await bindEmail(values);
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
  }, onDone);

  /** Sends the code once the address itself is valid (its error shows otherwise). */
  const onSend = async () => {
    if (!(await form.trigger('email'))) return;
    const email = form.getValues('email').trim();
    await runAction(async () => {
      const outcome = await code.send(email);
      if (!outcome.ok && outcome.fieldErrors) setFieldErrors(outcome.fieldErrors);
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
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('security.email.field')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          icon={<Mail size={18} />}
          error={errors.email}
          {...form.register('email')}
        />
        <SmsCodeField
          label={t('security.email.code')}
          error={errors.verificationCode}
          secondsLeft={code.secondsLeft}
          sending={code.sending}
          onSend={() => void onSend()}
          {...form.register('verificationCode')}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {t('security.email.submit')}
        </Button>
      </form>
    </Modal>
  );
}
