import fs from 'node:fs';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * Puts the site's own style sheets (in styles/index.css order) into the test document, so that
 * computed styles, and jest-dom's toBeVisible, are what a browser applies. jsdom lays nothing out,
 * and evaluates no media query: these are the desktop rules. Removed when the test ends.
 */
export function loadSiteStyles(): void {
  const dir = path.resolve(import.meta.dirname, '../styles');
  const index = fs.readFileSync(path.join(dir, 'index.css'), 'utf8');
  const files = [...index.matchAll(/@import '\.\/([\w-]+\.css)';/g)].map((m) => m[1]!);
  const style = document.createElement('style');
  style.textContent = files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
  document.head.appendChild(style);
  onTestFinished(() => style.remove());
}
