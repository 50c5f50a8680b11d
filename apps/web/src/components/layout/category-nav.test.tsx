import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn, stubApi } from '../../test/api-stub';
import { memberFixture, publicStateFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { fitCount } from './fit-count';

const SLOW = { timeout: 5000 };

const CATEGORIES_TH = [
  'สล็อต',
  'คาสิโนสด',
  'กีฬา',
  'อีสปอร์ต',
  'เกมไพ่',
  'เกมยิงปลา',
  'หวย',
  'หวยออนไลน์',
  'ไก่ชน',
];

/** Lays the header out as a browser would: the nav is `navWidth` wide, each entry 100 px. */
function layout(navWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    let width = 0;
    if (this.classList.contains('header__nav')) width = navWidth;
    else if (this.dataset.measure === 'item') width = 100;
    else if (this.dataset.measure === 'more') width = 80;
    return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0 } as DOMRect;
  });
}

function signedInApi() {
  signIn(0);
  stubApi({
    'GET /api/members/me': { body: memberFixture() },
    'GET /api/members/me/public-state': { body: publicStateFixture() },
  });
}

describe('header game categories', () => {
  it('shows the entries that fit whole and puts every other one under "more"', async () => {
    layout(400);
    signedInApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'หมวดหมู่เกม' }, SLOW);
    // 400 px: 3 entries of 100 px and the 80 px "more" button (2 px gaps), never a 4th cut one.
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(3));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(CATEGORIES_TH.slice(0, 3));

    const more = within(nav).getByRole('button', { name: 'เพิ่มเติม' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const menu = within(nav).getByRole('list', { name: 'หมวดหมู่เกมเพิ่มเติม' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(CATEGORIES_TH.slice(3));
    // Every category is reachable: 3 in the bar and 6 in the menu.
    expect(within(menu).getByRole('link', { name: 'ไก่ชน' })).toHaveAttribute('href', '/cockfight');

    // Choosing one closes the menu and marks "more" as the current section.
    await userEvent.click(within(menu).getByRole('link', { name: 'ไก่ชน' }));
    await waitFor(() =>
      expect(within(nav).queryByRole('list', { name: 'หมวดหมู่เกมเพิ่มเติม' })).toBeNull(),
    );
    expect(within(nav).getByRole('button', { name: 'เพิ่มเติม' })).toHaveClass('active');
  });

  it('shows all nine without a "more" button when they fit', async () => {
    layout(1000);
    signedInApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'หมวดหมู่เกม' }, SLOW);
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(9));
    expect(within(nav).queryByRole('button', { name: 'เพิ่มเติม' })).toBeNull();
  });

  it('phones and tablets (no header nav) find every category in the side menu', async () => {
    signedInApi();
    renderApp('/');
    const side = await screen.findByRole('complementary', { name: 'เมนูด้านข้าง' }, SLOW);
    const games = within(side).getByRole('navigation', { name: 'เกม' });
    expect(
      within(games)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(CATEGORIES_TH);
  });

  it('fitCount keeps room for "more" only when something is left over', () => {
    expect(fitCount(500, [100, 100, 100, 100, 100], 80, 0)).toBe(5);
    expect(fitCount(499, [100, 100, 100, 100, 100], 80, 0)).toBe(4);
    expect(fitCount(400, [100, 100, 100, 100, 100], 80, 2)).toBe(3);
    expect(fitCount(50, [100, 100], 80, 2)).toBe(0);
  });
});
