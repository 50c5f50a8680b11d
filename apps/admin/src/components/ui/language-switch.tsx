import { SHIPPED_LANGUAGES } from '@lw/contracts';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shippedLanguage } from '../../lib/i18n';

/** Interface language (th, en, zh); the choice is kept for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="lang-switch">
      <Languages size={16} aria-hidden="true" />
      <span className="visually-hidden">{t('language')}</span>
      <select
        value={shippedLanguage(i18n.language)}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
      >
        {SHIPPED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`languageNames.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
