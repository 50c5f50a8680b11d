import { errorMessages, type TErrorCode } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';
import type { MoneyRefusal } from './money-gate.js';

/** The error a money path throws for the gate's refusal (its transaction rolls back). */
export function restrictionError(refusal: MoneyRefusal): AppError {
  // Both codes are in ERROR_CODES once the limits branch (LIMIT_EXCEEDED) is merged.
  const code = refusal.code as TErrorCode;
  return new AppError(code, errorMessages[code].en, refusal.details);
}
