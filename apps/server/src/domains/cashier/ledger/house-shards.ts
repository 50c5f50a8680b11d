/*
 * The house side of game play is sharded: each vendor (product) and currency has HOUSE_SHARDS
 * 'game_result' accounts and a player always uses the shard of their account id, so bets of
 * different players do not queue behind one house row. Shard 0 is the plain vendor code (the
 * account other code finds with systemAccount('game_result', currency, vendor)); shard k > 0 is
 * `<vendor>#<k>` ('#' never occurs in a vendor code), the same idea as the transit wallets'
 * suffix: the ledger's unique key, identity trigger and checks stay as they are. Sum the house
 * result of a vendor over `vendor = 'PG' OR vendor LIKE 'PG#%'`.
 */

/** 'game_result' accounts per vendor and currency. */
export const HOUSE_SHARDS = 32;

/** The ledger vendor code of one shard of a vendor's house account. */
export function houseShardVendor(vendor: string, shard: number): string {
  return shard === 0 ? vendor : `${vendor}#${shard}`;
}

/** The shard a player's wagers use. */
export function houseShardOf(accountId: number): number {
  return accountId % HOUSE_SHARDS;
}
