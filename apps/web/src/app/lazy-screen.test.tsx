import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { ChunkLoadError, isChunkLoadError, lazyScreen, withChunkTimeout } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';

function renderScreen(load: () => Promise<{ Screen: () => React.JSX.Element }>) {
  const Screen = lazyScreen(load, 'Screen');
  return render(
    <I18nextProvider i18n={i18n}>
      <RouteErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    </I18nextProvider>,
  );
}

describe('lazy screens', () => {
  it('show the screen once its code has loaded', async () => {
    renderScreen(async () => ({ Screen: () => <h1>Loaded screen</h1> }));
    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument();
  });

  it('a preloaded screen is drawn at its first render, never as the loading cover', async () => {
    const Screen = lazyScreen(async () => ({ Screen: () => <h1>Preloaded</h1> }), 'Screen');
    await Screen.preload();
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously after render: no suspension, so no fallback was ever committed.
    expect(container.textContent).toBe('Preloaded');
  });

  it('a screen not preloaded shows the fallback until its code is in', async () => {
    renderScreen(async () => ({ Screen: () => <h1>Late screen</h1> }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Late screen' })).toBeInTheDocument();
  });

  it('a failed dynamic import shows the translated network prompt with a Reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    expect(await screen.findByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' })).toBeInTheDocument();
    expect(screen.getByText(/กรุณาตรวจสอบการเชื่อมต่อเครือข่าย/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    expect(reload).toHaveBeenCalled();
  });

  it('gives up with ChunkLoadError after the load timeout', async () => {
    vi.useFakeTimers();
    try {
      const pending = withChunkTimeout(() => new Promise<never>(() => undefined), 120_000);
      const outcome = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(120_000);
      const error = await outcome;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(isChunkLoadError(error)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
