import { zodResolver } from '@hookform/resolvers/zod';
import { SOCIAL_NETWORKS, ZSocialSettings, type TSocialSettings } from '@lw/contracts';
import { Plus, Share2, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldErrorText } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

/** Links to the brand's social accounts, shown in the footer. */
export function SocialForm({ saved, canWrite }: { saved: TSocialSettings; canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('social');
  const form = useForm({
    resolver: zodResolver(ZSocialSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const links = useFieldArray({ control: form.control, name: 'links' });

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card>
        {links.fields.length === 0 ? (
          <EmptyState icon={<Share2 size={28} />} title={t('social.empty')} />
        ) : (
          <ul className="link-rows">
            {links.fields.map((row, index) => (
              <li key={row.id} className="link-row">
                <Select
                  aria-label={`${t('social.network')} ${index + 1}`}
                  {...form.register(`links.${index}.network`)}
                >
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {t(`social.networks.${network}`)}
                    </option>
                  ))}
                </Select>
                <div className="link-row__url">
                  <Input
                    aria-label={`${t('social.url')} ${index + 1}`}
                    spellCheck={false}
                    placeholder="https://"
                    invalid={!!errors.links?.[index]?.url}
                    {...form.register(`links.${index}.url`)}
                  />
                  <FieldErrorText message={errors.links?.[index]?.url?.message} />
                </div>
                <IconButton
                  label={t('remove')}
                  icon={<Trash2 size={16} />}
                  disabled={!canWrite}
                  onClick={() => links.remove(index)}
                />
              </li>
            ))}
          </ul>
        )}
        {canWrite && (
          <Button
            size="sm"
            icon={<Plus size={16} />}
            disabled={links.fields.length >= 20}
            onClick={() => links.append({ network: 'facebook', url: '' })}
          >
            {t('social.add')}
          </Button>
        )}
      </Card>
    </SettingsFormShell>
  );
}
