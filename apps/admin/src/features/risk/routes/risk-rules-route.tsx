import { zodResolver } from '@hookform/resolvers/zod';
import { ZRiskRuleSettings, type TRiskRuleSettings } from '@lw/contracts';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { zodErrorMap } from '../../../lib/validation';
import { MoneyInput, SettingsFormShell, SettingsFrame, useSaveSettings } from '../../settings';

/** Each marker's rule and its figures, in the order the queue lists markers. */
const RULES = [
  ['depositFrequency', ['count']],
  ['depositSpike', ['factor', 'minimum']],
  ['chasingLosses', ['deposits', 'lossPercent']],
  ['lateNightPlay', ['untilHour', 'days']],
  ['longSession', ['hours', 'gapMinutes']],
  ['reversedWithdrawals', ['count']],
  ['paymentMethods', ['count']],
  ['sharedIp', ['accounts']],
  ['sharedBankAccount', ['accounts']],
  ['sharedDevice', ['accounts']],
] as const;

type Path = FieldPath<TRiskRuleSettings>;

/** /risk/settings — the `riskRules` section: each marker's threshold and points. */
export function RiskRulesRoute() {
  const { t } = useTranslation('risk');
  return (
    <RequirePermission permission="settings.read">
      <SettingsFrame
        section="riskRules"
        title={t('rules.title')}
        description={t('rules.description')}
      >
        {(all, canWrite) => <RiskRulesForm saved={all.riskRules} canWrite={canWrite} />}
      </SettingsFrame>
    </RequirePermission>
  );
}

function RiskRulesForm({ saved, canWrite }: { saved: TRiskRuleSettings; canWrite: boolean }) {
  const { t } = useTranslation('risk');
  const save = useSaveSettings('riskRules');
  const form = useForm({
    resolver: zodResolver(ZRiskRuleSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const errorOf = (path: Path) => form.getFieldState(path, form.formState).error?.message;
  const number = (path: Path, label: string) => (
    <Field key={path} label={label} htmlFor={`riskRules-${path}`} errors={[errorOf(path)]}>
      <Input
        id={`riskRules-${path}`}
        type="number"
        inputMode="numeric"
        className="num"
        invalid={!!errorOf(path)}
        {...form.register(path, { valueAsNumber: true })}
      />
    </Field>
  );
  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('rules.caseCard')}>
        <div className="grid-3">{number('caseThreshold', t('rules.caseThreshold'))}</div>
      </Card>
      {RULES.map(([rule, figures]) => (
        <Card key={rule} title={t(`rules.marker.${rule}`)}>
          <div className="grid-3">
            {figures.map((figure) => {
              const path = `${rule}.${figure}` as Path;
              const label = t(`rules.figure.${figure}`);
              if (figure !== 'minimum') return number(path, label);
              return (
                <Field
                  key={path}
                  label={label}
                  htmlFor={`riskRules-${path}`}
                  errors={[errorOf(path)]}
                >
                  <Controller
                    control={form.control}
                    name="depositSpike.minimum"
                    render={({ field }) => (
                      <MoneyInput
                        id={`riskRules-${path}`}
                        className="num"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        invalid={!!errorOf(path)}
                      />
                    )}
                  />
                </Field>
              );
            })}
            {number(`${rule}.points` as Path, t('rules.figure.points'))}
          </div>
        </Card>
      ))}
    </SettingsFormShell>
  );
}
