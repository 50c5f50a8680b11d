import type { TOneClickLoginResult } from '@lw/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface TOneClickDialogProps {
  result: TOneClickLoginResult;
  /** "I have saved them": the sign-in finishes. */
  onConfirm: () => void;
}

/** Shows a one-click account's generated username and password once, with copy buttons. */
export function OneClickDialog({ result, onConfirm }: TOneClickDialogProps) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState<'username' | 'password' | null>(null);
  const copy = async (which: 'username' | 'password') => {
    try {
      await navigator.clipboard.writeText(result.credentials[which]);
      setCopied(which);
    } catch {
      // No clipboard (permissions, old browser): the text stays selectable.
    }
  };
  const row = (which: 'username' | 'password') => (
    <div className="credential">
      <dt className="credential__label">{t(`field.${which}`)}</dt>
      <dd className="credential__value">
        <code>{result.credentials[which]}</code>
        <button
          type="button"
          className="icon-btn"
          aria-label={
            which === 'username' ? t('oneClick.copyUsername') : t('oneClick.copyPassword')
          }
          onClick={() => void copy(which)}
        >
          {copied === which ? (
            <Check size={18} aria-hidden="true" />
          ) : (
            <Copy size={18} aria-hidden="true" />
          )}
        </button>
        {copied === which ? (
          <span className="credential__copied" role="status">
            {t('oneClick.copied')}
          </span>
        ) : null}
      </dd>
    </div>
  );
  return (
    <Modal open title={t('oneClick.title')} onClose={onConfirm} size="sm" dismissible={false}>
      <p className="auth-form__intro">{t('oneClick.intro')}</p>
      <dl className="credentials">
        {row('username')}
        {row('password')}
      </dl>
      <Button block size="lg" onClick={onConfirm}>
        {t('oneClick.confirm')}
      </Button>
    </Modal>
  );
}
