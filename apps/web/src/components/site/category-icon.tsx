import type { TGameCategoryCode } from '@lw/contracts';
import {
  Bird,
  Clover,
  Dices,
  Fish,
  Gamepad2,
  Spade,
  Ticket,
  Trophy,
  Tv,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<TGameCategoryCode, LucideIcon> = {
  RNG: Dices,
  LIVE: Tv,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  PVP: Spade,
  FISH: Fish,
  LOTT: Ticket,
  ELOTT: Clover,
  COCKFIGHT: Bird,
};

/** The icon of a game category in menus. */
export function CategoryIcon({ code, size = 18 }: { code: TGameCategoryCode; size?: number }) {
  const Icon = ICONS[code];
  return <Icon size={size} aria-hidden="true" />;
}
