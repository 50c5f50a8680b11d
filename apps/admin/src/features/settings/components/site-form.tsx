import { zodResolver } from '@hookform/resolvers/zod';
import { ZSiteSettings, type TSiteSettings } from '@lw/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipsInput } from '../../../components/form/chips-input';
import { LinesTextarea } from '../../../components/form/lines-textarea';
import { listErrorMessages } from '../../../components/form/list-errors';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, FieldErrorText } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { InputField } from '../../../components/form/input-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

const VENDOR_CODE = /^[A-Z0-9_]{1,20}$/;

/** Site name, domains and mirrors, CDNs, analytics and footer. */
export function SiteForm({ saved, canWrite }: { saved: TSiteSettings; canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('site');
  const form = useForm({
    resolver: zodResolver(ZSiteSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const routes = useFieldArray({ control: form.control, name: 'domainRoutes' });

  function makePrimary(index: number) {
    routes.fields.forEach((_, i) =>
      form.setValue(`domainRoutes.${i}.primary`, i === index, { shouldDirty: true }),
    );
  }

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('site.identityTitle')}>
        <div className="grid-3">
          <InputField
            id="site-name"
            label={t('site.siteName')}
            error={errors.siteName?.message}
            registration={form.register('siteName')}
          />
          <InputField
            id="site-domain"
            label={t('site.mainDomain')}
            hint={t('site.mainDomainHint')}
            error={errors.mainDomain?.message}
            spellCheck={false}
            placeholder="example.com"
            registration={form.register('mainDomain')}
          />
          <InputField
            id="site-analytics"
            label={t('site.analyticsId')}
            hint={t('site.analyticsHint')}
            error={errors.analyticsId?.message}
            spellCheck={false}
            placeholder="G-XXXXXXX"
            registration={form.register('analyticsId')}
          />
        </div>
      </Card>
      <Card title={t('site.cdnTitle')} description={t('site.cdnHint')}>
        <div className="grid-2">
          <Controller
            control={form.control}
            name="imageCDNs"
            render={({ field }) => (
              <Field
                label={t('site.imageCDNs')}
                htmlFor="site-image-cdns"
                hint={t('onePerLine')}
                errors={listErrorMessages(errors.imageCDNs, field.value, t)}
              >
                <LinesTextarea
                  ref={field.ref}
                  id="site-image-cdns"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!errors.imageCDNs}
                  disabled={!canWrite}
                  placeholder="https://img.example-cdn.com"
                  rows={4}
                />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="launchGameCDNs"
            render={({ field }) => (
              <Field
                label={t('site.launchGameCDNs')}
                htmlFor="site-game-cdns"
                hint={t('onePerLine')}
                errors={listErrorMessages(errors.launchGameCDNs, field.value, t)}
              >
                <LinesTextarea
                  ref={field.ref}
                  id="site-game-cdns"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!errors.launchGameCDNs}
                  disabled={!canWrite}
                  placeholder="https://play.example-cdn.com"
                  rows={4}
                />
              </Field>
            )}
          />
        </div>
      </Card>
      <Card title={t('site.routesTitle')} description={t('site.routesHint')}>
        {routes.fields.length > 0 ? (
          <div className="table-scroll">
            <table className="table table--form">
              <thead>
                <tr>
                  <th scope="col">{t('site.domain')}</th>
                  <th scope="col">{t('site.label')}</th>
                  <th scope="col" className="center">
                    {t('site.primary')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {routes.fields.map((row, index) => {
                  const rowErrors = errors.domainRoutes?.[index];
                  return (
                    <tr key={row.id}>
                      <td>
                        <Input
                          aria-label={`${t('site.domain')} ${index + 1}`}
                          spellCheck={false}
                          placeholder="mirror1.example.com"
                          invalid={!!rowErrors?.domain}
                          {...form.register(`domainRoutes.${index}.domain`)}
                        />
                        <FieldErrorText message={rowErrors?.domain?.message} />
                      </td>
                      <td>
                        <Input
                          aria-label={`${t('site.label')} ${index + 1}`}
                          invalid={!!rowErrors?.label}
                          {...form.register(`domainRoutes.${index}.label`)}
                        />
                        <FieldErrorText message={rowErrors?.label?.message} />
                      </td>
                      <td className="center">
                        <Controller
                          control={form.control}
                          name={`domainRoutes.${index}.primary`}
                          render={({ field }) => (
                            <input
                              type="radio"
                              name="primary-domain"
                              aria-label={`${t('site.primary')} ${index + 1}`}
                              checked={field.value}
                              onChange={() => makePrimary(index)}
                            />
                          )}
                        />
                      </td>
                      <td className="actions">
                        <IconButton
                          label={t('remove')}
                          icon={<Trash2 size={16} />}
                          disabled={!canWrite}
                          onClick={() => routes.remove(index)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">{t('site.noRoutes')}</p>
        )}
        {canWrite && (
          <Button
            size="sm"
            icon={<Plus size={16} />}
            disabled={routes.fields.length >= 50}
            onClick={() =>
              routes.append({ domain: '', label: '', primary: routes.fields.length === 0 })
            }
          >
            {t('site.addRoute')}
          </Button>
        )}
      </Card>
      <Card title={t('site.footerTitle')}>
        <div className="grid-2">
          <InputField
            id="site-copyright"
            label={t('site.copyrightStartYear')}
            error={errors.copyrightStartYear?.message}
            fieldClassName="field--narrow"
            type="number"
            inputMode="numeric"
            min={2000}
            max={2100}
            registration={form.register('copyrightStartYear', { valueAsNumber: true })}
          />
          <Controller
            control={form.control}
            name="footerVendors"
            render={({ field }) => (
              <Field
                label={t('site.footerVendors')}
                htmlFor="site-vendors"
                hint={t('site.footerVendorsHint')}
                errors={listErrorMessages(errors.footerVendors, field.value, t)}
              >
                <ChipsInput
                  id="site-vendors"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={!canWrite}
                  normalize={(raw) => raw.trim().toUpperCase()}
                  validate={(code) => (VENDOR_CODE.test(code) ? null : t('site.vendorCodeInvalid'))}
                  placeholder={t('site.addVendor')}
                />
              </Field>
            )}
          />
        </div>
      </Card>
    </SettingsFormShell>
  );
}
