import { z } from 'zod';

/**
 * Characters no text field accepts: the C0 controls but tab, line feed and carriage return, DEL,
 * and the C1 controls. NUL in particular cannot be stored by PostgreSQL at all; the others only
 * serve to spoof what an operator or a log reader sees.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A string free of control characters (see `CONTROL_CHARACTER`). */
export function zText() {
  return z.string().refine((value) => !CONTROL_CHARACTER.test(value), {
    message: 'Must not contain control characters',
  });
}

/**
 * The path of the first string inside `value` (object keys included) that holds a control
 * character, or null. The server runs it over every request's body, query and path parameters
 * before validation, so no field, present or future, can carry one. Iterative, so no nesting depth
 * can overflow the stack.
 */
export function findControlCharacter(value: unknown): (string | number)[] | null {
  // Each entry points at its parent, so the path is only built for the one string that fails.
  interface Entry {
    value: unknown;
    key: string | number | null;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let e: Entry | null = entry; e && e.key !== null; e = e.parent) path.unshift(e.key);
    return path;
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const item = entry.value;
    if (typeof item === 'string') {
      if (CONTROL_CHARACTER.test(item)) return pathOf(entry);
    } else if (ArrayBuffer.isView(item)) {
      // A raw upload's bytes (a chat image, a KYC file) are no text: walking a 5 MB Buffer's
      // entries took seconds.
      continue;
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push({ value: child, key: i, parent: entry }));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL_CHARACTER.test(key)) return pathOf(entry, key);
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}
