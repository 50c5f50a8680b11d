import geoip from 'geoip-country';
import net from 'node:net';

/**
 * Country of an IP from the offline GeoIP database shipped in the `geoip-country` package
 * (no network). Null for private, loopback and unknown addresses.
 */
export function countryOfIp(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!net.isIP(plain)) return null;
  return geoip.lookup(plain)?.country ?? null;
}
