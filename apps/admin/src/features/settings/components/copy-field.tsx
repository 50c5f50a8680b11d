import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** A read-only value with a copy button, e.g. the redirect URI to register at a provider. */
export function CopyField({
  id,
  label,
  value,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
}) {
  const { t } = useTranslation();

  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <div className="input-with-action">
        <Input id={id} readOnly className="mono" value={value} onFocus={(e) => e.target.select()} />
        <CopyButton value={value} ariaLabel={`${t('copy')}: ${label}`} />
      </div>
    </Field>
  );
}
