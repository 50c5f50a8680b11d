import { useQuery } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { failureOutcome } from '../../auth';
import { useRefreshSecurity } from '../api/get-security-overview';
import { confirmAuthenticator, startAuthenticatorBinding } from '../api/security-settings';
import { groupSecret } from '../lib/group-secret';
import { authenticatorCodeSchema } from '../lib/security-schemas';
import { AuthenticatorCodeField } from './authenticator-code-field';

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
  const refresh = useRefreshSecurity();
  const [copied, setCopied] = useState(false);

  const schema = useMemo(() => authenticatorCodeSchema(t), [t]);
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, { code: '' });

  const submit = onSubmit(async ({ code }) => {
    try {
      await confirmAuthenticator(code);
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: ['code'],
        codeFields: { TOTP_INVALID: 'code' },
      });
    }
    await refresh();
    return { ok: true };
  }, onDone);

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
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <AuthenticatorCodeField error={errors.code} {...form.register('code')} />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy} disabled={!data}>
          {t('security.authenticator.confirm')}
        </Button>
      </form>
    </Modal>
  );
}
