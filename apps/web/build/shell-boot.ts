/**
 * The boot script of the built site, run in <head> before anything is drawn (a file, not inline
 * code: the CSP allows scripts from our origin only). It marks which static first screen fits the
 * address (the lobby's, or a plain page's); on the lobby it loads the app only after the static
 * screen has been painted, so the app's scripts do not compete with the first paint.
 * Written as a function so it is type-checked; the plugin ships its source text.
 */
export function shellBoot(): void {
  // The app's web font (build/static-shell.ts preloads its files).
  const FONT_FAMILY = 'Prompt';
  const me = document.currentScript;
  const root = document.documentElement;
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  // The paths whose screen is the lobby (app/routes.tsx: HOME_PATHS, /login, /register, /help).
  const lobby = /^\/(index|index\.html|home|login|register|help)?$/.test(path);
  // A game category page (/rng, /live, …) has its hero picture drawn at once (build/static-shell.ts).
  const hero = (me?.getAttribute('data-heroes') ?? '')
    .split(' ')
    .map((pair) => pair.split('='))
    .find(([route]) => route === path)?.[1];
  root.setAttribute('data-shell', lobby ? 'home' : hero ? 'category' : 'page');
  if (!me) return;
  const addLink = (attributes: Record<string, string>) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.appendChild(link);
  };
  if (hero) addLink({ rel: 'preload', as: 'image', href: hero, fetchpriority: 'high' });
  const entry = me.getAttribute('data-entry');
  const listed = (name: string) => (me.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const preloads = listed('data-preload');
  const fonts = listed('data-fonts');
  let preloaded = false;
  // The app's web fonts and module scripts, fetched together once the static screen is up.
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    for (const href of fonts) {
      addLink({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href });
      // Asked for by the page's fonts too, each face is decoded as its file arrives, in a small
      // task of its own: not all of them at the app's first layout of text (that one took ~30 ms
      // more: the longest task of the start-up). The face: its weight and script in the file name.
      const face = /-(thai|latin)-(\d00)-normal-/.exec(href);
      if (face && document.fonts) {
        const sample = face[1] === 'thai' ? '\u0e01' : 'a';
        document.fonts.load(`${face[2]} 1em ${FONT_FAMILY}`, sample).catch(() => undefined);
      }
    }
    for (const href of preloads) addLink({ rel: 'modulepreload', crossorigin: '', href });
  };
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    preload();
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  const whenParsed = (then: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  };
  // The lobby's static screen is painted first, and a category page's hero picture: the app's
  // downloads start once that picture is on the screen (the browser reports it as the largest
  // paint once presented), so they do not share the bandwidth with what the first paint needs.
  // Without that report, after the next frame. Another page's static screen is its frame alone,
  // nothing the visitor waits for: its scripts download at once and run once the page is parsed
  // (as a module script in the page would). A hidden tab draws no frame, and a very slow first
  // paint should not hold the app back: the timer starts it anyway.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const afterPainted = (art: Element | null) => {
    const reported = typeof PerformanceObserver === 'function' ? PerformanceObserver : null;
    if (!art || !reported?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      afterNextFrame();
      return;
    }
    const observer = new reported((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === art)) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.visibilityState === 'hidden' || (!lobby && !hero)) {
    preload();
    whenParsed(start);
  } else if (hero) {
    whenParsed(() => {
      const art = document.querySelector<HTMLImageElement>('[data-shell-hero]');
      if (!art) return afterNextFrame();
      const painted = () => afterPainted(art);
      art.addEventListener('load', painted);
      art.addEventListener('error', afterNextFrame);
      art.src = hero;
    });
  } else {
    whenParsed(() => afterPainted(document.querySelector('[data-static-shell] .banner__art')));
  }
  setTimeout(() => whenParsed(start), 1000);
}
