import { zodResolver } from '@hookform/resolvers/zod';
import {
  REALITY_CHECK_INTERVALS,
  ZRealityCheckSettings,
  type TRealityCheckSettings,
} from '@lw/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../auth';
import { Card } from '../../components/ui/card';
import { Field, FieldErrorText } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { zodErrorMap } from '../../lib/validation';
import { SettingsFormShell, SettingsFrame, useSaveSettings } from '../settings';

/**
 * /reality-checks/settings — the `realityChecks` section: which intervals members may choose for
 * their reality checks (UKGC RTS 13) and the one in force until they choose.
 */
export function RealityCheckSettingsRoute() {
  const { t } = useTranslation('limits');
  return (
    <RequirePermission permission="settings.read">
      <SettingsFrame
        section="realityChecks"
        title={t('realityChecks.title')}
        description={t('realityChecks.description')}
      >
        {(all, canWrite) => <RealityCheckForm saved={all.realityChecks} canWrite={canWrite} />}
      </SettingsFrame>
    </RequirePermission>
  );
}

function RealityCheckForm({
  saved,
  canWrite,
}: {
  saved: TRealityCheckSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('limits');
  const save = useSaveSettings('realityChecks');
  const form = useForm({
    resolver: zodResolver(ZRealityCheckSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const offered = form.watch('intervals');
  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('realityChecks.cardTitle')}>
        <fieldset className="checkbox-list" disabled={!canWrite}>
          <legend>{t('realityChecks.intervals')}</legend>
          <Controller
            control={form.control}
            name="intervals"
            render={({ field }) => (
              <>
                {REALITY_CHECK_INTERVALS.map((minutes) => {
                  const chosen = field.value.includes(minutes);
                  return (
                    <label key={minutes} className="checkbox-row">
                      <input
                        type="checkbox"
                        checked={chosen}
                        onChange={() =>
                          field.onChange(
                            chosen
                              ? field.value.filter((m) => m !== minutes)
                              : [...field.value, minutes].sort((a, b) => a - b),
                          )
                        }
                      />
                      <span>{t('minutes', { count: minutes })}</span>
                    </label>
                  );
                })}
              </>
            )}
          />
          <FieldErrorText message={errors.intervals?.message} />
        </fieldset>
        <Field
          label={t('realityChecks.default')}
          htmlFor="realityChecks-default"
          hint={t('realityChecks.defaultHint')}
          errors={[errors.defaultMinutes?.message]}
        >
          <Select
            id="realityChecks-default"
            disabled={!canWrite}
            invalid={!!errors.defaultMinutes}
            {...form.register('defaultMinutes', { valueAsNumber: true })}
          >
            {offered.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('minutes', { count: minutes })}
              </option>
            ))}
          </Select>
        </Field>
      </Card>
    </SettingsFormShell>
  );
}
