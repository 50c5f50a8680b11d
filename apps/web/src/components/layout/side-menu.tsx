import { GAME_CATEGORIES } from '@lw/contracts';
import { clsx } from 'clsx';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Crown,
  Gift,
  House,
  MessageSquareText,
  PanelLeftClose,
  PanelLeftOpen,
  Smartphone,
  UserPlus,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconButton } from '../ui/icon-button';
import { FEEDBACK_PATH, memberPageHref } from '../../lib/links';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { useSiteConfig } from '../../api/get-permission';
import { CategoryIcon } from '../site/category-icon';
import { SiteLogo } from '../site/site-logo';

// Below the navigation (app codes, banner, customer service, licences, language, chat): its own
// chunk, drawn a moment after the links, so the site's first script carries the links alone.
const SideMenuExtras = lazy(() =>
  import('./side-menu-extras').then((module) => ({ default: module.SideMenuExtras })),
);

interface TSideMenuProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Drawer state on phones and tablets. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}

interface TItem {
  key: string;
  to: string;
  icon: LucideIcon;
  label: string;
}

/** The side menu (spec §2): navigation, app QR codes, customer service, licences, language. */
export function SideMenu({
  collapsed,
  onToggleCollapsed,
  drawerOpen,
  onCloseDrawer,
}: TSideMenuProps) {
  const { t } = useTranslation(['layout', 'common']);
  const config = useSiteConfig();
  const location = useLocation();
  // On phones and tablets the menu is a drawer: nothing in it is drawn before it first opens.
  const narrow = useMediaQuery(MEDIA.narrow);
  const [opened, setOpened] = useState(drawerOpen);
  useEffect(() => {
    if (drawerOpen) setOpened(true);
  }, [drawerOpen]);
  const drawn = !narrow || drawerOpen || opened;
  const items: TItem[] = [
    { key: 'home', to: '/', icon: House, label: t('side.home') },
    {
      key: 'deposit',
      to: memberPageHref('depositv2'),
      icon: ArrowDownToLine,
      label: t('side.deposit'),
    },
    {
      key: 'withdraw',
      to: memberPageHref('withdraw'),
      icon: ArrowUpFromLine,
      label: t('side.withdraw'),
    },
    {
      key: 'account',
      to: memberPageHref('securityCenter'),
      icon: UserRound,
      label: t('side.account'),
    },
    { key: 'invite', to: memberPageHref('referral'), icon: UserPlus, label: t('side.invite') },
    { key: 'promotions', to: '/promotions', icon: Gift, label: t('side.promotions') },
    { key: 'app', to: '/app', icon: Smartphone, label: t('side.appDownload') },
    { key: 'feedback', to: FEEDBACK_PATH, icon: MessageSquareText, label: t('side.feedback') },
  ];
  if (config.modules.vip) {
    items.push({ key: 'vip', to: memberPageHref('vip'), icon: Crown, label: t('side.vip') });
  }
  const here = `${location.pathname}${location.search}`;
  const isActive = (to: string) =>
    to === '/' ? ['/', '/home', '/index', '/index.html'].includes(location.pathname) : here === to;

  return (
    <>
      <div
        className={clsx('drawer-scrim', drawerOpen && 'is-open')}
        onClick={onCloseDrawer}
        aria-hidden="true"
      />
      <aside
        id="side-menu"
        className={clsx('side', collapsed && 'side--collapsed', drawerOpen && 'side--open')}
        aria-label={t('side.label')}
      >
        {drawn ? (
          <>
            <div className="side__top">
              <SiteLogo siteName={config.siteName} className="side__logo" />
              <IconButton className="side__close" label={t('side.close')} onClick={onCloseDrawer}>
                <X size={20} aria-hidden="true" />
              </IconButton>
              <IconButton
                className="side__collapse"
                label={collapsed ? t('side.expand') : t('side.collapse')}
                aria-expanded={!collapsed}
                aria-controls="side-menu"
                onClick={onToggleCollapsed}
              >
                {collapsed ? (
                  <PanelLeftOpen size={20} aria-hidden="true" />
                ) : (
                  <PanelLeftClose size={20} aria-hidden="true" />
                )}
              </IconButton>
            </div>

            <nav aria-label={t('side.nav')}>
              <ul className="side__nav">
                {items.map((item) => {
                  const Icon = item.icon;
                  return (
                    <li key={item.key}>
                      <Link
                        to={item.to}
                        className={clsx('side__link', isActive(item.to) && 'is-active')}
                        aria-current={isActive(item.to) ? 'page' : undefined}
                        title={collapsed ? item.label : undefined}
                        onClick={onCloseDrawer}
                      >
                        <span className="side__link-icon">
                          <Icon size={20} aria-hidden="true" />
                        </span>
                        <span className="side__link-label">{item.label}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>

            {/* Phones and tablets: the header has no room for the game categories, so they are here. */}
            <nav className="side__section side__games" aria-label={t('side.games')}>
              <p className="side__heading">{t('side.games')}</p>
              <ul className="side__nav">
                {GAME_CATEGORIES.map((category) => (
                  <li key={category.code}>
                    <Link
                      to={category.route}
                      className={clsx('side__link', isActive(category.route) && 'is-active')}
                      aria-current={isActive(category.route) ? 'page' : undefined}
                      onClick={onCloseDrawer}
                    >
                      <span className="side__link-icon">
                        <CategoryIcon code={category.code} size={20} />
                      </span>
                      <span className="side__link-label">{t(`common:${category.labelKey}`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>

            <Suspense fallback={null}>
              <SideMenuExtras collapsed={collapsed} />
            </Suspense>
          </>
        ) : null}
      </aside>
    </>
  );
}
