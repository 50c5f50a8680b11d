/** A web font file the boot script has fetched: the face it holds and a character of it. */
export interface TBootFont {
  /** CSS font shorthand, e.g. `400 1em Prompt`. */
  face: string;
  sample: string;
}

/** A first screen's addresses and the module files its code needs (build/static-shell.ts). */
export interface TBootScreen {
  paths: readonly string[];
  files: string[];
}

/**
 * The boot script of the built site, run in <head> before anything is drawn (a file, not inline
 * code: the CSP allows scripts from our origin only). It marks which static first screen fits the
 * address (the lobby's, or a plain page's); on the lobby it loads the app only after the static
 * screen has been painted, so the app's scripts do not compete with the first paint.
 * Written as a function so it is type-checked; the plugin ships its source text.
 */
export function shellBoot(): void {
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
  // The web font's files (build/static-shell.ts), each with the face it holds.
  const fonts = JSON.parse(me.getAttribute('data-fonts') || '[]') as TBootFont[];
  // The module files of the screen at this address, past the entry's own.
  const screens = JSON.parse(me.getAttribute('data-screens') || '[]') as TBootScreen[];
  const screenFiles = screens.find((screen) => screen.paths.includes(path))?.files ?? [];
  const later = (step: () => void) => setTimeout(step, 0);
  let preloaded = false;
  // The app's module scripts and web fonts, fetched together once the static screen is up.
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    // The entry too, though its script tag loads it: Vite's helper for lazy imports preloads
    // each module a lazy chunk needs that has no link in the page yet, the entry included.
    for (const href of entry ? [entry, ...preloads] : preloads)
      addLink({ rel: 'modulepreload', crossorigin: '', href });
    // Each web font's file, by asking for its face (as the app's text will): the browser fetches
    // the file the face's @font-face names and decodes it as it arrives, in a small task of its
    // own, not all of them in the app's first layout of text (that took ~30 ms more, the longest
    // task of the start-up). No preload links: after a link is inserted, asking for a face
    // re-resolves the page's style sheets (~10 ms a time on this machine).
    later(() => {
      for (const font of fonts) document.fonts?.load(font.face, font.sample).catch(() => undefined);
    });
    // The screen's modules, one link per task: else the entry's lazy import of the screen adds
    // their ~25 links in one task.
    for (const href of screenFiles)
      later(() => addLink({ rel: 'modulepreload', crossorigin: '', href }));
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
