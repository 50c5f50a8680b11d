import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import type { TLaunchNotice } from '../api/launch-game';

/** What a launch had to say instead of opening the game (maintenance, popup blocked, failure). */
export function LaunchNotice({
  notice,
  onClose,
}: {
  notice: TLaunchNotice | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  if (!notice) return null;
  const text =
    notice.kind === 'failed'
      ? errorText(new ApiError(notice.code, 0, notice.code), i18n.language)
      : t(`launch.${notice.kind}.text`, { game: notice.game.displayName });
  return (
    <ConfirmDialog
      open
      title={t(`launch.${notice.kind}.title`)}
      confirmLabel={t('launch.ok')}
      onConfirm={onClose}
    >
      {text}
    </ConfirmDialog>
  );
}
