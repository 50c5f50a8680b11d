import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { copyText } from '../lib/copy-text';

/** A copy button beside the user id; a success dialog confirms it (spec §8). */
export function CopyUserId({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  return (
    <>
      <IconButton
        label={t('copyUserId')}
        className="copy-user-id"
        onClick={() => void copyText(userId).then((ok) => setResult(ok ? 'copied' : 'failed'))}
      >
        <Copy size={16} aria-hidden="true" />
      </IconButton>
      <ConfirmDialog
        open={result !== null}
        title={result === 'copied' ? t('copiedTitle') : t('copyFailedTitle')}
        onConfirm={() => setResult(null)}
      >
        {result === 'copied' ? t('copiedText', { userId }) : t('copyFailedText', { userId })}
      </ConfirmDialog>
    </>
  );
}
