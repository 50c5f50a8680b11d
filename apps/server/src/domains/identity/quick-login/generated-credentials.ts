import type { TFieldRule } from '@lw/contracts';
import crypto from 'node:crypto';
import { checkFields } from '../accounts/index.js';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '#@%+=';

/** `length` characters drawn uniformly from `alphabet`. */
export function randomFrom(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

function shuffle(chars: string): string {
  const a = Array.from(chars);
  for (let i = a.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.join('');
}

function clampLength(wanted: number, rule: TFieldRule): number {
  const min = rule.min ?? 1;
  const max = rule.max ?? 64;
  return Math.max(min, Math.min(max, wanted));
}

/** Whether `value` passes the configured rule of `field` exactly as a typed value would. */
export function fitsRule(field: string, value: string, rule: TFieldRule): boolean {
  return (
    checkFields({ [field]: value }, { [field]: { ...rule, shown: true, required: true } })
      .length === 0
  );
}

/**
 * A username the registration rule accepts: `prefix` then lower-case letters and digits (with at
 * least one digit, for the "letters and digits combined" rule), or digits only when the rule
 * asks for that. Usernames are stored lower-case, so an upper-case rule cannot be met; the
 * first candidate is used then (the rule governs what people type, not what we generate).
 */
export function generateUsername(prefix: string, rule: TFieldRule, wanted = 8): string {
  const length = clampLength(wanted, rule);
  const bodyLength = Math.max(1, length - prefix.length - 1);
  const candidates = [
    prefix + shuffle(randomFrom(LOWER + DIGITS, bodyLength) + randomFrom(DIGITS, 1)),
    randomFrom('123456789', 1) + randomFrom('0123456789', length - 1),
  ];
  return candidates.find((c) => fitsRule('username', c, rule)) ?? candidates[0]!;
}

/**
 * A random password the password rule accepts: upper- and lower-case letters and digits, plus a
 * symbol when the rule requires one. No look-alike characters: it is shown to be written down.
 */
export function generatePasswordFor(rule: TFieldRule, wanted = 12): string {
  const length = clampLength(wanted, rule);
  const mixed = (symbols: number) =>
    shuffle(
      randomFrom(UPPER, 1) +
        randomFrom(LOWER, 1) +
        randomFrom(DIGITS, 1) +
        randomFrom(SYMBOLS, symbols) +
        randomFrom(LOWER + UPPER + DIGITS, Math.max(0, length - 3 - symbols)),
    );
  const candidates = [mixed(0), mixed(1), randomFrom(DIGITS, length)];
  return candidates.find((c) => fitsRule('password', c, rule)) ?? candidates[0]!;
}
