import { DEVICE_ID_HEADER } from '@lw/contracts';
import { readStorage, writeStorage } from './storage';

const KEY = 'lw.deviceId';

/**
 * This browser's device id: random, made once and kept in local storage. The server keeps it
 * with the accounts registered from here, so an excluded member's new sign-up on the same
 * browser is recognised (issue 24). Without storage it is a new id per page load.
 */
const VALID = /^[A-Za-z0-9_-]{16,64}$/;
/** The id of this page load when storage keeps nothing (private mode, storage off). */
let unstored: string | null = null;

export function deviceId(): string {
  // Read each time: storage is the one place the id lives (a cache here would outlive a clear).
  const stored = readStorage('local', KEY);
  if (stored && VALID.test(stored)) return stored;
  // randomUUID exists only in secure contexts; the random bytes work everywhere.
  unstored ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  writeStorage('local', KEY, unstored);
  return unstored;
}

/** The header the sign-up, bank account and phone-binding calls carry. */
export function deviceIdHeader(): Record<string, string> {
  return { [DEVICE_ID_HEADER]: deviceId() };
}
