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
  'feedback',
  'wallet',
  'cashier',
  'games',
  'gameRecords',
  'house',
  'fairness',
  'crash',
  'pwa',
  'profile',
  'banners',
  'announcements',
  'messages',
  'chat',
  'realityChecks',
  'limits',
  'kyc',
  'bonus',
] as const;

/**
 * Namespaces the first screen (header, side menu, footer, lobby, system pages) does not use: their
 * texts are small chunks per language, Thai included, fetched once the page is up
 * (`loadLaterNamespaces`) or when a screen asks for one first (useTranslation suspends until
 * then). Every other namespace ships its Thai texts in the first script. The glob patterns below
 * repeat these names (they must be literal).
 */
const LATER_NAMESPACES: readonly string[] = [
  'auth',
  'pages',
  'help',
  'feedback',
  'wallet',
  'cashier',
  'gameRecords',
  'profile',
  'messages',
  'chat',
  'limits',
  'kyc',
  'bonus',
];
/** Of those, the ones only their own screen uses (house games, /fairness, crash, the PWA prompt, game screens' reality checks). */
const SCREEN_ONLY_NAMESPACES: readonly string[] = [
  'house',
  'fairness',
  'crash',
  'pwa',
  'realityChecks',
];

// The site starts in Thai (spec §1); every other language is fetched when chosen, before it shows.
const defaultTexts = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/th/*.json',
    '!../locales/th/{auth,pages,help,feedback,wallet,cashier,gameRecords,profile,messages,chat,limits,kyc,bonus}.json',
    '!../locales/th/{house,fairness,crash,pwa,realityChecks}.json',
  ],
  { eager: true, import: 'default' },
);
const lazyTexts = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/{en,zh}/*.json',
    '../locales/th/{auth,pages,help,feedback,wallet,cashier,gameRecords,profile,messages,chat,limits,kyc,bonus}.json',
    '../locales/th/{house,fairness,crash,pwa,realityChecks}.json',
  ],
  { import: 'default' },
);

const localeFile = (language: string, namespace: string) =>
  `../locales/${language}/${namespace}.json`;

/** Texts in `language` (other than the bundled default), namespace by namespace. */
async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const file = localeFile(language, namespace);
  const load = lazyTexts[file];
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
  for (const [path, load] of Object.entries(lazyTexts)) {
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
    // The others load after the first screen, or when a screen asks (useTranslation suspends).
    ns: NAMESPACES.filter(
      (namespace) =>
        !LATER_NAMESPACES.includes(namespace) && !SCREEN_ONLY_NAMESPACES.includes(namespace),
    ),
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

/**
 * Fetches the namespaces the first screen does not need (sign-in, cashier, member pages...) once
 * the browser is idle after start, so a popup or page opened later finds its texts ready.
 */
export function loadLaterNamespaces(): void {
  // One namespace per task: adding them all at once was one long task on a phone.
  const load = async () => {
    for (const namespace of LATER_NAMESPACES) {
      await i18n.loadNamespaces(namespace);
      await new Promise((resolve) => window.setTimeout(resolve, 0));
    }
  };
  const start = () => void load();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start);
  else window.setTimeout(start, 1000);
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: string): Promise<void> {
  writeStorage('local', LOCAL_KEYS.lang, language);
  await i18n.changeLanguage(language);
}
