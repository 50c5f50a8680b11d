import { isPatternId, patternMessage, type TFieldRule } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useValidationRules } from '../../auth/api/get-validation-rules';
import { failureOutcome, fieldRuleError } from '../../auth/lib/field-rules';
import { useRefreshSecurity } from '../api/get-security-overview';
import { setPaymentPassword } from '../api/security-settings';

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
  const { t, i18n } = useTranslation('pages');
  const rules = useValidationRules();
  // The rule is always enforced, even if the site hides the field at registration.
  const rule: TFieldRule = {
    ...(rules.data?.rules.paymentPassword ?? DEFAULT_PAYMENT_PASSWORD_RULE),
    required: true,
  };
  const ruleText = isPatternId(rule.patternId)
    ? patternMessage(rule.patternId, i18n.language, { min: rule.min, max: rule.max })
    : undefined;
  const refresh = useRefreshSecurity();
  const numeric = rule.patternId === 6;

  const submit = async (data: FormData): Promise<TAuthOutcome> => {
    try {
      await setPaymentPassword({
        currentPassword: String(data.get('currentPassword') ?? ''),
        newPaymentPassword: String(data.get('newPaymentPassword') ?? ''),
        confirmPaymentPassword: String(data.get('confirmPaymentPassword') ?? ''),
      });
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
  };

  const { errors, notice, busy, onSubmit } = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      if (!String(data.get('currentPassword') ?? '')) {
        found.currentPassword = t('auth:error.passwordRequired');
      }
      const next = String(data.get('newPaymentPassword') ?? '');
      const nextError = fieldRuleError(rule, next, i18n.language, t);
      if (nextError) found.newPaymentPassword = nextError;
      const confirm = String(data.get('confirmPaymentPassword') ?? '');
      if (!confirm) found.confirmPaymentPassword = t('auth:error.required');
      else if (confirm !== next) found.confirmPaymentPassword = t('auth:error.confirmMismatch');
      return found;
    },
    submit,
    onDone,
  );

  const digits = numeric ? ({ inputMode: 'numeric' } as const) : {};
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
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={change ? t('security.payment.current') : t('security.payment.loginPassword')}
          name="currentPassword"
          autoComplete="current-password"
          maxLength={128}
          required
          error={errors.currentPassword}
          {...(change ? digits : {})}
        />
        <PasswordField
          label={t('security.payment.new')}
          name="newPaymentPassword"
          autoComplete="new-password"
          maxLength={rule.max ?? 128}
          required
          hint={errors.newPaymentPassword ? undefined : ruleText}
          error={errors.newPaymentPassword}
          {...digits}
        />
        <PasswordField
          label={t('security.payment.confirm')}
          name="confirmPaymentPassword"
          autoComplete="new-password"
          maxLength={rule.max ?? 128}
          required
          error={errors.confirmPaymentPassword}
          {...digits}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {change ? t('security.payment.submitChange') : t('security.payment.submitSet')}
        </Button>
      </form>
    </Modal>
  );
}
