import { GAME_TYPES } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../../api/game-menus';

/** Every vendor of the game menus, once, by name (the vendor filter's options). */
export function useVendorOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const menus = useGameMenus(i18n.language);
  const seen = new Map<string, string>();
  for (const menu of menus.data?.gameMenus ?? []) {
    for (const vendor of menu.vendors) {
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor.displayName);
    }
  }
  return [...seen]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The vendor's name in the menus, else its code. */
export function useVendorName(): (code: string) => string {
  const options = useVendorOptions();
  return (code) => options.find((o) => o.value === code)?.label ?? code;
}

/** The game categories (the category filter's options). */
export function useCategoryOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('gameRecords');
  return GAME_TYPES.map((type) => ({ value: type, label: t(`category.${type}`) }));
}
