import { zodResolver } from '@hookform/resolvers/zod';
import { ZRegionSettings, type TRegionSettings } from '@lw/contracts';
import { useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinesField } from '../../../components/form/lines-field';
import { listErrorMessages } from '../../../components/form/list-errors';
import { MultiSelect } from '../../../components/form/multi-select';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { SwitchField } from '../../../components/form/switch-field';
import { countryOptions } from '../../../lib/countries';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { IpTestBox } from './ip-test-box';
import { LocalizedMessageField } from './localized-message-field';
import { SettingsFormShell, type ConfirmSpec } from './settings-form-shell';

/** A list of countries to pick from the options, with an error per chosen entry. */
function CountryListField({
  control,
  name,
  id,
  label,
  hint,
  options,
  disabled,
}: {
  control: Control<TRegionSettings>;
  name: 'allowedCountries' | 'blockedCountries';
  id: string;
  label: string;
  hint: string;
  options: ReturnType<typeof countryOptions>;
  disabled: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          htmlFor={id}
          hint={hint}
          errors={listErrorMessages(fieldState.error, field.value, t)}
        >
          <MultiSelect
            id={id}
            options={options}
            value={field.value}
            onChange={field.onChange}
            disabled={disabled}
            placeholder={t('region.searchCountry')}
          />
        </Field>
      )}
    />
  );
}

/** Region & IP: who may reach the site by country and address. */
export function RegionForm({ saved, canWrite }: { saved: TRegionSettings; canWrite: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveSettings('region');
  const form = useForm({
    resolver: zodResolver(ZRegionSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
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
          <SwitchField
            control={form.control}
            name="enabled"
            id="region-enabled"
            disabled={!canWrite}
            label={t('region.enabled')}
            description={t('region.enabledHint')}
          />
        </Card>
        <Card title={t('region.countriesTitle')} description={t('region.countriesHint')}>
          <div className="grid-2">
            <CountryListField
              control={form.control}
              name="allowedCountries"
              id="region-allowed"
              label={t('region.allowedCountries')}
              hint={t('region.allowedHint')}
              options={options}
              disabled={!canWrite}
            />
            <CountryListField
              control={form.control}
              name="blockedCountries"
              id="region-blocked"
              label={t('region.blockedCountries')}
              hint={t('region.blockedHint')}
              options={options}
              disabled={!canWrite}
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
          <LocalizedMessageField
            control={form.control}
            name="message"
            label={t('region.message')}
            disabled={!canWrite}
          />
        </Card>
      </SettingsFormShell>
      <IpTestBox />
    </>
  );
}
