import {
  errorMessages,
  FUN_CURRENCY,
  HOUSE_GAMES,
  type TAdminHouseGame,
  type TAdminHouseGameUpdate,
  type TAdminJackpotSettings,
  type THouseGameCode,
} from '@lw/contracts';
import { assertStake, DEFAULT_JACKPOT, ORIGINALS_MIN_STAKE } from '@lw/games';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { houseGameSettings, houseJackpotSettings, houseMaxWins } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { HOUSE_GAME_INFO } from './house-games.js';

export interface HouseGameSettings {
  gameCode: THouseGameCode;
  enabled: boolean;
  minBet: number;
  maxBet: number;
  updatedAt: Date | null;
}

/** Jackpot on by default: the lobby counter shows a real pool from the first spin. */
const DEFAULT_JACKPOT_SETTINGS: TAdminJackpotSettings = { enabled: true, ...DEFAULT_JACKPOT };

/**
 * The operator's settings of the house games (enable, bet limits) and of the progressive
 * jackpot. Rows exist only once an operator saved them; the defaults live in code. Every change is
 * audited.
 */
export class HouseSettings {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** The site currency: the back office lists its maximum wins first. */
    private readonly siteCurrency: () => Promise<string>,
    /**
     * How long a game's or the jackpot's settings are reused (SETTINGS_CACHE_MS, like the site's
     * settings): a spin reads them on every call. A change here clears them at once; another
     * process sees it within this time.
     */
    private readonly cacheMs = 0,
  ) {}

  private readonly cached = new Map<string, { until: number; value: Promise<unknown> }>();

  /** `load()` reused for cacheMs (a failed load is not kept). */
  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.cacheMs <= 0) return load();
    const now = this.clock.now().getTime();
    const hit = this.cached.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    this.cached.set(key, { until: now + this.cacheMs, value });
    value.catch(() => this.cached.delete(key));
    return value;
  }

  /**
   * The maximum win per round of an original in a currency (the operator's, else the default);
   * null for slots, whose title states its own maximum.
   */
  async maxWin(gameCode: THouseGameCode, currency: string): Promise<number | null> {
    const fallback = HOUSE_GAME_INFO[gameCode].defaultMaxWin;
    if (fallback === null) return null;
    const [row] = await this.db
      .select({ maxWin: houseMaxWins.maxWin })
      .from(houseMaxWins)
      .where(and(eq(houseMaxWins.gameCode, gameCode), eq(houseMaxWins.currency, currency)));
    return row?.maxWin ?? fallback;
  }

  /** Every original's maximum wins: the site currency, FUN, then any other saved currency. */
  private async maxWinsByGame(): Promise<Map<string, TAdminHouseGame['maxWins']>> {
    const rows = await this.db.select().from(houseMaxWins);
    const site = await this.siteCurrency();
    const out = new Map<string, TAdminHouseGame['maxWins']>();
    for (const code of HOUSE_GAMES) {
      const fallback = HOUSE_GAME_INFO[code].defaultMaxWin;
      if (fallback === null) {
        out.set(code, []);
        continue;
      }
      const saved = rows.filter((r) => r.gameCode === code);
      const currencies = [...new Set([site, FUN_CURRENCY, ...saved.map((r) => r.currency).sort()])];
      out.set(
        code,
        currencies.map((currency) => {
          const row = saved.find((r) => r.currency === currency);
          return { currency, maxWin: row?.maxWin ?? fallback, saved: Boolean(row) };
        }),
      );
    }
    return out;
  }

  game(gameCode: THouseGameCode): Promise<HouseGameSettings> {
    return this.remember(`game:${gameCode}`, () => this.loadGame(gameCode));
  }

  private async loadGame(gameCode: THouseGameCode): Promise<HouseGameSettings> {
    const [row] = await this.db
      .select()
      .from(houseGameSettings)
      .where(eq(houseGameSettings.gameCode, gameCode));
    return row ? { ...row, gameCode } : defaults(gameCode);
  }

  async games(): Promise<HouseGameSettings[]> {
    const rows = new Map(
      (await this.db.select().from(houseGameSettings)).map((r) => [r.gameCode, r]),
    );
    return HOUSE_GAMES.map((code) => {
      const row = rows.get(code);
      return row ? { ...row, gameCode: code } : defaults(code);
    });
  }

  async adminGames(): Promise<TAdminHouseGame[]> {
    const maxWins = await this.maxWinsByGame();
    return (await this.games()).map((g) => toAdmin(g, maxWins.get(g.gameCode) ?? []));
  }

  async updateGame(
    gameCode: THouseGameCode,
    input: TAdminHouseGameUpdate,
    actor: Actor,
  ): Promise<TAdminHouseGame> {
    try {
      return await this.saveGame(gameCode, input, actor);
    } finally {
      this.cached.clear();
    }
  }

  private async saveGame(
    gameCode: THouseGameCode,
    input: TAdminHouseGameUpdate,
    actor: Actor,
  ): Promise<TAdminHouseGame> {
    const before = await this.loadGame(gameCode);
    const next = {
      enabled: input.enabled ?? before.enabled,
      minBet: input.minBet ?? before.minBet,
      maxBet: input.maxBet ?? before.maxBet,
    };
    if (next.minBet > next.maxBet) {
      throw new AppError('VALIDATION_ERROR', 'minBet must not exceed maxBet', {
        fields: { maxBet: 'must be at least minBet' },
      });
    }
    const info = HOUSE_GAME_INFO[gameCode];
    if (!info.title && next.minBet < ORIGINALS_MIN_STAKE) {
      // Below it, rounding wins up (which keeps every bet at 99 % or more) would give a 1-unit
      // stake far more than 99 %: see @lw/games payout-rules.
      throw new AppError('VALIDATION_ERROR', `minBet must be at least ${ORIGINALS_MIN_STAKE}`, {
        fields: { minBet: `at least ${ORIGINALS_MIN_STAKE} minor units` },
      });
    }
    if (input.maxWin && info.defaultMaxWin === null) {
      throw new AppError('VALIDATION_ERROR', 'Slots state their own maximum win', {
        fields: { maxWin: 'only dice, mines and crash have an operator maximum win' },
      });
    }
    const title = info.title;
    if (title) {
      try {
        assertStake(title, next.minBet);
      } catch {
        throw new AppError(
          'VALIDATION_ERROR',
          `minBet must be a multiple of ${title.betCredits} (the title's bet in credits)`,
          { fields: { minBet: `a multiple of ${title.betCredits}` } },
        );
      }
    }
    const maxWin = input.maxWin;
    const maxWinBefore = maxWin ? await this.maxWin(gameCode, maxWin.currency) : null;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .insert(houseGameSettings)
        .values({ gameCode, ...next, updatedAt: now })
        .onConflictDoUpdate({
          target: houseGameSettings.gameCode,
          set: { ...next, updatedAt: now },
        });
      if (maxWin) {
        await tx
          .insert(houseMaxWins)
          .values({ gameCode, currency: maxWin.currency, maxWin: maxWin.amount, updatedAt: now })
          .onConflictDoUpdate({
            target: [houseMaxWins.gameCode, houseMaxWins.currency],
            set: { maxWin: maxWin.amount, updatedAt: now },
          });
      }
      await recordAudit(tx, actor, {
        action: 'house_game.update',
        targetType: 'house_game',
        targetId: gameCode,
        before: {
          enabled: before.enabled,
          minBet: before.minBet,
          maxBet: before.maxBet,
          ...(maxWin ? { maxWin: { currency: maxWin.currency, amount: maxWinBefore } } : {}),
        },
        after: { ...next, ...(maxWin ? { maxWin } : {}) },
      });
    });
    const maxWins = await this.maxWinsByGame();
    return toAdmin({ gameCode, ...next, updatedAt: now }, maxWins.get(gameCode) ?? []);
  }

  jackpot(): Promise<TAdminJackpotSettings & { updatedAt: Date | null }> {
    return this.remember('jackpot', () => this.loadJackpot());
  }

  private async loadJackpot(): Promise<TAdminJackpotSettings & { updatedAt: Date | null }> {
    const [row] = await this.db.select().from(houseJackpotSettings);
    if (!row) return { ...DEFAULT_JACKPOT_SETTINGS, updatedAt: null };
    return {
      enabled: row.enabled,
      contributionBps: row.contributionBps,
      seed: row.seed,
      maxStake: row.maxStake,
      oneIn: row.oneIn,
      updatedAt: row.updatedAt,
    };
  }

  async updateJackpot(input: TAdminJackpotSettings, actor: Actor): Promise<void> {
    try {
      await this.saveJackpot(input, actor);
    } finally {
      this.cached.clear();
    }
  }

  private async saveJackpot(input: TAdminJackpotSettings, actor: Actor): Promise<void> {
    if (!Number.isSafeInteger(input.maxStake * input.oneIn)) {
      throw new AppError('VALIDATION_ERROR', 'maxStake × oneIn is too large', {
        fields: { oneIn: 'maxStake × oneIn must stay below 2^53' },
      });
    }
    const before = await this.jackpot();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .insert(houseJackpotSettings)
        .values({ id: 1, ...input, updatedAt: now })
        .onConflictDoUpdate({ target: houseJackpotSettings.id, set: { ...input, updatedAt: now } });
      await recordAudit(tx, actor, {
        action: 'house_jackpot.update',
        targetType: 'house_jackpot',
        targetId: '1',
        before: { ...before, updatedAt: undefined },
        after: input,
      });
    });
  }
}

