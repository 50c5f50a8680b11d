import {
  CONTRACT_KINDS,
  KIND_PERIODS,
  type TAgentContract,
  type TAgentContractSettings,
  type TContractKind,
} from '@lw/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, IconButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useGiveContract } from '../api/agent-contracts-api';
import { formatRate } from '../lib/rates';
import {
  emptyDraft,
  emptyTier,
  isTiered,
  readDraft,
  type DraftErrors,
  type TermsDraft,
} from '../lib/terms-draft';

const FORM_ID = 'give-agent-contract';

/**
 * Gives a top agent (one whose upline holds no contract of the kind) its contract: active at
 * once and paid by the platform. Rates are typed in % and sent as basis points.
 */
export function GiveContractDrawer({
  limits,
  enabledKinds,
  currency,
  onGiven,
  onClose,
}: {
  limits: TAgentContractSettings;
  /** The kinds the operator has on (Modules); the others are offered marked as off. */
  enabledKinds: readonly TContractKind[];
  currency: string | undefined;
  onGiven: (contract: TAgentContract) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('agentContracts');
  const language = i18n.language;
  const give = useGiveContract();
  const [draft, setDraft] = useState<TermsDraft>(() =>
    emptyDraft(enabledKinds[0] ?? CONTRACT_KINDS[0]),
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; problems: string[] } | null>(null);
  // Once submitted, each message follows what is typed (and the language shown).
  const errors: DraftErrors = submitted ? readDraft(draft, limits, currency, language).errors : {};
  const message = (path: string) => {
    const m = errors[path];
    return m ? t(`validation.${m.key}`, m.params) : undefined;
  };
  const set = (patch: Partial<TermsDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setTier = (index: number, patch: Partial<TermsDraft['tiers'][number]>) =>
    setDraft((d) => ({
      ...d,
      tiers: d.tiers.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
  const maxRate = formatRate(limits.maxRateBps[draft.kind], language);
  const thresholdLabel = draft.kind === 'dividend' ? t('give.minLoss') : t('give.minValidStake');

  async function submit() {
    setSubmitted(true);
    setServerError(null);
    const { terms } = readDraft(draft, limits, currency, language);
    if (!terms) return;
    try {
      onGiven(await give.mutateAsync({ agentUsername: draft.agentUsername.trim(), terms }));
    } catch (error) {
      const problems =
        error instanceof ApiError && Array.isArray(error.details?.problems)
          ? (error.details.problems as unknown[]).map(String)
          : [];
      setServerError({ text: apiErrorText(error, language), problems });
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={t('give.title')}
      description={t('give.description')}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={give.isPending}>
            {t('give.submit')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {serverError && (
          <Banner tone="danger">
            {serverError.text}
            {serverError.problems.length > 0 && (
              <ul className="ac-problems">
                {serverError.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </Banner>
        )}
        {errors.form && <Banner tone="danger">{message('form')}</Banner>}
        <Field
          label={t('give.agent')}
          htmlFor="ac-give-agent"
          hint={t('give.agentHint')}
          errors={[message('agentUsername')]}
        >
          <Input
            id="ac-give-agent"
            autoComplete="off"
            maxLength={50}
            value={draft.agentUsername}
            invalid={!!errors.agentUsername}
            onChange={(e) => set({ agentUsername: e.target.value })}
          />
        </Field>
        <div className="grid-2">
          <Field label={t('kindTitle')} htmlFor="ac-give-kind">
            <Select
              id="ac-give-kind"
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
          <Field label={t('periodTitle')} htmlFor="ac-give-period">
            <Select
              id="ac-give-period"
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
                  htmlFor={`ac-tier-${row.key}-threshold`}
                  hint={currency}
                  errors={[message(`tiers.${i}.threshold`)]}
                >
                  <Input
                    id={`ac-tier-${row.key}-threshold`}
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
                  htmlFor={`ac-tier-${row.key}-members`}
                  errors={[message(`tiers.${i}.members`)]}
                >
                  <Input
                    id={`ac-tier-${row.key}-members`}
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
                  htmlFor={`ac-tier-${row.key}-rate`}
                  hint="%"
                  errors={[message(`tiers.${i}.rate`)]}
                >
                  <Input
                    id={`ac-tier-${row.key}-rate`}
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
                id="ac-give-carry"
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
              htmlFor="ac-give-win"
              hint={t('give.rateHint', { rate: maxRate })}
              errors={[message('winRate')]}
            >
              <Input
                id="ac-give-win"
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
              htmlFor="ac-give-loss"
              hint={t('give.rateHint', { rate: maxRate })}
              errors={[message('lossRate')]}
            >
              <Input
                id="ac-give-loss"
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
                htmlFor="ac-give-round"
                hint={currency}
                errors={[message('minRoundStake')]}
              >
                <Input
                  id="ac-give-round"
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
      </form>
    </Modal>
  );
}
