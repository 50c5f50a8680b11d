import crypto from 'node:crypto';
import type { TFieldRule } from '@lw/contracts';
import { checkFields } from '../accounts/index.js';

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => String(crypto.randomInt(0, 10))).join('');

/**
 * Usernames for a member who signed up by mobile: 'm' + the last 8 digits of the number + 2
 * random digits (e.g. m1234567842), so members recognise their own. Names the operator's
 * username rule refuses (say a shorter maximum) are replaced by 'm' + random digits of a fitting
 * length. Answers `count` candidates; the caller picks the first free one.
 */
export function generatedUsernames(national: string, rule: TFieldRule, count: number): string[] {
  const fits = (name: string) =>
    checkFields({ username: name }, { username: { ...rule, shown: true, required: true } })
      .length === 0;
  const min = Math.max(rule.min ?? 4, 4);
  const max = Math.max(rule.max ?? 16, min);
  const length = Math.min(Math.max(11, min), max);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const fromNumber = `m${national.slice(-8)}${randomDigits(2)}`;
    const random = `m${randomDigits(length - 1)}`;
    out.push(fits(fromNumber) ? fromNumber : fits(random) ? random : fromNumber);
  }
  return out;
}
