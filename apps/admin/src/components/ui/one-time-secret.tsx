import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from './banner';
import { Button } from './button';

/**
 * A secret the server returns once (initial or temporary password): shown in full with a copy
 * button and a warning that it cannot be shown again. The parent drops it when closed.
 */
export function OneTimeSecret({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note: ReactNode;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (insecure origin, permission): the value stays visible to copy by hand.
    }
  }

  return (
    <div className="one-time-secret">
      <p className="field__label">{label}</p>
      <div className="one-time-secret__row">
        <output className="one-time-secret__value mono" aria-label={label}>
          {value}
        </output>
        <Button
          size="sm"
          icon={copied ? <Check size={14} /> : <Copy size={14} />}
          onClick={() => void copy()}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <Banner tone="warning">
        {note} {t('shownOnce')}
      </Banner>
    </div>
  );
}
