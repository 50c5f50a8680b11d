import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme-context';
import { IconButton } from '../ui/icon-button';

/** Switches light and dark; the choice is remembered. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const toDark = theme === 'light';
  return (
    <IconButton
      label={toDark ? t('theme.toDark') : t('theme.toLight')}
      onClick={toggleTheme}
      aria-pressed={theme === 'dark'}
    >
      {toDark ? <Moon size={20} aria-hidden="true" /> : <Sun size={20} aria-hidden="true" />}
    </IconButton>
  );
}
