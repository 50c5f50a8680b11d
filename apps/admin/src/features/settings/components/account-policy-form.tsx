import { zodResolver } from '@hookform/resolvers/zod';
import { ZAccountPolicySettings, type TAccountPolicySettings } from '@lw/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/form/switch-field';
import { InputField } from '../../../components/form/input-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { MoneyInput } from './money-input';
import { SecondStepMethods } from './second-step-methods';
import { SettingsFormShell } from './settings-form-shell';

type NumberKey = Exclude<
  keyof TAccountPolicySettings,
  'defaultPassword' | 'currencySymbol' | 'botCheckOnLogin' | 'newIpSecondStep' | 'trialPlayMoney'
>;

const PASSWORD_FIELDS: readonly NumberKey[] = ['passwordExpiryDays'];
const SESSION_FIELDS: readonly NumberKey[] = ['sessionIdleMinutes', 'sessionMaxHours'];
const LOCK_FIELDS: readonly NumberKey[] = [
  'maxFailedLogins',
  'lockMinutes',
  'captchaAfterFailures',
];

/**
 * Account policy: default password, expiry, session lengths, lock-out, the second step for a
 * new IP, trial play money and the currency symbol.
 */
export function AccountPolicyForm({
  saved,
  canWrite,
}: {
  saved: TAccountPolicySettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('accountPolicy');
  const [reveal, setReveal] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZAccountPolicySettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const currencySymbol = useWatch({ control: form.control, name: 'currencySymbol' });
  const secondStep = useWatch({ control: form.control, name: 'newIpSecondStep' });
  // The schema's limit is in minor units; say it in the unit the operator types.
  const trialMoneyError = errors.trialPlayMoney?.message?.includes('validation.numberMax')
    ? t('accountPolicy.trialPlayMoneyMax')
    : errors.trialPlayMoney?.message;

  function numberField(key: NumberKey) {
    const id = `policy-${key}`;
    return (
      <Field
        key={key}
        label={t(`accountPolicy.${key}`)}
        htmlFor={id}
        hint={t(`accountPolicy.${key}Hint`)}
        errors={[errors[key]?.message]}
      >
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          invalid={!!errors[key]}
          {...form.register(key, { valueAsNumber: true })}
        />
      </Field>
    );
  }

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('accountPolicy.passwordTitle')}>
        <div className="grid-2">
          <Field
            label={t('accountPolicy.defaultPassword')}
            htmlFor="policy-defaultPassword"
            hint={t('accountPolicy.defaultPasswordHint')}
            errors={[errors.defaultPassword?.message]}
          >
            <div className="input-with-action">
              <Input
                id="policy-defaultPassword"
                type={reveal ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
                className="mono"
                invalid={!!errors.defaultPassword}
                {...form.register('defaultPassword')}
              />
              <IconButton
                label={reveal ? t('accountPolicy.hide') : t('accountPolicy.reveal')}
                aria-pressed={reveal}
                icon={reveal ? <EyeOff size={16} /> : <Eye size={16} />}
                onClick={() => setReveal((v) => !v)}
              />
            </div>
          </Field>
          {PASSWORD_FIELDS.map(numberField)}
        </div>
      </Card>
      <Card title={t('accountPolicy.sessionTitle')}>
        <div className="grid-2">{SESSION_FIELDS.map(numberField)}</div>
      </Card>
      <Card title={t('accountPolicy.lockTitle')}>
        <div className="grid-3">{LOCK_FIELDS.map(numberField)}</div>
        <SwitchField
          control={form.control}
          name="botCheckOnLogin"
          id="policy-botCheckOnLogin"
          disabled={!canWrite}
          label={t('accountPolicy.botCheckOnLogin')}
          description={t('accountPolicy.botCheckOnLoginHint')}
        />
      </Card>
      <Card
        title={t('accountPolicy.newIpTitle')}
        description={t('accountPolicy.newIpSecondStepHint')}
      >
        <Controller
          control={form.control}
          name="newIpSecondStep"
          render={({ field }) => (
            <SecondStepMethods value={field.value} onChange={field.onChange} disabled={!canWrite} />
          )}
        />
        <p className="field__hint" aria-live="polite">
          {secondStep.length === 0
            ? t('accountPolicy.newIpSecondStepOff')
            : t('accountPolicy.newIpSecondStepOn')}
        </p>
      </Card>
      <Card title={t('accountPolicy.trialTitle')}>
        <Field
          label={t('accountPolicy.trialPlayMoney')}
          htmlFor="policy-trialPlayMoney"
          hint={t('accountPolicy.trialPlayMoneyHint', { symbol: currencySymbol })}
          errors={[trialMoneyError]}
          className="field--narrow"
        >
          <Controller
            control={form.control}
            name="trialPlayMoney"
            render={({ field }) => (
              <MoneyInput
                id="policy-trialPlayMoney"
                className="num"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                invalid={!!errors.trialPlayMoney}
              />
            )}
          />
        </Field>
      </Card>
      <Card title={t('accountPolicy.displayTitle')}>
        <InputField
          id="policy-currencySymbol"
          label={t('accountPolicy.currencySymbol')}
          hint={t('accountPolicy.currencySymbolHint')}
          error={errors.currencySymbol?.message}
          fieldClassName="field--narrow"
          maxLength={4}
          registration={form.register('currencySymbol')}
        />
      </Card>
    </SettingsFormShell>
  );
}
