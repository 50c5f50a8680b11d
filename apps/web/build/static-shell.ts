import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { shellBoot } from './shell-boot.ts';
import { STATIC_SHELL_STYLE, staticShellMarkup } from './static-shell-markup.ts';

/** Where index.html wants the static first screen (inside #root). */
const SHELL_MARKER = '<!--static-shell-->';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const bootSource = `(${shellBoot.toString()})();\n`;
const bootFile = `assets/shell-boot-${createHash('sha256').update(bootSource).digest('hex').slice(0, 8)}.js`;

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
        const boot = `<script src="/${bootFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n  `;
        return page.replace('<link rel="stylesheet"', `${boot}<link rel="stylesheet"`);
      },
    },
  };
}
