/**
 * @lw/games: the house studio's game mathematics and provably fair RNG. Pure, synchronous,
 * isomorphic (Node and browsers): the server runs it for authoritative outcomes, the browser for
 * rendering and verification.
 */
export * from './fair/hash';
export * from './fair/seeds';
export * from './fair/floats';
export * from './fair/random-source';
export * from './fair/crash-chain';
export * from './math/rational';
export * from './slots/types';
export * from './slots/engine';
export * from './slots/play';
export * from './slots/par';
export * from './slots/analytic';
export * from './slots/titles';
export * from './slots/strips';
export * from './originals/dice';
export * from './originals/mines';
export * from './originals/crash';
export * from './originals/reference-bets';
export * from './originals/payout-rules';
export * from './jackpot/jackpot';
export * from './rng-battery/battery';
export * from './rng-battery/stats';
export * from './sim/xoshiro';
export * from './sim/simulate';
