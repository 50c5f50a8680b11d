import { zodResolver } from '@hookform/resolvers/zod';
import { ZAuditQuery } from '@lw/contracts';
import { Filter, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldErrorText } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { zodErrorMap } from '../../../lib/validation';
import { KNOWN_ACTIONS } from './action-label';

export interface AuditFilterValues {
  action: string;
  targetType: string;
  operator: string;
}

const query = ZAuditQuery.shape;

/** The filters as the audit query takes them (`ZAuditQuery`): trimmed, within its lengths. */
const ZAuditFilterForm = z.object({
  action: z.string().trim().pipe(query.action.unwrap()),
  targetType: z.string().trim().pipe(query.targetType.unwrap()),
  operator: z.string().trim().pipe(query.operator.unwrap()),
});

/** Filter inputs of the audit log; applied on submit so each keystroke is not a request. */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilterValues;
  onApply: (value: AuditFilterValues) => void;
}) {
  const { t } = useTranslation('audit');
  const form = useForm({
    resolver: zodResolver(ZAuditFilterForm, { error: zodErrorMap }),
    defaultValues: value,
    // Applied filters (a new `value`, e.g. from the address) replace what was typed.
    values: value,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const active = Boolean(value.action || value.targetType || value.operator);
  const apply = form.handleSubmit(onApply);

  return (
    <form className="filters" onSubmit={(event) => void apply(event)}>
      <datalist id="audit-actions">
        {KNOWN_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <Input
        list="audit-actions"
        aria-label={t('action')}
        placeholder={t('action')}
        invalid={!!errors.action}
        {...form.register('action')}
      />
      <Input
        aria-label={t('targetType')}
        placeholder={t('targetType')}
        invalid={!!errors.targetType}
        {...form.register('targetType')}
      />
      <Input
        aria-label={t('operator')}
        placeholder={t('operator')}
        invalid={!!errors.operator}
        {...form.register('operator')}
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
      <FieldErrorText message={errors.action?.message} />
      <FieldErrorText message={errors.targetType?.message} />
      <FieldErrorText message={errors.operator?.message} />
    </form>
  );
}
