import type { TErrorCode } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';
import type { MoneyRefusal } from './money-gate.js';

/** The AppError a money path throws for the gate's refusal (403 with the refusal's details). */
export function restrictionError(refusal: MoneyRefusal): AppError {
  return new AppError(
    // PLAY_RESTRICTED joins the error codes with the exclusions (task C of issue 24).
    refusal.code as TErrorCode,
    refusal.code === 'LIMIT_EXCEEDED' ? 'A limit would be exceeded' : 'Play is restricted',
    refusal.details,
  );
}
