import { clsx } from 'clsx';
import { Link } from 'react-router';

interface TSiteLogoProps {
  siteName: string;
  /** Hide the name (collapsed menus, small phones). */
  markOnly?: boolean;
  to?: string;
  className?: string;
}

/** The brand mark (a gold star medallion) and the site name. */
export function SiteLogo({ siteName, markOnly = false, to = '/', className }: TSiteLogoProps) {
  return (
    <Link to={to} className={clsx('logo', className)} aria-label={siteName}>
      <LogoMark />
      {markOnly ? null : <span className="logo__name">{siteName}</span>}
    </Link>
  );
}

/** The brand mark alone. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg className="logo__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#e08a1e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="url(#logo-gold)" />
      <path
        d="M32 12l6 12.3 13.5 2-9.8 9.5 2.3 13.5L32 42.9l-12 6.4 2.3-13.5-9.8-9.5 13.5-2z"
        fill="#1a1206"
        opacity="0.88"
      />
    </svg>
  );
}
