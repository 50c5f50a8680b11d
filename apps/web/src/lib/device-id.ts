import { DEVICE_ID_HEADER } from '@lw/contracts';
import { readStorage, writeStorage } from './storage';

const KEY = 'lw.deviceId';

/**
 * This browser's device id: random, made once and kept in local storage. The server keeps it
 * with the accounts registered from here, so an excluded member's new sign-up on the same
 * browser is recognised (issue 24). Without storage it is a new id per page load.
 */
let current: string | null = null;

export function deviceId(): string {
  current ??= readStorage('local', KEY);
  if (!current || !/^[A-Za-z0-9_-]{16,64}$/.test(current)) {
    // randomUUID exists only in secure contexts; the random bytes work everywhere.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    current = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    writeStorage('local', KEY, current);
  }
  return current;
}

/** The header the sign-up, bank account and phone-binding calls carry. */
export function deviceIdHeader(): Record<string, string> {
  return { [DEVICE_ID_HEADER]: deviceId() };
}
