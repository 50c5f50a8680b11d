import { clsx } from 'clsx';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/** Signed-in frame: left navigation, top bar and the current screen. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Close the phone menu whenever the route changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }
  return (
    <div className={clsx('shell', menuOpen && 'shell--menu-open')}>
      <aside className="shell__nav">
        <SideNav />
      </aside>
      {menuOpen && (
        <div className="shell__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      )}
      <div className="shell__main">
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        <main className="shell__content" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
