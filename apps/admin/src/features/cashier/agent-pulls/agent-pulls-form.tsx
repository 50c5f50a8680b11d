import { zodResolver } from '@hookform/resolvers/zod';
import { ZAgentPullSettings, type TAgentPullSettings } from '@lw/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/form/switch-field';
import { zodErrorMap } from '../../../lib/validation';
import { MoneyInput, SettingsFormShell, useSaveSettings } from '../../settings';

type MoneyPath = 'directMaxPerPull' | 'directDailyMaxPerAgent';

/**
 * The `agentPulls` section (issue 22 item 4): whether agents may take money back from their
 * downline without the member's confirmation (off by default), its caps, and how long a request
 * waits for the member. Saving is audited like every settings section.
 */
export function AgentPullsForm({
  saved,
  canWrite,
}: {
  saved: TAgentPullSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('cashier');
  const save = useSaveSettings('agentPulls');
  const form = useForm({
    resolver: zodResolver(ZAgentPullSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  function moneyField(path: MoneyPath) {
    const id = `agentPulls-${path}`;
    return (
      <Field
        label={t(`agentPulls.fields.${path}`)}
        htmlFor={id}
        hint={t(`agentPulls.hints.${path}`)}
        errors={[errors[path]?.message]}
      >
        <Controller
          control={form.control}
          name={path}
          render={({ field }) => (
            <MoneyInput
              id={id}
              className="num"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={!!errors[path]}
            />
          )}
        />
      </Field>
    );
  }

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('agentPulls.consentTitle')}>
        <div className="grid-3">
          <Field
            label={t('agentPulls.fields.requestTtlMinutes')}
            htmlFor="agentPulls-requestTtlMinutes"
            hint={t('agentPulls.hints.requestTtlMinutes')}
            errors={[errors.requestTtlMinutes?.message]}
          >
            <Input
              id="agentPulls-requestTtlMinutes"
              type="number"
              inputMode="numeric"
              className="num"
              invalid={!!errors.requestTtlMinutes}
              {...form.register('requestTtlMinutes', { valueAsNumber: true })}
            />
          </Field>
        </div>
      </Card>
      <Card title={t('agentPulls.directTitle')}>
        <SwitchField
          control={form.control}
          name="directPullEnabled"
          id="agentPulls-directPullEnabled"
          disabled={!canWrite}
          label={t('agentPulls.fields.directPullEnabled')}
          description={t('agentPulls.hints.directPullEnabled')}
        />
        <div className="grid-2">
          {moneyField('directMaxPerPull')}
          {moneyField('directDailyMaxPerAgent')}
        </div>
      </Card>
    </SettingsFormShell>
  );
}
