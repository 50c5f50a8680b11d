import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { PageHeader } from '../../../components/ui/page-header';
import { ComposeCard } from '../components/compose-card';
import { SentMessagesCard } from '../components/sent-messages-card';
import '../components/player-messages.css';

/** The "Player messages" screen (player-messages.send): compose and the sent list. */
export function PlayerMessagesRoute() {
  const { t } = useTranslation('playerMessages');
  return (
    <RequirePermission permission="player-messages.send">
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      <div className="pm-screen">
        <ComposeCard />
        <SentMessagesCard />
      </div>
    </RequirePermission>
  );
}
