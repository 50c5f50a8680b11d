import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
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
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (insecure origin, permission): the value stays selectable by hand.
    }
  }

  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <div className="input-with-action">
        <Input id={id} readOnly className="mono" value={value} onFocus={(e) => e.target.select()} />
        <Button
          size="sm"
          icon={copied ? <Check size={14} /> : <Copy size={14} />}
          aria-label={`${t('copy')}: ${label}`}
          onClick={() => void copy()}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
    </Field>
  );
}
