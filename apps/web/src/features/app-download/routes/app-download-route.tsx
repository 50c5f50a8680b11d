import { Apple, Smartphone, TabletSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { PageFrame } from '../../../components/ui/page-frame';
import { InstallAppCard } from '../../pwa';
import { PlatformCard, type TAppPlatform } from '../components/platform-card';
import '../app-download.css';

const PLATFORMS: { platform: TAppPlatform; icon: typeof Apple }[] = [
  { platform: 'ios', icon: Apple },
  { platform: 'iosLite', icon: TabletSmartphone },
  { platform: 'android', icon: Smartphone },
];

/**
 * The app download page (spec §1, /app): per configured platform (iOS, iOS lite, Android) a QR
 * code of its link, a download button and the install steps; then "install this site as an app".
 */
export function AppDownloadRoute() {
  const { t } = useTranslation('pwa');
  const config = useSiteConfig();
  const offered = PLATFORMS.filter(({ platform }) => config.appDownloads[platform]);
  return (
    <PageFrame
      title={t('apps.title')}
      subtitle={t('apps.intro')}
      icon={<Smartphone size={26} />}
      className="app-download"
    >
      {offered.length > 0 ? (
        <div className="app-download__grid">
          {offered.map(({ platform, icon: Icon }) => (
            <PlatformCard
              key={platform}
              platform={platform}
              link={config.appDownloads[platform]}
              icon={<Icon size={22} />}
            />
          ))}
        </div>
      ) : (
        <p className="app-download__none">{t('apps.none')}</p>
      )}
      <InstallAppCard siteName={config.siteName} />
    </PageFrame>
  );
}
