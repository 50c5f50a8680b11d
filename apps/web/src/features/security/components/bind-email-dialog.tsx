import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useValidationRules } from '../../auth';
import { SmsCodeField } from '../../auth';
import { bindEmail } from '../api/security-settings';
import { useContactBinding } from '../lib/use-contact-binding';
import { useEmailCode } from '../lib/use-email-code';
import { bindEmailSchema } from '../lib/security-schemas';
import { ContactBindModal } from './contact-bind-modal';

interface TBindEmailDialogProps {
  open: boolean;
  /** An address is bound already: the dialog changes it. */
  change: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Bind or change the e-mail (spec §2 securityCenter): address + e-mailed code. */
export function BindEmailDialog({ open, change, onClose, onDone }: TBindEmailDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const rules = useValidationRules();
  const rule = rules.data?.rules.email;
  const code = useEmailCode();
  const schema = useMemo(() => bindEmailSchema(t, i18n.language, rule), [i18n.language, rule, t]);
  const { form, errors, notice, busy, submit, send } = useContactBinding({
    schema,
    defaults: { email: '', verificationCode: '' },
    contactField: 'email',
    contactErrors: ['EMAIL_TAKEN'],
    codeErrors: ['EMAIL_CODE_INVALID'],
    bind: bindEmail,
    sendCode: (email) => code.send(email.trim()),
    onDone,
  });

  return (
    <ContactBindModal
      open={open}
      onClose={onClose}
      title={change ? t('security.email.changeTitle') : t('security.email.bindTitle')}
      intro={t('security.email.intro')}
      submitLabel={t('security.email.submit')}
      notice={notice}
      busy={busy}
      onSubmit={submit}
    >
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
        onSend={() => void send()}
        {...form.register('verificationCode')}
      />
    </ContactBindModal>
  );
}
