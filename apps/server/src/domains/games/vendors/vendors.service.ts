import {
  errorMessages,
  GAMES_API,
  type TAdminVendor,
  type TAdminVendorCreate,
  type TAdminVendorUpdate,
  type TCatalogueSyncResult,
  ZAdminVendorCreate,
  ZAdminVendorUpdate,
} from '@lw/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { gameVendors, games, type VendorSyncResult } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import {
  isInProcessAddress,
  windowContains,
  type TransferVendorListing,
  type VendorConfig,
  type VendorDirectory,
} from './vendor-directory.js';

type VendorRow = typeof gameVendors.$inferSelect;

/** A vendor the simulator's manifest (`/_control/manifest`) announces. */
export const ZSimulatorManifest = z.object({
  vendors: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z0-9_]{2,20}$/),
        name: z.string().min(1).max(60),
        mode: z.enum(['seamless', 'transfer']),
        currency: z.string().regex(/^(?:[A-Z]{3}|FUN)$/),
        gameTypes: z.array(z.string()).optional(),
        baseUrl: z.url({ protocol: /^https?$/ }),
        secret: z.string().min(8).max(200),
      }),
    )
    .max(500),
});
export type TSimulatorManifest = z.infer<typeof ZSimulatorManifest>;

/**
 * The game vendors: configuration with sealed secrets, the directory other modules read (cached
 * opened configs), and the back office's edits, each one audited.
 */
