import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../../api/get-permission';
import { useLogout } from '../../api/logout';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { IconButton } from '../../components/ui/icon-button';
import { LanguageSelect } from '../../components/site/language-select';
import { LogoMark } from '../../components/site/site-logo';
import { ThemeToggle } from '../../components/site/theme-toggle';
import { AgentClock } from '../../features/agent';
import { ScreenOutlet } from '../screen-outlet';

/** The agent centre's own layout: brand, time zone and live clock, preferences, sign out. */
export function AgentLayout() {
  const { t } = useTranslation('pages');
  const config = useSiteConfig();
  const { signOut, pending } = useLogout();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="agent-shell">
      <header className="agent-bar">
        <Link to="/agentHome" className="logo">
          <LogoMark />
          <span className="logo__name">{config.siteName}</span>
          <span className="agent-bar__tag">{t('agent.centre')}</span>
        </Link>
        <AgentClock />
        <div className="agent-bar__end">
          <LanguageSelect offered={config.languages.offered} compact />
          <ThemeToggle />
          <IconButton label={t('agent.signOut')} onClick={() => setConfirming(true)}>
            <LogOut size={20} aria-hidden="true" />
          </IconButton>
        </div>
      </header>
      <main id="main" className="agent-shell__main">
        <ScreenOutlet />
      </main>
      <ConfirmDialog
        open={confirming}
        title={t('agent.signOutTitle')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (pending) return;
          void signOut().then(() => setConfirming(false));
        }}
      >
        {t('agent.signOutText')}
      </ConfirmDialog>
    </div>
  );
}
