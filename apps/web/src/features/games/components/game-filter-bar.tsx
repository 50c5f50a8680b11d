import { GAME_FILTERS, type TGameFilter } from '@lw/contracts';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipChoice } from '../../../components/ui/chip-choice';

interface TGameFilterBarProps {
  filter: TGameFilter;
  onFilter: (filter: TGameFilter) => void;
  search: string;
  onSearch: (value: string) => void;
  vendor: string | null;
  onClearVendor: () => void;
}

/** Filter types (NEW, FAV, ALL, HOT, RECENT), the chosen vendor chip and the name search. */
export function GameFilterBar({
  filter,
  onFilter,
  search,
  onSearch,
  vendor,
  onClearVendor,
}: TGameFilterBarProps) {
  const { t } = useTranslation('pages');
  const searchId = useId();
  return (
    <div className="filter-bar">
      <ChipChoice
        label={t('games.filterLabel')}
        options={GAME_FILTERS}
        value={filter}
        onChange={onFilter}
        optionLabel={(key) => t(`games.filter.${key}`)}
      >
        {vendor ? (
          <button
            type="button"
            className="chip chip--vendor is-active"
            onClick={onClearVendor}
            aria-label={t('games.clearVendor', { vendor })}
          >
            {vendor}
            <X size={14} aria-hidden="true" />
          </button>
        ) : null}
      </ChipChoice>
      <div className="search-box">
        <label htmlFor={searchId} className="sr-only">
          {t('games.search')}
        </label>
        <Search size={18} aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={60}
          placeholder={t('games.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
    </div>
  );
}
