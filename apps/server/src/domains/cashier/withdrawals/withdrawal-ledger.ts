import type { TSystemPurpose } from '../ledger/index.js';

/*
 * How a withdrawal moves money, in one place.
 *   request:  member main -> withdrawal_transit            key withdrawal:<id>:hold
 *   reject:   withdrawal_transit -> member main            key withdrawal:<id>:refund
 *   paid:     withdrawal_transit -> PAYOUT (received)      key withdrawal:<id>:settle
 *             withdrawal_transit -> member main (rest)     key withdrawal:<id>:refund
 * reject and paid exclude each other, so they share the refund key: at most one refund ever.
 */

/** The house account that money paid out to members' banks leaves through. */
export const PAYOUT_PURPOSE: TSystemPurpose = 'payout';

export const withdrawalKeys = {
  hold: (id: number) => `withdrawal:${id}:hold`,
  refund: (id: number) => `withdrawal:${id}:refund`,
  settle: (id: number) => `withdrawal:${id}:settle`,
};

export const withdrawalReference = (id: number) => `withdrawal:${id}`;
