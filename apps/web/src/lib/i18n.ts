import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, SHIPPED_LANGUAGES } from '@lw/contracts';
import i18next, { type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
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
  'crash',
] as const;

/**
 * Namespaces only lazily loaded screens use (the house games, /fairness, crash): their texts come
 * with the screen in every language, Thai included, so the first page carries none of them.
 */
const SCREEN_NAMESPACES: readonly string[] = ['house', 'fairness', 'crash'];

// The default language's texts ship in the first script (the site starts in Thai, spec §1); every
// other language is fetched when chosen, one small chunk per namespace, before it is shown.
const defaultTexts = import.meta.glob<Record<string, unknown>>(
  ['../locales/th/*.json', '!../locales/th/{house,fairness,crash}.json'],
  { eager: true, import: 'default' },
);
const otherTexts = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/th/*.json'],
  { import: 'default' },
);
const screenTexts = import.meta.glob<Record<string, unknown>>(
  '../locales/th/{house,fairness,crash}.json',
  { import: 'default' },
);

const localeFile = (language: string, namespace: string) =>
  `../locales/${language}/${namespace}.json`;

/** Texts in `language` (other than the bundled default), namespace by namespace. */
async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const file = localeFile(language, namespace);
  const load = otherTexts[file] ?? screenTexts[file];
  // A language that ships no texts (ja, zh-TW, …) has none: the fallback language answers.
  return load ? load() : {};
}

function bundledResources(): Resource {
  const resources: Resource = {};
  for (const [path, texts] of Object.entries(defaultTexts)) addTexts(resources, path, texts);
  return resources;
}

function addTexts(resources: Resource, path: string, texts: Record<string, unknown>): void {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) return;
  const [, language, namespace] = match as unknown as [string, string, string];
  resources[language] ??= {};
  resources[language][namespace] = texts;
}

/** Every shipped language's texts: `{ th: { common: {...}, ... }, en: ..., zh: ... }`. */
export async function loadAllResources(): Promise<Resource> {
  const resources: Resource = bundledResources();
  for (const [path, load] of Object.entries({ ...otherTexts, ...screenTexts })) {
    addTexts(resources, path, await load());
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

void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadTexts))
  .init({
    resources: bundledResources(),
    // Thai is bundled; the others come through the backend above.
    partialBundledLanguages: true,
    lng: initialLanguage(),
    // Only th, en and zh ship texts; any other offered language (ja, zh-TW, …) shows English. The
    // shipped ones have every text (src/locales/locale-parity.test.ts): a Thai visitor never
    // downloads English.
    fallbackLng: {
      ...Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, []])),
      default: [FALLBACK_LANGUAGE],
    },
    load: 'currentOnly',
    // Screen namespaces load when their screen asks (useTranslation suspends until then).
    ns: NAMESPACES.filter((namespace) => !SCREEN_NAMESPACES.includes(namespace)),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
syncHtmlLang(i18n.language);

/** Settles once the starting language's texts are there (at once for Thai). */
export const i18nReady: Promise<unknown> = i18n.isInitialized
  ? Promise.resolve()
  : new Promise((resolve) => i18n.on('initialized', resolve));
i18n.on('languageChanged', syncHtmlLang);

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: string): Promise<void> {
  writeStorage('local', LOCAL_KEYS.lang, language);
  await i18n.changeLanguage(language);
}
