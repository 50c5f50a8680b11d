import { zodResolver } from '@hookform/resolvers/zod';
import { ZMaintenanceSettings, type TMaintenanceSettings } from '@lw/contracts';
import { X } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinesField } from '../../../components/form/lines-field';
import { IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/form/switch-field';
import { isoToLocalInput, localInputToIso, useDateTime } from '../../../lib/datetime';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { LocalizedMessageField } from './localized-message-field';
import { SettingsFormShell, type ConfirmSpec } from './settings-form-shell';

/** System status: maintenance switch, expected end, message and bypass IPs. */
export function MaintenanceForm({
  saved,
  canWrite,
}: {
  saved: TMaintenanceSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('settings');
  const { timeZone, offset } = useDateTime();
  const save = useSaveSettings('maintenance');
  const form = useForm({
    resolver: zodResolver(ZMaintenanceSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  function confirm(values: TMaintenanceSettings): ConfirmSpec | null {
    if (values.enabled === saved.enabled) return null;
    return values.enabled
      ? {
          title: t('maintenance.confirmOnTitle'),
          description: t('maintenance.confirmOnText'),
          confirmLabel: t('maintenance.confirmOn'),
          danger: true,
        }
      : {
          title: t('maintenance.confirmOffTitle'),
          description: t('maintenance.confirmOffText'),
          confirmLabel: t('maintenance.confirmOff'),
        };
  }

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite} confirm={confirm}>
      <Card title={t('maintenance.switchTitle')}>
        <SwitchField
          control={form.control}
          name="enabled"
          id="maintenance-enabled"
          disabled={!canWrite}
          label={t('maintenance.enabled')}
          description={t('maintenance.enabledHint')}
        />
        <Controller
          control={form.control}
          name="endsAt"
          render={({ field }) => (
            <Field
              label={t('maintenance.endsAt')}
              htmlFor="maintenance-ends-at"
              hint={t('maintenance.endsAtHint', { offset: `${timeZone} (${offset()})` })}
              errors={[errors.endsAt?.message]}
              className="field--narrow"
            >
              <div className="input-with-action">
                <Input
                  id="maintenance-ends-at"
                  type="datetime-local"
                  value={isoToLocalInput(field.value, timeZone)}
                  onChange={(e) => field.onChange(localInputToIso(e.target.value, timeZone))}
                  onBlur={field.onBlur}
                  invalid={!!errors.endsAt}
                />
                {field.value && canWrite && (
                  <IconButton
                    label={t('maintenance.clearEndsAt')}
                    icon={<X size={16} />}
                    onClick={() => field.onChange(null)}
                  />
                )}
              </div>
            </Field>
          )}
        />
      </Card>
      <Card title={t('maintenance.messageTitle')} description={t('maintenance.messageHint')}>
        <LocalizedMessageField
          control={form.control}
          name="message"
          label={t('maintenance.message')}
          disabled={!canWrite}
        />
      </Card>
      <Card title={t('maintenance.bypassTitle')} description={t('maintenance.bypassHint')}>
        <LinesField
          control={form.control}
          name="bypassIps"
          id="maintenance-bypass"
          label={t('maintenance.bypassIps')}
          disabled={!canWrite}
          placeholder={'203.0.113.10\n198.51.100.0/24'}
        />
      </Card>
    </SettingsFormShell>
  );
}
