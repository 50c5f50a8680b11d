import type { TSystemPurpose } from '../ledger/ledger-types.js';

/*
 * How a withdrawal moves money, in one place.
 *   request:  member main -> withdrawal_transit            key withdrawal:<id>:hold
 *   reject:   withdrawal_transit -> member main            key withdrawal:<id>:refund
 *   paid:     withdrawal_transit -> PAYOUT (received)      key withdrawal:<id>:settle
 *             withdrawal_transit -> member main (rest)     key withdrawal:<id>:refund
 * reject and paid exclude each other, so they share the refund key: at most one refund ever.
 */

/**
 * The house account that paid-out money leaves through. The ledger has no 'payout' purpose
 * (adding one needs a schema migration of ledger_accounts_system_ck), so paid money goes to
 * deposit_transit, read as the house's bank clearing account: deposits came in through it
 * (it went negative), payouts go out through it (back towards zero). Its balance is then
 * minus the net cash members brought in. Replace with a dedicated purpose when one exists.
 */
export const PAYOUT_PURPOSE: TSystemPurpose = 'deposit_transit';

export const withdrawalKeys = {
  hold: (id: number) => `withdrawal:${id}:hold`,
  refund: (id: number) => `withdrawal:${id}:refund`,
  settle: (id: number) => `withdrawal:${id}:settle`,
};

export const withdrawalReference = (id: number) => `withdrawal:${id}`;
