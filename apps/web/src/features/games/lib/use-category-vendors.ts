import type { TGameType, TVendorCategory } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../api/get-vendor-categories';

/** The vendor category of `gameType` (cards and classifies), once loaded. */
export function useCategoryVendors(gameType: TGameType) {
  const { i18n } = useTranslation();
  const query = useVendorCategories(gameType, i18n.language);
  const category: TVendorCategory | undefined = query.data?.categories.find(
    (c) => c.gameCategory === gameType,
  );
  return {
    loading: query.isPending,
    error: query.isError,
    cards: category?.cards ?? [],
    classifies: category?.gameClassify.map((c) => c.classify) ?? [],
  };
}
