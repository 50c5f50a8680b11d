import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionQuery } from '../../../api/get-permission';
import { i18n } from '../../../lib/i18n';
import { permissionFixture } from '../../../test/fixtures';
import { MirrorsRoute } from '../routes/mirrors-route';
import { MirrorList } from './mirror-list';

const ROUTES = [
  { domain: 'lw-main.example', label: 'Main', primary: true },
  { domain: 'lw-slow.example', label: 'Mirror 1', primary: false },
  { domain: 'lw-fast.example', label: 'Mirror 2', primary: false },
  { domain: 'lw-down.example', label: '', primary: false },
];

/** A promise the test settles by hand, so each answer's effect can be seen on its own. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A fake probe: one pending answer per domain per round, settled by the test. */
function fakeProbe() {
  const pending = new Map<string, ReturnType<typeof deferred<number>>>();
  const probe = vi.fn((domain: string) => {
    const answer = deferred<number>();
    pending.set(domain, answer);
    return answer.promise;
  });
  return { probe, pending };
}

const rows = () =>
  screen.getAllByTestId('mirror').map((row) => row.querySelector('.mirror__host')!.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('MirrorList', () => {
  it('checks every domain, shows reachable with latency fastest first and unreachable last', async () => {
    const { probe, pending } = fakeProbe();
    render(<MirrorList routes={ROUTES} probe={probe} currentHost="lw-slow.example" />);
    expect(await screen.findAllByText('Checking…')).toHaveLength(4);
    expect(probe.mock.calls.map(([domain]) => domain)).toEqual(ROUTES.map((r) => r.domain));
    // While checking, the configured order with the main site first.
    expect(rows()).toEqual(ROUTES.map((r) => r.domain));

    pending.get('lw-down.example')!.reject(new Error('offline'));
    pending.get('lw-slow.example')!.resolve(420);
    pending.get('lw-fast.example')!.resolve(35);
    pending.get('lw-main.example')!.resolve(120);
    expect(await screen.findByText('35 ms')).toBeInTheDocument();
    await screen.findByText('Unreachable');
    expect(rows()).toEqual([
      'lw-fast.example',
      'lw-main.example',
      'lw-slow.example',
      'lw-down.example',
    ]);
    const [fast, main, slow, down] = screen.getAllByTestId('mirror');
    expect(fast).toHaveTextContent('Reachable35 ms');
    expect(main).toHaveTextContent('Main site');
    expect(slow).toHaveTextContent('You are here');
    expect(down).toHaveTextContent('Unreachable');
    const open = within(fast!).getByRole('link', { name: 'Open lw-fast.example in a new tab' });
    expect(open).toHaveAttribute('href', 'https://lw-fast.example/');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('checks again on "check again", ignoring late answers of the earlier round', async () => {
    const user = userEvent.setup();
    const { probe, pending } = fakeProbe();
    render(<MirrorList routes={ROUTES.slice(0, 2)} probe={probe} currentHost="localhost" />);
    await screen.findAllByText('Checking…');
    const firstMain = pending.get('lw-main.example')!;
    pending.get('lw-slow.example')!.resolve(80);
    expect(await screen.findByText('80 ms')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(probe).toHaveBeenCalledTimes(4);
    expect(screen.getAllByText('Checking…')).toHaveLength(2);
    firstMain.resolve(5); // the first round's answer arrives late: not shown
    pending.get('lw-main.example')!.reject(new Error('down now'));
    pending.get('lw-slow.example')!.resolve(60);
    expect(await screen.findByText('60 ms')).toBeInTheDocument();
    await screen.findByText('Unreachable');
    expect(screen.queryByText('5 ms')).not.toBeInTheDocument();
    expect(rows()).toEqual(['lw-slow.example', 'lw-main.example']);
  });
});

describe('/mirrors', () => {
  function renderRoute(domainRoutes: typeof ROUTES) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(permissionQuery.queryKey, permissionFixture({ domainRoutes }));
    return render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MirrorsRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('lists the domains of the startup configuration', async () => {
    // The real probe loads each mirror's favicon; jsdom never loads images, so they stay checking.
    renderRoute(ROUTES.slice(0, 2));
    expect(await screen.findByRole('heading', { name: 'Official mirror sites' })).toBeVisible();
    expect(rows()).toEqual(['lw-main.example', 'lw-slow.example']);
  });

  it('says so when the operator listed none', async () => {
    renderRoute([]);
    expect(await screen.findByText(/No mirror addresses are listed yet/)).toBeInTheDocument();
  });
});
