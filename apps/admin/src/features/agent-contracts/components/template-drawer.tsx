import {
  CONTRACT_KINDS,
  CONTRACT_TEMPLATE_NAME_MAX,
  type TContractKind,
  type TContractLimits,
  type TContractTemplate,
} from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueField } from '../../../components/form/value-field';
import { Banner } from '../../../components/ui/banner';
import { draftFromTerms, emptyDraft, readTerms, type TermsDraft } from '../lib/terms-draft';
import { TermsDrawer } from './terms-drawer';

const FORM_ID = 'agent-contract-template';

/**
 * Adds or edits one contract template of the settings form (kept when the form is saved). The
 * terms are checked as a contract's are, against the limits typed in the same form.
 */
export function TemplateDrawer({
  template,
  takenNames,
  limits,
  enabledKinds,
  currency,
  onDone,
  onClose,
}: {
  /** The template edited, or null for a new one. */
  template: TContractTemplate | null;
  /** The other templates' names (a name is unique, in any case). */
  takenNames: readonly string[];
  limits: TContractLimits;
  enabledKinds: readonly TContractKind[];
  currency: string | undefined;
  onDone: (template: TContractTemplate) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('agentContracts');
  const [name, setName] = useState(template?.name ?? '');
  const [draft, setDraft] = useState<TermsDraft>(() =>
    template
      ? draftFromTerms(template.terms, currency)
      : emptyDraft(enabledKinds[0] ?? CONTRACT_KINDS[0]),
  );
  const [submitted, setSubmitted] = useState(false);
  const read = readTerms(draft, limits, currency, i18n.language);
  const trimmed = name.trim();
  const nameProblem = !trimmed
    ? 'required'
    : trimmed.length > CONTRACT_TEMPLATE_NAME_MAX
      ? 'nameTooLong'
      : takenNames.some((n) => n.toLowerCase() === trimmed.toLowerCase())
        ? 'nameTaken'
        : null;
  const errors = submitted ? read.errors : {};

  function submit() {
    setSubmitted(true);
    if (nameProblem || !read.terms) return;
    onDone({ name: trimmed, terms: read.terms });
  }

  return (
    <TermsDrawer
      formId={FORM_ID}
      title={template ? t('templates.editTitle') : t('templates.addTitle')}
      description={t('templates.drawerHint')}
      saveLabel={t('templates.keep')}
      onSubmit={submit}
      onClose={onClose}
      terms={{
        idPrefix: 'ac-template',
        draft,
        onChange: setDraft,
        errors,
        limits,
        enabledKinds,
        currency,
      }}
    >
      {errors.form && <Banner tone="danger">{t('validation.invalid')}</Banner>}
      <ValueField
        id="ac-template-name"
        label={t('templates.name')}
        errors={[
          submitted && nameProblem
            ? t(`validation.${nameProblem}`, { max: CONTRACT_TEMPLATE_NAME_MAX })
            : undefined,
        ]}
        autoComplete="off"
        maxLength={CONTRACT_TEMPLATE_NAME_MAX + 10}
        value={name}
        invalid={submitted && !!nameProblem}
        onChange={setName}
      />
    </TermsDrawer>
  );
}
