import { useQuery } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { confirmAuthenticator, startAuthenticatorBinding } from '../api/security-settings';
import { groupSecret } from '../lib/group-secret';
import { AuthenticatorCodeForm } from './authenticator-code-form';

interface TAuthenticatorBindDialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Bind an authenticator app (TOTP): a new secret as a QR code and as text to type, then a code
 * from the app confirms it. Each opening asks for a fresh secret.
 */
export function AuthenticatorBindDialog({ open, onClose, onDone }: TAuthenticatorBindDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const { token } = useSession();
  // A query (not an effect) so a re-render or strict-mode double mount asks only once; gcTime 0
  // drops the secret when the dialog closes.
  const setup = useQuery({
    queryKey: [MEMBER_QUERY_ROOT, token, 'authenticatorSetup'],
    queryFn: startAuthenticatorBinding,
    enabled: open,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [copied, setCopied] = useState(false);

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const data = setup.data;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('security.authenticator.bindTitle')}
      size="sm"
      className="auth-modal"
      initialFocus="input"
    >
      <p className="auth-form__intro">{t('security.authenticator.intro')}</p>
      {setup.isError ? (
        <>
          <FormNotice
            notice={{ notice: 'error', message: errorText(setup.error, i18n.language) }}
          />
          <Button variant="secondary" block onClick={() => void setup.refetch()}>
            {t('security.retry')}
          </Button>
        </>
      ) : (
        <div className="totp-setup" aria-busy={setup.isPending || undefined}>
          {data ? (
            <img
              className="totp-setup__qr"
              src={data.qrCode}
              alt={t('security.authenticator.qrAlt')}
              width={180}
              height={180}
            />
          ) : (
            <span className="skeleton totp-setup__qr" aria-hidden="true" />
          )}
          <div className="totp-setup__secret">
            <span className="totp-setup__label">{t('security.authenticator.secret')}</span>
            <code className="totp-setup__code tabular">
              {data ? groupSecret(data.secret) : '\u00a0'}
            </code>
            <Button
              variant="ghost"
              size="sm"
              icon={
                copied ? (
                  <Check size={16} aria-hidden="true" />
                ) : (
                  <Copy size={16} aria-hidden="true" />
                )
              }
              disabled={!data}
              onClick={() => data && void copy(data.secret)}
            >
              {copied ? t('security.authenticator.copied') : t('security.authenticator.copy')}
            </Button>
          </div>
        </div>
      )}
      <AuthenticatorCodeForm
        action={confirmAuthenticator}
        onDone={onDone}
        submitLabel={t('security.authenticator.confirm')}
        disabled={!data}
      />
    </Modal>
  );
}
