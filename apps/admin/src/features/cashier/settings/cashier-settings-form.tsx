import { zodResolver } from '@hookform/resolvers/zod';
import { ZCashierSettings, type TCashierSettings } from '@lw/contracts';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { SwitchField } from '../../../components/form/switch-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../../settings';
import { MoneyInput } from '../../settings';
import { SettingsFormShell } from '../../settings';
import { TimeZoneField } from './time-zone-field';

type Path = FieldPath<TCashierSettings>;

/** The valid-stake policy's choices, in the order the select offers them. */
const VALID_STAKE_CHOICES = {
  'validStake.push': ['zero', 'count'],
  'validStake.halfLines': ['half', 'full'],
  'validStake.hedges': ['once', 'net', 'none'],
  'validStake.halfRounding': ['floor', 'halfEven', 'halfUp'],
} as const;
type ValidStakePath = keyof typeof VALID_STAKE_CHOICES;

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
 * transfers, the maker-checker threshold and the valid-stake policy. Money is typed in major units and saved in minor units.
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

  function choiceField(path: ValidStakePath) {
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
        <Select id={id} invalid={!!message} {...form.register(path)}>
          {VALID_STAKE_CHOICES[path].map((choice) => (
            <option key={choice} value={choice}>
              {t(`settings.choices.${path}.${choice}`)}
            </option>
          ))}
        </Select>
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
      <Card title={t('settings.kycTitle')}>
        <SwitchField
          control={form.control}
          name="kycWithdrawal.enabled"
          id="cashier-kycWithdrawal-enabled"
          disabled={!canWrite}
          label={t('settings.fields.kycWithdrawal.enabled')}
          description={t('settings.hints.kycWithdrawal.enabled')}
        />
        <div className="grid-2">{moneyField('kycWithdrawal.aboveAmount')}</div>
      </Card>
      <Card title={t('settings.adjustmentTitle')}>
        <div className="grid-2">{moneyField('makerCheckerThreshold')}</div>
      </Card>
      <Card title={t('settings.validStakeTitle')}>
        <p className="muted">{t('settings.validStakeIntro')}</p>
        <div className="grid-2">
          {(Object.keys(VALID_STAKE_CHOICES) as ValidStakePath[]).map(choiceField)}
        </div>
      </Card>
    </SettingsFormShell>
  );
}
