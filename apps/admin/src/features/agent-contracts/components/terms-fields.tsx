import {
  CONTRACT_KINDS,
  KIND_PERIODS,
  type TContractKind,
  type TContractLimits,
} from '@lw/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { formatRate } from '../lib/rates';
import { emptyTier, isTiered, type DraftErrors, type TermsDraft } from '../lib/terms-draft';

/**
 * The terms part of a contract form (kind, period, tiers or per-bet rates), as typed: the give
 * drawer and the template drawer both edit terms with it. Rates are typed in %.
 */
export function TermsFields({
  idPrefix,
  draft,
  onChange,
  errors,
  limits,
  enabledKinds,
  currency,
}: {
  idPrefix: string;
  draft: TermsDraft;
  onChange: (update: (draft: TermsDraft) => TermsDraft) => void;
  errors: DraftErrors;
  limits: TContractLimits;
  /** The kinds the operator has on (Modules); the others are offered marked as off. */
  enabledKinds: readonly TContractKind[];
  currency: string | undefined;
}) {
  const { t, i18n } = useTranslation('agentContracts');
  const message = (path: string) => {
    const m = errors[path];
    return m ? t(`validation.${m.key}`, m.params) : undefined;
  };
  const set = (patch: Partial<TermsDraft>) => onChange((d) => ({ ...d, ...patch }));
  const setTier = (index: number, patch: Partial<TermsDraft['tiers'][number]>) =>
    onChange((d) => ({
      ...d,
      tiers: d.tiers.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
  const maxRate = formatRate(limits.maxRateBps[draft.kind], i18n.language);
  const thresholdLabel = draft.kind === 'dividend' ? t('give.minLoss') : t('give.minValidStake');

  return (
    <>
      <div className="grid-2">
        <Field label={t('kindTitle')} htmlFor={`${idPrefix}-kind`}>
          <Select
            id={`${idPrefix}-kind`}
            value={draft.kind}
            onChange={(e) => {
              const kind = e.target.value as TContractKind;
              set({ kind, period: KIND_PERIODS[kind][0]! });
            }}
          >
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {enabledKinds.includes(k)
                  ? t(`kind.${k}`)
                  : t('give.kindOff', { kind: t(`kind.${k}`) })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('periodTitle')} htmlFor={`${idPrefix}-period`}>
          <Select
            id={`${idPrefix}-period`}
            value={draft.period}
            onChange={(e) => set({ period: e.target.value as TermsDraft['period'] })}
          >
            {KIND_PERIODS[draft.kind].map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {isTiered(draft.kind) ? (
        <fieldset className="ac-tiers">
          <legend className="section-title">
            {t('give.tiers', { max: limits.maxTiers, rate: maxRate })}
          </legend>
          {message('tiers') && <p className="field__error">{message('tiers')}</p>}
          {draft.tiers.map((row, i) => (
            <div
              className="ac-tier"
              key={row.key}
              role="group"
              aria-label={t('give.tier', { n: i + 1 })}
            >
              <span className="ac-tier__n">{t('give.tier', { n: i + 1 })}</span>
              <Field
                label={thresholdLabel}
                htmlFor={`${idPrefix}-tier-${row.key}-threshold`}
                hint={currency}
                errors={[message(`tiers.${i}.threshold`)]}
              >
                <Input
                  id={`${idPrefix}-tier-${row.key}-threshold`}
                  inputMode="decimal"
                  className="num"
                  autoComplete="off"
                  value={row.threshold}
                  invalid={!!errors[`tiers.${i}.threshold`]}
                  onChange={(e) => setTier(i, { threshold: e.target.value })}
                />
              </Field>
              <Field
                label={t('give.minActiveMembers')}
                htmlFor={`${idPrefix}-tier-${row.key}-members`}
                errors={[message(`tiers.${i}.members`)]}
              >
                <Input
                  id={`${idPrefix}-tier-${row.key}-members`}
                  inputMode="numeric"
                  className="num"
                  autoComplete="off"
                  value={row.members}
                  invalid={!!errors[`tiers.${i}.members`]}
                  onChange={(e) => setTier(i, { members: e.target.value })}
                />
              </Field>
              <Field
                label={t('give.rate')}
                htmlFor={`${idPrefix}-tier-${row.key}-rate`}
                hint="%"
                errors={[message(`tiers.${i}.rate`)]}
              >
                <Input
                  id={`${idPrefix}-tier-${row.key}-rate`}
                  inputMode="decimal"
                  className="num"
                  autoComplete="off"
                  value={row.rate}
                  invalid={!!errors[`tiers.${i}.rate`]}
                  onChange={(e) => setTier(i, { rate: e.target.value })}
                />
              </Field>
              <IconButton
                label={t('give.removeTier', { n: i + 1 })}
                icon={<Trash2 size={16} />}
                disabled={draft.tiers.length <= 1}
                onClick={() => set({ tiers: draft.tiers.filter((_, j) => j !== i) })}
              />
            </div>
          ))}
          <Button
            icon={<Plus size={16} />}
            disabled={draft.tiers.length >= limits.maxTiers}
            onClick={() => set({ tiers: [...draft.tiers, emptyTier()] })}
          >
            {t('give.addTier')}
          </Button>
          {draft.kind === 'dividend' && (
            <Switch
              id={`${idPrefix}-carry`}
              checked={draft.carryOver}
              onChange={(carryOver) => set({ carryOver })}
              label={t('give.carryOver')}
              description={t('give.carryOverHint')}
            />
          )}
        </fieldset>
      ) : (
        <div className="grid-2">
          <Field
            label={t('give.winRate')}
            htmlFor={`${idPrefix}-win`}
            hint={t('give.rateHint', { rate: maxRate })}
            errors={[message('winRate')]}
          >
            <Input
              id={`${idPrefix}-win`}
              inputMode="decimal"
              className="num"
              autoComplete="off"
              value={draft.winRate}
              invalid={!!errors.winRate}
              onChange={(e) => set({ winRate: e.target.value })}
            />
          </Field>
          <Field
            label={t('give.lossRate')}
            htmlFor={`${idPrefix}-loss`}
            hint={t('give.rateHint', { rate: maxRate })}
            errors={[message('lossRate')]}
          >
            <Input
              id={`${idPrefix}-loss`}
              inputMode="decimal"
              className="num"
              autoComplete="off"
              value={draft.lossRate}
              invalid={!!errors.lossRate}
              onChange={(e) => set({ lossRate: e.target.value })}
            />
          </Field>
          {draft.kind === 'realtimeSalary' && (
            <Field
              label={t('give.minRoundStake')}
              htmlFor={`${idPrefix}-round`}
              hint={currency}
              errors={[message('minRoundStake')]}
            >
              <Input
                id={`${idPrefix}-round`}
                inputMode="decimal"
                className="num"
                autoComplete="off"
                value={draft.minRoundStake}
                invalid={!!errors.minRoundStake}
                onChange={(e) => set({ minRoundStake: e.target.value })}
              />
            </Field>
          )}
        </div>
      )}
    </>
  );
}
