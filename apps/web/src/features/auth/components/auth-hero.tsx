import { bannerDataUrl, type TBannerMotif } from '../../../lib/art';

/** Generated art across the top of an account modal with a headline. */
export function AuthHero({
  seed,
  motif,
  headline,
  text,
}: {
  seed: string;
  motif: TBannerMotif;
  headline: string;
  text: string;
}) {
  return (
    <div className="auth-hero">
      <img src={bannerDataUrl(seed, motif)} alt="" aria-hidden="true" className="auth-hero__art" />
      <div className="auth-hero__text">
        <p className="auth-hero__headline">{headline}</p>
        <p className="auth-hero__sub">{text}</p>
      </div>
    </div>
  );
}
