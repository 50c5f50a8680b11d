import { SYSTEM_STATUS } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../api/get-permission';
import { RegionBlockPage } from '../components/region-block-page';

/**
 * The IP-restricted page (spec §2, /restricted): where the site sends a visitor whose request
 * was refused for their location or IP. It is the region-block page; a visitor the site does
 * not block (the start-up status is normal) also gets a way back to the lobby.
 */
export function IpRestrictedRoute() {
  const { t } = useTranslation('system');
  const config = useSiteConfig();
  return (
    <RegionBlockPage config={config}>
      {config.systemStatus === SYSTEM_STATUS.NORMAL ? (
        <Link className="link-btn" to="/">
          {t('notFound.home')}
        </Link>
      ) : null}
    </RegionBlockPage>
  );
}
