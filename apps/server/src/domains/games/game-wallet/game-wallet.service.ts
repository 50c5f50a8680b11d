import type { WALLET_API_PATHS } from '@lw/contracts';
import {
  VENDOR_HEADERS,
  ZWalletBalanceRequest,
  ZWalletBetRequest,
  ZWalletBetWinRequest,
  ZWalletRollbackRequest,
  ZWalletSessionRequest,
  ZWalletWinRequest,
  type TVendorErrorCode,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { queryRows, type Database } from '../../../db/client.js';
import { driverRunner, type LedgerService } from '../../cashier/ledger/index.js';
import type { WagerCore } from '../../cashier/wagers/index.js';
import type { DatabaseKind } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { hashToken } from '../../../platform/tokens.js';
import type { Catalogue } from '../catalogue/index.js';
import { signatureMatches, type VendorConfig, type VendorDirectory } from '../vendors/index.js';
import { DemoWallet } from './demo-wallet.js';
import { gameWalletParty } from './wallet-party.js';
import {
  SeamlessWallet,
  walletRequestHash,
  type GameWalletAnswer,
  type GameWalletParty,
  type GameWalletResult,
} from './seamless-wallet.js';
import type { WalletFigures } from './wallet-figures.js';

/** Protocol playerIds of visitors' demo sessions start with this. */
export const DEMO_PLAYER_PREFIX = 'demo-';

export type WalletPath = keyof typeof WALLET_API_PATHS;

/** Any protocol answer (OK with its fields, or a refusal). */
export type ProtocolAnswer = { status: 'OK' } & Record<string, unknown>;
export type WalletAnswer = ProtocolAnswer | GameWalletAnswer;

/** A refusal decided before any money moves. */
class Refused extends Error {
  constructor(
    readonly status: TVendorErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status);
  }
}

interface AccountRow {
  id: unknown;
  type: number;
  status: string;
  nickname: string;
  language: string;
}

interface PlayerState {
  accountId: number;
  type: number;
}

export interface GameWalletServiceDeps {
  db: Database;
  databaseKind: DatabaseKind;
  ledger: LedgerService;
  /** The wager core: every seamless call's money, round and outcome events. */
  wagers: WagerCore;
  vendors: Pick<VendorDirectory, 'get'>;
  catalogue: Pick<Catalogue, 'findGame'>;
  clock: Clock;
  log: FastifyBaseLogger;
  figures: WalletFigures;
}

/**
 * The seamless wallet API of the vendor protocol (spec/vendor-protocol.md): checks the signature
 * of the raw body, validates with the contracts' schemas, applies every rule, and answers a
 * protocol answer (never throws: an unexpected failure is INTERNAL_ERROR, which vendors retry).
 */
export class GameWalletService {
  /** Account id -> type: an account's type never changes, so it is cached for good. */
  private readonly types = new Map<number, number>();
  private readonly demo: DemoWallet;
  /** The protocol's calls on the wager core (bet, win, bet-win, rollback). */
  readonly seamless: SeamlessWallet;

  constructor(private readonly deps: GameWalletServiceDeps) {
    this.demo = new DemoWallet(deps.db);
    this.seamless = new SeamlessWallet(driverRunner(deps.db, deps.databaseKind), deps.wagers);
  }

