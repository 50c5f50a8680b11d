/** The three languages every player-facing text of a title is written in. */
export type Locale = 'en' | 'zh' | 'th';
/** A text in every supported language. */
export type I18nText = Record<Locale, string>;

/** A reel symbol. Pays are in credits (see {@link SlotTitle.betCredits}) indexed by count 0 … 5. */
export interface SlotSymbol {
  id: string;
  kind: 'regular' | 'wild' | 'scatter';
  /**
   * Regular (and, in line games, wild) symbols: credits per line or per way for 0 … 5 of a kind.
   * Scatter: ignored (see {@link ScatterRules.pays}).
   */
  pays: readonly number[];
  /** Wilds only: the factor a way or line through this wild is multiplied by (default 1). */
  wildMultiplier?: number;
  /** Display name in each language. */
  name: I18nText;
}

/** Scatter rules: pays anywhere, triggers and retriggers free spins. Indexed by scatter count. */
export interface ScatterRules {
  /** Scatter pay as a multiple of the total bet, by number of scatters on the screen (0 … 5+). */
  pays: readonly number[];
  /** Free spins awarded by a base-game spin with this many scatters. */
  freeSpins: readonly number[];
  /** Extra free spins awarded by a free spin with this many scatters. */
  retrigger: readonly number[];
}

/** Cascading (tumbling) wins with a rising multiplier: step t of a spin pays ladder[min(t, end)]. */
export interface CascadeRules {
  baseLadder: readonly number[];
  freeLadder: readonly number[];
  /** Safety stop; the PAR sheet reports the longest chain the strips can produce. */
  maxSteps: number;
}

/** A slot title: everything about it is data; the engine interprets it. */
export interface SlotTitle {
  id: string;
  name: I18nText;
  theme: I18nText;
  /** 'lines': the listed paylines, left to right. 'ways': 243 ways, adjacent reels from the left. */
  mode: 'lines' | 'ways';
  /** Paylines as the row (0 top … 2 bottom) on each of the 5 reels. */
  lines: readonly (readonly number[])[];
  /** The total bet in credits: every pay is in credits, a win is stake × credits / betCredits. */
  betCredits: number;
  /** Bet levels as multiples of the game's minimum bet. */
  betMultiples: readonly number[];
  symbols: readonly SlotSymbol[];
  /** Reel strips (symbol ids), one per reel; the window shows strip[s], strip[s+1], strip[s+2]. */
  reels: { base: readonly (readonly string[])[]; free: readonly (readonly string[])[] };
  scatter: ScatterRules;
  freeSpins: {
    /** Every win of a free spin (scatter pays included) is multiplied by this. */
    winMultiplier: number;
    /** Most free spins one trigger can award in total, retriggers included. */
    maxSpins: number;
  };
  cascade?: CascadeRules;
  /**
   * The most a round can pay, as a multiple of the total bet: the PAR sheet's round bound (paid
   * spin maximum + the most free spins × one free spin's maximum), which `npm run rtp` checks
   * equal. The engine caps a round there, so the cap never binds and the rules state the real
   * figure (whole credits: maxWinMultiple × betCredits is an integer).
   */
  maxWinMultiple: number;
  /**
   * The PAR sheet's exact figures, rounded to 10 digits: the catalogue shows them, tests compare
   * simulations with them, and `npm run rtp` recomputes them and fails on any difference.
   */
  declared: { rtp: number; standardDeviation: number; hitFrequency: number };
  /** Info-screen texts: feature descriptions and rules, per language. */
  rules: Record<string, I18nText>;
}
