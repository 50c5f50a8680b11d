import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_TYPES,
  VASSALAGE_CATEGORIES,
  VASSALAGE_MIN_GAMES,
  type TGameType,
} from '@lw/contracts';
import type { GameRecord } from './game-record.js';

/** A vendor as the lobby sees it. */
export interface IndexVendor {
  code: string;
  name: string;
  enabled: boolean;
  sortOrder: number;
  logoUrl: string;
  inMaintenance(now: Date): boolean;
}

/** One game in the in-memory index, with what list queries test precomputed. */
export interface IndexedGame {
  record: GameRecord;
  /** Listed by the vendor, not hidden, vendor enabled: players may see it. */
  visible: boolean;
  /** The category the lobby files it under (esports and cockfight vendors carved out). */
  category: TGameType | null;
  /** Lower-cased names in every language and the code. */
  search: string;
}

/**
 * The category a game is filed under: the esports and cockfight vendors of spec §3 are carved
 * out of SPORTS whatever the vendor says; an unknown type files nowhere (never listed).
 */
export function categoryOf(vendor: string, gameType: string): TGameType | null {
  if ((ESPORTS_VENDORS as readonly string[]).includes(vendor)) return 'ESPORTS';
  if ((COCKFIGHT_VENDORS as readonly string[]).includes(vendor)) return 'COCKFIGHT';
  const upper = gameType.toUpperCase();
  return (GAME_TYPES as readonly string[]).includes(upper) ? (upper as TGameType) : null;
}

/**
 * The whole catalogue in memory, ordered as lists show it: the operator's order first (lower
 * first, unset last), then the vendor strip order, then the newest games (highest id) first.
 * About 12,000 games take a few megabytes; a list query scans them in well under a millisecond,
 * which no SQL plan with a count for totalPages and a substring search matches.
 */
export class CatalogueIndex {
  readonly ordered: IndexedGame[];
  readonly byId = new Map<number, IndexedGame>();
  readonly byVendorCode = new Map<string, IndexedGame>();
  readonly vendors: Map<string, IndexVendor>;
  /** Per category: listed game counts per vendor (visible games only). */
  readonly vendorCounts = new Map<TGameType, Map<string, number>>();

  constructor(
    records: GameRecord[],
    vendors: IndexVendor[],
    searchOf: (record: GameRecord) => string,
  ) {
    this.vendors = new Map(vendors.map((v) => [v.code, v]));
    const vendorOrder = new Map(vendors.map((v, i) => [v.code, i]));
    const entries = records.map((record): IndexedGame => {
      const vendor = this.vendors.get(record.vendor);
      const category = categoryOf(record.vendor, record.gameType);
      return {
        record,
        visible: record.listed && !record.hidden && !!vendor?.enabled && category !== null,
        category,
        search: searchOf(record),
      };
    });
    entries.sort((a, b) => {
      const sa = a.record.sortOrder ?? Number.MAX_SAFE_INTEGER;
      const sb = b.record.sortOrder ?? Number.MAX_SAFE_INTEGER;
      if (sa !== sb) return sa - sb;
      const va = vendorOrder.get(a.record.vendor) ?? 1e9;
      const vb = vendorOrder.get(b.record.vendor) ?? 1e9;
      if (va !== vb) return va - vb;
      return b.record.id - a.record.id;
    });
    this.ordered = entries;
    for (const entry of entries) {
      this.byId.set(entry.record.id, entry);
      this.byVendorCode.set(key(entry.record.vendor, entry.record.gameCode), entry);
      if (entry.visible && entry.category) {
        let counts = this.vendorCounts.get(entry.category);
        if (!counts) this.vendorCounts.set(entry.category, (counts = new Map()));
        counts.set(entry.record.vendor, (counts.get(entry.record.vendor) ?? 0) + 1);
      }
    }
  }

  find(vendor: string, gameCode: string): IndexedGame | undefined {
    return this.byVendorCode.get(key(vendor, gameCode));
  }

  /** Whether the vendor's card in this category opens a popup game list (the VASSALAGE rule). */
  isVassalage(vendor: string, category: TGameType | null): boolean {
    if (!category || !VASSALAGE_CATEGORIES.includes(category)) return false;
    return (this.vendorCounts.get(category)?.get(vendor) ?? 0) >= VASSALAGE_MIN_GAMES;
  }
}

function key(vendor: string, gameCode: string): string {
  return `${vendor}\u0000${gameCode}`;
}