function defaults(gameCode: THouseGameCode): HouseGameSettings {
  const info = HOUSE_GAME_INFO[gameCode];
  return {
    gameCode,
    enabled: true,
    minBet: info.defaultMinBet,
    maxBet: info.defaultMaxBet,
    updatedAt: null,
  };
}

function toAdmin(s: HouseGameSettings, maxWins: TAdminHouseGame['maxWins']): TAdminHouseGame {
  const info = HOUSE_GAME_INFO[s.gameCode];
  return {
    gameCode: s.gameCode,
    kind: info.kind,
    enabled: s.enabled,
    minBet: s.minBet,
    maxBet: s.maxBet,
    rtp: info.rtp,
    maxWins,
    updatedAt: s.updatedAt?.toISOString() ?? null,
  };
}

/** GAME_NOT_FOUND when the operator switched the game off. */
export function assertEnabled(settings: HouseGameSettings): void {
  if (!settings.enabled) throw new AppError('GAME_NOT_FOUND', errorMessages.GAME_NOT_FOUND.en);
}

/** HOUSE_MAX_WIN when a bet's win could pass the game's maximum win per round. */
export function maxWinExceeded(maxWin: number, extra: Record<string, unknown> = {}): AppError {
  return new AppError('HOUSE_MAX_WIN', errorMessages.HOUSE_MAX_WIN.en, { maxWin, ...extra });
}

/** HOUSE_BET_INVALID outside the game's limits. */
export function assertLimits(settings: HouseGameSettings, stake: number): void {
  if (stake < settings.minBet || stake > settings.maxBet) {
    throw new AppError('HOUSE_BET_INVALID', errorMessages.HOUSE_BET_INVALID.en, {
      minBet: settings.minBet,
      maxBet: settings.maxBet,
    });
  }
}
