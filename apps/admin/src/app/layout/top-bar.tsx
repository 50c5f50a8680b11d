import { ChevronDown, KeyRound, LogOut, Menu, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../components/ui/button';
import { Pill } from '../../components/ui/pill';
import { Popover } from '../../components/ui/popover';
import { AlertsBell } from '../../features/alerts';
import { ChangePasswordDialog } from '../../features/auth';
import { useLogout, useSession } from '../../features/auth';
import { useDateTime } from '../../lib/datetime';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { ThemeSwitch } from './theme-switch';

/**
 * The bar above every screen: menu (phones), the site time zone, alerts, language, theme and the
 * acting operator.
 */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { operator } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { timeZone, offset } = useDateTime();

  function signOut() {
    logout.mutate(undefined, {
      onSettled: () => {
        void navigate('/login', { replace: true });
      },
    });
  }

  return (
    <header className="top-bar">
      <IconButton
        className="top-bar__menu"
        label={t('nav:openMenu')}
        icon={<Menu size={20} />}
        onClick={onOpenMenu}
      />
      <div className="top-bar__spacer" />
      {/* Every time of the back office is in the site zone: say so once, beside the tools. */}
      <span className="time-zone-note" data-testid="time-zone-note">
        {t('timeZoneNote', { zone: timeZone, offset: offset() })}
      </span>
      <AlertsBell />
      <LanguageSwitch />
      <ThemeSwitch />
      <Popover
        trigger={(props) => (
          <button type="button" className="operator-chip" {...props}>
            <span className="operator-chip__avatar" aria-hidden="true">
              <UserRound size={16} />
            </span>
            <span className="operator-chip__text">
              <span className="operator-chip__name">{operator.displayName}</span>
              <span className="operator-chip__role">{t(`roles.${operator.role}`)}</span>
            </span>
            <ChevronDown size={16} aria-hidden="true" />
          </button>
        )}
      >
        <div className="menu">
          <div className="menu__header">
            <p className="menu__title">{operator.displayName}</p>
            <p className="menu__subtitle">@{operator.username}</p>
            <Pill tone="info">{t(`roles.${operator.role}`)}</Pill>
          </div>
          <Button
            variant="ghost"
            className="menu__item"
            icon={<KeyRound size={16} />}
            onClick={() => setPasswordOpen(true)}
          >
            {t('auth:changePassword')}
          </Button>
          <Button
            variant="ghost"
            className="menu__item"
            icon={<LogOut size={16} />}
            loading={logout.isPending}
            onClick={signOut}
          >
            {t('auth:signOut')}
          </Button>
        </div>
      </Popover>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </header>
  );
}