export class VendorsService implements VendorDirectory {
  private snapshot: { at: number; byCode: Map<string, VendorConfig>; list: VendorConfig[] } | null =
    null;
  private loading: Promise<VendorConfig[]> | null = null;
  private generation = 0;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly secretBox: SecretBox,
    private readonly clock: Clock,
    private readonly options: { operatorCode: string; cacheMs?: number },
  ) {}

  /** Our name at the vendors (X-Operator). */
  get operatorCode(): string {
    return this.options.operatorCode;
  }

  // ------------------------------------------------------------------ directory (hot path)

  async get(code: string): Promise<VendorConfig | null> {
    await this.list();
    return this.snapshot?.byCode.get(code) ?? null;
  }

  async list(): Promise<VendorConfig[]> {
    const ttl = this.options.cacheMs ?? 5000;
    if (this.snapshot && Date.now() - this.snapshot.at < ttl) return this.snapshot.list;
    // Concurrent callers share one load; a change during the load discards its result.
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  asTransferDirectory(): TransferVendorListing {
    return {
      list: async () =>
        (await this.list())
          .filter((v) => v.enabled && v.walletMode === 'transfer')
          .map((v) => ({
            code: v.code,
            name: v.name,
            baseUrl: v.baseUrl,
            secret: v.secret,
            operatorCode: this.options.operatorCode,
          })),
    };
  }

  /** Forgets the cached configs (after a change in this process); listeners hear of it. */
  invalidate(): void {
    this.snapshot = null;
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }

  /** Called after every vendor change in this process (the catalogue drops its snapshot). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private async load(): Promise<VendorConfig[]> {
    const generation = this.generation;
    const rows = await this.db
      .select()
      .from(gameVendors)
      .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
    const list = await Promise.all(rows.map((row) => this.open(row)));
    if (generation === this.generation) {
      this.snapshot = { at: Date.now(), byCode: new Map(list.map((v) => [v.code, v])), list };
    }
    return list;
  }

  private async open(row: VendorRow): Promise<VendorConfig> {
    let secret = '';
    try {
      secret = await this.secretBox.decrypt(row.secretSealed);
    } catch {
      // A secret sealed under another key cannot sign anything: the vendor stays unusable
      // (empty secret never matches a signature) until an operator replaces it.
    }
    const maintenance = { from: row.maintenanceFrom, until: row.maintenanceUntil };
    return {
      code: row.code,
      name: row.name,
      walletMode: row.walletMode,
      baseUrl: row.baseUrl,
      secret,
      currency: row.currency,
      enabled: row.enabled && secret !== '',
      maintenance,
      inMaintenance: (now: Date) => windowContains(maintenance, now),
      betsFeed: !isInProcessAddress(row.baseUrl),
    };
  }

  /** Name, order and effective logo of every vendor (the lobby's strip and cards). */
  async lobbyVendors(): Promise<
    { code: string; name: string; sortOrder: number; logoUrl: string }[]
  > {
    const rows = await this.db
      .select({
        code: gameVendors.code,
        name: gameVendors.name,
        sortOrder: gameVendors.sortOrder,
        logoUrl: gameVendors.logoUrl,
      })
      .from(gameVendors)
      .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
    return rows.map((r) => ({ ...r, logoUrl: r.logoUrl ?? GAMES_API.vendorLogo(r.code) }));
  }

  // ------------------------------------------------------------------ back office

  async adminList(): Promise<TAdminVendor[]> {
    const rows = await this.db
      .select()
      .from(gameVendors)
      .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
    const counts = await this.db
      .select({
        vendor: games.vendor,
        total: sql<number>`count(*)::int`,
        listed: sql<number>`(count(*) filter (where ${games.listed}))::int`,
      })
      .from(games)
      .groupBy(games.vendor);
    const byVendor = new Map(counts.map((c) => [c.vendor, c]));
    return rows.map((row) => this.present(row, byVendor.get(row.code)));
  }

  async adminGet(code: string): Promise<TAdminVendor> {
    const row = await this.row(code);
    const [count] = await this.db
      .select({
        vendor: games.vendor,
        total: sql<number>`count(*)::int`,
        listed: sql<number>`(count(*) filter (where ${games.listed}))::int`,
      })
      .from(games)
      .where(eq(games.vendor, code))
      .groupBy(games.vendor);
    return this.present(row, count);
  }

  async create(input: TAdminVendorCreate, actor: Actor): Promise<TAdminVendor> {
    const v = ZAdminVendorCreate.parse(input);
    const secretSealed = await this.secretBox.encrypt(v.secret);
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(gameVendors).values({
          code: v.code,
          name: v.name,
          walletMode: v.walletMode,
          baseUrl: v.baseUrl,
          secretSealed,
          currency: v.currency,
          enabled: v.enabled,
          maintenanceFrom: v.maintenanceFrom ? new Date(v.maintenanceFrom) : null,
          maintenanceUntil: v.maintenanceUntil ? new Date(v.maintenanceUntil) : null,
          sortOrder: v.sortOrder,
        });
        await recordAudit(tx as unknown as Database, actor, {
          action: 'game_vendor.create',
          targetType: 'game_vendor',
          targetId: v.code,
          after: { ...v, secret: '[set]' },
        });
      });
    } catch (err) {
      if (uniqueConstraintOf(err) !== null) {
        throw new AppError('CONFLICT', `Vendor ${v.code} exists already`, { vendor: v.code });
      }
      throw err;
    }
    this.invalidate();
    return this.adminGet(v.code);
  }

  async update(code: string, input: TAdminVendorUpdate, actor: Actor): Promise<TAdminVendor> {
    const v = ZAdminVendorUpdate.parse(input);
    const before = await this.row(code);
    const from =
      v.maintenanceFrom === undefined ? before.maintenanceFrom : toDate(v.maintenanceFrom);
    const until =
      v.maintenanceUntil === undefined ? before.maintenanceUntil : toDate(v.maintenanceUntil);
    if (from && until && from.getTime() >= until.getTime()) {
      throw new AppError('VALIDATION_ERROR', 'maintenance must end after it starts', {
        issues: [{ path: ['maintenanceUntil'], message: 'maintenance must end after it starts' }],
      });
    }
    const patch: Partial<typeof gameVendors.$inferInsert> = {
      ...(v.name !== undefined && { name: v.name }),
      ...(v.walletMode !== undefined && { walletMode: v.walletMode }),
      ...(v.baseUrl !== undefined && { baseUrl: v.baseUrl }),
      ...(v.currency !== undefined && { currency: v.currency }),
      ...(v.enabled !== undefined && { enabled: v.enabled }),
      ...(v.sortOrder !== undefined && { sortOrder: v.sortOrder }),
      maintenanceFrom: from,
      maintenanceUntil: until,
      ...(v.secret !== undefined && { secretSealed: await this.secretBox.encrypt(v.secret) }),
      updatedAt: this.clock.now(),
    };
    await this.db.transaction(async (tx) => {
      await tx.update(gameVendors).set(patch).where(eq(gameVendors.code, code));
      await recordAudit(tx as unknown as Database, actor, {
        action: 'game_vendor.update',
        targetType: 'game_vendor',
        targetId: code,
        before: auditView(before),
        after: { ...v, ...(v.secret !== undefined && { secret: '[replaced]' }) },
      });
    });
    this.invalidate();
    return this.adminGet(code);
  }

  /** Sets (or with null clears) the operator's uploaded logo. */
  async setLogo(code: string, logoUrl: string | null, actor: Actor): Promise<TAdminVendor> {
    const before = await this.row(code);
    await this.db.transaction(async (tx) => {
      await tx
        .update(gameVendors)
        .set({ logoUrl, updatedAt: this.clock.now() })
        .where(eq(gameVendors.code, code));
      await recordAudit(tx as unknown as Database, actor, {
        action: logoUrl ? 'game_vendor.logo.upload' : 'game_vendor.logo.remove',
        targetType: 'game_vendor',
        targetId: code,
        before: { logoUrl: before.logoUrl },
        after: { logoUrl },
      });
    });
    this.invalidate();
    return this.adminGet(code);
  }

  /** Stores the outcome of a catalogue sync on the vendor (the back office shows it). */
  async recordSync(result: TCatalogueSyncResult): Promise<void> {
    const stored: VendorSyncResult = {
      at: result.at,
      ok: result.ok,
      added: result.added,
      updated: result.updated,
      removed: result.removed,
      ...(result.error !== undefined && { error: result.error }),
    };
    await this.db
      .update(gameVendors)
      .set({ lastSyncAt: new Date(result.at), lastSyncResult: stored })
      .where(eq(gameVendors.code, result.vendor));
  }

  /**
   * Registers the simulator's vendors: new ones with everything the manifest says; existing ones
   * only get the URL and secret (the operator's other edits stay). Answers the codes.
   */
  async registerFromManifest(manifest: TSimulatorManifest): Promise<string[]> {
    const codes: string[] = [];
    for (const [i, v] of manifest.vendors.entries()) {
      const secretSealed = await this.secretBox.encrypt(v.secret);
      await this.db
        .insert(gameVendors)
        .values({
          code: v.code,
          name: v.name,
          walletMode: v.mode,
          baseUrl: v.baseUrl,
          secretSealed,
          currency: v.currency,
          sortOrder: i,
        })
        .onConflictDoUpdate({
          target: gameVendors.code,
          set: { baseUrl: v.baseUrl, secretSealed, updatedAt: this.clock.now() },
        });
      codes.push(v.code);
    }
    this.invalidate();
    return codes;
  }

  private async row(code: string): Promise<VendorRow> {
    const [row] = await this.db.select().from(gameVendors).where(eq(gameVendors.code, code));
    if (!row) {
      throw new AppError('VENDOR_NOT_FOUND', errorMessages.VENDOR_NOT_FOUND.en, { vendor: code });
    }
    return row;
  }

  private present(row: VendorRow, count?: { total: number; listed: number }): TAdminVendor {
    const now = this.clock.now();
    return {
      code: row.code,
      name: row.name,
      walletMode: row.walletMode,
      baseUrl: row.baseUrl,
      secretSet: row.secretSealed !== '',
      currency: row.currency,
      enabled: row.enabled,
      maintenanceFrom: row.maintenanceFrom?.toISOString() ?? null,
      maintenanceUntil: row.maintenanceUntil?.toISOString() ?? null,
      inMaintenance: windowContains(
        { from: row.maintenanceFrom, until: row.maintenanceUntil },
        now,
      ),
      sortOrder: row.sortOrder,
      logoUrl: row.logoUrl ?? GAMES_API.vendorLogo(row.code),
      customLogo: row.logoUrl !== null,
      gameCount: count?.total ?? 0,
      listedCount: count?.listed ?? 0,
      lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
      lastSyncResult: row.lastSyncResult ? { vendor: row.code, ...row.lastSyncResult } : null,
    };
  }
}

function toDate(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** A vendor row for the audit log: everything but the sealed secret. */
function auditView(row: VendorRow) {
  const { secretSealed: _sealed, lastSyncResult: _result, ...rest } = row;
  return rest;
}
