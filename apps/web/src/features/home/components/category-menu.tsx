import { GAME_CATEGORIES, type TGameCategoryCode } from '@lw/contracts';
import { clsx } from 'clsx';
import { Flame, Heart, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/site/category-icon';

export type TLobbyCategory = 'HOME' | 'HOT' | 'FAV' | TGameCategoryCode;

interface TCategoryMenuProps {
  value: TLobbyCategory;
  onChange: (category: TLobbyCategory) => void;
}

/** The lobby's category menu: home, HOT, FAV and the game categories. */
export function CategoryMenu({ value, onChange }: TCategoryMenuProps) {
  const { t } = useTranslation(['home', 'common']);
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
    <nav className="cat-menu" aria-label={t('home:categories.label')}>
      <ul>
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
    </nav>
  );
}
