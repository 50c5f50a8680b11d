import type { TTrialKey, TTrialLoginRequest } from '@lw/contracts';

/** Length of the random string the free-play payload carries (the server takes 16 to 128). */
export const TRIAL_SECRET_LENGTH = 32;

/** Bytes as base64url without padding. */
function base64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  new Uint8Array(bytes).forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** A fresh random string: 24 random bytes as 32 base64url characters. */
export function randomTrialSecret(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array((TRIAL_SECRET_LENGTH * 3) / 4)));
}

/** The operating system for the free-play call: User-Agent Client Hints, else the UA string. */
export function detectOs(nav: Navigator = navigator): string {
  const hinted = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData
    ?.platform;
  if (hinted) return hinted.slice(0, 40);
  const ua = nav.userAgent;
  if (/Android/i.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/CrOS/i.test(ua)) return 'ChromeOS';
  if (/Linux/i.test(ua)) return 'Linux';
  return 'Unknown';
}

/**
 * The free-play request (spec §7): a fresh random string encrypted with the server's RSA-OAEP
 * SHA-256 public key (SPKI), sent as base64 with os, platform W and gateway version 3.
 */
export async function buildTrialLogin(key: TTrialKey): Promise<TTrialLoginRequest> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const secret = new TextEncoder().encode(randomTrialSecret());
  const encrypted = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, secret);
  return {
    os: detectOs(),
    platform: 'W',
    keyId: key.keyId,
    encrypted: base64(encrypted),
    gatewayVersion: 3,
  };
}
