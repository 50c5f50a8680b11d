import { GAME_CATEGORIES, type TGameCategoryCode } from '@lw/contracts';
import { clsx } from 'clsx';
import type { FocusEventHandler, MouseEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../../api/get-permission';
import { useGameMenus } from '../../api/game-menus';
import { vendorLogoUrl } from '../../lib/image-host';

/** Above this many vendors the header game list uses its large layout (spec §9). */
export const HEADER_LARGE_LAYOUT_FROM = 10;

interface THeaderGameListProps {
  category: TGameCategoryCode;
  onNavigate: () => void;
  onMouseEnter?: MouseEventHandler;
  onMouseLeave?: MouseEventHandler;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

/**
 * The header's game list of one category: its vendors (from the game menus), each leading to
 * the category filtered by that vendor. More than 10 vendors get the large layout.
 */
export function HeaderGameList({ category, onNavigate, ...handlers }: THeaderGameListProps) {
  const { t, i18n } = useTranslation(['games', 'common']);
  const { imageCDNs } = useSiteConfig();
  const menus = useGameMenus(i18n.language);
  const entry = GAME_CATEGORIES.find((c) => c.code === category);
  const vendors = menus.data?.gameMenus.find((m) => m.gameCategory === category)?.vendors ?? [];
  if (!entry || vendors.length === 0) return null;
  const name = t(`common:${entry.labelKey}`);
  const large = vendors.length > HEADER_LARGE_LAYOUT_FROM;
  return (
    <div className={clsx('game-menu', large && 'game-menu--large')} {...handlers}>
      <p className="game-menu__title">{t('games:menu.vendorsOf', { category: name })}</p>
      <ul className="game-menu__list" aria-label={t('games:menu.vendorsOf', { category: name })}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              to={`${entry.route}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
              className={clsx('game-menu__vendor', vendor.maintenance && 'is-maintenance')}
              onClick={onNavigate}
            >
              <img
                src={vendorLogoUrl(vendor.vassalage, imageCDNs)}
                alt=""
                width={96}
                height={24}
                loading="lazy"
              />
              <span>{vendor.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={entry.route} className="link-btn link-btn--strong" onClick={onNavigate}>
        {t('games:menu.all', { category: name })}
      </Link>
    </div>
  );
}

/**
 * Gray vendor logos for the footer: the site's footer vendors (PG, EG2, PT, JDB, CQ9, FC, JL,
 * BGS by default) that the catalogue actually has.
 */
export function FooterVendorLogos({ codes }: { codes: readonly string[] }) {
  const { t, i18n } = useTranslation('layout');
  const { imageCDNs } = useSiteConfig();
  const menus = useGameMenus(i18n.language);
  const present = new Set(
    menus.data?.gameMenus.flatMap((menu) => menu.vendors.map((v) => v.vassalage)) ?? [],
  );
  const shown = codes.filter((code) => present.has(code));
  if (shown.length === 0) return null;
  return (
    <div className="footer__vendors" role="group" aria-label={t('footer.partners')}>
      {shown.map((code) => (
        <img
          key={code}
          src={vendorLogoUrl(code, imageCDNs)}
          alt={code}
          className="footer__vendor"
          width={112}
          height={28}
          loading="lazy"
        />
      ))}
    </div>
  );
}
