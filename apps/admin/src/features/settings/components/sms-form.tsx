import { zodResolver } from '@hookform/resolvers/zod';
import { ZSmsSettings, type TSmsSettings } from '@lw/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { InputField } from '../../../components/form/input-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

/** `Name: value` lines <-> a header record. */
export function headersToText(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}
export function textToHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

/** SMS: the development outbox or an HTTP gateway with a body template, and code limits. */
export function SmsForm({ saved, canWrite }: { saved: TSmsSettings; canWrite: boolean }) {
  const { t } = useTranslation('messaging');
  const save = useSaveSettings('sms');
  const form = useForm({
    resolver: zodResolver(ZSmsSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const codeMinutes = useWatch({ control: form.control, name: 'codeExpiredMinutes' });
  // Typed text is kept as is; the record is rebuilt from it on every change.
  const [headerText, setHeaderText] = useState(() => headersToText(saved.http.headers));

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('sms.senderTitle')}>
        <div className="grid-2">
          <Field label={t('sms.provider')} htmlFor="sms-provider" hint={t('sms.providerHint')}>
            <Select id="sms-provider" {...form.register('provider')}>
              <option value="outbox">{t('provider.outbox')}</option>
              <option value="http">{t('provider.http')}</option>
            </Select>
          </Field>
          <Field
            label={t('sms.senderId')}
            htmlFor="sms-senderId"
            errors={[errors.senderId?.message]}
          >
            <Input id="sms-senderId" maxLength={20} {...form.register('senderId')} />
          </Field>
        </div>
      </Card>
      <Card title={t('sms.codesTitle')}>
        <div className="grid-2">
          <Field
            label={t('sms.codeExpiredMinutes')}
            htmlFor="sms-codeExpiredMinutes"
            hint={
              Number.isInteger(codeMinutes) && codeMinutes > 0
                ? t('sms.codeExpiredMinutesHint', { seconds: codeMinutes * 60 })
                : t('sms.codeExpiredMinutesRange')
            }
            errors={[errors.codeExpiredMinutes?.message]}
          >
            <Input
              id="sms-codeExpiredMinutes"
              type="number"
              inputMode="numeric"
              min={1}
              max={30}
              invalid={!!errors.codeExpiredMinutes}
              {...form.register('codeExpiredMinutes', { valueAsNumber: true })}
            />
          </Field>
          <InputField
            id="sms-dailyLimit"
            label={t('sms.dailyLimit')}
            hint={t('sms.dailyLimitHint')}
            error={errors.dailyLimit?.message}
            type="number"
            inputMode="numeric"
            min={1}
            registration={form.register('dailyLimit', { valueAsNumber: true })}
          />
        </div>
      </Card>
      <Card title={t('sms.budgetsTitle')} description={t('sms.budgetsDescription')}>
        <div className="grid-2">
          <InputField
            id="sms-hourlyLimit"
            label={t('sms.hourlyLimit')}
            hint={t('sms.hourlyLimitHint')}
            error={errors.hourlyLimit?.message}
            type="number"
            inputMode="numeric"
            min={1}
            registration={form.register('hourlyLimit', { valueAsNumber: true })}
          />
          <InputField
            id="sms-prefixHourlyLimit"
            label={t('sms.prefixHourlyLimit')}
            hint={t('sms.prefixHourlyLimitHint')}
            error={errors.prefixHourlyLimit?.message}
            type="number"
            inputMode="numeric"
            min={1}
            registration={form.register('prefixHourlyLimit', { valueAsNumber: true })}
          />
          <InputField
            id="sms-budgetAlertPercent"
            label={t('sms.budgetAlertPercent')}
            hint={t('sms.budgetAlertPercentHint')}
            error={errors.budgetAlertPercent?.message}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            registration={form.register('budgetAlertPercent', { valueAsNumber: true })}
          />
        </div>
      </Card>
      <Card title={t('sms.httpTitle')}>
        <div className="grid-2">
          <Field label={t('sms.url')} htmlFor="sms-url" errors={[errors.http?.url?.message]}>
            <Input
              id="sms-url"
              className="mono"
              invalid={!!errors.http?.url}
              {...form.register('http.url')}
            />
          </Field>
          <Field
            label={t('sms.successStatus')}
            htmlFor="sms-successStatus"
            errors={[errors.http?.successStatus?.message]}
          >
            <Input
              id="sms-successStatus"
              type="number"
              inputMode="numeric"
              {...form.register('http.successStatus', { valueAsNumber: true })}
            />
          </Field>
        </div>
        <Field label={t('sms.headers')} htmlFor="sms-headers" hint={t('sms.headersHint')}>
          <Textarea
            id="sms-headers"
            className="textarea--mono"
            rows={3}
            value={headerText}
            onChange={(e) => {
              setHeaderText(e.target.value);
              form.setValue('http.headers', textToHeaders(e.target.value), {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
          />
        </Field>
        <Field
          label={t('sms.bodyTemplate')}
          htmlFor="sms-bodyTemplate"
          hint={t('sms.bodyTemplateHint')}
          errors={[errors.http?.bodyTemplate?.message]}
        >
          <Textarea
            id="sms-bodyTemplate"
            className="textarea--mono"
            rows={4}
            {...form.register('http.bodyTemplate')}
          />
        </Field>
      </Card>
    </SettingsFormShell>
  );
}
