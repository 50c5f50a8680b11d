import { isPatternId, patternMessage, type TFieldRule } from '@lw/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useValidationRules } from '../../auth';
import { failureOutcome } from '../../auth';
import { useRefreshSecurity } from '../api/get-security-overview';
import { setPaymentPassword } from '../api/security-settings';
import { paymentPasswordSchema } from '../lib/security-schemas';

/** The payment password rule when the site sets none: exactly 6 digits (pattern 6). */
export const DEFAULT_PAYMENT_PASSWORD_RULE: TFieldRule = {
  shown: true,
  required: true,
  patternId: 6,
  min: 6,
  max: 6,
  acceptedPattern: '*',
};

interface TPaymentPasswordDialogProps {
  open: boolean;
  /** A payment password exists: change it (asks for it); else set it (asks the login password). */
  change: boolean;
  onClose: () => void;
  onDone: () => void;
}

const FIELDS = ['currentPassword', 'newPaymentPassword', 'confirmPaymentPassword'] as const;

/** Set or change the payment password (spec §2 securityCenter), checked by its field rule. */
export function PaymentPasswordDialog({
  open,
  change,
  onClose,
  onDone,
}: TPaymentPasswordDialogProps) {
  const { t } = useTranslation('pages');
  // Loaded while the dialog is still closed, so its rule is known the moment it opens.
  useValidationRules();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={change ? t('security.payment.changeTitle') : t('security.payment.setTitle')}
      size="sm"
      className="auth-modal"
    >
      <p className="auth-form__intro">
        {change ? t('security.payment.changeIntro') : t('security.payment.setIntro')}
      </p>
      {/* Rendered only while open: each opening starts with empty fields. */}
      <PaymentPasswordForm change={change} onDone={onDone} />
    </Modal>
  );
}

function PaymentPasswordForm({ change, onDone }: { change: boolean; onDone: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const rules = useValidationRules();
  const siteRule = rules.data?.rules.paymentPassword;
  // The rule is always enforced, even if the site hides the field at registration.
  const rule: TFieldRule = useMemo(
    () => ({ ...(siteRule ?? DEFAULT_PAYMENT_PASSWORD_RULE), required: true }),
    [siteRule],
  );
  const ruleText = isPatternId(rule.patternId)
    ? patternMessage(rule.patternId, i18n.language, { min: rule.min, max: rule.max })
    : undefined;
  const refresh = useRefreshSecurity();
  const numeric = rule.patternId === 6;
  const schema = useMemo(
    () => paymentPasswordSchema(t, i18n.language, rule),
    [i18n.language, rule, t],
  );
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, {
    currentPassword: '',
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });

  const submit = onSubmit(async (values) => {
    try {
      await setPaymentPassword(values);
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: FIELDS,
        codeFields: {
          WRONG_PASSWORD: 'currentPassword',
          WRONG_PAYMENT_PASSWORD: 'currentPassword',
          SAME_PASSWORD: 'newPaymentPassword',
          PASSWORD_MISMATCH: 'confirmPaymentPassword',
        },
        rules: { newPaymentPassword: rule },
      });
    }
    await refresh();
    return { ok: true };
  }, onDone);

  const digits = numeric ? ({ inputMode: 'numeric' } as const) : {};
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <PasswordField
        label={change ? t('security.payment.current') : t('security.payment.loginPassword')}
        autoComplete="current-password"
        maxLength={128}
        required
        error={errors.currentPassword}
        {...(change ? digits : {})}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('security.payment.new')}
        autoComplete="new-password"
        maxLength={rule.max ?? 128}
        required
        hint={errors.newPaymentPassword ? undefined : ruleText}
        error={errors.newPaymentPassword}
        {...digits}
        {...form.register('newPaymentPassword')}
      />
      <PasswordField
        label={t('security.payment.confirm')}
        autoComplete="new-password"
        maxLength={rule.max ?? 128}
        required
        error={errors.confirmPaymentPassword}
        {...digits}
        {...form.register('confirmPaymentPassword')}
      />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" block loading={busy}>
        {change ? t('security.payment.submitChange') : t('security.payment.submitSet')}
      </Button>
    </form>
  );
}
