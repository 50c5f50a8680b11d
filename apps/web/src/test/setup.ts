import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { closeChat } from '../features/chat';
import { loadErrorTexts } from '../lib/error-text';
import { i18n, NAMESPACES } from '../lib/i18n';

// The suite shares two cores with the server suite and builds: findBy*/waitFor get 4 s, not 1 s,
// so a busy machine slows a test down instead of failing it.
configure({ asyncUtilTimeout: 4_000 });

// jsdom lacks these browser APIs that the carousel and theme code use.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
const g = globalThis as Record<string, unknown>;
g.ResizeObserver ??= NoopObserver;
g.IntersectionObserver ??= NoopObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// The site fetches the texts beyond the first screen's, and the error messages, after start
// (lib/i18n.ts, lib/error-text.ts); components rendered alone in a test have them at once.
beforeAll(async () => {
  await Promise.all([i18n.loadNamespaces([...NAMESPACES]), loadErrorTexts()]);
});

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('th');
});

afterEach(() => {
  cleanup();
  // The chat window's open state lives for the page; the files of a worker share one page, so a
  // test that opened it must not leave it open for the next file's dialogs.
  closeChat();
});
