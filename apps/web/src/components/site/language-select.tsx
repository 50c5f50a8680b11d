import { LANGUAGE_CATALOGUE } from '@lw/contracts';
import { clsx } from 'clsx';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';

interface TLanguageSelectProps {
  /** Language codes the server offers (`languages.offered`); names come from the catalogue. */
  offered: readonly { code: string; nativeName: string }[];
  compact?: boolean;
  className?: string;
}

/** The language selector: lists the server's offered languages by native name. */
export function LanguageSelect({ offered, compact = false, className }: TLanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = offered.length > 0 ? offered : LANGUAGE_CATALOGUE.slice(0, 3);
  const current = options.some((o) => o.code === i18n.language) ? i18n.language : undefined;
  return (
    <div className={clsx('lang-select', compact && 'lang-select--compact', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <Globe size={18} aria-hidden="true" className="lang-select__icon" />
      <select
        id={id}
        className="lang-select__input"
        value={current ?? i18n.language}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {current === undefined ? <option value={i18n.language}>{i18n.language}</option> : null}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
