import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/** Autoplay settings of the carousel; null: no autoplay (reduced motion). */
export interface TLazyAutoplay {
  delay: number;
}

/**
 * embla on the element given to the returned ref, with its code loaded after the first render:
 * the home page's first screen draws the slides as they stand (the first one centred by CSS, as
 * embla will) and does not wait for the carousel's script. Answers the ref and, once loaded, the
 * carousel. A change of `options` (the loop comes with a second slide) re-initialises it; embla
 * follows added and removed slides by itself.
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
    void Promise.all([
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
    return () => {
      cancelled = true;
      carousel?.destroy();
      setEmbla(undefined);
    };
    // The options are compared by value: a new object with the same settings keeps the carousel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node, delay, JSON.stringify(options)]);

  return [viewportRef, embla];
}
