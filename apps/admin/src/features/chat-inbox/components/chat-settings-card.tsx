import { useQueryClient } from '@tanstack/react-query';
import { Switch } from '../../../components/ui/switch';
import { useCan } from '../../auth';
import { saveChatSettings, useChatSettings } from '../api/chat-api';
import { useChatT } from '../use-chat-i18n';

/** The visitor-chat switch (content.manage changes it; others see it). */
export function ChatSettingsCard() {
  const { t } = useChatT();
  const settings = useChatSettings();
  const canChange = useCan('content.manage');
  const queryClient = useQueryClient();
  if (!settings.data) return null;
  return (
    <details className="chat-settings">
      <summary>{t('settings.title')}</summary>
      <Switch
        id="chat-visitor"
        checked={settings.data.visitorChat}
        disabled={!canChange}
        label={t('settings.visitorChat')}
        description={t('settings.visitorChatHint')}
        onChange={(checked) =>
          void saveChatSettings(checked).then(() =>
            queryClient.invalidateQueries({ queryKey: ['admin', 'chat', 'settings'] }),
          )
        }
      />
    </details>
  );
}
