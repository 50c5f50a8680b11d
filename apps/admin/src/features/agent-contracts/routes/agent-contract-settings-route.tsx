import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTRACT_KINDS,
  CONTRACT_TEMPLATES_MAX,
  ZAgentContractSettings,
  type TAgentContractSettings,
  type TContractKind,
} from '@lw/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { zodErrorMap } from '../../../lib/validation';
import { MoneyInput, SettingsFormShell, SettingsFrame, useSaveSettings } from '../../settings';
import { TemplatesCard } from '../components/templates-card';
import { enabledKindsOf } from '../lib/enabled-kinds';

/**
 * /agent-contracts/settings — the `agentContracts` section: maximum rates, tiers, active member,
 * and the contract templates.
 */
export function AgentContractSettingsRoute() {
  const { t } = useTranslation('agentContracts');
  return (
    <RequirePermission permission="settings.read">
      <SettingsFrame
        section="agentContracts"
        title={t('settings.title')}
        description={t('settings.description')}
      >
        {(all, canWrite) => (
          <AgentContractSettingsForm
            saved={all.agentContracts}
            currency={all.cashier.currency}
            enabledKinds={enabledKindsOf(all.modules.enabled)}
            canWrite={canWrite}
          />
        )}
      </SettingsFrame>
    </RequirePermission>
  );
}

function AgentContractSettingsForm({
  saved,
  currency,
  enabledKinds,
  canWrite,
}: {
  saved: TAgentContractSettings;
  currency: string;
  enabledKinds: readonly TContractKind[];
  canWrite: boolean;
}) {
  const { t } = useTranslation('agentContracts');
  const save = useSaveSettings('agentContracts');
  const form = useForm({
    resolver: zodResolver(ZAgentContractSettings, { error: zodErrorMap }),
    values: saved,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <SettingsFormShell form={form} onSave={save.mutateAsync} canWrite={canWrite}>
      <Card title={t('settings.ratesCard')} description={t('settings.ratesHint')}>
        <div className="grid-2">
          {CONTRACT_KINDS.map((kind) => (
            <Field
              key={kind}
              label={t('settings.maxRate', { kind: t(`kind.${kind}`) })}
              htmlFor={`agentContracts-rate-${kind}`}
              hint="%"
              errors={[errors.maxRateBps?.[kind] && t('settings.rateRange')]}
            >
              {/*
                A percentage with two decimals is its basis points read digit by digit (1.50 % =
                150 bps): the money input, two decimals in minor units, holds exactly that.
              */}
              <Controller
                control={form.control}
                name={`maxRateBps.${kind}`}
                render={({ field }) => (
                  <MoneyInput
                    id={`agentContracts-rate-${kind}`}
                    className="num"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    invalid={!!errors.maxRateBps?.[kind]}
                  />
                )}
              />
            </Field>
          ))}
        </div>
      </Card>
      <Card title={t('settings.tiersCard')}>
        <div className="grid-2">
          <Field
            label={t('settings.maxTiers')}
            htmlFor="agentContracts-maxTiers"
            hint={t('settings.maxTiersHint')}
            errors={[errors.maxTiers?.message]}
          >
            <Input
              id="agentContracts-maxTiers"
              type="number"
              inputMode="numeric"
              className="num"
              invalid={!!errors.maxTiers}
              {...form.register('maxTiers', { valueAsNumber: true })}
            />
          </Field>
          <Field
            label={t('settings.activeMember')}
            htmlFor="agentContracts-activeMember"
            hint={t('settings.activeMemberHint', { currency })}
            errors={[errors.activeMemberMinValidStake?.message]}
          >
            <Controller
              control={form.control}
              name="activeMemberMinValidStake"
              render={({ field }) => (
                <MoneyInput
                  id="agentContracts-activeMember"
                  className="num"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  invalid={!!errors.activeMemberMinValidStake}
                />
              )}
            />
          </Field>
        </div>
      </Card>
      <Controller
        control={form.control}
        name="templates"
        render={({ field }) => (
          <TemplatesCard
            value={field.value}
            onChange={field.onChange}
            limits={{ maxRateBps: form.watch('maxRateBps'), maxTiers: form.watch('maxTiers') }}
            enabledKinds={enabledKinds}
            currency={currency}
            canWrite={canWrite}
            invalidNames={field.value
              .filter((_, i) => errors.templates?.[i]?.terms)
              .map((x) => x.name)}
            max={CONTRACT_TEMPLATES_MAX}
          />
        )}
      />
    </SettingsFormShell>
  );
}
