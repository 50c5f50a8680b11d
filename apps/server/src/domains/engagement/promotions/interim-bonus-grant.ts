import type { LedgerService } from '../../cashier/ledger/index.js';
import type { GrantBonus } from './bonus-grant.js';

/**
 * INTERIM until the bonus wallet (h-bonus) is merged: the grant is one ledger transfer from the
 * house's promotion account to the member's bonus wallet, keyed by the source. Replaced in
 * `app.ts` by the bonus wallet's own grant (wagering, terms) at the merge.
 */
export function interimGrantBonus(ledger: LedgerService): GrantBonus {
  return async (tx, request) => {
    const from = await ledger.systemAccount('promotion', request.currency);
    const to = await ledger.walletOf(request.accountId, 'bonus', request.currency);
    const posted = await ledger.postTransfer(
      {
        idempotencyKey: `bonus:${request.source.kind}:${request.source.id}`,
        reason: 'bonus_grant',
        reference: `${request.source.kind}:${request.source.id}`,
        legs: [
          { accountId: from.id, amount: -request.amount },
          { accountId: to.id, amount: request.amount },
        ],
        actor: 'system',
      },
      { tx },
    );
    return { ledgerTransferId: posted.transferId };
  };
}
