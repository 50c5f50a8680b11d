import { shellBannerArt } from './shell-banner-art.ts';

/**
 * The static first screen of index.html: the boxes of the player site's shell (header, side menu,
 * phone tab bar) and of the lobby's first screen (banner, notice marquee, jackpot, category menu,
 * the games' placeholder) or of a game category page (its hero band and picture), drawn with the app's own classes and stylesheet so each box is where
 * React will draw it. It carries no text (the language is not known yet) and no control: React
 * replaces it whole when it mounts (createRoot). e2e/tests/static-shell.spec.ts fails when a box
 * here and the app's differ.
 *
 * The banner's first slide holds a picture (build/shell-banner-art.ts): the largest thing on a
 * phone's first screen is painted from the HTML alone, before any script.
 */
/** The header's menu icon (lucide's "menu", as the header draws it): something to paint at once. */
const MENU_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/></svg>';

export function staticShellMarkup(): string {
  const art = shellBannerArt();
  const pills = (count: number, className: string) =>
    Array.from({ length: count }, () => `<span class="${className}"></span>`).join('');
  const digits = Array.from(
    { length: 7 },
    () => '<span class="jackpot__digit"><span class="jackpot__face">0</span></span>',
  ).join('');
  return `<div class="shell shell--with-side static-shell" data-static-shell aria-hidden="true">
<header class="header"><div class="header__start"><span class="icon-btn header__burger">${MENU_ICON}</span><span class="logo"><span class="logo__mark static-shell__block"></span></span></div>
<div class="header__end">${pills(2, 'btn btn--sm static-shell__block static-shell__pill')}</div></header>
<div class="shell__body"><aside class="side"></aside><div class="shell__main"><main class="shell__content">
<div class="home static-shell__home">
<section class="banner"><div class="banner__viewport"><div class="banner__track">
<div class="banner__slide is-selected"><img class="banner__art" src="${art}" alt="" width="1272" height="440" fetchpriority="high"></div>
<div class="banner__slide"></div></div></div><div class="banner__dots">${pills(4, 'banner__dot')}</div></section>
<section class="marquee"><span class="marquee__icon"></span><div class="marquee__viewport"><div class="marquee__track"><p class="marquee__row"><span class="marquee__item">&nbsp;</span></p></div></div></section>
<section class="jackpot"><h2 class="jackpot__title">&nbsp;</h2><p class="jackpot__value tabular"><span class="jackpot__currency">&nbsp;</span>${digits}</p></section>
<div class="home__menu"><div class="static-shell__row">${pills(4, 'static-shell__block static-shell__chip')}</div></div>
<div class="home__pending skeleton"></div>
</div>
<div class="static-shell__page"><div class="home__pending skeleton"></div></div>
<div class="static-shell__category"><section class="page"><div class="page__hero"><img class="page__hero-art" alt="" data-shell-hero fetchpriority="high"><div class="page__hero-text"><span class="page__icon"></span><div><h1 class="page__title">&nbsp;</h1><p class="page__subtitle">&nbsp;</p></div></div></div><div class="page__content"><div class="home__pending skeleton"></div></div></section></div>
</main></div></div>
<nav class="tabbar"></nav>
</div>`;
}

/**
 * What the shell needs beyond the app's stylesheet: which first screen shows (the boot script
 * marks the address), the text placeholders kept invisible and in a local font (laying out even
 * hidden text fetches the web font it is set in, with the first paint), the carousel's first
 * slide centred as the carousel centres it.
 */
export const STATIC_SHELL_STYLE = `<style>
html[data-shell='page'] .static-shell__home,html[data-shell='category'] .static-shell__home,html:not([data-shell='page']) .static-shell__page,html:not([data-shell='category']) .static-shell__category{display:none}
.static-shell .page__hero-art:not([src]){visibility:hidden}
.static-shell .jackpot__title,.static-shell .page__title,.static-shell .page__subtitle,.static-shell .jackpot__value,.static-shell .marquee__item{visibility:hidden}
.static-shell{font-family:sans-serif}
.static-shell__block{display:inline-block;background:var(--surface-3);border-radius:var(--radius-pill)}
.static-shell__pill{width:96px}
.static-shell__row{display:flex;gap:var(--space-3);overflow:hidden}
.static-shell__chip{flex:none;width:120px;height:44px}
.static-shell .banner__track{transform:translateX(calc((100% - 100% / 1.272) / 2))}
@media (max-width:767px){.static-shell .banner__track{transform:translateX(4%)}}
</style>`;
