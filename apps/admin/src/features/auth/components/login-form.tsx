import { zodResolver } from '@hookform/resolvers/zod';
import { ZAdminLoginRequest } from '@lw/contracts';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-error-text';
import { zodErrorMap } from '../../../lib/validation';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/form/input-field';
import { useLogin } from '../api/use-session';

/** Username and password; on success the caller moves on. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(ZAdminLoginRequest, { error: zodErrorMap }),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, { onSuccess });
  });

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      {login.isError && <Banner tone="danger">{apiErrorText(login.error, i18n.language)}</Banner>}
      <InputField
        id="login-username"
        label={t('username')}
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        registration={form.register('username')}
      />
      <InputField
        id="login-password"
        label={t('password')}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
      />
      <Button
        type="submit"
        variant="primary"
        className="btn--block"
        loading={login.isPending}
        icon={<LogIn size={16} />}
      >
        {t('signIn')}
      </Button>
    </form>
  );
}
