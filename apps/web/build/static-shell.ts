import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import type { TGameCategoryCode } from '@lw/contracts';
import { FIRST_SCREEN_PATHS } from '../src/app/first-screens.ts';
import { CATEGORY_COLORS, categoryCardSvg } from '../src/lib/art/category-card.ts';
import { shellBoot, type TBootFont, type TBootScreen } from './shell-boot.ts';
import { STATIC_SHELL_STYLE, staticShellMarkup } from './static-shell-markup.ts';

/** Where index.html wants the static first screen (inside #root). */
const SHELL_MARKER = '<!--static-shell-->';
/** The app's web font: Prompt's Thai and Latin subsets in each weight src/main.tsx imports. */
const FONT_FAMILY = 'Prompt';
const FIRST_SCREEN_FONTS = /^assets\/prompt-(thai|latin)-(400|500|600|700)-normal-[\w-]+\.woff2$/;
/** A character of each subset: asking for it makes the browser load that subset's file. */
const SUBSET_SAMPLE: Record<string, string> = { thai: '\u0e01', latin: 'a' };
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const bootSource = `(${shellBoot.toString()})();\n`;
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);
const bootFile = `assets/shell-boot-${hashOf(bootSource)}.js`;

/**
 * The hero art of each game category page (the picture its PageFrame draws from the same
 * function), as files: the static screen of /rng, /live, … shows it before any script, so the
 * page's largest picture is painted with the HTML, not after the app mounts.
 */
const heroes = (Object.keys(CATEGORY_COLORS) as TGameCategoryCode[]).map((code) => {
  const svg = categoryCardSvg(code);
  // Each category's page is at its code (contracts' GAME_CATEGORIES; the config cannot load them).
  const route = `/${code.toLowerCase()}`;
  return { route, svg, file: `assets/hero-${code.toLowerCase()}-${hashOf(svg)}.svg` };
});

/**
 * Each first screen's module files (its chunks and every chunk they import, the entry's
 * aside): the boot script preloads them while the entry downloads, one link per task.
 */
function firstScreenFiles(bundle: Rollup.OutputBundle, alreadyLoaded: Set<string>): TBootScreen[] {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  return Object.values(FIRST_SCREEN_PATHS).map(({ modules, paths }) => {
    const files = new Set<string>();
    const visit = (fileName: string) => {
      if (files.has(fileName) || alreadyLoaded.has(`/${fileName}`)) return;
      files.add(fileName);
      const chunk = bundle[fileName];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    for (const module of modules) {
      const chunk = chunks.find((candidate) =>
        candidate.facadeModuleId?.endsWith(`/src/${module}`),
      );
      if (!chunk) throw new Error(`lw-static-shell: no chunk for the first screen's ${module}`);
      visit(chunk.fileName);
    }
    return { paths, files: [...files].map((file) => `/${file}`) };
  });
}

/**
 * The static first screen (build/static-shell-markup.ts) in index.html, so the first paint needs
 * the HTML and the stylesheet only. In the build the app's entry and its module preloads leave
 * <head>: the boot script (build/shell-boot.ts) loads them once that first screen is painted.
 */
export function staticShell(): Plugin {
  return {
    name: 'lw-static-shell',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: bootFile, source: bootSource });
      for (const hero of heroes)
        this.emitFile({ type: 'asset', fileName: hero.file, source: hero.svg });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let page = html.replace(SHELL_MARKER, staticShellMarkup());
        page = page.replace('</head>', `${STATIC_SHELL_STYLE}\n  </head>`);
        if (!ctx.bundle) return page; // dev server: its own module script stays
        const entry = ENTRY_SCRIPT.exec(page)?.[1];
        if (!entry) throw new Error('lw-static-shell: the entry script is missing from index.html');
        const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        page = page.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        // The web font's files the app's texts use (Thai and Latin, each weight the app's stylesheet imports):
        // the boot script asks for their faces with the app's scripts, so they are in before the app
        // draws its texts, not discovered then (each late file laid the whole page out again).
        // Not with the page: the static screen has no text, and they would share the bandwidth
        // with the stylesheet that its first paint waits for.
        // Each as the face it holds (CSS font shorthand) and a character of its subset: asking for
        // that fetches the file its @font-face names.
        const fonts: TBootFont[] = Object.keys(ctx.bundle).flatMap((file) => {
          const match = FIRST_SCREEN_FONTS.exec(file);
          if (!match) return [];
          const [, subset, weight] = match;
          return [
            {
              face: `${weight} 1em ${FONT_FAMILY}`,
              sample: SUBSET_SAMPLE[subset],
            },
          ];
        });
        const fontsAttribute = JSON.stringify(fonts)
          .replaceAll('&', '&amp;')
          .replaceAll('"', '&quot;');
        const screens = firstScreenFiles(ctx.bundle, new Set([entry, ...preloads]));
        const screensAttribute = JSON.stringify(screens).replaceAll('"', '&quot;');
        const heroMap = heroes.map((hero) => `${hero.route}=/${hero.file}`).join(' ');
        const boot = `<script src="/${bootFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}" data-fonts="${fontsAttribute}" data-screens="${screensAttribute}" data-heroes="${heroMap}"></script>\n  `;
        return page.replace('<link rel="stylesheet"', `${boot}<link rel="stylesheet"`);
      },
    },
  };
}
