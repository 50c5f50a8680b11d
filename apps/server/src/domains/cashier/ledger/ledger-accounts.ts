import { AppError } from '../../../platform/errors.js';
import {
  MEMBER_PURPOSES,
  PLAY_CURRENCY,
  POINTS_CURRENCY,
  SYSTEM_PURPOSES,
  type LedgerAccount,
  type TMemberPurpose,
  type TSystemPurpose,
} from './ledger-types.js';
import type { SqlRunner } from './sql-runner.js';

/** accounts.type of a trial player (schema/accounts.ts). */
const TRIAL_ACCOUNT_TYPE = 4;

interface AccountRow {
  id: unknown;
  owner_type: 'account' | 'system';
  owner_id: unknown;
  purpose: string;
  vendor: string;
  currency: string;
  allow_negative: boolean;
}

/**
 * Finds or creates ledger accounts. Safe under concurrency (insert-or-nothing, then read), and
 * cached: an account's identity never changes (a trigger refuses it), so the cache never lies.
 */
export class LedgerAccounts {
  private readonly cache = new Map<string, LedgerAccount>();

  constructor(private readonly q: SqlRunner) {}

  /** A member's wallet; trial accounts may hold only play money ('play' purpose, PLAY). */
  async walletOf(
    ownerId: number,
    purpose: TMemberPurpose,
    currency: string,
    vendor = '',
  ): Promise<LedgerAccount> {
    if (!MEMBER_PURPOSES.includes(purpose)) throw invalid(`unknown wallet purpose ${purpose}`);
    checkCurrency(currency);
    if ((purpose === 'play') !== (currency === PLAY_CURRENCY)) {
      throw invalid('play wallets hold PLAY and only play wallets do');
    }
    if ((purpose === 'points') !== (currency === POINTS_CURRENCY)) {
      throw invalid('points wallets hold PTS and only points wallets do');
    }
    if ((purpose === 'vendor') !== (vendor !== '')) {
      throw invalid('vendor wallets need a vendor code, other wallets none');
    }
    const cacheKey = `account:${ownerId}:${purpose}:${vendor}:${currency}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const owners = await this.q.query<{ type: number }>('SELECT type FROM accounts WHERE id = $1', [
      ownerId,
    ]);
    if (owners.length === 0) throw new AppError('NOT_FOUND', `Account ${ownerId} does not exist`);
    if (owners[0]!.type === TRIAL_ACCOUNT_TYPE && purpose !== 'play') {
      throw new AppError('TRIAL_NOT_ALLOWED', 'Trial accounts hold play money only');
    }
    const account = await this.findOrCreate('account', ownerId, purpose, vendor, currency, false);
    this.cache.set(cacheKey, account);
    return account;
  }

  /** A house account; it may go negative, being the other side of member money. */
  async systemAccount(
    purpose: TSystemPurpose,
    currency: string,
    vendor = '',
  ): Promise<LedgerAccount> {
    if (!SYSTEM_PURPOSES.includes(purpose)) throw invalid(`unknown system purpose ${purpose}`);
    checkCurrency(currency);
    if ((purpose === 'points_issue') !== (currency === POINTS_CURRENCY)) {
      throw invalid('points_issue holds PTS and only it does');
    }
    if ((purpose === 'game_result') !== (vendor !== '')) {
      throw invalid('game_result accounts need a vendor code, other system accounts none');
    }
    const cacheKey = `system::${purpose}:${vendor}:${currency}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const account = await this.findOrCreate('system', null, purpose, vendor, currency, true);
    this.cache.set(cacheKey, account);
    return account;
  }

  private async findOrCreate(
    ownerType: 'account' | 'system',
    ownerId: number | null,
    purpose: string,
    vendor: string,
    currency: string,
    allowNegative: boolean,
  ): Promise<LedgerAccount> {
    const columns = 'id, owner_type, owner_id, purpose, vendor, currency, allow_negative';
    const inserted = await this.q.query<AccountRow>(
      `INSERT INTO ledger_accounts (owner_type, owner_id, purpose, vendor, currency, allow_negative)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${columns}`,
      [ownerType, ownerId, purpose, vendor, currency, allowNegative],
    );
    // Lost the race (or it existed): the winner has committed by now, so the read finds it.
    const rows =
      inserted.length > 0
        ? inserted
        : await this.q.query<AccountRow>(
            `SELECT ${columns} FROM ledger_accounts
             WHERE owner_type = $1 AND owner_id IS NOT DISTINCT FROM $2 AND purpose = $3
               AND vendor = $4 AND currency = $5`,
            [ownerType, ownerId, purpose, vendor, currency],
          );
    const row = rows[0];
    if (!row) throw new Error('ledger account vanished after insert');
    return toAccount(row);
  }
}

export function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: Number(row.id),
    ownerType: row.owner_type,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    purpose: row.purpose,
    vendor: row.vendor,
    currency: row.currency,
    allowNegative: row.allow_negative,
  };
}

function checkCurrency(currency: string): void {
  if (currency !== PLAY_CURRENCY && !/^[A-Z]{3}$/.test(currency)) {
    throw invalid(`currency ${currency} is not an ISO 4217 code or PLAY`);
  }
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION_ERROR', `Invalid ledger account: ${message}`);
}
