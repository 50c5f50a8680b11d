import type { TPublicNotice } from '@lw/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeDetail } from './notice-detail';

/** Spec §9: autoplay every 5000 ms; embla's `duration` 45 is about a 1000 ms slide. */
export const POPUP_AUTOPLAY_MS = 5000;
const EMBLA_DURATION = 45;

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The popups, one slide per view with 30 px between slides (spec §9). */
export function PopupCarousel({ popups }: { popups: readonly TPublicNotice[] }) {
  const { t } = useTranslation('announcements');
  const many = popups.length > 1;
  const plugins = useMemo(
    () =>
      many && !reducedMotion()
        ? [Autoplay({ delay: POPUP_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })]
        : [],
    [many],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: many, duration: EMBLA_DURATION, watchDrag: many },
    plugins,
  );
  const [index, setIndex] = useState(0);
  const onSelect = useCallback(() => setIndex(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return undefined;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

  return (
    <div className="popup-carousel" aria-roledescription="carousel">
      <div className="popup-carousel__viewport" ref={viewportRef}>
        <div className="popup-carousel__track">
          {popups.map((popup, i) => (
            <div
              key={popup.id}
              className="popup-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('public.slide', { n: i + 1, total: popups.length })}
              aria-hidden={i !== index ? true : undefined}
            >
              <NoticeDetail notice={popup} />
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className="popup-carousel__nav">
          <button
            type="button"
            className="icon-btn"
            aria-label={t('public.previous')}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <span className="popup-carousel__count">
            {index + 1} / {popups.length}
          </span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('public.next')}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
