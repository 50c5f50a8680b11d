import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_GROUPS } from '../../../lib/nav-items';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSession } from '../../auth';
import { CrashChainAlert } from '../../house';
import { useAllSettings } from '../../settings';
import { PlayersCard } from '../components/players-card';
import { RecentChangesCard } from '../components/recent-changes-card';
import { SiteStatusCard } from '../components/site-status-card';

/** Nav labels are `nav:` keys, or a full key of a feature's own namespace ('cashier:nav.x'). */
const navLabelKey = (labelKey: string) => (labelKey.includes(':') ? labelKey : `nav:${labelKey}`);
/**
 * 'cashier:nav.deposits' -> 'cashier.deposits'; 'accounts:agentTree.nav' -> 'accountsAgentTree';
 * plain keys stay as they are.
 */
const hintId = (labelKey: string) =>
  labelKey
    .replace(/^(\w+):nav\./, '$1.')
    .replace(
      /^(\w+):(\w)(\w*)\.nav$/,
      (_, ns: string, first: string, rest: string) => `${ns}${first.toUpperCase()}${rest}`,
    );

/** The landing screen: site status, shortcuts and the latest changes. */
export function DashboardRoute() {
  const { t, i18n } = useTranslation('dashboard');
  const { operator, permissions } = useSession();
  const canReadSettings = permissions.includes('settings.read');
  const settings = useAllSettings();
  const shortcuts = NAV_GROUPS.slice(1)
    .flatMap((g) => g.items)
    .filter((item) => !item.permission || permissions.includes(item.permission));

  return (
    <div className="page">
      <PageHeader
        title={t('greeting', { name: operator.displayName })}
        description={t('description')}
      />
      <div className="dashboard-grid">
        {permissions.includes('games.read') && <CrashChainAlert />}
        {canReadSettings &&
          (settings.isPending ? (
            <Card title={t('statusTitle')}>
              <Spinner label={t('common:loading')} />
            </Card>
          ) : settings.isError ? (
            <Banner tone="danger">{apiErrorText(settings.error, i18n.language)}</Banner>
          ) : (
            <SiteStatusCard settings={settings.data} />
          ))}
        {permissions.includes('members.read') && <PlayersCard />}
        {permissions.includes('audit.read') && <RecentChangesCard />}
        <Card title={t('shortcutsTitle')} className="dashboard-grid__wide">
          <ul className="shortcut-grid">
            {shortcuts.map(({ to, labelKey, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="shortcut">
                  <Icon size={18} aria-hidden="true" />
                  <span className="shortcut__text">
                    <span className="shortcut__name">{t(navLabelKey(labelKey))}</span>
                    <span className="shortcut__hint">{t(`shortcuts.${hintId(labelKey)}`)}</span>
                  </span>
                  <ArrowRight size={16} aria-hidden="true" className="shortcut__arrow" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
