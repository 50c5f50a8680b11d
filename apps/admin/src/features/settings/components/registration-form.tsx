import { zodResolver } from '@hookform/resolvers/zod';
import {
  REGISTER_FIELDS,
  ZRegistrationSettings,
  type TRegisterFieldName,
  type TRegistrationSettings,
} from '@lw/contracts';
import { Lock } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { FieldErrorText } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { SwitchField } from '../../../components/form/switch-field';
import { InputField } from '../../../components/form/input-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../api/use-settings';
import { SettingsFormShell } from './settings-form-shell';

/** Fields every registration form has, always shown and required (spec §5). */
const ALWAYS_REQUIRED: readonly TRegisterFieldName[] = ['username', 'password', 'confirmPassword'];
const PATTERN_IDS = Array.from({ length: 25 }, (_, i) => i);

/** The saved value with the fixed fields forced on, so the form never offers to turn them off. */
function withFixedFields(saved: TRegistrationSettings): TRegistrationSettings {
  const fields = { ...saved.fields };
  for (const name of ALWAYS_REQUIRED)
    fields[name] = { ...fields[name], shown: true, required: true };
  return { ...saved, fields };
}

function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

type RegistrationControl = Control<TRegistrationSettings, unknown, TRegistrationSettings>;

/** One row of the field table: shown, required, pattern, bounds and accepted pattern. */
function FieldRuleRow({
  name,
  control,
  canWrite,
}: {
  name: TRegisterFieldName;
  control: RegistrationControl;
  canWrite: boolean;
}) {
  const { t } = useTranslation('settings');
  const fixed = ALWAYS_REQUIRED.includes(name);
  const shown = useWatch({ control, name: `fields.${name}.shown` });
  const label = t(`registration.fieldNames.${name}`);
  const prefix = `reg-${name}`;
  return (
    <tr>
      <th scope="row">
        <span className="reg-field-name">
          <span className="reg-field-name__label">
            {label}
            {fixed && (
              <span className="muted" title={t('registration.fixedHint')}>
                <Lock size={12} aria-hidden="true" />
                <span className="visually-hidden">{t('registration.fixedHint')}</span>
              </span>
            )}
          </span>
          <code className="code-chip">{name}</code>
        </span>
      </th>
      <td className="center">
        <Controller
          control={control}
          name={`fields.${name}`}
          render={({ field }) => (
            <Switch
              id={`${prefix}-shown`}
              checked={field.value.shown}
              disabled={!canWrite || fixed}
              // A hidden field cannot be required.
              onChange={(on) =>
                field.onChange({ ...field.value, shown: on, required: on && field.value.required })
              }
              label={
                <span className="visually-hidden">
                  {t('registration.shownOf', { field: label })}
                </span>
              }
            />
          )}
        />
      </td>
      <td className="center">
        <Controller
          control={control}
          name={`fields.${name}.required`}
          render={({ field }) => (
            <Switch
              id={`${prefix}-required`}
              checked={field.value}
              disabled={!canWrite || fixed || !shown}
              onChange={field.onChange}
              label={
                <span className="visually-hidden">
                  {t('registration.requiredOf', { field: label })}
                </span>
              }
            />
          )}
        />
      </td>
      <td>
        <Controller
          control={control}
          name={`fields.${name}.patternId`}
          render={({ field, fieldState }) => (
            <>
              <Select
                id={`${prefix}-pattern`}
                aria-label={t('registration.patternOf', { field: label })}
                className="reg-pattern"
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value))}
                onBlur={field.onBlur}
                invalid={!!fieldState.error}
              >
                {PATTERN_IDS.map((id) => (
                  <option key={id} value={id}>
                    {`${id} · ${t(`registration.patterns.${id}`)}`}
                  </option>
                ))}
              </Select>
              <FieldErrorText message={fieldState.error?.message} />
            </>
          )}
        />
      </td>
      {(['min', 'max'] as const).map((bound) => (
        <td key={bound}>
          <Controller
            control={control}
            name={`fields.${name}.${bound}`}
            render={({ field, fieldState }) => (
              <>
                <Input
                  id={`${prefix}-${bound}`}
                  type="number"
                  inputMode="numeric"
                  className="reg-bound"
                  aria-label={t(`registration.${bound}Of`, { field: label })}
                  placeholder="—"
                  min={bound === 'min' ? 0 : 1}
                  max={255}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(numberOrNull(e.target.value))}
                  onBlur={field.onBlur}
                  invalid={!!fieldState.error}
                />
                <FieldErrorText message={fieldState.error?.message} />
              </>
            )}
          />
        </td>
      ))}
      <td>
        <Controller
          control={control}
          name={`fields.${name}.acceptedPattern`}
          render={({ field, fieldState }) => (
            <>
              <Input
                id={`${prefix}-accepted`}
                className="mono reg-accepted"
                aria-label={t('registration.acceptedOf', { field: label })}
                spellCheck={false}
                {...field}
                invalid={!!fieldState.error}
              />
              <FieldErrorText message={fieldState.error?.message} />
            </>
          )}
        />
      </td>
    </tr>
  );
}

