import { GAME_CATEGORIES, type TGameCategoryCode } from '@lw/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Flame, Heart, LayoutGrid } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/site/category-icon';
import { useScrollEdges } from '../../../components/ui/use-scroll-edges';

export type TLobbyCategory = 'HOME' | 'HOT' | 'FAV' | TGameCategoryCode;

interface TCategoryMenuProps {
  value: TLobbyCategory;
  onChange: (category: TLobbyCategory) => void;
}

/**
 * The lobby's category menu: home, HOT, FAV and the game categories, in one strip that scrolls
 * sideways where it is too narrow, with a fade and an arrow on each side that hides entries.
 */
export function CategoryMenu({ value, onChange }: TCategoryMenuProps) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const listRef = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(listRef, i18n.language);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  const items: { key: TLobbyCategory; label: string; icon: ReactNode }[] = [
    {
      key: 'HOME',
      label: t('home:categories.home'),
      icon: <LayoutGrid size={18} aria-hidden="true" />,
    },
    { key: 'HOT', label: t('home:categories.hot'), icon: <Flame size={18} aria-hidden="true" /> },
    { key: 'FAV', label: t('home:categories.fav'), icon: <Heart size={18} aria-hidden="true" /> },
    ...GAME_CATEGORIES.map((c) => ({
      key: c.code,
      label: t(`common:${c.labelKey}`),
      icon: <CategoryIcon code={c.code} />,
    })),
  ];
  return (
    <nav
      className={clsx(
        'cat-menu',
        edges.before && 'cat-menu--more-before',
        edges.after && 'cat-menu--more-after',
      )}
      aria-label={t('home:categories.label')}
    >
      {edges.before ? (
        <button
          type="button"
          className="cat-menu__scroll cat-menu__scroll--before"
          aria-label={t('home:categories.scrollBack')}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
      ) : null}
      <ul ref={listRef}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={clsx(
                'cat-menu__item',
                item.key === value && 'is-active',
                item.key === 'HOT' && 'cat-menu__item--hot',
              )}
              aria-pressed={item.key === value}
              onClick={() => onChange(item.key)}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          </li>
        ))}
      </ul>
      {edges.after ? (
        <button
          type="button"
          className="cat-menu__scroll cat-menu__scroll--after"
          aria-label={t('home:categories.scrollOn')}
          onClick={() => scroll(1)}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      ) : null}
    </nav>
  );
}
