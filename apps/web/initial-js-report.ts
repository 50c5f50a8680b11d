import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Over this, the home page's first JavaScript breaks the goal of issue 10 (gzipped). */
const GOAL_BYTES = 170 * 1024;
/** The screen the home page downloads at once, beside the entry (app/routes.tsx preloadScreen). */
const HOME_SCREEN = /features\/home\/routes\/home-route\.tsx$/;

interface TChunk {
  type: 'chunk';
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints, after a build, the home page's initial JavaScript: the entry with everything it
 * imports statically, and the lobby screen with its static imports (fetched at start), gzipped.
 * What loads later (the modals on idle, the lobby's lower blocks, other screens) is not in it.
 */
export function initialJsReport(): Plugin {
  return {
    name: 'lw-initial-js-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = new Map<string, TChunk>();
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type === 'chunk') chunks.set(file, item as unknown as TChunk);
      }
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file) || !chunks.has(file)) return;
          seen.add(file);
          chunks.get(file)!.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      const size = (files: Set<string>) =>
        [...files].reduce(
          (sum, file) => sum + gzipSync(chunks.get(file)!.code, { level: 9 }).length,
          0,
        );
      const entries = [...chunks].filter(([, c]) => c.isEntry).map(([file]) => file);
      const home = [...chunks].filter(([, c]) => HOME_SCREEN.test(c.facadeModuleId ?? ''));
      const entryFiles = closure(entries);
      const homeFiles = closure([...entries, ...home.map(([file]) => file)]);
      const total = size(homeFiles);
      this.environment.logger.info(
        `\nInitial JavaScript, gzipped: entry ${kb(size(entryFiles))} in ${entryFiles.size} files; ` +
          `home page ${kb(total)} in ${homeFiles.size} files ` +
          `(goal <= ${kb(GOAL_BYTES)}: ${total <= GOAL_BYTES ? 'met' : 'NOT met'})`,
      );
    },
  };
}
