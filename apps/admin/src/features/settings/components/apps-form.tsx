import { zodResolver } from '@hookform/resolvers/zod';
import { ZAppDownloadSettings, type TAppDownloadSettings } from '@lw/contracts';
import { ExternalLink } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

const APPS = ['ios', 'iosLite', 'android'] as const;

/** Download links of the mobile apps; empty hides the button. */
export function AppsForm({ saved, canWrite }: { saved: TAppDownloadSettings; canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('apps');
  const form = useForm({
    resolver: zodResolver(ZAppDownloadSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card description={t('apps.hint')}>
        <div className="form-stack">
          {APPS.map((app) => {
            const url = values[app] ?? '';
            return (
              <Field
                key={app}
                label={t(`apps.${app}`)}
                htmlFor={`app-${app}`}
                errors={[errors[app]?.message]}
              >
                <div className="input-with-action">
                  <Input
                    id={`app-${app}`}
                    spellCheck={false}
                    placeholder="https://"
                    invalid={!!errors[app]}
                    {...form.register(app)}
                  />
                  {url && !errors[app] && /^https?:\/\//.test(url) && (
                    <a
                      className="icon-btn"
                      href={url}
                      target="_blank"
                      rel="noreferrer noopener"
                      aria-label={t('apps.open')}
                      title={t('apps.open')}
                    >
                      <ExternalLink size={16} />
                    </a>
                  )}
                </div>
              </Field>
            );
          })}
        </div>
      </Card>
    </SettingsFormShell>
  );
}
