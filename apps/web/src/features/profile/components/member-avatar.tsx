import { useState } from 'react';
import { avatarDataUrl } from '../../../lib/art';
import { useMemberAvatar } from '../api/avatars';

interface TMemberAvatarProps {
  /** The account name: the drawn avatar's initials and colours come from it. */
  name: string;
  size: number;
  className?: string;
}

/**
 * The member's chosen avatar; until chosen, or when its image fails to load (spec §8 "avatar
 * fallback"), the avatar drawn from the name.
 */
export function MemberAvatar({ name, size, className }: TMemberAvatarProps) {
  const avatar = useMemberAvatar();
  const url = avatar.data?.url ?? null;
  const [failed, setFailed] = useState<string | null>(null);
  const src = url && failed !== url ? url : avatarDataUrl(name);
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      data-avatar={url && failed !== url ? 'chosen' : 'drawn'}
      onError={() => setFailed(url)}
    />
  );
}
