import { zodResolver } from '@hookform/resolvers/zod';
import {
  LANGUAGE_CATALOGUE,
  SHIPPED_LANGUAGES,
  ZLanguageSettings,
  type TLanguageSettings,
} from '@lw/contracts';
import { clsx } from 'clsx';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Pill } from '../../../components/ui/pill';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

const COMPLETE = new Set<string>(SHIPPED_LANGUAGES);

/** Languages offered to players and the default one. */
export function LanguagesForm({
  saved,
  canWrite,
}: {
  saved: TLanguageSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('languages');
  const form = useForm({
    resolver: zodResolver(ZLanguageSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const offered = useWatch({ control: form.control, name: 'offered' });
  const currentDefault = useWatch({ control: form.control, name: 'default' });

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('languages.defaultTitle')}>
        <Field
          label={t('languages.default')}
          htmlFor="languages-default"
          hint={t('languages.defaultHint')}
          errors={[errors.default?.message]}
          className="field--narrow"
        >
          <Select id="languages-default" invalid={!!errors.default} {...form.register('default')}>
            {LANGUAGE_CATALOGUE.filter(
              (l) => offered.includes(l.code) || l.code === currentDefault,
            ).map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName} — {l.name}
              </option>
            ))}
          </Select>
        </Field>
      </Card>
      <Card
        title={t('languages.offeredTitle')}
        description={t('languages.offeredHint', { count: offered.length })}
      >
        <Controller
          control={form.control}
          name="offered"
          render={({ field }) => (
            <fieldset className="language-grid">
              <legend className="visually-hidden">{t('languages.offeredTitle')}</legend>
              {LANGUAGE_CATALOGUE.map((lang) => {
                const checked = field.value.includes(lang.code);
                return (
                  <label
                    key={lang.code}
                    className={clsx('language-option', checked && 'is-checked')}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        field.onChange(
                          checked
                            ? field.value.filter((c) => c !== lang.code)
                            : [...field.value, lang.code],
                        )
                      }
                    />
                    <span className="language-option__text">
                      <span className="language-option__native" lang={lang.code}>
                        {lang.nativeName}
                      </span>
                      <span className="language-option__name">
                        {lang.name} · <code>{lang.code}</code>
                      </span>
                    </span>
                    {COMPLETE.has(lang.code) ? (
                      <Pill tone="success">{t('languages.complete')}</Pill>
                    ) : (
                      <span className="language-option__fallback">{t('languages.fallback')}</span>
                    )}
                  </label>
                );
              })}
            </fieldset>
          )}
        />
        {errors.offered?.message && (
          <p className="field__error" role="alert">
            {t('languages.offeredRequired')}
          </p>
        )}
      </Card>
    </SettingsFormShell>
  );
}
