import { Filter, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { KNOWN_ACTIONS } from './action-label';

export interface AuditFilterValues {
  action: string;
  targetType: string;
  operator: string;
}

/** Filter inputs of the audit log; applied on submit so each keystroke is not a request. */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilterValues;
  onApply: (value: AuditFilterValues) => void;
}) {
  const { t } = useTranslation('audit');
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setDraft(value);
  }
  const active = Boolean(value.action || value.targetType || value.operator);

  return (
    <form
      className="filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({
          action: draft.action.trim(),
          targetType: draft.targetType.trim(),
          operator: draft.operator.trim(),
        });
      }}
    >
      <datalist id="audit-actions">
        {KNOWN_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <Input
        list="audit-actions"
        aria-label={t('action')}
        placeholder={t('action')}
        value={draft.action}
        onChange={(e) => setDraft({ ...draft, action: e.target.value })}
      />
      <Input
        aria-label={t('targetType')}
        placeholder={t('targetType')}
        value={draft.targetType}
        onChange={(e) => setDraft({ ...draft, targetType: e.target.value })}
      />
      <Input
        aria-label={t('operator')}
        placeholder={t('operator')}
        value={draft.operator}
        onChange={(e) => setDraft({ ...draft, operator: e.target.value })}
      />
      <Button type="submit" size="sm" icon={<Filter size={14} />}>
        {t('apply')}
      </Button>
      {active && (
        <Button
          size="sm"
          variant="ghost"
          icon={<X size={14} />}
          onClick={() => onApply({ action: '', targetType: '', operator: '' })}
        >
          {t('clear')}
        </Button>
      )}
    </form>
  );
}
