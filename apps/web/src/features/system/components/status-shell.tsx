import type { TPermissionResponse } from '@lw/contracts';
import { Headphones } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LanguageSelect } from '../../../components/site/language-select';
import { LogoMark } from '../../../components/site/site-logo';
import { ThemeToggle } from '../../../components/site/theme-toggle';
import {
  channelLabel,
  openExternal,
  outsideChannel,
} from '../../../components/site/customer-service';

interface TStatusShellProps {
  config: TPermissionResponse;
  tone: 'maintenance' | 'blocked';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The frame of the full-page system states: brand, language and theme, a card, CS button. */
export function StatusShell({ config, tone, icon, title, children }: TStatusShellProps) {
  const { t, i18n } = useTranslation('system');
  const channel = outsideChannel(config);
  return (
    <div className={`status-page status-page--${tone}`}>
      <header className="status-page__bar">
        <span className="logo">
          <LogoMark />
          <span className="logo__name">{config.siteName}</span>
        </span>
        <div className="status-page__prefs">
          <LanguageSelect offered={config.languages.offered} compact />
          <ThemeToggle />
        </div>
      </header>
      <main className="status-page__main">
        <section className="status-card" aria-labelledby="status-title">
          <span className="status-card__medallion" aria-hidden="true">
            {icon}
          </span>
          <h1 id="status-title" className="status-card__title">
            {title}
          </h1>
          {children}
          {channel ? (
            <Button
              size="lg"
              icon={<Headphones size={20} aria-hidden="true" />}
              onClick={() => openExternal(channel.path)}
              title={channelLabel(channel, i18n.language)}
            >
              {t('customerService')}
            </Button>
          ) : null}
        </section>
      </main>
    </div>
  );
}
