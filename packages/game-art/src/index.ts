/*
 * Generated game art: a deterministic SVG per game and per vendor, so every catalogue entry has
 * a picture before an operator uploads a real one. Same input, same bytes (an ETag can be the
 * hash of the input); every text is escaped, so a vendor's game name cannot inject markup.
 */
export { escapeXml } from './escape.js';
export { gameArtSvg, type ArtSize, type GameArtInput } from './game-art.js';
export { hash32 } from './random.js';
export { vendorLogoSvg, type VendorLogoInput } from './vendor-logo.js';
export { wrapName } from './wrap-name.js';
