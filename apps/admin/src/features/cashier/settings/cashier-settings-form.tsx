import { zodResolver } from '@hookform/resolvers/zod';
import { ZCashierSettings, type TCashierSettings } from '@lw/contracts';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/form/switch-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../../settings';
import { MoneyInput } from '../../settings';
import { SettingsFormShell } from '../../settings';
import { TimeZoneField } from './time-zone-field';

type Path = FieldPath<TCashierSettings>;

/** The message of the field at a dotted path (nested objects of the section). */
function errorAt(errors: object, path: string): string | undefined {
  const node = path
    .split('.')
    .reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], errors) as
    { message?: string } | undefined;
  return node?.message;
}

/**
 * Cashier rules: currency, the site time zone, deposit expiry, withdrawal limits, upline
 * transfers and the maker-checker threshold. Money is typed in major units and saved in minor units.
 */
export function CashierSettingsForm({
  saved,
  canWrite,
}: {
  saved: TCashierSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('cashier');
  const save = useSaveSettings('cashier');
  const form = useForm({
    resolver: zodResolver(ZCashierSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  function idOf(path: Path) {
    return `cashier-${path.replace(/\./g, '-')}`;
  }

  function moneyField(path: Path) {
    const id = idOf(path);
    const message = errorAt(errors, path);
    return (
      <Field
        key={path}
        label={t(`settings.fields.${path}`)}
        htmlFor={id}
        hint={t(`settings.hints.${path}`)}
        errors={[message]}
      >
        <Controller
          control={form.control}
          name={path}
          render={({ field }) => (
            <MoneyInput
              id={id}
              className="num"
              value={field.value as number}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={!!message}
            />
          )}
        />
      </Field>
    );
  }

  function numberField(path: Path) {
    const id = idOf(path);
    const message = errorAt(errors, path);
    return (
      <Field
        key={path}
        label={t(`settings.fields.${path}`)}
        htmlFor={id}
        hint={t(`settings.hints.${path}`)}
        errors={[message]}
      >
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          className="num"
          invalid={!!message}
          {...form.register(path, { valueAsNumber: true })}
        />
      </Field>
    );
  }

  function textField(path: 'currency' | 'timeZone') {
    const id = idOf(path);
    return (
      <Field
        label={t(`settings.fields.${path}`)}
        htmlFor={id}
        hint={t(`settings.hints.${path}`)}
        errors={[errors[path]?.message]}
        className="field--narrow"
      >
        {path === 'timeZone' ? (
          <TimeZoneField id={id} invalid={!!errors[path]} {...form.register(path)} />
        ) : (
          <Input
            id={id}
            className="mono"
            spellCheck={false}
            invalid={!!errors[path]}
            {...form.register(path)}
          />
        )}
      </Field>
    );
  }

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('settings.generalTitle')}>
        <div className="grid-3">
          {textField('currency')}
          {textField('timeZone')}
          {numberField('depositExpiryMinutes')}
        </div>
      </Card>
      <Card title={t('settings.withdrawalTitle')}>
        <div className="grid-3">
          {moneyField('withdrawal.minAmount')}
          {moneyField('withdrawal.maxAmount')}
          {moneyField('withdrawal.dailyAmount')}
          {numberField('withdrawal.dailyCount')}
          {numberField('withdrawal.depositTurnoverPercent')}
          {numberField('withdrawal.autoReceiptMinutes')}
        </div>
      </Card>
      <Card title={t('settings.uplineTitle')}>
        <SwitchField
          control={form.control}
          name="transferUpline.enabled"
          id="cashier-transferUpline-enabled"
          disabled={!canWrite}
          label={t('settings.fields.transferUpline.enabled')}
          description={t('settings.hints.transferUpline.enabled')}
        />
        <div className="grid-2">
          {moneyField('transferUpline.minAmount')}
          {moneyField('transferUpline.maxAmount')}
        </div>
      </Card>
      <Card title={t('settings.adjustmentTitle')}>
        <div className="grid-2">{moneyField('makerCheckerThreshold')}</div>
      </Card>
    </SettingsFormShell>
  );
}
