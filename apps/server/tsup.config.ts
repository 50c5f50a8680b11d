import { defineConfig } from 'tsup';

// One ESM file; workspace packages (TypeScript sources) are bundled, npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@lw\//],
});
