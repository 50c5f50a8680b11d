import { errorMessages, needsSecondStep, type TOneClickLoginResult } from '@lw/contracts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountsService } from '../accounts/index.js';
import type { BotCheckService } from '../bot-defence/index.js';
import type { PlayerAuthService, RequestMeta } from '../player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { moduleOn } from '../../site/startup/index.js';
import { generatePasswordFor, generateUsername } from './generated-credentials.js';
import {
  capAccountsPerIp,
  createInstantAccount,
  registrationRule,
  withFreeUsername,
} from './instant-account.js';

/** New one-click accounts allowed per client IP per hour. */
export const ONE_CLICK_PER_IP_PER_HOUR = 3;

/**
 * One-click sign-up: a member account with generated credentials, signed in at once. The
 * credentials are answered this one time only; the password is stored hashed like any other.
 */
export class OneClickLoginService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly accounts: AccountsService,
    private readonly playerAuth: PlayerAuthService,
    private readonly botCheck: BotCheckService,
  ) {}

  async login(
    input: { botCheck?: string | undefined },
    meta: RequestMeta & { language: string },
  ): Promise<TOneClickLoginResult> {
    // Settings first: PGlite has one connection, so no reads through this.db inside the tx.
    const [modules, registration] = await Promise.all([
      this.settings.get('modules'),
      this.settings.get('registration'),
    ]);
    if (!moduleOn(modules.enabled, 'login.oneClick')) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    // Always asked: this path creates accounts, whatever the sign-in policy says.
    if (!(await this.botCheck.verify(input.botCheck))) {
      throw new AppError('BOT_CHECK_FAILED', errorMessages.BOT_CHECK_FAILED.en);
    }
    const password = generatePasswordFor(registrationRule(registration, 'password'));
    const account = await withFreeUsername(() =>
      this.db.transaction(async (tx) => {
        await capAccountsPerIp(tx, 'ONE_CLICK', meta.ip, ONE_CLICK_PER_IP_PER_HOUR);
        return createInstantAccount(
          this.accounts,
          {
            type: 0,
            username: generateUsername('u', registrationRule(registration, 'username')),
            password,
            registerMethod: 'ONE_CLICK',
            ip: meta.ip,
            language: meta.language,
          },
          tx,
        );
      }),
    );
    const outcome = await this.playerAuth.completeLogin(account, 'member', 'oneClick', meta, {
      mustChangePassword: false,
    });
    // A brand-new account has no known IP to compare with; a second step here would strand
    // the credentials, so refuse loudly rather than hand out a half sign-in.
    if (needsSecondStep(outcome.response)) {
      throw new AppError('CONFLICT', 'A new account cannot pass a second step');
    }
    return {
      credentials: { username: account.username, password },
      login: outcome.response,
    };
  }
}
