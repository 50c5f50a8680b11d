export { avatarDataUrl, avatarSvg } from './avatar';
export { bannerDataUrl, bannerSvg, type TBannerMotif } from './banner';
export { CATEGORY_COLORS, categoryCardDataUrl, categoryCardSvg } from './category-card';
export {
  licenceCertificateDataUrl,
  licenceCertificateSvg,
  type TCertificateInput,
} from './licence-certificate';
export { hashString, initials, seededRandom, svgDataUrl } from './seed';
export { vendorWordmarkSvg } from './vendor-wordmark';
