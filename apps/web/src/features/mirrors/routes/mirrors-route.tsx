import { Globe2, ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { MirrorList } from '../components/mirror-list';
import '../mirrors.css';

/**
 * The mirror list page (spec §1, /mirrors): the official domains from the startup configuration
 * (back office, site settings), each checked live from the visitor's browser.
 */
export function MirrorsRoute() {
  const { t } = useTranslation('pwa');
  const { domainRoutes } = useSiteConfig();
  return (
    <PageFrame title={t('mirrors.title')} subtitle={t('mirrors.intro')} icon={<Globe2 size={26} />}>
      {domainRoutes.length > 0 ? (
        <MirrorList routes={domainRoutes} />
      ) : (
        <EmptyState icon={<ServerCrash size={28} />} title={t('mirrors.empty')} />
      )}
    </PageFrame>
  );
}
