import type { TBanner } from '@lw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type TApiCall } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 5000 };
const XSS = '<img src=x onerror="window.__xss=1">';

/** GET /api/content/banners answered per group. */
function bannersApi(byGroup: Record<string, TBanner[]>) {
  return stubApi({
    'GET /api/content/banners': (call: TApiCall) => {
      const group = new URLSearchParams(call.search).get('group') ?? '';
      return { body: { banners: byGroup[group] ?? [] } };
    },
  });
}

const banner = (id: number, patch: Partial<TBanner> = {}): TBanner => ({
  id,
  imageUrl: `/images/uploads/${String(id).padStart(64, 'a')}.png`,
  title: `Banner ${id}`,
  link: { type: 'none' },
  ...patch,
});

describe('operator banners', { timeout: 20_000 }, () => {
  it("home carousel: the operator's banners replace the generated ones, first image eager and high priority", async () => {
    const { calls } = bannersApi({
      w_home: [
        banner(1, { link: { type: 'internal', path: '/promotions' } }),
        banner(2, { link: { type: 'external', url: 'https://partner.example.com/x' } }),
      ],
    });
    const { router } = renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'แนะนำ' }, SLOW);
    const first = await within(carousel).findByRole('img', { name: 'Banner 1' }, SLOW);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first.getAttribute('sizes')).toBeTruthy();
    const second = within(carousel).getByRole('img', { name: 'Banner 2' });
    expect(second).toHaveAttribute('loading', 'lazy');
    // The generated "join now" banner is not there.
    expect(within(carousel).queryByText('สมัครเลย')).toBeNull();
    const external = second.closest('a')!;
    expect(external).toHaveAttribute('href', 'https://partner.example.com/x');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    // The visitor's language is asked for.
    expect(
      calls.some((c) => c.search.includes('group=w_home') && c.search.includes('language=th')),
    ).toBe(true);

    await userEvent.setup().click(first.closest('a')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('home carousel: with none configured the generated banners stay', async () => {
    bannersApi({});
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'แนะนำ' }, SLOW);
    expect(await within(carousel).findByRole('link', { name: 'สมัครเลย' }, SLOW)).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('a title with markup is shown as text, never run', async () => {
    bannersApi({ w_home: [banner(3, { title: XSS })] });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'แนะนำ' }, SLOW);
    const image = await within(carousel).findByRole('img', { name: XSS }, SLOW);
    expect(image).toHaveAttribute('src', banner(3).imageUrl);
    expect(carousel.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('the side menu and the login popup show their groups, and nothing when there are none', async () => {
    bannersApi({ w_leftmenu: [banner(4)], w_login: [banner(5, { title: 'Login promo' })] });
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, SLOW);
    expect(await within(dialog).findByRole('img', { name: 'Login promo' }, SLOW)).toBeVisible();
    const side = screen.getByRole('complementary', { name: 'เมนูด้านข้าง' });
    expect(await within(side).findByRole('img', { name: 'Banner 4' })).toBeInTheDocument();
  });

  it('a group with no banners renders no slot', async () => {
    bannersApi({});
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, SLOW);
    await waitFor(() => expect(within(dialog).queryByRole('complementary')).toBeNull());
    expect(document.querySelector('[data-group="w_login"]')).toBeNull();
  });
});
