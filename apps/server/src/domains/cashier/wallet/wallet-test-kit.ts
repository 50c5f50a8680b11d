import crypto from 'node:crypto';
import type { App } from '../../../app.js';
import { playerLogin } from '../../../../test/test-app.js';

/** Test helpers: accounts in a tree, money on their wallets (through the ledger only). */
export async function createAccount(
  app: App,
  input: { username: string; type?: number; upline?: string; paymentPassword?: string },
): Promise<{ id: number; username: string; path: string }> {
  const upline = await app.services.accounts.findByUsername(input.upline ?? 'house');
  const row = await app.services.accounts.create({
    username: input.username,
    type: input.type ?? 0,
    uplineId: upline!.id,
    password: 'Passw0rd!x',
    nickname: input.username,
    ...(input.paymentPassword ? { paymentPassword: input.paymentPassword } : {}),
  });
  return { id: row.id, username: row.username, path: row.path };
}

/** Signs in on the member site (agents on the agent site); answers the bearer headers. */
export async function signIn(app: App, username: string, agent = false) {
  return (await playerLogin(app, username, 'Passw0rd!x', agent ? 'agent' : 'member')).headers;
}

/** Credits (or debits) a main wallet against the house adjustment account. */
export async function fund(app: App, accountId: number, amount: number): Promise<void> {
  const { currency } = await app.services.settings.get('cashier');
  const [wallet, house] = await Promise.all([
    app.services.ledger.walletOf(accountId, 'main', currency),
    app.services.ledger.systemAccount('adjustment', currency),
  ]);
  await app.services.ledger.postTransfer({
    idempotencyKey: `test-fund:${crypto.randomUUID()}`,
    reason: 'adjustment',
    legs: [
      { accountId: house.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
  });
}

export async function mainBalance(app: App, accountId: number): Promise<number> {
  const { currency } = await app.services.settings.get('cashier');
  return app.services.ledger.balanceOf(
    (await app.services.ledger.walletOf(accountId, 'main', currency)).id,
  );
}