  /** Answers one call: `rawBody` exactly as received, headers in lower case. */
  async handle(
    vendorCode: string,
    path: WalletPath,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WalletAnswer> {
    const started = performance.now();
    let answer: WalletAnswer;
    try {
      answer = await this.answer(vendorCode, path, rawBody, headers);
    } catch (err) {
      if (err instanceof Refused) {
        answer = { status: err.status, ...err.extra } as WalletAnswer;
      } else {
        this.deps.log.error({ err, vendor: vendorCode, path }, 'wallet API call failed');
        answer = { status: 'INTERNAL_ERROR' };
      }
    }
    this.deps.figures.record(vendorCode, path, answer.status, performance.now() - started);
    return answer;
  }

  private async answer(
    vendorCode: string,
    path: WalletPath,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WalletAnswer> {
    const vendor = await this.deps.vendors.get(vendorCode);
    const signature = headers[VENDOR_HEADERS.signature];
    if (
      !vendor ||
      headers[VENDOR_HEADERS.vendor] !== vendorCode ||
      typeof signature !== 'string' ||
      !signatureMatches(vendor.secret, rawBody, signature)
    ) {
      throw new Refused('INVALID_SIGNATURE');
    }
    if (vendor.walletMode !== 'seamless') {
      throw new Refused('INVALID_REQUEST', { message: 'This vendor is not in seamless mode' });
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new Refused('INVALID_REQUEST', { message: 'The body is not JSON' });
    }
    switch (path) {
      case 'session':
        return this.session(vendor, parse(ZWalletSessionRequest, body));
      case 'balance':
        return this.balance(vendor, parse(ZWalletBalanceRequest, body));
      case 'bet':
        return this.bet(vendor, parse(ZWalletBetRequest, body));
      case 'win':
        return this.win(vendor, parse(ZWalletWinRequest, body));
      case 'betWin':
        return this.betWin(vendor, parse(ZWalletBetWinRequest, body));
      case 'rollback':
        return this.rollback(vendor, parse(ZWalletRollbackRequest, body));
    }
  }

  // ------------------------------------------------------------------ calls

  private async session(
    vendor: VendorConfig,
    req: z.infer<typeof ZWalletSessionRequest>,
  ): Promise<WalletAnswer> {
    const [row] = await queryRows<{
      player_id: string;
      account_id: unknown;
      vendor: string;
      currency: string;
      language: string;
      demo_balance: unknown;
      expires_at: unknown;
      revoked_at: unknown;
      nickname: string | null;
      status: string | null;
      game_code: string;
    }>(
      this.deps.db,
      sql`SELECT s.player_id, s.account_id, s.vendor, s.currency, s.language, s.demo_balance,
                 s.expires_at, s.revoked_at, a.nickname, a.status, s.game_code
            FROM game_sessions s LEFT JOIN accounts a ON a.id = s.account_id
           WHERE s.token_hash = ${hashToken(req.token)}`,
    );
    if (!row || row.vendor !== vendor.code || !this.live(row)) throw new Refused('TOKEN_EXPIRED');
    if (row.account_id === null) {
      return {
        status: 'OK',
        playerId: row.player_id,
        nickname: 'Guest',
        currency: row.currency,
        balance: Number(row.demo_balance ?? 0),
        language: row.language,
      };
    }
    if (row.status !== 'active') throw new Refused('PLAYER_BLOCKED');
    const party = await this.party(vendor, row.player_id);
    return {
      status: 'OK',
      playerId: row.player_id,
      nickname: row.nickname ?? '',
      currency: party.currency,
      balance: await this.playable(vendor, party, row.game_code),
      language: row.language,
    };
  }

  /**
   * The balance a vendor shows: what the player can stake on the game, the main wallet plus an
   * active bonus whose products include the game's type (issue 26: a bet there draws on both).
   * Without a known game, the main wallet.
   */
  private async playable(
    vendor: VendorConfig,
    party: GameWalletParty,
    gameCode: string | null,
  ): Promise<number> {
    const game =
      gameCode === null ? null : await this.deps.catalogue.findGame(vendor.code, gameCode);
    return game
      ? this.deps.wagers.playableOf(party, game.gameType)
      : this.deps.wagers.balanceOf(party.walletId);
  }

  /** The game of the player's latest launch at this vendor (a balance call names no game). */
  private async lastLaunchedGame(vendor: VendorConfig, playerId: string): Promise<string | null> {
    const [row] = await queryRows<{ game_code: string }>(
      this.deps.db,
      sql`SELECT game_code FROM game_sessions
           WHERE player_id = ${playerId} AND vendor = ${vendor.code}
           ORDER BY created_at DESC LIMIT 1`,
    );
    return row?.game_code ?? null;
  }

  private async balance(
    vendor: VendorConfig,
    req: z.infer<typeof ZWalletBalanceRequest>,
  ): Promise<WalletAnswer> {
    if (req.playerId.startsWith(DEMO_PLAYER_PREFIX)) {
      return this.demo.balance(vendor.code, req.playerId);
    }
    const party = await this.party(vendor, req.playerId);
    return {
      status: 'OK',
      balance: await this.playable(
        vendor,
        party,
        await this.lastLaunchedGame(vendor, req.playerId),
      ),
      currency: party.currency,
    };
  }

  private bet(vendor: VendorConfig, req: z.infer<typeof ZWalletBetRequest>) {
    return this.play(vendor, req, [playCall('bet', req.transactionId, req.amount, req)], {
      token: req.token,
      roundEnded: req.roundEnded,
      bonus: false,
    });
  }

  private win(vendor: VendorConfig, req: z.infer<typeof ZWalletWinRequest>) {
    const bonus = req.bonus ?? false;
    return this.play(vendor, req, [playCall('win', req.transactionId, req.amount, req, bonus)], {
      roundEnded: req.roundEnded,
      bonus,
    });
  }

  private betWin(vendor: VendorConfig, req: z.infer<typeof ZWalletBetWinRequest>) {
    if (req.betTransactionId === req.winTransactionId) {
      throw new Refused('INVALID_REQUEST', { message: 'The bet and win ids must differ' });
    }
    // Each half's hash covers the whole spin, so a replay must repeat both halves exactly.
    const spin = [req.betAmount, req.winAmount, req.betTransactionId, req.winTransactionId];
    const calls = [
      playCall('bet', req.betTransactionId, req.betAmount, req, ...spin),
      playCall('win', req.winTransactionId, req.winAmount, req, ...spin),
    ];
    return this.play(vendor, req, calls, { token: req.token, roundEnded: true, bonus: false });
  }

  /**
   * A bet, win or bet-win. Only the signature, the body and the player's existence are checked
   * before the ledger: the token, the account's status, the game and the currency are checked
   * after the replay check, so a replay answers as the first time even when they changed since.
   */
  private async play(
    vendor: VendorConfig,
    req: { playerId: string; roundId: string; currency: string; gameCode: string },
    calls: PlayCall[],
    options: { token?: string; roundEnded: boolean; bonus: boolean },
  ): Promise<WalletAnswer> {
    if (req.playerId.startsWith(DEMO_PLAYER_PREFIX)) {
      if (options.token !== undefined) {
        await this.checkDemoToken(vendor, req.playerId, options.token);
      }
      return this.demo.play(vendor.code, req.playerId, req.roundId, req.currency, calls);
    }
    const party = await this.party(vendor, req.playerId);
    const game = await this.deps.catalogue.findGame(vendor.code, req.gameCode);
    const isBet = calls[0]!.kind === 'bet';
    const refusal: TVendorErrorCode | undefined =
      party.currency !== req.currency
        ? 'CURRENCY_MISMATCH'
        : !game && isBet
          ? 'GAME_NOT_FOUND'
          : undefined;
    const checks = {
      ...(options.token !== undefined ? { sessionTokenHash: hashToken(options.token) } : {}),
      ...(refusal ? { refusal } : {}),
    };
    const round = {
      vendor: vendor.code,
      vendorRoundId: req.roundId,
      gameCode: req.gameCode,
      gameId: game?.id ?? null,
      category: game?.gameType ?? '',
      at: this.deps.clock.now(),
    };
    const [first, second] = calls;
    const wallet = this.seamless;
    return this.settle(
      await this.retrying(() => {
        if (second) {
          return wallet.betWin({
            party,
            round,
            betTx: first!,
            winTx: second,
            betAmount: first!.amount,
            winAmount: second.amount,
            checks,
          });
        }
        const common = { party, round, tx: first!, amount: first!.amount, checks };
        return isBet
          ? wallet.bet({ ...common, roundEnded: options.roundEnded })
          : wallet.win({ ...common, roundEnded: options.roundEnded, bonus: options.bonus });
      }),
    );
  }

  private async rollback(
    vendor: VendorConfig,
    req: z.infer<typeof ZWalletRollbackRequest>,
  ): Promise<WalletAnswer> {
    const hash = walletRequestHash([
      'rollback',
      req.playerId,
      req.roundId,
      req.originalTransactionId,
    ]);
    const tx = {
      transactionId: req.transactionId,
      requestHash: hash,
      originalTransactionId: req.originalTransactionId,
    };
    if (req.playerId.startsWith(DEMO_PLAYER_PREFIX)) {
      return this.demo.rollback(vendor.code, req.playerId, req.roundId, tx);
    }
    const party = await this.party(vendor, req.playerId);
    return this.settle(
      await this.retrying(() =>
        this.seamless.rollback({
          party,
          vendor: vendor.code,
          vendorRoundId: req.roundId,
          tx,
          originalTransactionId: req.originalTransactionId,
          at: this.deps.clock.now(),
        }),
      ),
    );
  }

  // ------------------------------------------------------------------ helpers

  private settle(result: GameWalletResult): WalletAnswer {
    return result.answer;
  }

  /** A deadlock or serialization failure is retried: the transaction changed nothing. */
  private async retrying<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
      }
    }
  }

  /** The player's wallet and house shard for this vendor; PLAYER_NOT_FOUND when unknown. */
  private async party(vendor: VendorConfig, playerId: string): Promise<GameWalletParty> {
    if (!/^[1-9]\d{0,14}$/.test(playerId)) throw new Refused('PLAYER_NOT_FOUND');
    const accountId = Number(playerId);
    const state = await this.player(accountId);
    return gameWalletParty(this.deps.ledger, vendor, { accountId, playerId, type: state.type });
  }

  private async player(accountId: number): Promise<PlayerState> {
    const type = this.types.get(accountId);
    if (type !== undefined) return { accountId, type };
    const [row] = await queryRows<AccountRow>(
      this.deps.db,
      sql`SELECT id, type, status, nickname, language FROM accounts WHERE id = ${accountId}`,
    );
    if (!row) throw new Refused('PLAYER_NOT_FOUND');
    this.types.set(accountId, row.type);
    return { accountId, type: row.type };
  }

  private async checkDemoToken(vendor: VendorConfig, playerId: string, token: string) {
    const [row] = await queryRows<{
      player_id: string;
      vendor: string;
      expires_at: unknown;
      revoked_at: unknown;
    }>(
      this.deps.db,
      sql`SELECT player_id, vendor, expires_at, revoked_at FROM game_sessions
           WHERE token_hash = ${hashToken(token)}`,
    );
    if (!row || row.player_id !== playerId || row.vendor !== vendor.code || !this.live(row)) {
      throw new Refused('TOKEN_EXPIRED');
    }
  }

  private live(row: { expires_at: unknown; revoked_at: unknown }): boolean {
    return (
      row.revoked_at === null &&
      new Date(row.expires_at as string).getTime() > this.deps.clock.now().getTime()
    );
  }
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Refused('INVALID_REQUEST', {
      message: parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; '),
    });
  }
  return parsed.data;
}

/** One half of a bet, win or bet-win: its id, amount, and the hash a replay must match. */
interface PlayCall {
  transactionId: string;
  requestHash: string;
  kind: 'bet' | 'win';
  amount: number;
}

/**
 * The call's content hash covers its type, player, round, amount, currency and game (and what
 * `more` adds), so the same id with other content is a DUPLICATE_TRANSACTION_MISMATCH.
 */
function playCall(
  kind: 'bet' | 'win',
  transactionId: string,
  amount: number,
  req: { playerId: string; roundId: string; currency: string; gameCode: string },
  ...more: (string | number | boolean)[]
): PlayCall {
  return {
    transactionId,
    kind,
    amount,
    requestHash: walletRequestHash([
      kind,
      req.playerId,
      req.roundId,
      amount,
      req.currency,
      req.gameCode,
      ...more,
    ]),
  };
}
