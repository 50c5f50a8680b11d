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
  /** Visible games, in list order: all of them, per category, per vendor. */
  readonly visible: IndexedGame[] = [];
  readonly visibleByCategory = new Map<TGameType, IndexedGame[]>();
  readonly visibleByVendor = new Map<string, IndexedGame[]>();
  /**
   * Matches of recent queries (filters without paging): the lobby asks the same few lists over
   * and over, and a next page should not scan again. Bounded; it dies with this index.
   */
  private readonly matches = new Map<string, IndexedGame[]>();
  /**
   * Every visible game's search text joined into one string (in list order) with the offset
   * where each starts: a name search is a few native `indexOf` calls over it instead of one
   * `includes` per game.
   */
  private search: { full: SearchText; ascii: SearchText } | null = null;
  /** Trigram -> indexes (into `visible`, ascending) of the games whose search text holds it. */
  private trigrams: Map<string, Int32Array> | null = null;

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
        this.visible.push(entry);
        push(this.visibleByCategory, entry.category, entry);
        push(this.visibleByVendor, entry.record.vendor, entry);
        let counts = this.vendorCounts.get(entry.category);
        if (!counts) this.vendorCounts.set(entry.category, (counts = new Map()));
        counts.set(entry.record.vendor, (counts.get(entry.record.vendor) ?? 0) + 1);
      }
    }
  }

  /**
   * Visible games matching `test`, in list order, from the smallest candidate list (the vendor's
   * or the category's games when the query names one); remembered under `key`.
   */
  visibleMatching(
    key: string,
    scope: {
      vendor?: string | undefined;
      category?: TGameType | undefined;
      /** Lower-cased name search: candidates come from the search text instead. */
      needle?: string | undefined;
    },
    test: (game: IndexedGame) => boolean,
  ): IndexedGame[] {
    const hit = this.matches.get(key);
    if (hit) {
      // Refresh its place: the map's order is the eviction order.
      this.matches.delete(key);
      this.matches.set(key, hit);
      return hit;
    }
    let candidates = this.visible;
    if (scope.vendor) candidates = this.visibleByVendor.get(scope.vendor) ?? [];
    if (scope.category) {
      const inCategory = this.visibleByCategory.get(scope.category) ?? [];
      if (!scope.vendor || inCategory.length < candidates.length) candidates = inCategory;
    }
    if (scope.needle) candidates = this.searchVisible(scope.needle);
    const found: IndexedGame[] = [];
    for (const game of candidates) if (test(game)) found.push(game);
    this.matches.set(key, found);
    if (this.matches.size > MATCH_CACHE_SIZE) {
      this.matches.delete(this.matches.keys().next().value!);
    }
    return found;
  }

  /** Visible games whose search text contains `needle` (lower-cased), in list order. */
  searchVisible(needle: string): IndexedGame[] {
    if (needle.length >= 3) return this.searchByTrigrams(needle);
    return this.scanVisible(needle);
  }

  /**
   * Needles of 3+ characters: the games holding the needle's rarest trigram are the only
   * candidates, each checked with `includes` (a few hundred at most instead of every game).
   */
  private searchByTrigrams(needle: string): IndexedGame[] {
    this.trigrams ??= buildTrigrams(this.visible.map((g) => g.search));
    let rarest: Int32Array | undefined;
    for (let k = 0; k + 3 <= needle.length; k++) {
      const postings = this.trigrams.get(needle.slice(k, k + 3));
      if (!postings) return [];
      if (!rarest || postings.length < rarest.length) rarest = postings;
    }
    const found: IndexedGame[] = [];
    for (const i of rarest ?? []) {
      const game = this.visible[i]!;
      if (game.search.includes(needle)) found.push(game);
    }
    return found;
  }

  /** Short needles: one scan of the joined search texts. */
  private scanVisible(needle: string): IndexedGame[] {
    this.search ??= {
      full: joinTexts(this.visible.map((g) => g.search)),
      // Latin needles (most searches) scan a one-byte copy with every other script cut out,
      // which V8 searches several times faster: a needle of printable ASCII can only match
      // inside a run of it.
      ascii: joinTexts(this.visible.map((g) => g.search.replace(/[^\n -~]+/g, SEPARATOR))),
    };
    const { text, starts } = /^[ -~]*$/.test(needle) ? this.search.ascii : this.search.full;
    const found: IndexedGame[] = [];
    let from = 0;
    for (;;) {
      const at = text.indexOf(needle, from);
      if (at < 0) break;
      // The game whose text holds position `at`: the last start <= at (binary search).
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      found.push(this.visible[lo]!);
      // Go on from the next game's text: one hit per game.
      from = lo + 1 < starts.length ? starts[lo + 1]! : text.length;
    }
    return found;
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

/** Up to this many remembered queries (each at most one reference per visible game). */
const MATCH_CACHE_SIZE = 200;
/** Between games' texts in the search blob; needles never hold it (control characters are refused). */
const SEPARATOR = String.fromCharCode(1);

/** Every trigram of the texts with the (ascending, distinct) indexes of the texts holding it. */
function buildTrigrams(texts: string[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  texts.forEach((text, i) => {
    for (let k = 0; k + 3 <= text.length; k++) {
      const gram = text.slice(k, k + 3);
      const list = lists.get(gram);
      if (!list) lists.set(gram, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  });
  return new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
}

/** Texts joined by SEPARATOR, with the offset where each starts. */
interface SearchText {
  text: string;
  starts: Int32Array;
}

function joinTexts(texts: string[]): SearchText {
  const starts = new Int32Array(texts.length);
  let offset = 0;
  const parts = texts.map((raw, i) => {
    starts[i] = offset;
    const text = raw.replaceAll(SEPARATOR, ' ');
    offset += text.length + 1;
    return text;
  });
  return { text: parts.join(SEPARATOR), starts };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function key(vendor: string, gameCode: string): string {
  return `${vendor}\u0000${gameCode}`;
}
