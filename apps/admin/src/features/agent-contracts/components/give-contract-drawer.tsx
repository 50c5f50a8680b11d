import {
  CONTRACT_KINDS,
  type TAgentContract,
  type TAgentContractSettings,
  type TContractKind,
} from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueField } from '../../../components/form/value-field';
import { Banner } from '../../../components/ui/banner';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useGiveContract } from '../api/agent-contracts-api';
import {
  draftFromTerms,
  emptyDraft,
  readDraft,
  type DraftErrors,
  type TermsDraft,
} from '../lib/terms-draft';
import { TermsDrawer } from './terms-drawer';

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
  const [templateName, setTemplateName] = useState('');
  // A template fills the terms; the operator may still change any of them before giving.
  const applyTemplate = (name: string) => {
    setTemplateName(name);
    const template = limits.templates.find((x) => x.name === name);
    if (template) setDraft((d) => draftFromTerms(template.terms, currency, d.agentUsername));
  };

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
    <TermsDrawer
      formId={FORM_ID}
      title={t('give.title')}
      description={t('give.description')}
      saveLabel={t('give.submit')}
      submitting={give.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      terms={{
        idPrefix: 'ac-give',
        draft,
        onChange: setDraft,
        errors,
        limits,
        enabledKinds,
        currency,
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
      <ValueField
        id="ac-give-agent"
        label={t('give.agent')}
        hint={t('give.agentHint')}
        errors={[message('agentUsername')]}
        autoComplete="off"
        maxLength={50}
        value={draft.agentUsername}
        invalid={!!errors.agentUsername}
        onChange={(agentUsername) => set({ agentUsername })}
      />
      {limits.templates.length > 0 && (
        <Field
          label={t('templates.pick')}
          htmlFor="ac-give-template"
          hint={t('templates.pickHint')}
        >
          <Select
            id="ac-give-template"
            value={templateName}
            onChange={(e) => applyTemplate(e.target.value)}
          >
            <option value="">{t('templates.none')}</option>
            {limits.templates.map((x) => (
              <option key={x.name} value={x.name}>
                {enabledKinds.includes(x.terms.kind) ? x.name : t('give.kindOff', { kind: x.name })}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </TermsDrawer>
  );
}
