import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { TRegisterOptions } from '../lib/register-service-worker';
import { InstallAppCard } from './install-app-card';
import { PwaUpdater } from './pwa-updater';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

/** A stand-in for the lazy registration module: records the options the updater gave it. */
function fakeRegistration() {
  const registered: TRegisterOptions[] = [];
  const load = vi.fn(async () => ({
    registerServiceWorker: (options: TRegisterOptions) => {
      registered.push(options);
    },
  }));
  return { load, registered };
}

describe('PwaUpdater', () => {
  it('registers the service worker after idle, and the prompt reload applies the waiting version', async () => {
    const user = userEvent.setup();
    const { load, registered } = fakeRegistration();
    render(<PwaUpdater enabled settleMs={0} load={load} />);
    expect(load).not.toHaveBeenCalled(); // not on the first render: after the page settles
    await vi.waitFor(() => expect(registered).toHaveLength(1));

    const apply = vi.fn(() => new Promise<void>(() => undefined));
    act(() => registered[0]!.onNeedRefresh(apply));
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('hides the prompt on "later" without updating', async () => {
    const user = userEvent.setup();
    const { load, registered } = fakeRegistration();
    render(<PwaUpdater enabled settleMs={0} load={load} />);
    await vi.waitFor(() => expect(registered).toHaveLength(1));
    const apply = vi.fn(async () => undefined);
    act(() => registered[0]!.onNeedRefresh(apply));
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('registers nothing outside production builds', async () => {
    const { load } = fakeRegistration();
    render(<PwaUpdater enabled={false} settleMs={0} load={load} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('InstallAppCard', () => {
  it("offers the browser's install dialog once it fired beforeinstallprompt", async () => {
    const user = userEvent.setup();
    const { load } = fakeRegistration();
    render(
      <>
        <PwaUpdater enabled={false} load={load} />
        <InstallAppCard siteName="LuckyWay" />
      </>,
    );
    expect(await screen.findByText(/Install app/)).toBeInTheDocument(); // the manual hint
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The app is installed on this device.')).toBeInTheDocument();
  });
});
