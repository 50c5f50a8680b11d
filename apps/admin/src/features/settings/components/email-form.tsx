import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmailSettings, type TEmailSettings } from '@lw/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { InputField } from '../../../components/form/input-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

/** E-mail: the development outbox or an SMTP server; the SMTP password is masked. */
export function EmailForm({ saved, canWrite }: { saved: TEmailSettings; canWrite: boolean }) {
  const { t } = useTranslation('messaging');
  const [reveal, setReveal] = useState(false);
  const save = useSaveSettings('email');
  const form = useForm({
    resolver: zodResolver(ZEmailSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const smtp = form.watch('provider') === 'smtp';

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('email.senderTitle')}>
        <div className="grid-3">
          <Field
            label={t('email.provider')}
            htmlFor="email-provider"
            hint={t('email.providerHint')}
          >
            <Select id="email-provider" {...form.register('provider')}>
              <option value="outbox">{t('provider.outbox')}</option>
              <option value="smtp">{t('provider.smtp')}</option>
            </Select>
          </Field>
          <Field
            label={t('email.fromName')}
            htmlFor="email-fromName"
            errors={[errors.fromName?.message]}
          >
            <Input id="email-fromName" maxLength={100} {...form.register('fromName')} />
          </Field>
          <InputField
            id="email-fromAddress"
            label={t('email.fromAddress')}
            error={errors.fromAddress?.message}
            type="email"
            registration={form.register('fromAddress')}
          />
        </div>
      </Card>
      <Card title={t('email.smtpTitle')} description={smtp ? undefined : t('email.smtpUnused')}>
        <div className="grid-3">
          <Field label={t('email.host')} htmlFor="email-host" errors={[errors.smtp?.host?.message]}>
            <Input
              id="email-host"
              className="mono"
              invalid={!!errors.smtp?.host}
              {...form.register('smtp.host')}
            />
          </Field>
          <Field label={t('email.port')} htmlFor="email-port" errors={[errors.smtp?.port?.message]}>
            <Input
              id="email-port"
              type="number"
              inputMode="numeric"
              invalid={!!errors.smtp?.port}
              {...form.register('smtp.port', { valueAsNumber: true })}
            />
          </Field>
          <Field label={t('email.security')} htmlFor="email-secure" hint={t('email.securityHint')}>
            <Select
              id="email-secure"
              {...form.register('smtp.secure', {
                setValueAs: (v: unknown) => v === true || v === 'true',
              })}
            >
              <option value="false">{t('email.starttls')}</option>
              <option value="true">{t('email.tls')}</option>
            </Select>
          </Field>
          <Field label={t('email.username')} htmlFor="email-username">
            <Input id="email-username" autoComplete="off" {...form.register('smtp.username')} />
          </Field>
          <Field
            label={t('email.password')}
            htmlFor="email-password"
            hint={t('email.passwordHint')}
          >
            <div className="input-with-action">
              <Input
                id="email-password"
                type={reveal ? 'text' : 'password'}
                autoComplete="new-password"
                spellCheck={false}
                {...form.register('smtp.password')}
              />
              <IconButton
                label={reveal ? t('email.hidePassword') : t('email.showPassword')}
                aria-pressed={reveal}
                icon={reveal ? <EyeOff size={16} /> : <Eye size={16} />}
                onClick={() => setReveal((v) => !v)}
              />
            </div>
          </Field>
        </div>
      </Card>
    </SettingsFormShell>
  );
}
