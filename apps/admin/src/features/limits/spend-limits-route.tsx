import { zodResolver } from '@hookform/resolvers/zod';
import { ZSpendLimitSettings, type TSpendLimitSettings } from '@lw/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../auth';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { zodErrorMap } from '../../lib/validation';
import { MoneyInput, SettingsFormShell, SettingsFrame, useSaveSettings } from '../settings';

const MONEY = ['deposit', 'loss', 'wager'] as const;

/** /limits/settings — the `spendLimits` section: the cooling-off (24 h at least) and maximums. */
export function SpendLimitsRoute() {
  const { t } = useTranslation('limits');
  return (
    <RequirePermission permission="settings.read">
      <SettingsFrame
        section="spendLimits"
        title={t('settings.title')}
        description={t('settings.description')}
      >
        {(all, canWrite) => <SpendLimitsForm saved={all.spendLimits} canWrite={canWrite} />}
      </SettingsFrame>
    </RequirePermission>
  );
}

function SpendLimitsForm({ saved, canWrite }: { saved: TSpendLimitSettings; canWrite: boolean }) {
  const { t } = useTranslation('limits');
  const save = useSaveSettings('spendLimits');
  const form = useForm({
    resolver: zodResolver(ZSpendLimitSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('settings.cardTitle')}>
        <div className="grid-3">
          <Field
            label={t('settings.coolingOffHours')}
            htmlFor="spendLimits-coolingOffHours"
            hint={t('settings.coolingOffHint')}
            errors={[errors.coolingOffHours?.message]}
          >
            <Input
              id="spendLimits-coolingOffHours"
              type="number"
              inputMode="numeric"
              className="num"
              invalid={!!errors.coolingOffHours}
              {...form.register('coolingOffHours', { valueAsNumber: true })}
            />
          </Field>
          {MONEY.map((kind) => (
            <Field
              key={kind}
              label={t('settings.maximum', { kind: t(`kind.${kind}`) })}
              htmlFor={`spendLimits-${kind}`}
              hint={t('settings.maximumHint')}
              errors={[errors.maximums?.[kind]?.message]}
            >
              <Controller
                control={form.control}
                name={`maximums.${kind}`}
                render={({ field }) => (
                  <MoneyInput
                    id={`spendLimits-${kind}`}
                    className="num"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    invalid={!!errors.maximums?.[kind]}
                  />
                )}
              />
            </Field>
          ))}
          <Field
            label={t('settings.maximumSession')}
            htmlFor="spendLimits-session"
            hint={t('settings.maximumHint')}
            errors={[errors.maximums?.session?.message]}
          >
            <Input
              id="spendLimits-session"
              type="number"
              inputMode="numeric"
              className="num"
              invalid={!!errors.maximums?.session}
              {...form.register('maximums.session', { valueAsNumber: true })}
            />
          </Field>
        </div>
      </Card>
    </SettingsFormShell>
  );
}
