import { ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth';
import { NAV_GROUPS } from '../../lib/nav-items';

/** Left navigation by domain; entries the operator may not use are left out. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { permissions } = useSession();
  return (
    <nav className="side-nav" aria-label={t('mainNavigation')}>
      <div className="side-nav__brand">
        <span className="brand-mark" aria-hidden="true">
          <ShieldCheck size={18} />
        </span>
        <span className="side-nav__brand-name">{t('brand')}</span>
      </div>
      {NAV_GROUPS.map((group, i) => {
        const items = group.items.filter(
          (item) => !item.permission || permissions.includes(item.permission),
        );
        if (items.length === 0) return null;
        return (
          <div className="side-nav__group" key={group.titleKey ?? i}>
            {group.titleKey && <p className="side-nav__heading">{t(group.titleKey)}</p>}
            <ul>
              {items.map(({ to, labelKey, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === '/'}
                    className={({ isActive }) => `side-nav__link${isActive ? ' is-active' : ''}`}
                    onClick={onNavigate}
                  >
                    <Icon size={18} aria-hidden="true" />
                    <span>{t(labelKey)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
