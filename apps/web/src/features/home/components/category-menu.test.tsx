import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryMenu } from './category-menu';

/**
 * The strip is 600 px wide and its content 1400 px. A browser's ResizeObserver reports each
 * observed element once with the next frame: this one at once.
 */
function layout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.tagName === 'UL' ? 600 : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return this.tagName === 'UL' ? 1400 : 0;
  });
}

describe('lobby category menu', () => {
  it('shows an arrow and a fade on each side that hides categories, and the arrow scrolls', async () => {
    layout();
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    render(<CategoryMenu value="HOME" onChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'หมวดหมู่ในล็อบบี้' });
    const list = nav.querySelector('ul')!;

    // At the start: more to the right only.
    expect(screen.queryByRole('button', { name: 'ดูหมวดหมู่ก่อนหน้า' })).toBeNull();
    expect(nav).toHaveClass('cat-menu--more-after');
    await userEvent.click(screen.getByRole('button', { name: 'ดูหมวดหมู่เพิ่มเติม' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 480, behavior: 'smooth' });

    // Scrolled to the end: more to the left only.
    list.scrollLeft = 800;
    fireEvent.scroll(list);
    expect(await screen.findByRole('button', { name: 'ดูหมวดหมู่ก่อนหน้า' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ดูหมวดหมู่เพิ่มเติม' })).toBeNull();
    expect(nav).toHaveClass('cat-menu--more-before');
    expect(nav).not.toHaveClass('cat-menu--more-after');
  });

  it('shows no cue when every category fits', () => {
    render(<CategoryMenu value="HOME" onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: /ดูหมวดหมู่/ })).toBeNull();
  });
});
