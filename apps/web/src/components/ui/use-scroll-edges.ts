import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface TScrollEdges {
  /** Content is hidden before the visible part (scrolled away from the start). */
  before: boolean;
  /** Content is hidden after the visible part. */
  after: boolean;
}

/**
 * Which sides of a horizontally scrolling strip hide content, kept up to date on scroll and
 * resize, so the strip can show a cue (fade and arrow) on those sides. `content` is anything that
 * changes the strip's content width (e.g. the language of its labels).
 */
export function useScrollEdges(
  ref: RefObject<HTMLElement | null>,
  content?: unknown,
): TScrollEdges {
  const [edges, setEdges] = useState<TScrollEdges>({ before: false, after: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // 1 px of slack: fractional widths never reach the exact end.
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    el.addEventListener('scroll', update, { passive: true });
    // Its first call comes with the next frame, after layout and before paint: reading the sizes
    // then costs nothing, where reading them here would force a layout inside React's commit.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, update, content]);

  return edges;
}
