import type { TAllSettings, TWebManifest } from '@lw/contracts';

/** The boot cover's navy (apps/web/index.html, DESIGN.md's dark theme): splash and title bar. */
const NAVY = '#0b1120';
/** Launchers cut longer short names. */
const SHORT_NAME_MAX = 12;

/** What the site is, in the shipped languages; any other default language reads English. */
const DESCRIPTIONS: Record<string, string> = {
  th: 'คาสิโน สล็อต กีฬา ยิงปลา และหวย',
  en: 'Casino, slots, sports, fishing and lottery games.',
  zh: '真人娱乐、老虎机、体育、捕鱼和彩票游戏。',
};

/**
 * The web manifest of the player site: the operator's site name and default language, the
 * design's colours, the icons drawn into apps/web/public (scripts/draw-app-icons.mjs).
 */
export function buildWebManifest(settings: Pick<TAllSettings, 'site' | 'languages'>): TWebManifest {
  const name = settings.site.siteName;
  const lang = settings.languages.default;
  return {
    id: '/',
    name,
    short_name: [...name].slice(0, SHORT_NAME_MAX).join('').trim(),
    description: DESCRIPTIONS[lang] ?? DESCRIPTIONS.en!,
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: NAVY,
    background_color: NAVY,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
