/** The public face of identity/phone-numbers: the only file other modules import. */
export {
  COUNTRY_CODES,
  DEFAULT_DIALING_CODE,
  mobileFitsCountry,
  normalizeMobile,
} from './country-codes.js';
export { findByMobile, numberPrefix, type ParsedMobile, parseMobile } from './phone.js';
