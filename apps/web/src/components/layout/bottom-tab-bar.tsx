import { clsx } from 'clsx';
import { ArrowDownToLine, Gift, House, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { memberPageHref } from '../../lib/links';

/** The phone bottom tab bar: home, promotions, deposit, member. */
export function BottomTabBar() {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const page = new URLSearchParams(search).get('page');
  const tabs = [
    {
      key: 'home',
      to: '/',
      icon: House,
      active: ['/', '/home', '/index', '/index.html'].includes(pathname),
    },
    { key: 'promotions', to: '/promotions', icon: Gift, active: pathname === '/promotions' },
    {
      key: 'deposit',
      to: memberPageHref('depositv2'),
      icon: ArrowDownToLine,
      active: pathname === '/member' && page === 'depositv2',
    },
    {
      key: 'member',
      to: memberPageHref('securityCenter'),
      icon: UserRound,
      active: pathname === '/member' && page !== 'depositv2',
    },
  ] as const;
  return (
    <nav className="tabbar" aria-label={t('tabbar.label')}>
      <ul>
        {tabs.map((tab) => {
          const Icon = tab.icon;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                className={clsx(
                  'tabbar__item',
                  tab.key === 'deposit' && 'tabbar__item--accent',
                  tab.active && 'is-active',
                )}
                aria-current={tab.active ? 'page' : undefined}
              >
                <span className="tabbar__icon">
                  <Icon size={22} aria-hidden="true" />
                </span>
                <span className="tabbar__label">{t(`tabbar.${tab.key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
