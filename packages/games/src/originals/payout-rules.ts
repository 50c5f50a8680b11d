/**
 * How the originals (dice, mines, crash) turn an exact multiplier into money, and the stakes
 * for which their stated return holds.
 *
 * A win is stake × multiplier rounded UP to a whole minor unit (the contracts' `mulDiv` with
 * `ceil`): rounding down made "99 % on every target" false at small stakes (a 1.00 dice bet at
 * 97.06 % paid 1.01 for 1.0199…, a return of 98.03 %). Rounding up adds less than one minor unit to a win, so a bet's return is
 * at least the stated 99 % and below 99 % + P(win) / stake. Stakes start at
 * `ORIGINALS_MIN_STAKE` minor units, which keeps that excess under one percentage point (0.98
 * at a 98 % chance, the worst case); a 1-unit stake could otherwise be paid 2 on a 1.0102× win.
 */
export const ORIGINALS_MIN_STAKE = 100;

/** The return every bet of an original is guaranteed at least (1 % house edge). */
export const ORIGINALS_STATED_RTP = 0.99;
