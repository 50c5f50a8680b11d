import { errorMessages, TRIAL_ACCOUNT_TYPE, type TTrialLoginRequest } from '@lw/contracts';
import { lt, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { trialPayloadsSpent } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountsService } from '../accounts/index.js';
import type { LoginOutcome, PlayerAuthService, RequestMeta } from '../player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { moduleOn } from '../../site/startup/index.js';
import { generatePasswordFor, randomFrom } from './generated-credentials.js';
import { capAccountsPerIp, createInstantAccount, withFreeUsername } from './instant-account.js';
import type { TrialKeyring } from './trial-keyring.js';

/** New free-play accounts allowed per client IP per hour. */
export const TRIAL_PER_IP_PER_HOUR = 20;
/** Spent payloads are remembered this long (a payload is useless after its key rotates anyway). */
const SPENT_KEEP_MS = 24 * 3_600_000;
/** The random string the client encrypts: 16 to 128 printable ASCII characters. */
const PAYLOAD_TEXT = /^[\x21-\x7e]{16,128}$/;

/**
 * Credits a new trial account with its play money, once per account. A port: the cashier owns
 * the money and sits above identity, so app.ts wires cashier/wallet's grant in.
 */
export type GrantTrialPlayMoney = (accountId: number, amount: number) => Promise<void>;

export type TrialLoginInput = Pick<TTrialLoginRequest, 'keyId' | 'encrypted'>;

/**
 * Free play (spec §4, §7): a fresh random string encrypted with the server's public key buys a
 * new trial (type 4) account and its session. Each payload works once.
 */
export class TrialLoginService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly accounts: AccountsService,
    private readonly playerAuth: PlayerAuthService,
    private readonly keyring: TrialKeyring,
    private readonly grantTrialPlayMoney: GrantTrialPlayMoney,
  ) {}

  async login(
    input: TrialLoginInput,
    meta: RequestMeta & { language: string },
  ): Promise<LoginOutcome> {
    const [modules, policy] = await Promise.all([
      this.settings.get('modules'),
      this.settings.get('accountPolicy'),
    ]);
    if (!moduleOn(modules.enabled, 'login.freePlay')) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    const plain = await this.keyring.decrypt(input.keyId, input.encrypted);
    if (plain === null || !PAYLOAD_TEXT.test(plain)) throw invalidPayload();
    await this.spend(plain);

    const account = await withFreeUsername(() =>
      this.db.transaction(async (tx) => {
        await capAccountsPerIp(tx, 'TRIAL', meta.ip, TRIAL_PER_IP_PER_HOUR);
        return createInstantAccount(
          this.accounts,
          {
            type: TRIAL_ACCOUNT_TYPE,
            username: `trial${randomFrom('abcdefghijkmnpqrstuvwxyz23456789', 8)}`,
            // Never shown to anyone: password sign-in refuses trial accounts on the member site.
            password: generatePasswordFor({
              shown: true,
              required: true,
              patternId: 5,
              min: 24,
              max: 24,
              acceptedPattern: '*',
            }),
            // Same in every language: "Guest" plus a number, not a translated word.
            nickname: `Guest ${crypto.randomInt(1000, 10000)}`,
            registerMethod: 'TRIAL',
            ip: meta.ip,
            language: meta.language,
          },
          tx,
        );
      }),
    );
    // After the commit: the ledger resolves the new account outside this transaction.
    await this.grantTrialPlayMoney(account.id, policy.trialPlayMoney);
    return this.playerAuth.completeLogin(account, 'member', 'trial', meta, {
      mustChangePassword: false,
    });
  }

  /**
   * Marks the random string as used; a second use (also a re-encryption of the same string)
   * is refused. The plaintext's digest is what identifies a payload: RSA-OAEP ciphertexts of
   * one string all differ. Insert-or-nothing lets exactly one of concurrent replays through.
   */
  private async spend(plain: string): Promise<void> {
    const payloadHash = crypto.createHash('sha256').update(plain).digest('hex');
    // Opportunistic pruning keeps the table at about a day of sign-ins.
    await this.db
      .delete(trialPayloadsSpent)
      .where(lt(trialPayloadsSpent.createdAt, new Date(Date.now() - SPENT_KEEP_MS)));
    const inserted = await this.db
      .insert(trialPayloadsSpent)
      .values({ payloadHash, createdAt: sql`now()` })
      .onConflictDoNothing()
      .returning({ payloadHash: trialPayloadsSpent.payloadHash });
    if (inserted.length !== 1) throw invalidPayload();
  }
}

function invalidPayload(): AppError {
  return new AppError('TRIAL_PAYLOAD_INVALID', errorMessages.TRIAL_PAYLOAD_INVALID.en);
}
