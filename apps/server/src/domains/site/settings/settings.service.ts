import {
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_NAMES,
  type TAllSettings,
  type TSettingsSection,
  type TSettingsValue,
} from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { siteSettings } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { defaultSettings } from './settings.defaults.js';
import { maskSecrets, restoreSecrets } from './settings-secrets.js';
import { upgradeStored } from './settings-upgrades.js';

/**
 * Reads and writes the settings sections. Reads are cached for `cacheMs` (the startup call is
 * on every page load); a write clears this process's cache at once and other processes within
 * `cacheMs`.
 */
export class SettingsService {
  private cache: { at: number; value: TAllSettings } | null = null;
  private readonly updatedListeners = new Set<(section: TSettingsSection) => unknown>();

  constructor(
    private readonly db: Database,
    private readonly cacheMs: number,
  ) {}

  /** Writes the demo defaults for every section not stored yet (first start). */
  async ensureDefaults(): Promise<void> {
    const defaults = defaultSettings();
    await this.db
      .insert(siteSettings)
      .values(SETTINGS_SECTION_NAMES.map((section) => ({ section, value: defaults[section] })))
      .onConflictDoNothing();
    this.cache = null;
  }

  /**
   * Every section. `db` is the caller's transaction when it holds one: on PGlite (one
   * connection) a read on another connection would wait for that transaction forever.
   */
  async getAll(db: Database = this.db): Promise<TAllSettings> {
    if (this.cache && Date.now() - this.cache.at < this.cacheMs) return this.cache.value;
    const rows = await db.select().from(siteSettings);
    const defaults = defaultSettings();
    const stored = new Map(rows.map((r) => [r.section, r.value]));
    const value = Object.fromEntries(
      SETTINGS_SECTION_NAMES.map((section) => [
        section,
        parseStored(section, stored.get(section), defaults[section]),
      ]),
    ) as TAllSettings;
    this.cache = { at: Date.now(), value };
    return value;
  }

  async get<S extends TSettingsSection>(
    section: S,
    db: Database = this.db,
  ): Promise<TSettingsValue<S>> {
    return (await this.getAll(db))[section];
  }

  /**
   * Hears every saved section, after the commit (the live channel tells open pages about a
   * maintenance or region switch). Answers an unsubscribe.
   */
  onUpdated(listener: (section: TSettingsSection) => unknown): () => void {
    this.updatedListeners.add(listener);
    return () => this.updatedListeners.delete(listener);
  }

  /** Validates and saves one section, with an audit entry, in one transaction. */
  async update<S extends TSettingsSection>(
    section: S,
    input: unknown,
    actor: Actor,
  ): Promise<TSettingsValue<S>> {
    const parsed = SETTINGS_SECTIONS[section].parse(input) as TSettingsValue<S>;
    let value = parsed;
    await this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.section, section))
        .for('update');
      const stored = (previous?.value ?? null) as TSettingsValue<S> | null;
      // A secret sent back as the placeholder keeps the stored secret.
      value = restoreSecrets(section, parsed, stored);
      await tx
        .insert(siteSettings)
        .values({ section, value, updatedBy: actor.operatorId })
        .onConflictDoUpdate({
          target: siteSettings.section,
          set: {
            value,
            version: sql`${siteSettings.version} + 1`,
            updatedAt: sql`now()`,
            updatedBy: actor.operatorId,
          },
        });
      await recordAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: section,
        before: stored === null ? null : maskSecrets(section, stored),
        after: maskSecrets(section, value),
      });
    });
    this.cache = null;
    for (const listener of this.updatedListeners) await listener(section);
    return value;
  }

  /** All sections as the back office may see them: secrets masked. */
  async getAllForOperators(): Promise<TAllSettings> {
    const all = await this.getAll();
    return Object.fromEntries(
      SETTINGS_SECTION_NAMES.map((section) => [section, maskSecrets(section, all[section])]),
    ) as TAllSettings;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The stored value over the defaults, following the schema, so a field or module flag added in a
 * later version takes its default instead of failing the whole section. Objects merge field by
 * field and records keyed by an enum (module flags) key by key; arrays and free-keyed records
 * (headers, identity providers) are the operator's own entries and are taken as stored.
 */
function withDefaults(schema: z.ZodType, fallback: unknown, stored: unknown): unknown {
  if (!isPlainObject(fallback) || !isPlainObject(stored)) return stored;
  if (schema instanceof z.ZodObject) {
    const out: Record<string, unknown> = { ...fallback, ...stored };
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      if (key in stored) out[key] = withDefaults(field, fallback[key], stored[key]);
    }
    return out;
  }
  if (schema instanceof z.ZodRecord && schema.def.keyType instanceof z.ZodEnum) {
    return { ...fallback, ...stored };
  }
  return stored;
}

/**
 * Stored JSON is brought up to date and re-validated; fields added in later versions come from
 * the defaults.
 */
function parseStored<S extends TSettingsSection>(
  section: S,
  stored: unknown,
  fallback: TSettingsValue<S>,
): TSettingsValue<S> {
  if (stored === undefined) return fallback;
  const merged = withDefaults(SETTINGS_SECTIONS[section], fallback, upgradeStored(section, stored));
  const parsed = SETTINGS_SECTIONS[section].safeParse(merged);
  return parsed.success ? (parsed.data as TSettingsValue<S>) : fallback;
}
