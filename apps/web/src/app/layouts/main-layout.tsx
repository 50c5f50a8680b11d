import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { BottomTabBar } from '../../components/layout/bottom-tab-bar';
import { Header } from '../../components/layout/header';
import { SideMenu } from '../../components/layout/side-menu';
import { NearViewport } from '../../components/ui/near-viewport';
import { useSession } from '../../lib/session';
import { LOCAL_KEYS, readStorage, writeStorage } from '../../lib/storage';
import { layoutRules } from '../layout-rules';
import { ScreenOutlet } from '../screen-outlet';

// The footer's code loads as the visitor scrolls towards it: it is not on anyone's first screen.
const Footer = lazy(() =>
  import('../../components/layout/footer').then((module) => ({ default: module.Footer })),
);

// Only game screens of a signed-in member load the reality check (RTS 13).
const RealityCheckHost = lazy(() =>
  import('../../features/responsible-gaming/routes/reality-check-host').then((module) => ({
    default: module.RealityCheckHost,
  })),
);

// Issue 26: the floating red envelope of a signed-in member while a window is open.
const RedEnvelopeFloater = lazy(() =>
  import('../../features/rewards/routes/red-envelope-floater').then((module) => ({
    default: module.RedEnvelopeFloater,
  })),
);

function DeferredFooter() {
  const placeholder = <div className="footer footer--pending" aria-hidden="true" />;
  return (
    <NearViewport className="footer footer--pending">
      <Suspense fallback={placeholder}>
        <Footer />
      </Suspense>
    </NearViewport>
  );
}

/** Header, side menu (unless a game page), content, footer (unless hidden), phone tab bar. */
export function MainLayout() {
  const { t } = useTranslation('layout');
  const rules = layoutRules(useMatches());
  const location = useLocation();
  const session = useSession();
  const [collapsed, setCollapsed] = useState(
    () => readStorage('local', LOCAL_KEYS.sideMenuCollapsed) === '1',
  );
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeStorage('local', LOCAL_KEYS.sideMenuCollapsed, next ? '1' : '0');
  };

  return (
    <div
      className={clsx(
        'shell',
        rules.sideMenu ? 'shell--with-side' : 'shell--no-side',
        collapsed && 'shell--collapsed',
      )}
    >
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header
        onOpenMenu={() => setDrawerOpen(true)}
        menuOpen={drawerOpen}
        showMenuButton={rules.sideMenu}
      />
      <div className="shell__body">
        {rules.sideMenu ? (
          <SideMenu
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            drawerOpen={drawerOpen}
            onCloseDrawer={() => setDrawerOpen(false)}
          />
        ) : null}
        <div className="shell__main">
          <main id="main" className="shell__content" tabIndex={-1}>
            <ScreenOutlet />
          </main>
          {rules.footer ? <DeferredFooter /> : null}
        </div>
      </div>
      <BottomTabBar />
      {session.token !== null && !session.isTrial && !rules.game ? (
        <Suspense fallback={null}>
          <RedEnvelopeFloater />
        </Suspense>
      ) : null}
      {rules.game && session.token !== null && !session.isTrial ? (
        <Suspense fallback={null}>
          {/* A new game screen is a new session of play: its clock starts again. */}
          <RealityCheckHost key={location.pathname + location.search} />
        </Suspense>
      ) : null}
    </div>
  );
}
