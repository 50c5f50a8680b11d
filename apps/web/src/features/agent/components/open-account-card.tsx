import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZOpenDownlineAccount,
  type TOpenDownlineAccount,
  type TOpenedDownlineAccount,
} from '@lw/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChipChoice } from '../../../components/ui/chip-choice';
import { PasswordField } from '../../../components/ui/password-field';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { contractIssueMessage } from '../../../lib/use-zod-form';
import { CopyButton } from '../../deposit';
import { useOpenDownlineAccount } from '../api/invitations';

const KINDS = ['member', 'agent'] as const;

type TFormInput = Omit<TOpenDownlineAccount, 'kind'> & { kind: 'member' | 'agent' };

/**
 * Opens a member or agent account in the agent's own team (registerCenter): the first password is
 * the typed one or a generated one, shown here once; the account changes it at its first sign-in.
 */
export function OpenAccountCard() {
  const { t, i18n } = useTranslation('pages');
  const open = useOpenDownlineAccount();
  const [opened, setOpened] = useState<TOpenedDownlineAccount | null>(null);
  const [result, setResult] = useState<TResult>(null);
  const form = useForm<TFormInput, unknown, TOpenDownlineAccount>({
    resolver: zodResolver(ZOpenDownlineAccount, { error: contractIssueMessage(i18n.language) }),
    defaultValues: { username: '', password: '', nickname: '', kind: 'member', uplineUsername: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const body: TOpenDownlineAccount = {
        username: values.username,
        kind: values.kind,
        ...(values.password ? { password: values.password } : {}),
        ...(values.nickname ? { nickname: values.nickname } : {}),
        ...(values.uplineUsername ? { uplineUsername: values.uplineUsername } : {}),
      };
      setOpened(await open.mutateAsync(body));
      form.reset();
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error, i18n.language) });
    }
  });

  return (
    <section className="card" aria-labelledby="open-account-title">
      <h2 id="open-account-title" className="card__title">
        <UserPlus size={20} aria-hidden="true" />
        {t('agentSite.open.title')}
      </h2>
      <p className="page__subtitle">{t('agentSite.open.text')}</p>
      {opened ? (
        <div className="agent-opened" role="status">
          <p>
            {t('agentSite.open.done', {
              username: opened.username,
              upline: opened.uplineUsername,
              kind: t(`agentSite.kind.${opened.kind}`),
            })}
          </p>
          <p className="agent-opened__label">{t('agentSite.open.passwordOnce')}</p>
          <p className="agent-opened__secret">
            <code className="tabular" data-testid="initial-password">
              {opened.initialPassword}
            </code>
            <CopyButton value={opened.initialPassword} label={t('agentSite.open.password')} />
          </p>
          <Button variant="secondary" size="sm" onClick={() => setOpened(null)}>
            {t('agentSite.open.close')}
          </Button>
        </div>
      ) : (
        <form className="cashier-form" noValidate onSubmit={(e) => void submit(e)}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <ChipChoice
                label={t('agentSite.open.kind')}
                options={KINDS}
                value={field.value}
                onChange={field.onChange}
                optionLabel={(kind) => t(`agentSite.kind.${kind}`)}
              />
            )}
          />
          <TextField
            label={t('agentSite.open.username')}
            hint={t('agentSite.open.usernameHint')}
            autoComplete="off"
            required
            maxLength={16}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PasswordField
            label={t('agentSite.open.password')}
            hint={t('agentSite.open.passwordHint')}
            autoComplete="new-password"
            maxLength={64}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={t('agentSite.open.nickname')}
            maxLength={64}
            error={errors.nickname?.message}
            {...form.register('nickname')}
          />
          <TextField
            label={t('agentSite.open.upline')}
            hint={t('agentSite.open.uplineHint')}
            autoComplete="off"
            maxLength={64}
            error={errors.uplineUsername?.message}
            {...form.register('uplineUsername')}
          />
          <ResultLine result={result} />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('agentSite.open.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
