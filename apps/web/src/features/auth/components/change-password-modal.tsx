import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { setSessionFlag } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePasswordMutation } from '../api/change-password';
import { useValidationRules } from '../api/get-validation-rules';
import { useLogout } from '../../../api/logout';
import { failureOutcome } from '../lib/field-rules';
import { changePasswordSchema } from '../lib/form-schemas';
import { useFinishLogin } from '../lib/use-complete-login';

interface TChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Forced after login (default weak password or expiry, spec §4): it cannot be dismissed, only
   * completed or left by logging out; on success the login finishes.
   */
  forced?: boolean;
  /** The password just used to log in: then the form does not ask for it again (spec §5). */
  knownPassword?: string;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/** Change password (spec §4, §5): current, new (checked with the `password` rule), confirmation. */
export function ChangePasswordModal({
  open,
  onClose,
  forced = false,
  knownPassword,
}: TChangePasswordModalProps) {
  const { t, i18n } = useTranslation('auth');
  const rules = useValidationRules();
  const { mutateAsync } = useChangePasswordMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const { signOut, pending: signingOut } = useLogout();
  const askOldPassword = !knownPassword;

  const rule = rules.data?.rules.password;
  const schema = useMemo(
    () => changePasswordSchema(t, i18n.language, { rule, askOldPassword }),
    [askOldPassword, i18n.language, rule, t],
  );
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, {
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });

  const submit = onSubmit(async (values) => {
    try {
      await mutateAsync({
        oldPassword: knownPassword ?? values.oldPassword ?? '',
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: askOldPassword ? FIELDS : FIELDS.slice(1),
        codeFields: {
          WRONG_PASSWORD: 'oldPassword',
          SAME_PASSWORD: 'newPassword',
          PASSWORD_TOO_COMMON: 'newPassword',
          PASSWORD_MISMATCH: 'confirmNewPassword',
        },
        rules: { newPassword: rule },
      });
    }
    setSessionFlag('forcePasswordChange', false);
    // Member info reloads, the modal closes and the app goes home (spec §4 "Password change").
    // After a forced change, every call held back meanwhile is made now.
    await queryClient.invalidateQueries(forced ? undefined : { queryKey: [MEMBER_QUERY_ROOT] });
    if (forced) {
      finishLogin('passwordChanged');
    } else {
      onClose();
      navigate('/', { replace: true });
    }
    return { ok: true };
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('changePassword.title')}
      size="sm"
      className="auth-modal"
      dismissible={!forced}
    >
      <p className="auth-form__intro">
        {forced ? t('changePassword.forcedIntro') : t('changePassword.intro')}
      </p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        {askOldPassword ? (
          <PasswordField
            label={t('field.oldPassword')}
            autoComplete="current-password"
            required
            error={errors.oldPassword}
            {...form.register('oldPassword')}
          />
        ) : null}
        <PasswordField
          label={t('field.newPassword')}
          autoComplete="new-password"
          required
          error={errors.newPassword}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('field.confirmNewPassword')}
          autoComplete="new-password"
          required
          error={errors.confirmNewPassword}
          {...form.register('confirmNewPassword')}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {t('changePassword.submit')}
        </Button>
        {forced ? (
          <p className="auth-form__switch">
            <button
              type="button"
              className="link-btn"
              disabled={signingOut}
              onClick={() => void signOut().then(onClose)}
            >
              <LogOut size={16} aria-hidden="true" />
              {t('changePassword.logout')}
            </button>
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
