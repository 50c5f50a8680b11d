import { GAME_CATEGORIES } from '@lw/contracts';
import { Flame, Heart, Store } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../api/get-permission';
import { CategoryIcon } from '../../../components/site/category-icon';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { BannerCarousel } from '../components/banner-carousel';
import { CategoryCards } from '../components/category-cards';
import { CategoryMenu, type TLobbyCategory } from '../components/category-menu';
import { GameShelf } from '../components/game-shelf';
import { JackpotCounter } from '../components/jackpot-counter';
import { NoticeMarquee } from '../components/notice-marquee';
import { VendorStrip } from '../components/vendor-strip';
import { WinnerBoard } from '../components/winner-board';

/** The home lobby (spec §2 "Home lobby"). */
export function HomeRoute() {
  const { t } = useTranslation(['home', 'common']);
  const config = useSiteConfig();
  const session = useSession();
  const { open } = useModals();
  const [category, setCategory] = useState<TLobbyCategory>('HOME');
  const [vendor, setVendor] = useState<string | null>(null);
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

  const selected = GAME_CATEGORIES.find((c) => c.code === category);

  return (
    <div className="home">
      <h1 className="sr-only">{t('home:title', { siteName: config.siteName })}</h1>
      <BannerCarousel siteName={config.siteName} />
      <NoticeMarquee siteName={config.siteName} />
      <JackpotCounter />
      <div className="home__menu" ref={menuRef}>
        <CategoryMenu value={category} onChange={choose} />
      </div>

      {category === 'HOME' ? (
        <>
          <CategoryCards />
          <GameShelf
            id="hot"
            title={t('home:shelf.hot')}
            icon={<Flame size={20} />}
            emptyTitle={t('home:shelf.emptyTitle')}
            emptyText={t('home:shelf.emptyText')}
            more={
              <button
                type="button"
                className="link-btn link-btn--strong"
                onClick={() => choose('HOT')}
              >
                {t('common:actions.more')}
              </button>
            }
          />
          <div className="home__split">
            <WinnerBoard />
            <section className="lobby-section vendors-panel" aria-labelledby="vendors-title">
              <div className="lobby-section__head">
                <h2 id="vendors-title" className="lobby-section__title">
                  <span className="lobby-section__icon" aria-hidden="true">
                    <Store size={20} />
                  </span>
                  {t('home:vendors.title')}
                </h2>
              </div>
              <VendorStrip vendors={config.footerVendors} value={vendor} onChange={setVendor} />
              <p className="vendors-panel__note">
                {vendor
                  ? t('home:vendors.emptyOne', { vendor })
                  : t('home:vendors.emptyAll', { count: config.footerVendors.length })}
              </p>
            </section>
          </div>
        </>
      ) : null}

      {category === 'HOT' ? (
        <GameShelf
          id="hot"
          title={t('home:shelf.hot')}
          icon={<Flame size={20} />}
          emptyTitle={t('home:shelf.emptyTitle')}
          emptyText={t('home:shelf.emptyText')}
        />
      ) : null}

      {category === 'FAV' ? (
        <GameShelf
          id="fav"
          title={t('home:shelf.fav')}
          icon={<Heart size={20} />}
          emptyTitle={t('home:shelf.favEmptyTitle')}
          emptyText={t('home:shelf.favEmptyText')}
        />
      ) : null}

      {selected ? (
        <GameShelf
          id={selected.code.toLowerCase()}
          title={t(`common:${selected.labelKey}`)}
          icon={<CategoryIcon code={selected.code} size={20} />}
          emptyTitle={t('home:shelf.emptyTitle')}
          emptyText={t('home:shelf.emptyText')}
          action={
            <Link to={selected.route} className="btn btn--primary btn--md">
              {t('home:shelf.open', { category: t(`common:${selected.labelKey}`) })}
            </Link>
          }
        />
      ) : null}
    </div>
  );
}
