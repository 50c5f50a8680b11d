import type { TBannerLink } from '@lw/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TBannerLinkProps {
  link: TBannerLink;
  /** The banner's title: the link's accessible name. */
  label: string;
  className?: string;
  tabIndex?: number;
  children: ReactNode;
}

/**
 * Wraps a banner in its link: a site route through the router, an outside page in a new tab
 * (rel=noopener noreferrer), or nothing. The link was validated on save (no `javascript:`).
 */
export function BannerLink({ link, label, className, tabIndex, children }: TBannerLinkProps) {
  const { t } = useTranslation('banners');
  if (link.type === 'internal') {
    return (
      <Link
        to={link.path}
        className={className}
        aria-label={label || undefined}
        tabIndex={tabIndex}
      >
        {children}
      </Link>
    );
  }
  if (link.type === 'external' && /^https?:\/\//i.test(link.url)) {
    return (
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-label={`${label || link.url} ${t('newTab')}`}
        tabIndex={tabIndex}
      >
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
