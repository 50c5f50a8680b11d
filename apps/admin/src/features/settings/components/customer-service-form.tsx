import { zodResolver } from '@hookform/resolvers/zod';
import {
  CS_KINDS,
  CS_TYPES,
  ZCustomerServiceSettings,
  type TCustomerServiceSettings,
} from '@lw/contracts';
import { ArrowDown, ArrowUp, Headset, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../../components/form/localized-text-field';
import { Button, IconButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FieldErrorText } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { SwitchField } from '../../../components/form/switch-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { localizedErrors } from './localized-errors';
import { SettingsFormShell } from './settings-form-shell';

const MAX_CHANNELS = CS_TYPES.length;

/** Customer-service channels CS1–CS6 shown to players. */
export function CustomerServiceForm({
  saved,
  canWrite,
}: {
  saved: TCustomerServiceSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('customerService');
  const form = useForm({
    resolver: zodResolver(ZCustomerServiceSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'channels',
  });
  const channels = useWatch({ control: form.control, name: 'channels' });
  const used = new Set(channels.map((c) => c.csType));
  const nextType = CS_TYPES.find((type) => !used.has(type));

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      {errors.channels?.root?.message && <FieldErrorText message={errors.channels.root.message} />}
      {errors.channels?.message && <FieldErrorText message={errors.channels.message} />}
      {fields.length === 0 && (
        <EmptyState icon={<Headset size={28} />} title={t('customerService.empty')} />
      )}
      <ol className="row-cards">
        {fields.map((item, index) => {
          const rowErrors = errors.channels?.[index];
          return (
            <li key={item.id} className="row-card">
              <div className="row-card__header">
                <span className="row-card__index">{channels[index]?.csType}</span>
                <SwitchField
                  control={form.control}
                  name={`channels.${index}.enabled`}
                  id={`cs-${index}-enabled`}
                  disabled={!canWrite}
                  label={t('customerService.enabled')}
                />
                <div className="row-card__actions">
                  <IconButton
                    label={t('moveUp')}
                    icon={<ArrowUp size={16} />}
                    disabled={!canWrite || index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <IconButton
                    label={t('moveDown')}
                    icon={<ArrowDown size={16} />}
                    disabled={!canWrite || index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <IconButton
                    label={t('remove')}
                    icon={<Trash2 size={16} />}
                    disabled={!canWrite}
                    onClick={() => remove(index)}
                  />
                </div>
              </div>
              <div className="grid-3">
                <Field
                  label={t('customerService.csType')}
                  htmlFor={`cs-${index}-type`}
                  errors={[rowErrors?.csType?.message]}
                >
                  <Select id={`cs-${index}-type`} {...form.register(`channels.${index}.csType`)}>
                    {CS_TYPES.map((type) => (
                      <option
                        key={type}
                        value={type}
                        disabled={used.has(type) && channels[index]?.csType !== type}
                      >
                        {type}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t('customerService.kind')}
                  htmlFor={`cs-${index}-kind`}
                  errors={[rowErrors?.kind?.message]}
                >
                  <Select id={`cs-${index}-kind`} {...form.register(`channels.${index}.kind`)}>
                    {CS_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`customerService.kinds.${kind}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t('customerService.path')}
                  htmlFor={`cs-${index}-path`}
                  hint={t('customerService.pathHint')}
                  errors={[rowErrors?.path?.message]}
                >
                  <Input
                    id={`cs-${index}-path`}
                    spellCheck={false}
                    placeholder="https://line.me/R/ti/p/@example"
                    invalid={!!rowErrors?.path}
                    {...form.register(`channels.${index}.path`)}
                  />
                </Field>
              </div>
              <LocalizedTextField
                control={form.control}
                name={`channels.${index}.label`}
                label={t('customerService.label')}
                disabled={!canWrite}
                errors={localizedErrors(rowErrors?.label)}
              />
            </li>
          );
        })}
      </ol>
      {canWrite && (
        <Button
          icon={<Plus size={16} />}
          disabled={!nextType || fields.length >= MAX_CHANNELS}
          onClick={() =>
            nextType &&
            append({
              csType: nextType,
              kind: 'livechat',
              label: { th: '', en: '', zh: '' },
              path: '',
              enabled: true,
            })
          }
        >
          {t('customerService.add', { count: MAX_CHANNELS - fields.length })}
        </Button>
      )}
    </SettingsFormShell>
  );
}
