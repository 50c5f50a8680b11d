import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { TBanner as TOperatorBanner } from '@lw/contracts';
import { BannerLink, useBanners } from '../../banners';
import { bannerDataUrl, type TBannerMotif } from '../../../lib/art';
import { useSession } from '../../../lib/session';
import { useLazyEmbla } from '../lib/use-lazy-embla';
import './banner-carousel.css';

/** Carousel timing (spec §9): 5000 ms autoplay; embla's `duration` ≈ a 1000 ms slide. */
export const BANNER_AUTOPLAY_MS = 5000;
const EMBLA_DURATION = 45;
/** A slide is 1/1.272 of the carousel (92 % on phones): the browser picks the image size by it. */
const SLIDE_SIZES = '(max-width: 640px) 92vw, (max-width: 1440px) 79vw, 1132px';

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

/** The answer when the call failed: the generated slides (one array, so React sees no change). */
const NO_BANNERS: readonly TOperatorBanner[] = [];

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The w_home banner carousel (spec §9): the operator's banners when any is live, else generated
 * art with translated texts over it. Until the answer comes the slide box holds its place (a
 * fixed aspect ratio in CSS), so nothing shifts when the images arrive.
 */
export function BannerCarousel({ siteName }: { siteName: string }) {
  const operator = useBanners('w_home');
  // The slides (their art, texts and links) are drawn in a sliced render after the answer, not
  // in the one long task of the answer's arrival; the placeholder holds the box meanwhile.
  const answer = useDeferredValue(operator.isPending ? undefined : (operator.data ?? NO_BANNERS));
  if (!answer) return <BannerPlaceholder />;
  const live = answer;
  return live.length > 0 ? (
    <Carousel slides={live.map((banner) => ({ key: `op-${banner.id}`, banner }))} />
  ) : (
    <GeneratedCarousel siteName={siteName} />
  );
}

/** The box of the first slide, empty, while the banners are asked for (no region to announce). */
function BannerPlaceholder() {
  return (
    <div className="banner" aria-hidden="true" data-placeholder="">
      <div className="banner__viewport">
        <div className="banner__track">
          <div className="banner__slide banner__slide--placeholder" />
        </div>
      </div>
      <div className="banner__dots" />
    </div>
  );
}

/**
 * Today's generated banners; texts are translated HTML over the art. Only the current slide shows
 * its text: the neighbours peeking in at the sides (and the arrows over them) show art alone, so
 * no arrow ever sits on a half-visible title.
 */
function GeneratedCarousel({ siteName }: { siteName: string }) {
  const { isLoggedIn } = useSession();
  // The art is drawn once per site name, not again at every slide change.
  const slides = useMemo(
    () =>
      BANNERS.filter((banner) => !(banner.signedOutOnly && isLoggedIn)).map((banner) => ({
        key: banner.key,
        generated: { ...banner, art: bannerDataUrl(`${siteName}-${banner.key}`, banner.motif) },
      })),
    [isLoggedIn, siteName],
  );
  return <Carousel slides={slides} siteName={siteName} />;
}

type TSlide =
  | { key: string; banner: TOperatorBanner; generated?: undefined }
  | { key: string; generated: TGeneratedSlide; banner?: undefined };
type TGeneratedSlide = (typeof BANNERS)[number] & { art: string };

function Carousel({ slides: banners, siteName = '' }: { slides: TSlide[]; siteName?: string }) {
  const { t } = useTranslation('home');
  const [viewportRef, embla] = useLazyEmbla(
    { loop: banners.length > 1, align: 'center', duration: EMBLA_DURATION },
    reducedMotion() ? null : { delay: BANNER_AUTOPLAY_MS },
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
    <section
      // With one slide embla leaves it at the start; with more it centres the current one.
      className={clsx('banner', !embla && banners.length > 1 && 'banner--waiting')}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
    >
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
              {banner.banner ? (
                <BannerLink
                  link={banner.banner.link}
                  label={banner.banner.title}
                  className="banner__link"
                  tabIndex={index === selected ? 0 : -1}
                >
                  <img
                    className="banner__art"
                    src={banner.banner.imageUrl}
                    alt={banner.banner.title}
                    width={1272}
                    height={440}
                    sizes={SLIDE_SIZES}
                    {...imageLoading(index)}
                  />
                </BannerLink>
              ) : (
                <GeneratedSlide
                  banner={banner.generated}
                  index={index}
                  current={index === selected}
                  siteName={siteName}
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {/* One banner: nothing to move to, so no arrows and no dots (the row keeps its height). */}
      {banners.length > 1 ? (
        <>
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
        </>
      ) : null}
      <div className="banner__dots">
        {banners.length < 2
          ? null
          : banners.map((banner, index) => (
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

/** The first slide is the page's largest paint: fetched first; the others when near. */
function imageLoading(index: number) {
  return index === 0
    ? ({ fetchPriority: 'high', loading: 'eager' } as const)
    : ({ fetchPriority: 'low', loading: 'lazy' } as const);
}

function GeneratedSlide({
  banner,
  index,
  current,
  siteName,
}: {
  banner: TGeneratedSlide;
  index: number;
  current: boolean;
  siteName: string;
}) {
  const { t } = useTranslation('home');
  return (
    <>
      <img
        className="banner__art"
        src={banner.art}
        alt=""
        width={1272}
        height={440}
        sizes={SLIDE_SIZES}
        {...imageLoading(index)}
      />
      <div className="banner__text" aria-hidden={current ? undefined : true}>
        <p className="banner__eyebrow">{t(`banner.${banner.key}.eyebrow`)}</p>
        <h2 className="banner__title">{t(`banner.${banner.key}.title`, { siteName })}</h2>
        <p className="banner__sub">{t(`banner.${banner.key}.text`)}</p>
        <Link
          to={banner.to}
          className="btn btn--primary btn--md banner__cta"
          tabIndex={current ? 0 : -1}
        >
          {t(`banner.${banner.key}.cta`)}
        </Link>
      </div>
    </>
  );
}
