import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

// One audited pure-JS SHA-256 (@noble/hashes) on both sides: the browser's WebCrypto is async,
// and outcome code must stay synchronous and byte-identical on the server and in the browser.

/** SHA-256 of a UTF-8 string or bytes, as lowercase hex. */
export function sha256Hex(input: string | Uint8Array): string {
  return bytesToHex(sha256(typeof input === 'string' ? utf8ToBytes(input) : input));
}

/** HMAC-SHA256 with UTF-8 key and message (Stake's convention: the seed's hex text is the key). */
export function hmacSha256(key: string, message: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
}

/** HMAC-SHA256 as lowercase hex. */
export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmacSha256(key, message));
}

export { bytesToHex, hexToBytes };
