import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLazyEmbla } from './use-lazy-embla';

function Carousel() {
  const [ref, embla] = useLazyEmbla({ loop: false }, null);
  return (
    <div ref={ref} data-testid="viewport" data-started={embla ? 'yes' : 'no'}>
      <div>
        <div>one</div>
        <div>two</div>
      </div>
    </div>
  );
}

const viewport = () => screen.getByTestId('viewport');

afterEach(() => Reflect.deleteProperty(document, 'readyState'));

describe('useLazyEmbla', () => {
  it('starts the carousel once the page is idle, with no touch', async () => {
    render(<Carousel />);
    expect(viewport()).toHaveAttribute('data-started', 'no');
    await waitFor(() => expect(viewport()).toHaveAttribute('data-started', 'yes'));
  });

  it('starts it at the first touch while the page is still busy loading', async () => {
    // A page that has not loaded never reaches idle here.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<Carousel />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(viewport()).toHaveAttribute('data-started', 'no');
    fireEvent.pointerDown(viewport());
    await waitFor(() => expect(viewport()).toHaveAttribute('data-started', 'yes'));
  });
});
