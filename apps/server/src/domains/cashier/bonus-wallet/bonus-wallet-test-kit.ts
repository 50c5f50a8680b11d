import { FAIR_TERMS, type TBonusTerms } from '@lw/contracts';
import crypto from 'node:crypto';
import type { TestApp } from '../../../../test/test-app.js';
import type { WagerMember } from '../wagers/index.js';
import type { TBonusGrant } from './bonus-wallet.service.js';

/** Terms for tests: the fair preset on slots, with overrides. */
export function testTerms(patch: Partial<TBonusTerms> = {}): TBonusTerms {
  return { ...FAIR_TERMS, ...patch };
}

/** A grant request with a fresh source unless one is given. */
export function grantOf(
  accountId: number,
  amount: number,
  patch: Partial<TBonusGrant> = {},
): TBonusGrant {
  return {
    accountId,
    currency: 'THB',
    amount,
    terms: testTerms(),
    source: { kind: 'test', id: crypto.randomUUID() },
    ...patch,
  };
}

/** A member's wallet balance of a purpose ('main' or 'bonus') in THB. */
export async function walletBalance(
  t: TestApp,
  accountId: number,
  purpose: 'main' | 'bonus',
): Promise<number> {
  const ledger = t.app.services.ledger;
  return ledger.balanceOf((await ledger.walletOf(accountId, purpose, 'THB')).id);
}

/** The house bonus account's balance (the other side of every grant, forfeit and conversion). */
export async function promotionBalance(t: TestApp): Promise<number> {
  const ledger = t.app.services.ledger;
  return ledger.balanceOf((await ledger.systemAccount('promotion', 'THB')).id);
}

/** A member's THB wallet and house account of `product`, with 1,000,000 on the main wallet. */
export async function fundedMemberOf(
  t: TestApp,
  accountId: number,
  product: string,
): Promise<WagerMember> {
  const ledger = t.app.services.ledger;
  const wallet = await ledger.walletOf(accountId, 'main', 'THB');
  const house = await ledger.systemAccount('game_result', 'THB', product);
  const transit = await ledger.systemAccount('deposit_transit', 'THB');
  await ledger.postTransfer({
    idempotencyKey: `fund:${crypto.randomUUID()}`,
    reason: 'deposit',
    legs: [
      { accountId: transit.id, amount: -1_000_000 },
      { accountId: wallet.id, amount: 1_000_000 },
    ],
  });
  return { accountId, walletId: wallet.id, houseId: house.id, currency: 'THB' };
}
