import { zodResolver } from '@hookform/resolvers/zod';
import { ZRegionSettings, type TRegionSettings } from '@lw/contracts';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinesField } from '../../../components/form/lines-field';
import { listErrorMessages } from '../../../components/form/list-errors';
import { LocalizedTextInput } from '../../../components/form/localized-text-input';
import { MultiSelect } from '../../../components/form/multi-select';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { countryOptions } from '../../../lib/countries';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { IpTestBox } from './ip-test-box';
import { localizedErrors } from './localized-errors';
import { SettingsFormShell, type ConfirmSpec } from './settings-form-shell';

/** Region & IP: who may reach the site by country and address. */
export function RegionForm({ saved, canWrite }: { saved: TRegionSettings; canWrite: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveSettings('region');
  const form = useForm({
    resolver: zodResolver(ZRegionSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  function confirm(values: TRegionSettings): ConfirmSpec | null {
    if (!values.enabled || saved.enabled) return null;
    return {
      title: t('region.confirmOnTitle'),
      description: t('region.confirmOnText'),
      confirmLabel: t('region.confirmOn'),
      danger: true,
    };
  }

  return (
    <>
      <SettingsFormShell
        form={form}
        onSave={save.mutateAsync}
        canWrite={canWrite}
        confirm={confirm}
      >
        <Card title={t('region.switchTitle')}>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                id="region-enabled"
                checked={field.value}
                onChange={field.onChange}
                disabled={!canWrite}
                label={t('region.enabled')}
                description={t('region.enabledHint')}
              />
            )}
          />
        </Card>
        <Card title={t('region.countriesTitle')} description={t('region.countriesHint')}>
          <div className="grid-2">
            <Controller
              control={form.control}
              name="allowedCountries"
              render={({ field }) => (
                <Field
                  label={t('region.allowedCountries')}
                  htmlFor="region-allowed"
                  hint={t('region.allowedHint')}
                  errors={listErrorMessages(errors.allowedCountries, field.value, t)}
                >
                  <MultiSelect
                    id="region-allowed"
                    options={options}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!canWrite}
                    placeholder={t('region.searchCountry')}
                  />
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="blockedCountries"
              render={({ field }) => (
                <Field
                  label={t('region.blockedCountries')}
                  htmlFor="region-blocked"
                  hint={t('region.blockedHint')}
                  errors={listErrorMessages(errors.blockedCountries, field.value, t)}
                >
                  <MultiSelect
                    id="region-blocked"
                    options={options}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!canWrite}
                    placeholder={t('region.searchCountry')}
                  />
                </Field>
              )}
            />
          </div>
        </Card>
        <Card title={t('region.ipTitle')} description={t('region.ipHint')}>
          <div className="grid-2">
            <LinesField
              control={form.control}
              name="ipAllowList"
              id="region-ip-allow"
              label={t('region.ipAllowList')}
              disabled={!canWrite}
              rows={6}
            />
            <LinesField
              control={form.control}
              name="ipBlockList"
              id="region-ip-block"
              label={t('region.ipBlockList')}
              disabled={!canWrite}
              rows={6}
            />
          </div>
        </Card>
        <Card title={t('region.messageTitle')} description={t('region.messageHint')}>
          <Controller
            control={form.control}
            name="message"
            render={({ field }) => (
              <LocalizedTextInput
                label={t('region.message')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                multiline
                disabled={!canWrite}
                errors={localizedErrors(errors.message)}
              />
            )}
          />
        </Card>
      </SettingsFormShell>
      <IpTestBox />
    </>
  );
}
