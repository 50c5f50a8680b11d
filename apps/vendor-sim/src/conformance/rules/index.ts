import { ACCESS } from './access.js';
import { IDEMPOTENCY } from './idempotency.js';
import { MONEY } from './money.js';
import { ORDERING } from './ordering.js';
import { REFUSALS } from './refusals.js';
import type { Rule } from './rule.js';

export type { Rule } from './rule.js';

/** Every rule, in the order they run. */
export const RULES: readonly Rule[] = [
  ...ACCESS,
  ...MONEY,
  ...IDEMPOTENCY,
  ...ORDERING,
  ...REFUSALS,
];