/** Registration: sign-up switches, age limits and the rule of every registration field. */
export function RegistrationForm({
  saved,
  canWrite,
}: {
  saved: TRegistrationSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('registration');
  const values = useMemo(() => withFixedFields(saved), [saved]);
  const form = useForm({
    resolver: zodResolver(ZRegistrationSettings, { error: zodErrorMap }),
    values,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('registration.generalTitle')}>
        <SwitchField
          control={form.control}
          name="usernameRegistration"
          id="reg-username-registration"
          disabled={!canWrite}
          label={t('registration.usernameRegistration')}
          description={t('registration.usernameRegistrationHint')}
        />
        <SwitchField
          control={form.control}
          name="captcha"
          id="reg-captcha"
          disabled={!canWrite}
          label={t('registration.captcha')}
          description={t('registration.captchaHint')}
        />
        <SwitchField
          control={form.control}
          name="botCheck"
          id="reg-bot-check"
          disabled={!canWrite}
          label={t('registration.botCheck')}
          description={t('registration.botCheckHint')}
        />
        <div className="grid-2">
          <InputField
            id="reg-birthday-age"
            label={t('registration.birthdayMinAge')}
            hint={t('registration.birthdayMinAgeHint')}
            error={errors.birthdayMinAge?.message}
            fieldClassName="field--narrow"
            type="number"
            min={18}
            max={99}
            registration={form.register('birthdayMinAge', { valueAsNumber: true })}
          />
          <InputField
            id="reg-agreement-age"
            label={t('registration.agreementMinAge')}
            hint={t('registration.agreementMinAgeHint')}
            error={errors.agreementMinAge?.message}
            fieldClassName="field--narrow"
            type="number"
            min={18}
            max={99}
            registration={form.register('agreementMinAge', { valueAsNumber: true })}
          />
        </div>
        <InputField
          id="reg-default-sponsor"
          label={t('registration.defaultSponsorAgent')}
          hint={t('registration.defaultSponsorAgentHint')}
          error={errors.defaultSponsorAgent?.message}
          autoComplete="off"
          maxLength={64}
          registration={form.register('defaultSponsorAgent')}
        />
      </Card>
      <Card title={t('registration.fieldsTitle')} description={t('registration.fieldsHint')}>
        <div className="table-scroll">
          <table className="table table--form reg-table">
            <caption className="visually-hidden">{t('registration.fieldsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('registration.field')}</th>
                <th scope="col">{t('registration.shown')}</th>
                <th scope="col">{t('registration.required')}</th>
                <th scope="col">{t('registration.pattern')}</th>
                <th scope="col">{t('registration.min')}</th>
                <th scope="col">{t('registration.max')}</th>
                <th scope="col">{t('registration.acceptedPattern')}</th>
              </tr>
            </thead>
            <tbody>
              {REGISTER_FIELDS.map((name) => (
                <FieldRuleRow key={name} name={name} control={form.control} canWrite={canWrite} />
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </SettingsFormShell>
  );
}
