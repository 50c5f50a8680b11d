import { GAME_CATEGORIES, type TGameCategoryCode } from '@lw/contracts';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { CategoryIcon } from '../site/category-icon';
import { useDismiss } from '../ui/use-dismiss';
import { fitCount } from './fit-count';

// Shown on hover or focus only: its code is fetched the first time a category is pointed at.
const HeaderGameList = lazy(() =>
  import('./header-game-list').then((module) => ({ default: module.HeaderGameList })),
);

const width = (el: Element) => el.getBoundingClientRect().width;

/**
 * The header's game categories: as many as fit the space left in the header, whole (never a
 * label cut mid-word), and the rest behind a "more" menu, so every category is one or two clicks
 * away at any width and in any language.
 */
export function CategoryNav() {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number>(GAME_CATEGORIES.length);
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panelRef, open, close, triggerRef);
  // The game list of the category under the pointer or focus (spec §2 header game list).
  const [listed, setListed] = useState<TGameCategoryCode | null>(null);
  const hideTimer = useRef(0);
  const showList = (code: TGameCategoryCode) => {
    window.clearTimeout(hideTimer.current);
    setListed(code);
  };
  const keepList = () => window.clearTimeout(hideTimer.current);
  const hideList = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setListed(null), 160);
  };
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  // Measure every label (hidden copies at their natural width) against the nav's width.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return undefined;
    const update = () => {
      const items = Array.from(measure.querySelectorAll('[data-measure="item"]'));
      const more = measure.querySelector('[data-measure="more"]');
      const gap = listRef.current ? parseFloat(getComputedStyle(listRef.current).columnGap) : 0;
      setShown(
        fitCount(
          width(nav),
          items.map(width),
          more ? width(more) : 0,
          Number.isFinite(gap) ? gap : 0,
        ),
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [i18n.language]);

  const label = (key: string) => t(`common:${key}`);
  const visible = GAME_CATEGORIES.slice(0, shown);
  const hidden = GAME_CATEGORIES.slice(shown);
  const hiddenActive = hidden.some((c) => pathname === c.route);

  return (
    <nav className="header__nav" ref={navRef} aria-label={t('layout:header.gamesNav')}>
      <ul ref={listRef} className="header__nav-list">
        {visible.map((category) => (
          <li
            key={category.code}
            onMouseEnter={() => showList(category.code)}
            onMouseLeave={hideList}
            onFocus={() => showList(category.code)}
            onBlur={hideList}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setListed(null);
            }}
          >
            <NavLink to={category.route} className="header__nav-link">
              <CategoryIcon code={category.code} size={16} />
              <span>{label(category.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {listed ? (
        <Suspense fallback={null}>
          <HeaderGameList
            category={listed}
            onNavigate={() => setListed(null)}
            onMouseEnter={keepList}
            onMouseLeave={hideList}
            onFocus={keepList}
            onBlur={hideList}
          />
        </Suspense>
      ) : null}
      {hidden.length > 0 ? (
        <div className="popover-anchor header__more">
          <button
            ref={triggerRef}
            type="button"
            className={clsx('header__nav-link', hiddenActive && 'active')}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            <span>{t('layout:header.more')}</span>
            <ChevronDown size={16} aria-hidden="true" />
          </button>
          {open ? (
            <div ref={panelRef} id={panelId} className="popover popover--menu header__more-panel">
              <ul className="menu-list" aria-label={t('layout:header.moreGames')}>
                {hidden.map((category) => (
                  <li key={category.code}>
                    <NavLink
                      to={category.route}
                      onClick={close}
                      className={({ isActive }) => (isActive ? 'is-active' : undefined)}
                    >
                      <CategoryIcon code={category.code} size={18} />
                      {label(category.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {/* Natural widths of every entry and of the "more" button; never seen nor announced. */}
      <div ref={measureRef} className="header__nav-measure" aria-hidden="true">
        {GAME_CATEGORIES.map((category) => (
          <span key={category.code} className="header__nav-link" data-measure="item">
            <CategoryIcon code={category.code} size={16} />
            <span>{label(category.labelKey)}</span>
          </span>
        ))}
        <span className="header__nav-link" data-measure="more">
          <span>{t('layout:header.more')}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </span>
      </div>
    </nav>
  );
}
