import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '@lw/contracts';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS, readStorage, writeStorage } from './storage';

/** Translation namespaces, one JSON file per namespace and language under `src/locales`. */
export const NAMESPACES = [
  'common',
  'layout',
  'auth',
  'system',
  'home',
  'pages',
  'help',
  'wallet',
  'cashier',
  'games',
  'gameRecords',
  'house',
  'fairness',
] as const;

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

/** Bundled resources: `{ th: { common: {...}, ... }, en: ..., zh: ... }`. */
export function bundledResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

/** The language to start in: the visitor's last choice, else Thai (spec §1). */
export function initialLanguage(): string {
  return readStorage('local', LOCAL_KEYS.lang) || DEFAULT_LANGUAGE;
}

/** True when the visitor picked a language themselves (then the server default is ignored). */
export function hasStoredLanguage(): boolean {
  return Boolean(readStorage('local', LOCAL_KEYS.lang));
}

function syncHtmlLang(language: string): void {
  document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: bundledResources(),
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  // Only th, en and zh ship texts; any other offered language (ja, zh-TW, …) shows English.
  load: 'currentOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
syncHtmlLang(i18n.language);
i18n.on('languageChanged', syncHtmlLang);

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: string): Promise<void> {
  writeStorage('local', LOCAL_KEYS.lang, language);
  await i18n.changeLanguage(language);
}
