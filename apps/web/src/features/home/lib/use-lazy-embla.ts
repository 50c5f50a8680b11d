import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { whenPageIdle } from '../../../lib/when-page-idle';

/** A touch, click or key on the carousel starts it at once (a swipe must not wait for idle). */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

/** Autoplay settings of the carousel; null: no autoplay (reduced motion). */
export interface TLazyAutoplay {
  delay: number;
}

/**
 * embla on the element given to the returned ref, with its code loaded once the page is idle (or
 * the visitor touches the carousel): the home page's first screen draws the slides as they stand
 * (the first one centred by CSS, as embla will) and does not wait for the carousel's script, whose
 * start-up measures every slide (a long task on a phone while the lobby is still drawing).
 * Answers the ref and, once loaded, the carousel. A change of `options` (the loop comes with a
 * second slide) re-initialises it; embla follows added and removed slides by itself.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: TLazyAutoplay | null,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const viewportRef = useCallback((element: HTMLElement | null) => setNode(element), []);
  const delay = autoplay?.delay ?? null;

  useEffect(() => {
    if (!node) return undefined;
    let cancelled = false;
    let carousel: EmblaCarouselType | undefined;
    const load = () =>
      Promise.all([
        import('embla-carousel'),
        delay === null ? null : import('embla-carousel-autoplay'),
      ]).then(([{ default: EmblaCarousel }, autoplayModule]) => {
        if (cancelled) return;
        const plugins =
          autoplayModule && delay !== null
            ? [
                autoplayModule.default({
                  delay,
                  stopOnInteraction: false,
                  stopOnMouseEnter: true,
                }),
              ]
            : [];
        carousel = EmblaCarousel(node, options, plugins);
        setEmbla(carousel);
      });
    // Started once: on idle, or by the visitor's first touch of the carousel.
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stopWaiting();
      void load();
    };
    const cancelIdle = whenPageIdle(start, 0);
    for (const type of WAKE_EVENTS) node.addEventListener(type, start, { passive: true });
    function stopWaiting() {
      cancelIdle();
      for (const type of WAKE_EVENTS) node?.removeEventListener(type, start);
    }
    return () => {
      cancelled = true;
      stopWaiting();
      carousel?.destroy();
      setEmbla(undefined);
    };
    // The options are compared by value: a new object with the same settings keeps the carousel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node, delay, JSON.stringify(options)]);

  return [viewportRef, embla];
}
