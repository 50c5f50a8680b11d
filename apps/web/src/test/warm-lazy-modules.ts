// The modules the app loads lazily (the screens of routes.tsx, the layout's deferred parts, the
// dialogs and pages a screen opens), imported once per worker before the first whole-app render.
// A test then waits for a render, not for the cold import and transform of its screen, which on
// a busy machine took longer than findBy's 4 s (the files of a worker share imports: web
// vitest.config.ts, isolate false).
const lazyModules = import.meta.glob([
  '../app/**/*.tsx',
  '../components/**/*.tsx',
  '../features/*/routes/*.tsx',
  '../features/*/pages/*.tsx',
  '../features/*/components/*.tsx',
  '!**/*.test.tsx',
]);

let warmed: Promise<unknown> | undefined;

export function warmLazyModules(): Promise<unknown> {
  warmed ??= Promise.all(Object.values(lazyModules).map((load) => load()));
  return warmed;
}
