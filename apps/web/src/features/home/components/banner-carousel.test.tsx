import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { loadSiteStyles } from '../../../test/site-styles';

// Full app renders: generous time under a busy test run.
const SLOW = { timeout: 5000 };
const carousel = () => screen.findByRole('region', { name: 'แนะนำ' }, SLOW);

describe('home banner carousel', () => {
  it('offers "join now" to visitors only, not to a signed-in member', async () => {
    stubApi();
    const visitor = renderApp('/');
    expect(
      await within(await carousel()).findByRole('link', { name: 'สมัครเลย' }, SLOW),
    ).toHaveAttribute('href', '/register');
    visitor.unmount();

    signIn(0);
    stubApi({
      'GET /api/members/me': { body: memberFixture() },
      'GET /api/members/me/public-state': { body: publicStateFixture() },
    });
    renderApp('/');
    const banners = await carousel();
    expect(within(banners).queryByRole('link', { name: 'สมัครเลย' })).toBeNull();
    expect(within(banners).queryByText('ยินดีต้อนรับ')).toBeNull();
    // The other banners are still there, and the slide count says so.
    expect(within(banners).getAllByRole('group')).toHaveLength(3);
    expect(within(banners).getByRole('group', { name: '1 จาก 3' })).toHaveTextContent('หมุนสล็อต');
  });

  it("shows the text of the current slide only: the arrows never cover a neighbour's title", async () => {
    loadSiteStyles();
    stubApi();
    renderApp('/');
    const banners = await carousel();
    const [current, next] = within(banners).getAllByRole('group');
    expect(within(current!).getByRole('heading', { name: /LuckyWay/ })).toBeVisible();
    // The next slide peeks in under the "next" arrow with its art alone.
    const nextTitle = within(next!).getByText('หมุนสล็อตนับพันเกม');
    expect(nextTitle).not.toBeVisible();
    expect(within(next!).getByText('หมุนสล็อตนับพันเกม').closest('[aria-hidden]')).not.toBeNull();
  });
});
