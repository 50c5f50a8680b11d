import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Copies a value to the clipboard; says "copied" for 2 s after. */
export function CopyButton({ value, ariaLabel }: { value: string; ariaLabel?: string }) {
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
    <Button
      size="sm"
      icon={copied ? <Check size={14} /> : <Copy size={14} />}
      aria-label={ariaLabel}
      onClick={() => void copy()}
    >
      {copied ? t('copied') : t('copy')}
    </Button>
  );
}
