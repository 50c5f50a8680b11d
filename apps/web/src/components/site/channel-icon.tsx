import type { TPermissionResponse } from '@lw/contracts';
import {
  Headphones,
  Mail,
  MessageCircleMore,
  MessagesSquare,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandIcon } from '../icons/brand-icons';

type TCsKind = TPermissionResponse['customerService'][number]['kind'];

const ICONS: Record<Exclude<TCsKind, 'facebook' | 'line' | 'telegram'>, LucideIcon> = {
  livechat: MessagesSquare,
  whatsapp: Phone,
  wechat: MessageCircleMore,
  zalo: MessageCircleMore,
  phone: Phone,
  email: Mail,
  other: Headphones,
};

/** A customer-service channel's icon in its brand-like colour (set by CSS per kind). */
export function ChannelIcon({ kind, size = 18 }: { kind: TCsKind; size?: number }) {
  let glyph: ReactNode;
  if (kind === 'facebook' || kind === 'line' || kind === 'telegram') {
    glyph = <BrandIcon network={kind} size={size} />;
  } else {
    const Icon = ICONS[kind];
    glyph = <Icon size={size} />;
  }
  return (
    <span className={`channel-icon channel-icon--${kind}`} aria-hidden="true">
      {glyph}
    </span>
  );
}
