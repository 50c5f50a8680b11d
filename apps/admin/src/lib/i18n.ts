import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, type TShippedLanguage } from '@lw/contracts';
import { readLanguage, writeLanguage } from './storage';
import { resources } from '../locales';

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];

export function isShippedLanguage(value: string | null | undefined): value is TShippedLanguage {
  return !!value && (SHIPPED_LANGUAGES as readonly string[]).includes(value);
}

/** The interface language: the operator's last choice, else Thai. */
export function initialLanguage(): TShippedLanguage {
  const saved = readLanguage();
  return isShippedLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/** Creates and initialises the i18next instance the app (and tests) use. */
export function createI18n(language: TShippedLanguage = initialLanguage()) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SHIPPED_LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => {
    if (isShippedLanguage(lng)) writeLanguage(lng);
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = language;
  return instance;
}

/** The current language narrowed to a shipped one, for `errorMessages` and operator texts. */
export function shippedLanguage(language: string): TShippedLanguage {
  const short = language.slice(0, 2);
  return isShippedLanguage(short) ? short : DEFAULT_LANGUAGE;
}
