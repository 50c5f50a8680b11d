import { FUN_CURRENCY } from '@lw/contracts';
import { PLAY_CURRENCY, type LedgerService } from '../../cashier/ledger/index.js';
import type { GameWalletParty } from './seamless-wallet.js';

/** accounts.type of trial players: they play with FUN (the ledger's PLAY wallets). */
export const TRIAL_ACCOUNT_TYPE = 4;

/**
 * A player's side of a vendor's game wallet calls: the wallet the money moves from (a trial
 * account's play wallet in PLAY, shown as FUN; a member's main wallet in the vendor's currency)
 * and the vendor's house shard for that account. Shared by the wallet API and the house studio.
 */
export async function gameWalletParty(
  ledger: Pick<LedgerService, 'walletOf' | 'houseAccountFor'>,
  vendor: { code: string; currency: string },
  player: { accountId: number; playerId: string; type: number },
): Promise<GameWalletParty> {
  const trial = player.type === TRIAL_ACCOUNT_TYPE;
  const ledgerCurrency = trial ? PLAY_CURRENCY : vendor.currency;
  const [wallet, house] = await Promise.all([
    ledger.walletOf(player.accountId, trial ? 'play' : 'main', ledgerCurrency),
    ledger.houseAccountFor(vendor.code, ledgerCurrency, player.accountId),
  ]);
  return {
    accountId: player.accountId,
    playerId: player.playerId,
    walletId: wallet.id,
    houseId: house.id,
    currency: trial ? FUN_CURRENCY : vendor.currency,
  };
}
