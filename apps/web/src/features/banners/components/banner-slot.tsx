import type { TBannerGroup } from '@lw/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/get-banners';
import { BannerLink } from './banner-link';
import './banner-slot.css';

/**
 * The banners of one group in their place (login popup, register modal, forgot-password modal,
 * side menu): the live ones stacked, nothing at all when the operator configured none.
 */
export function BannerSlot({ group, className }: { group: TBannerGroup; className?: string }) {
  const { t } = useTranslation('banners');
  const banners = useBanners(group);
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <aside className={clsx('banner-slot', className)} aria-label={t('label')} data-group={group}>
      {list.map((banner) => (
        <BannerLink
          key={banner.id}
          link={banner.link}
          label={banner.title}
          className="banner-slot__item"
        >
          <img
            className="banner-slot__image"
            src={banner.imageUrl}
            alt={banner.title}
            loading="lazy"
            decoding="async"
          />
        </BannerLink>
      ))}
    </aside>
  );
}
