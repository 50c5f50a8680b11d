import { ArrowDownToLine, ArrowUpFromLine, Crown, Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadSiteModals } from '../../app/site-modals-loader';
import { useModals } from '../../lib/modal-context';
import { Button } from '../ui/button';
import { IconButton } from '../ui/icon-button';
import { memberPageHref } from '../../lib/links';
import { useSession } from '../../lib/session';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { useSiteConfig } from '../../api/get-permission';
import { BalanceChip } from './balance-chip';
import { CategoryNav } from './category-nav';
import { LanguageSelect } from '../site/language-select';
import { NoticeBell } from './notice-bell';
import { SiteLogo } from '../site/site-logo';
import { ThemeToggle } from '../site/theme-toggle';

// Only a signed-in visitor has the member menu: its code is fetched once someone signs in.
const MemberMenu = lazy(() =>
  import('./member-menu').then((module) => ({ default: module.MemberMenu })),
);

interface THeaderProps {
  /** Opens the side menu drawer (phones and tablets). */
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** False on pages without a side menu (game pages). */
  showMenuButton?: boolean;
}

/** The 64 px site header (spec §2 "Header"). */
export function Header({ onOpenMenu, menuOpen, showMenuButton = true }: THeaderProps) {
  const { t } = useTranslation(['layout', 'common']);
  const config = useSiteConfig();
  const session = useSession();
  const { open } = useModals();
  // Phones and tablets have the categories in the side menu: the bar is not drawn at all there.
  const narrow = useMediaQuery(MEDIA.narrow);

  return (
    <header className="header">
      <div className="header__start">
        {showMenuButton ? (
          <IconButton
            className="header__burger"
            label={t('layout:side.open')}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={onOpenMenu}
          >
            <Menu size={22} aria-hidden="true" />
          </IconButton>
        ) : null}
        <SiteLogo siteName={config.siteName} />
      </div>

      {narrow ? null : <CategoryNav />}

      <div className="header__end">
        {session.isLoggedIn ? (
          <>
            <Link
              to={memberPageHref('depositv2')}
              className="btn btn--success btn--sm header__money"
            >
              <ArrowDownToLine size={16} aria-hidden="true" />
              <span>{t('layout:header.deposit')}</span>
            </Link>
            <Link
              to={memberPageHref('withdraw')}
              className="btn btn--outline btn--sm header__money header__wide-only"
            >
              <ArrowUpFromLine size={16} aria-hidden="true" />
              <span>{t('layout:header.withdraw')}</span>
            </Link>
            <BalanceChip />
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => open({ kind: 'login' })}
              onPointerEnter={preloadSiteModals}
              onFocus={preloadSiteModals}
            >
              {t('layout:header.login')}
            </Button>
            <Button
              size="sm"
              onClick={() => open({ kind: 'register' })}
              onPointerEnter={preloadSiteModals}
              onFocus={preloadSiteModals}
            >
              {t('layout:header.register')}
            </Button>
          </>
        )}
        <Link
          to={session.isAgent ? '/agentHome' : '/agent'}
          className="btn btn--outline btn--sm header__wide-only header__agent"
        >
          <Crown size={16} aria-hidden="true" />
          <span>{t('layout:header.agent')}</span>
        </Link>
        {/* Visitors too (spec §2): the bell lists the site's public notices. */}
        <NoticeBell />
        <LanguageSelect offered={config.languages.offered} compact className="header__wide-only" />
        <span className="header__tablet-up">
          <ThemeToggle />
        </span>
        {session.isLoggedIn ? (
          <Suspense fallback={<span className="member-trigger member-trigger--pending" />}>
            <MemberMenu />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
