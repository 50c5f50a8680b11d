import { SHIPPED_LANGUAGES, type TLocalizedText, type TShippedLanguage } from '@lw/contracts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Textarea } from '../ui/input';
import { FieldErrorText } from '../ui/field';

export interface LocalizedTextInputProps {
  /** Accessible name of the whole group, e.g. "Message". */
  label: string;
  value: TLocalizedText;
  onChange: (value: TLocalizedText) => void;
  onBlur?: () => void;
  errors?: Partial<Record<TShippedLanguage, string | undefined>>;
  multiline?: boolean;
  disabled?: boolean;
  /** `tabs` shows one language at a time; `inline` shows the three side by side. */
  layout?: 'tabs' | 'inline';
}

/** Operator text in Thai, English and Chinese. */
export function LocalizedTextInput({
  label,
  value,
  onChange,
  onBlur,
  errors = {},
  multiline = false,
  disabled,
  layout = 'tabs',
}: LocalizedTextInputProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [active, setActive] = useState<TShippedLanguage>('th');

  function control(lang: TShippedLanguage) {
    const id = `${baseId}-${lang}`;
    const common = {
      id,
      value: value[lang],
      disabled,
      onBlur,
      invalid: !!errors[lang],
      'aria-label': `${label} (${t(`languageNames.${lang}`)})`,
    };
    return multiline ? (
      <Textarea
        {...common}
        rows={3}
        onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
      />
    ) : (
      <Input {...common} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
    );
  }

  if (layout === 'inline') {
    return (
      <div className="localized-inline" role="group" aria-label={label}>
        {SHIPPED_LANGUAGES.map((lang) => (
          <div key={lang} className="localized-inline__item">
            <span className="lang-tag" aria-hidden="true">
              {lang.toUpperCase()}
            </span>
            {control(lang)}
            <FieldErrorText message={errors[lang]} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="localized-tabs" role="group" aria-label={label}>
      <div className="localized-tabs__list" role="tablist" aria-label={label}>
        {SHIPPED_LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`${baseId}-tab-${lang}`}
            aria-selected={active === lang}
            aria-controls={`${baseId}-panel-${lang}`}
            className={clsx('localized-tabs__tab', active === lang && 'is-active')}
            onClick={() => setActive(lang)}
          >
            {t(`languageNames.${lang}`)}
            {errors[lang] ? (
              <span className="tab-dot tab-dot--error" aria-label={t('hasError')} />
            ) : (
              !value[lang].trim() && (
                <span className="tab-dot" aria-label={t('empty')} title={t('empty')} />
              )
            )}
          </button>
        ))}
      </div>
      {SHIPPED_LANGUAGES.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${baseId}-panel-${lang}`}
          aria-labelledby={`${baseId}-tab-${lang}`}
          hidden={active !== lang}
          className="localized-tabs__panel"
        >
          {control(lang)}
          <FieldErrorText message={errors[lang]} />
        </div>
      ))}
    </div>
  );
}
