import type { Database } from '../../../db/client.js';
import { generatePassword } from '../../../platform/tokens.js';
import { AccountsService, HOUSE_USERNAME } from './accounts.service.js';

/** Demo logins printed by `npm start`; they exist only when demo data is seeded. */
export const DEMO_ACCOUNTS = [
  {
    username: 'agent01',
    password: 'agent01pass',
    type: 1,
    upline: HOUSE_USERNAME,
    nickname: 'Agent One',
  },
  {
    username: 'member01',
    password: 'member01pass',
    type: 0,
    upline: 'agent01',
    nickname: 'Lucky Member',
    // Contacts and a payee name, so SMS sign-in and the new-IP second step can be tried.
    realName: 'Somchai Lucky',
    mobile: '812345678',
    countryDialingCode: '66',
    email: 'member01@luckyway.example',
  },
] as const;
/** Signs in with the default weak password, so it meets the forced password change. */
export const DEMO_WEAK_ACCOUNT = { username: 'newbie01', upline: 'agent01' } as const;

/**
 * The house root agent every tree hangs from, and (with demo data) a demo agent and members.
 * Runs at every start; does nothing once the house exists.
 */
export async function seedAccounts(
  db: Database,
  options: { demo: boolean; defaultPassword: string },
): Promise<{ created: boolean }> {
  const service = new AccountsService(db);
  if (await service.findByUsername(HOUSE_USERNAME)) return { created: false };
  return db.transaction(async (tx) => {
    // Nobody signs in as the house: its password is random and never shown.
    await service.create(
      {
        username: HOUSE_USERNAME,
        type: 1,
        uplineId: null,
        password: generatePassword(24),
        nickname: 'House',
      },
      tx,
    );
    if (options.demo) {
      for (const demo of DEMO_ACCOUNTS) {
        const upline = (await tx.query.accounts.findFirst({
          where: (a, { eq }) => eq(a.username, demo.upline),
        }))!;
        await service.create({ ...demo, uplineId: upline.id }, tx);
      }
      const agent = (await tx.query.accounts.findFirst({
        where: (a, { eq }) => eq(a.username, DEMO_WEAK_ACCOUNT.upline),
      }))!;
      await service.create(
        {
          username: DEMO_WEAK_ACCOUNT.username,
          type: 0,
          uplineId: agent.id,
          password: options.defaultPassword,
          nickname: 'Newbie',
        },
        tx,
      );
    }
    return { created: true };
  });
}
