import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The suite shares two cores with the server suite and builds: findBy*/waitFor get 4 s, not 1 s,
// so a busy machine slows a test down instead of failing it.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
