import type { LedgerService } from '../ledger/index.js';
import { PLAY_CURRENCY } from '../ledger/index.js';

/**
 * Credits a new trial account's play wallet with the configured play money, once (the key is
 * per account). The other side is the house's PLAY promotion account: play money only ever
 * moves between PLAY accounts (the ledger refuses to mix it with real money), so it can never
 * reach a real wallet.
 */
export async function grantTrialPlayMoney(
  ledger: LedgerService,
  accountId: number,
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  const [play, house] = await Promise.all([
    ledger.walletOf(accountId, 'play', PLAY_CURRENCY),
    ledger.systemAccount('promotion', PLAY_CURRENCY),
  ]);
  await ledger.postTransfer({
    idempotencyKey: `trial:${accountId}:grant`,
    reason: 'trial_grant',
    reference: `trial:${accountId}`,
    legs: [
      { accountId: house.id, amount: -amount },
      { accountId: play.id, amount },
    ],
  });
}
