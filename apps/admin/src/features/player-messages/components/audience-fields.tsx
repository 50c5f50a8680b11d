import type { TMessageAudience } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/ui/date-picker';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';

/** The form's audience state: every field kept while the operator switches the kind. */
export interface AudienceDraft {
  kind: TMessageAudience['kind'];
  username: string;
  agentUsername: string;
  registeredFrom: string;
  registeredTo: string;
  lastDepositFrom: string;
  lastDepositTo: string;
}

export const EMPTY_AUDIENCE: AudienceDraft = {
  kind: 'member',
  username: '',
  agentUsername: '',
  registeredFrom: '',
  registeredTo: '',
  lastDepositFrom: '',
  lastDepositTo: '',
};

/** The audience the API takes (empty filters left out). */
export function audienceOf(draft: AudienceDraft): TMessageAudience {
  if (draft.kind === 'everyone') return { kind: 'everyone' };
  if (draft.kind === 'member') return { kind: 'member', username: draft.username.trim() };
  const pick = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    kind: 'segment',
    agentUsername: pick(draft.agentUsername),
    registeredFrom: pick(draft.registeredFrom),
    registeredTo: pick(draft.registeredTo),
    lastDepositFrom: pick(draft.lastDepositFrom),
    lastDepositTo: pick(draft.lastDepositTo),
  };
}

/** Target: one member, a segment (agent downline, registration and last deposit dates), everyone. */
export function AudienceFields({
  value,
  onChange,
}: {
  value: AudienceDraft;
  onChange: (next: AudienceDraft) => void;
}) {
  const { t } = useTranslation('playerMessages');
  const set = (patch: Partial<AudienceDraft>) => onChange({ ...value, ...patch });
  // Days of the site time zone, in the interface's calendar.
  const dateField = (name: keyof AudienceDraft, label: string) => (
    <Field label={label} htmlFor={`pm-${name}`}>
      <DatePicker
        id={`pm-${name}`}
        label={label}
        value={value[name] || undefined}
        onChange={(day) => set({ [name]: day ?? '' })}
      />
    </Field>
  );
  return (
    <div className="pm-audience">
      <Field label={t('target')} htmlFor="pm-kind">
        <Select
          id="pm-kind"
          value={value.kind}
          onChange={(e) => set({ kind: e.target.value as AudienceDraft['kind'] })}
        >
          <option value="member">{t('kind.member')}</option>
          <option value="segment">{t('kind.segment')}</option>
          <option value="everyone">{t('kind.everyone')}</option>
        </Select>
      </Field>
      {value.kind === 'member' && (
        <Field label={t('username')} htmlFor="pm-username">
          <Input
            id="pm-username"
            value={value.username}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => set({ username: e.target.value })}
          />
        </Field>
      )}
      {value.kind === 'segment' && (
        <div className="pm-segment">
          <Field label={t('agentUsername')} htmlFor="pm-agentUsername" hint={t('agentHint')}>
            <Input
              id="pm-agentUsername"
              value={value.agentUsername}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => set({ agentUsername: e.target.value })}
            />
          </Field>
          {dateField('registeredFrom', t('registeredFrom'))}
          {dateField('registeredTo', t('registeredTo'))}
          {dateField('lastDepositFrom', t('lastDepositFrom'))}
          {dateField('lastDepositTo', t('lastDepositTo'))}
          <p className="field__hint pm-segment__note">{t('vipLater')}</p>
        </div>
      )}
    </div>
  );
}
