import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { BannerCarousel } from '../components/banner-carousel';
import { CategoryMenu, type TLobbyCategory } from '../components/category-menu';
import { JackpotCounter } from '../components/jackpot-counter';
import { NoticeMarquee } from '../components/notice-marquee';

// The games below the menu load after first paint: the home page's first JavaScript stays small.
const LobbyContent = lazy(() =>
  import('../components/lobby-content').then((m) => ({ default: m.LobbyContent })),
);

/** The home lobby (spec §2 "Home lobby"). */
export function HomeRoute() {
  const { t } = useTranslation(['home', 'common']);
  const config = useSiteConfig();
  const session = useSession();
  const { open } = useModals();
  const [category, setCategory] = useState<TLobbyCategory>('HOME');
  const menuRef = useRef<HTMLDivElement>(null);

  const choose = (next: TLobbyCategory) => {
    // FAV needs a member: logged out, stay on HOME and ask to log in (spec §4).
    if (next === 'FAV' && !session.isLoggedIn) {
      setCategory('HOME');
      open({ kind: 'login' });
      return;
    }
    setCategory(next);
    const top = menuRef.current
      ? menuRef.current.getBoundingClientRect().top + window.scrollY - 72
      : 0;
    if (window.scrollY > top) window.scrollTo({ top, behavior: 'smooth' });
  };

  return (
    <div className="home">
      <h1 className="sr-only">{t('home:title', { siteName: config.siteName })}</h1>
      <BannerCarousel siteName={config.siteName} />
      <NoticeMarquee siteName={config.siteName} />
      <JackpotCounter />
      <div className="home__menu" ref={menuRef}>
        <CategoryMenu value={category} onChange={choose} />
      </div>
      <Suspense fallback={<div className="home__pending skeleton" aria-hidden="true" />}>
        <LobbyContent category={category} onCategory={choose} />
      </Suspense>
    </div>
  );
}
