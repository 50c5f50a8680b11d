import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { bannerDataUrl, type TBannerMotif } from '../../../lib/art';
import { useSession } from '../../../lib/session';

/** Carousel timing (spec §9): 5000 ms autoplay; embla's `duration` ≈ a 1000 ms slide. */
export const BANNER_AUTOPLAY_MS = 5000;
const EMBLA_DURATION = 45;

interface TBanner {
  key: string;
  motif: TBannerMotif;
  to: string;
  /** Only for visitors who are not signed in (a "join now" is no offer to a member). */
  signedOutOnly?: boolean;
}

const BANNERS: readonly TBanner[] = [
  { key: 'welcome', motif: 'stars', to: '/register', signedOutOnly: true },
  { key: 'slots', motif: 'coins', to: '/rng' },
  { key: 'live', motif: 'cards', to: '/live' },
  { key: 'sports', motif: 'ball', to: '/sports' },
];

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The w_home banner carousel with generated art; texts are translated HTML over the art. Only the
 * current slide shows its text: the neighbours peeking in at the sides (and the arrows over them)
 * show art alone, so no arrow ever sits on a half-visible title.
 */
export function BannerCarousel({ siteName }: { siteName: string }) {
  const { t } = useTranslation('home');
  const { isLoggedIn } = useSession();
  // The art is drawn once per site name, not again at every slide change.
  const banners = useMemo(
    () =>
      BANNERS.filter((banner) => !(banner.signedOutOnly && isLoggedIn)).map((banner) => ({
        ...banner,
        art: bannerDataUrl(`${siteName}-${banner.key}`, banner.motif),
      })),
    [isLoggedIn, siteName],
  );
  const plugins = useMemo(
    () =>
      reducedMotion()
        ? []
        : [
            Autoplay({
              delay: BANNER_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
            }),
          ],
    [],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: banners.length > 1, align: 'center', duration: EMBLA_DURATION },
    plugins,
  );
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return undefined;
    embla.on('select', onSelect);
    // Slides change when the visitor signs in or out (the join banner comes and goes).
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('banner.label')}>
      <div className="banner__viewport" ref={viewportRef}>
        <div className="banner__track">
          {banners.map((banner, index) => (
            <div
              key={banner.key}
              className={clsx('banner__slide', index === selected && 'is-selected')}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.position', { index: index + 1, total: banners.length })}
            >
              <img
                className="banner__art"
                src={banner.art}
                alt=""
                width={1272}
                height={440}
                fetchPriority={index === 0 ? 'high' : 'low'}
              />
              <div className="banner__text" aria-hidden={index === selected ? undefined : true}>
                <p className="banner__eyebrow">{t(`banner.${banner.key}.eyebrow`)}</p>
                <h2 className="banner__title">{t(`banner.${banner.key}.title`, { siteName })}</h2>
                <p className="banner__sub">{t(`banner.${banner.key}.text`)}</p>
                <Link
                  to={banner.to}
                  className="btn btn--primary btn--md banner__cta"
                  tabIndex={index === selected ? 0 : -1}
                >
                  {t(`banner.${banner.key}.cta`)}
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="banner__nav banner__nav--prev"
        aria-label={t('banner.prev')}
        onClick={() => embla?.scrollPrev()}
      >
        <ChevronLeft size={22} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="banner__nav banner__nav--next"
        aria-label={t('banner.next')}
        onClick={() => embla?.scrollNext()}
      >
        <ChevronRight size={22} aria-hidden="true" />
      </button>
      <div className="banner__dots">
        {banners.map((banner, index) => (
          <button
            key={banner.key}
            type="button"
            className={index === selected ? 'banner__dot is-active' : 'banner__dot'}
            aria-label={t('banner.goTo', { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
