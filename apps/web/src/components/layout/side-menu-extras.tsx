import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../api/get-permission';
import { BannerSlot } from '../../features/banners';
import { openChat } from '../../features/chat';
import { CsChannelList } from '../site/cs-channel-list';
import { LanguageSelect } from '../site/language-select';
import { ThemeToggle } from '../site/theme-toggle';
import { AppDownloadQr } from './app-download-qr';
import { LicenceList } from './licence-list';

/** The side menu below its links (spec §2): app QR codes, banner, customer service, licences. */
export function SideMenuExtras({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const config = useSiteConfig();
  return (
    <>
      {collapsed ? null : (
        <AppDownloadQr ios={config.appDownloads.ios} android={config.appDownloads.android} />
      )}

      {collapsed ? null : <BannerSlot group="w_leftmenu" className="side__section" />}

      {config.customerService.length > 0 ? (
        <section className="side__section" aria-label={t('side.customerService')}>
          {collapsed ? null : <p className="side__heading">{t('side.customerService')}</p>}
          <CsChannelList
            channels={config.customerService}
            collapsed={collapsed}
            onLiveChat={openChat}
          />
        </section>
      ) : null}

      {config.licences.length > 0 ? (
        <section className="side__section" aria-label={t('side.licences')}>
          {collapsed ? null : <p className="side__heading">{t('side.licences')}</p>}
          <LicenceList licences={config.licences} collapsed={collapsed} />
        </section>
      ) : null}

      {collapsed ? null : (
        <div className="side__prefs">
          <LanguageSelect offered={config.languages.offered} />
          <ThemeToggle />
        </div>
      )}
    </>
  );
}
