import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/button';
import { applyTheme, savedTheme, type Theme } from '../../lib/theme';

/** Light (default) or dark theme, kept for the next visit. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(savedTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <IconButton
      label={theme === 'dark' ? t('theme.light') : t('theme.dark')}
      icon={theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    />
  );
}
