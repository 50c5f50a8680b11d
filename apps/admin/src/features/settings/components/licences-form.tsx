import { zodResolver } from '@hookform/resolvers/zod';
import { pickLocalized, ZLicenceSettings, type TLicenceSettings } from '@lw/contracts';
import { BadgeCheck, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LocalizedTextField } from '../../../components/form/localized-text-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { ImageUpload } from './image-upload';
import { localizedErrors } from './localized-errors';
import { SettingsFormShell } from './settings-form-shell';

/** Gaming licences shown in the footer, with their certificate images. */
export function LicencesForm({ saved, canWrite }: { saved: TLicenceSettings; canWrite: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveSettings('licences');
  const form = useForm({
    resolver: zodResolver(ZLicenceSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const current = useWatch({ control: form.control, name: 'items' });

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      {items.fields.length === 0 && (
        <EmptyState icon={<BadgeCheck size={28} />} title={t('licences.empty')} />
      )}
      <ol className="row-cards">
        {items.fields.map((row, index) => {
          const e = errors.items?.[index];
          const name = pickLocalized(current[index]?.name, i18n.language) || t('licences.untitled');
          return (
            <li key={row.id} className="row-card">
              <div className="row-card__header">
                <span className="row-card__title">{name}</span>
                <div className="row-card__actions">
                  <IconButton
                    label={t('remove')}
                    icon={<Trash2 size={16} />}
                    disabled={!canWrite}
                    onClick={() => items.remove(index)}
                  />
                </div>
              </div>
              <div className="licence-row">
                <Controller
                  control={form.control}
                  name={`items.${index}.imageUrl`}
                  render={({ field }) => (
                    <ImageUpload
                      value={field.value}
                      onChange={field.onChange}
                      disabled={!canWrite}
                      label={t('licences.image', { name })}
                      error={e?.imageUrl?.message}
                    />
                  )}
                />
                <div className="grid-2">
                  <Field
                    label={t('licences.id')}
                    htmlFor={`lic-${index}-id`}
                    hint={t('licences.idHint')}
                    errors={[e?.id?.message]}
                  >
                    <Input
                      id={`lic-${index}-id`}
                      spellCheck={false}
                      invalid={!!e?.id}
                      {...form.register(`items.${index}.id`)}
                    />
                  </Field>
                  <LocalizedTextField
                    control={form.control}
                    name={`items.${index}.name`}
                    label={t('licences.name')}
                    disabled={!canWrite}
                    errors={localizedErrors(e?.name)}
                    className="span-2"
                  />
                  <Field
                    label={t('licences.issuer')}
                    htmlFor={`lic-${index}-issuer`}
                    errors={[e?.issuer?.message]}
                  >
                    <Input
                      id={`lic-${index}-issuer`}
                      invalid={!!e?.issuer}
                      {...form.register(`items.${index}.issuer`)}
                    />
                  </Field>
                  <Field
                    label={t('licences.number')}
                    htmlFor={`lic-${index}-number`}
                    errors={[e?.number?.message]}
                  >
                    <Input
                      id={`lic-${index}-number`}
                      invalid={!!e?.number}
                      {...form.register(`items.${index}.number`)}
                    />
                  </Field>
                  <Field
                    label={t('licences.verifyUrl')}
                    htmlFor={`lic-${index}-verify`}
                    errors={[e?.verifyUrl?.message]}
                    className="span-2"
                  >
                    <Input
                      id={`lic-${index}-verify`}
                      spellCheck={false}
                      placeholder="https://"
                      invalid={!!e?.verifyUrl}
                      {...form.register(`items.${index}.verifyUrl`)}
                    />
                  </Field>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {canWrite && (
        <Button
          icon={<Plus size={16} />}
          disabled={items.fields.length >= 20}
          onClick={() =>
            items.append({
              id: `licence-${items.fields.length + 1}`,
              name: { th: '', en: '', zh: '' },
              issuer: '',
              number: '',
              imageUrl: '',
              verifyUrl: '',
            })
          }
        >
          {t('licences.add')}
        </Button>
      )}
    </SettingsFormShell>
  );
}
